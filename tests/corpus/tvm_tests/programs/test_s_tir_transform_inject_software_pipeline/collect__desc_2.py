# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def desc(C: T.Buffer((8 * T.vscale(), 8 * T.vscale()), "float32", offset_factor=1)):
    with T.sblock("root"):
        T.reads()
        T.writes(C[0:T.vscale() * 8, 0:T.vscale() * 8])
        for m, n in T.grid(8 * T.vscale(), 8 * T.vscale()):
            with T.sblock("init"):
                v_m, v_n = T.axis.remap("SS", [m, n])
                T.reads()
                T.writes(C[v_m, v_n])
                C[v_m, v_n] = T.float32(0.0)
