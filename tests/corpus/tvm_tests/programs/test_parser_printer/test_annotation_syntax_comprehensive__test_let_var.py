# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test_let_var():
    T.attr({"tirx.device_entry": T.bool(True)})
    smem = T.alloc_shared((128,), "float16")
    ptr: T.let[T.handle] = T.reinterpret(T.handle().ty, T.tvm_access_ptr(T.type_annotation("float16"), smem.data, 0, 128, 3))
    T.evaluate(ptr)
