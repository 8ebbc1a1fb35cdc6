# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_buffer((10,), scope="trn.sbuf", layout=None, allocated_addr=1024)
    for i in range(2):
        T.tile.memset(A[i * 5:i * 5 + 5], T.float32(0.0))
