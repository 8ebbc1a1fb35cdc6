# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    smem = T.alloc_shared((10,))
    T.tile.add(B[0:10], A[0:10], T.float32(1.0), workspace={"smem": smem})
