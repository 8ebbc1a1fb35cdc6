# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(x: T.Buffer((256, 256, 256), "float32"), x_red: T.Buffer((256, 256), "float32")):
    # with T.sblock("root"):
    x_red_ = T.sblock_alloc_buffer((256, 256))
    for ax0_0, k1_0, ax1_0 in T.grid(4, 4, 4):
        for ax0_1, k1_1, ax1_1 in T.grid(64, 64, 64):
            with T.sblock("x_red"):
                v_ax0 = T.axis.spatial(256, ax0_0 * 64 + ax0_1)
                v_ax1 = T.axis.spatial(256, ax1_0 * 64 + ax1_1)
                v_k1 = T.axis.reduce(256, k1_0 * 64 + k1_1)
                T.reads(x_red_[v_ax0, v_ax1], x[v_ax0, v_k1, v_ax1])
                T.writes(x_red_[v_ax0, v_ax1])
                if v_k1 == 0:
                    x_red_[v_ax0, v_ax1] = T.float32(0.0)
                x_red_[v_ax0, v_ax1] = x_red_[v_ax0, v_ax1] + x[v_ax0, v_k1, v_ax1]
        for ax0, ax1 in T.grid(64, 64):
            with T.sblock("x_red_"):
                v0 = T.axis.spatial(256, ax0_0 * 64 + ax0)
                v1 = T.axis.spatial(256, ax1_0 * 64 + ax1)
                T.reads(x_red_[v0, v1])
                T.writes(x_red[v0, v1])
                x_red[v0, v1] = x_red_[v0, v1]
