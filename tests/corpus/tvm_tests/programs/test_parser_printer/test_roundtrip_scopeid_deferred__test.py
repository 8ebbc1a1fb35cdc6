# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(_: T.Buffer((64,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx = T.cta_id()
    cbx = T.cta_id_in_cluster([2])
    clx = T.cluster_id([4])
    tx = T.thread_id()
    v = T.warp_id([4])
    v_1 = T.lane_id([32])
    T.evaluate(bx + cbx + clx + tx)
