# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def tvmgen_default_fused_nn_max_pool2d_cast(placeholder_29: T.Buffer((802816,), "uint8"), T_cast_7: T.Buffer((200704,), "int16")):
    T.func_attr({"tirx.noalias": True})
    tensor_2 = T.alloc_buffer((200704,), "uint8", annotations={"attr1_key": "attr1_value"})
    for ax0_ax1_fused_4, ax2_4 in T.grid(56, 56):
        for ax3_init in range(64):
            tensor_2[ax0_ax1_fused_4 * 3584 + ax2_4 * 64 + ax3_init] = T.uint8(0)
        for rv0_rv1_fused_1, ax3_2 in T.grid(9, 64):
            tensor_2[ax0_ax1_fused_4 * 3584 + ax2_4 * 64 + ax3_2] = T.max(tensor_2[ax0_ax1_fused_4 * 3584 + ax2_4 * 64 + ax3_2], T.if_then_else(ax0_ax1_fused_4 * 2 + rv0_rv1_fused_1 // 3 < 112 and ax2_4 * 2 + rv0_rv1_fused_1 % 3 < 112, placeholder_29[ax0_ax1_fused_4 * 14336 + rv0_rv1_fused_1 // 3 * 7168 + ax2_4 * 128 + rv0_rv1_fused_1 % 3 * 64 + ax3_2], T.uint8(0)))
    for ax0_ax1_fused_5, ax2_5, ax3_3 in T.grid(56, 56, 64):
        T_cast_7[ax0_ax1_fused_5 * 3584 + ax2_5 * 64 + ax3_3] = T.Cast("int16", tensor_2[ax0_ax1_fused_5 * 3584 + ax2_5 * 64 + ax3_3])
