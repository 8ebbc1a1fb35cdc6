# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A_ptr: T.handle("float32", "global"), A_stride: T.int32):
    A_stride_redef: T.int32 = A_stride
    A = T.decl_buffer((1,), data=A_ptr, strides=(A_stride_redef,))
    A[0] = T.float32(42.0)
