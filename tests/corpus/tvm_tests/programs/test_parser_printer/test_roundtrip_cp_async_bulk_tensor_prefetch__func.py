# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(_: T.Buffer((16, 16), "float32")):
    A_map: T.let[T.TensorMap()] = T.tvm_stack_alloca("tensormap", 1)
    with T.launch_thread("blockIdx.x", 1) as v:
        v_1 = T.launch_thread("threadIdx.x", 128)
        T.ptx.cp(T.reinterpret(T.handle().ty, T.address_of(A_map)), 0, 0, "async", "bulk", "prefetch", "tensor", "2d", "L2", "global", "tile", "", "")
