# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def partitioned_main():
    placeholder_0_dm = T.alloc_buffer((16384,), "int8")
    for i3_0 in T.unroll(2):
        for i2_0 in T.unroll(2):
            pad_temp = T.alloc_buffer((4096,), "int8")
            for ax0, ax1, ax2 in T.grid(16, 16, 16):
                if 6 <= i2_0 * 4 + ax0 and 6 <= i3_0 * 4 + ax1:
                    pad_temp[ax0 * 256 + ax1 * 16 + ax2] = placeholder_0_dm[i2_0 * 2048 + ax0 * 512 + i3_0 * 64 + ax1 * 16 + ax2]
    for i2_0 in T.unroll(2):
        pad_temp = T.alloc_buffer((4096,), "int8")
        for ax0, ax1, ax2 in T.grid(16, 16, 16):
            if 6 <= i2_0 * 4 + ax0:
                pad_temp[ax0 * 256 + ax1 * 16 + ax2] = placeholder_0_dm[i2_0 * 2048 + ax0 * 512 + ax1 * 16 + ax2 + 128]
    for i3_0 in T.unroll(2):
        for i2_0 in T.unroll(2):
            pad_temp = T.alloc_buffer((4096,), "int8")
            for ax0, ax1, ax2 in T.grid(16, 16, 16):
                if 6 <= i2_0 * 4 + ax0 and i3_0 * 4 + ax1 < 14:
                    pad_temp[ax0 * 256 + ax1 * 16 + ax2] = placeholder_0_dm[i2_0 * 2048 + ax0 * 512 + i3_0 * 64 + ax1 * 16 + ax2 + 192]
