# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(A: T.Buffer((10, 10), "float32"), B: T.Buffer((10, 10), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    T.tile.copy_async(A[0:10, 0:10], B[0:10, 0:10], dispatch="tma_auto", cta_group=2)
