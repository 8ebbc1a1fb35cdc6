# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((128,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx = T.cta_id([1])
    tx = T.thread_id([128], dtype="uint32")
    A[tx] = T.Cast("float32", bx)
