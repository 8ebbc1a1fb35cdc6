# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(_: T.Buffer((64,), "float32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    bx, by, bz = T.cta_id([8, 10, 12])
    cbx, cby, cbz = T.cta_id_in_cluster([2, 2, 1])
    cta_id_in_pair = T.cta_id_in_pair()
    clx, cly, clz = T.cluster_id([4, 5, 12])
    T.evaluate(bx + by + bz)
    T.evaluate(cbx + cby + cbz)
    T.evaluate(cta_id_in_pair)
    T.evaluate(clx + cly + clz)
