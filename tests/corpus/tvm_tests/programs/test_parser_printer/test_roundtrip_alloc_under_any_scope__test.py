# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    for i in range(10):
        A = T.alloc_buffer((100,), scope="trn.sbuf", layout=None, allocated_addr=1024)
        T.tile.memset(A[i * 10:i * 10 + 10], T.float32(0.0))
