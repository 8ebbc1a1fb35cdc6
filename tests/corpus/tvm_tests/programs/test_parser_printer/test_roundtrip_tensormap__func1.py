# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(_: T.Buffer((128,), "float32")):
    A_map: T.let[T.TensorMap()] = T.tvm_stack_alloca("tensormap", 1)
    T.call_packed("runtime.tensormap_init", T.address_of(A_map), T.reinterpret(T.handle().ty, _.data))
