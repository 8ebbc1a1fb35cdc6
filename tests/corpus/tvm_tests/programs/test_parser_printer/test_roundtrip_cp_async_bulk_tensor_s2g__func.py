# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(_: T.Buffer((16, 16), "float32")):
    A_map: T.let[T.TensorMap()] = T.tvm_stack_alloca("tensormap", 1)
    with T.launch_thread("blockIdx.x", 1) as v:
        v_1 = T.launch_thread("threadIdx.x", 128)
        A_smem = T.alloc_shared((16, 16))
        T.ptx.cp(T.reinterpret(T.handle().ty, T.address_of(A_map)), 0, 0, T.cuda.cvta_generic_to_shared(A_smem.data), "async", "bulk", "tensor", "2d", "global", "shared::cta", "tile", "bulk_group", "", "")
