# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(placeholder: T.Buffer((1, 512, 768), "float32"), T_isinf: T.Buffer((1, 512, 768), "bool")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    for i0, i1, i2 in T.grid(1, 512, 768):
        with T.sblock("T_isinf"):
            ax0, ax1, ax2 = T.axis.remap("SSS", [i0, i1, i2])
            T.reads(placeholder[ax0, ax1, ax2])
            T.writes(T_isinf[ax0, ax1, ax2])
            T_isinf[ax0, ax1, ax2] = T.fabs(placeholder[ax0, ax1, ax2]) == T.float32("inf") and not T.isnan(placeholder[ax0, ax1, ax2])
