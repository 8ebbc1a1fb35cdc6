# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((4,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    _ = T.cluster_id([2])
    cx, cy = T.cta_id_in_cluster([2, 2], preferred=[2, 2], dtype="uint32")
    tx = T.thread_id([32])
    if tx == 0:
        A[cx + cy] = T.float32(1.0)
