# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before():
    # with T.sblock("root"):
    A = T.sblock_alloc_buffer((64,))
    x1: T.let[T.float16] = T.call_extern("float16", "get")
    x2: T.let[T.float32] = T.call_extern("float32", "get")
    x3: T.let[T.float64] = T.call_extern("float64", "get")
    x4: T.let[T.uint8] = T.call_extern("uint8", "get")
    x5: T.let[T.int32x16] = T.call_extern("int32x16", "get")
    x6: T.let[T.handle] = T.call_extern(T.handle().ty, "get")
    x7: T.let[T.void] = T.call_extern("void", "get")
    for rk in range(64):
        A[rk] = T.call_extern("float32", "load_ptr", x1, x2, x3, x4, x5, x6, x7)
