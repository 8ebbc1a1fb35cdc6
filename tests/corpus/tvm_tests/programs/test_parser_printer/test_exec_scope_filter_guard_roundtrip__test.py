# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(A: T.Buffer((1,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    v = T.cta_id([1])
    tx = T.thread_id([128])
    if (0 <= tx) & (tx < 1):
        A = T.float32(1.0)
