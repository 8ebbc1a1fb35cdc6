# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def desc(A: T.Buffer((2 * (8 * T.vscale()), 8 * T.vscale()), "float16", offset_factor=1), A_t: T.Buffer((8 * T.vscale(), 2 * (8 * T.vscale())), "float16", offset_factor=1)):
    with T.sblock("root"):
        T.reads(A[0:T.vscale() * 16, 0:T.vscale() * 8])
        T.writes(A_t[0:T.vscale() * 8, 0:T.vscale() * 16])
        for k, m in T.grid(8 * T.vscale(), 2 * (8 * T.vscale())):
            with T.sblock("transpose"):
                v_m, v_k = T.axis.remap("SS", [m, k])
                T.reads(A[v_m, v_k])
                T.writes(A_t[v_k, v_m])
                A_t[v_k, v_m] = A[v_m, v_k]
