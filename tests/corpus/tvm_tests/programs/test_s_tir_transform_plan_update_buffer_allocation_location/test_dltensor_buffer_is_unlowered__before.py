# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(dlpack_handle: T.handle, axis: T.int64) -> T.int64:
    ndim: T.int32 = T.tvm_struct_get(dlpack_handle, 0, 5, "int32")
    stride_ptr: T.let[T.handle("int64", "global")] = T.tvm_struct_get(dlpack_handle, 0, 4, T.handle("int64", "global").ty)
    if T.isnullptr(stride_ptr):
        shape_ptr: T.let[T.handle("int64", "global")] = T.tvm_struct_get(dlpack_handle, 0, 3, T.handle("int64", "global").ty)
        shape = T.decl_buffer((ndim,), "int64", data=shape_ptr)
        product = T.alloc_buffer((), "int64")
        product[()] = T.int64(1)
        for dim in range(axis + T.int64(1), axis + T.int64(1) + (T.Cast("int64", ndim) - axis - T.int64(1))):
            product[()] = product[()] * shape[dim]
        return product[()]
    else:
        strides = T.decl_buffer((ndim,), "int64", data=stride_ptr)
        stride: T.int64 = strides[axis]
        return stride
