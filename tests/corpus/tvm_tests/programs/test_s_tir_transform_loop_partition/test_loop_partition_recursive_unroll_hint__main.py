# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main():
    placeholder_0_dm = T.alloc_buffer((1, 32, 32, 16), "int8")
    for i3_0 in T.serial(5, annotations={"pragma_loop_partition_hint": 1}):
        for i2_0 in T.serial(2, annotations={"pragma_loop_partition_hint": 1}):
            pad_temp = T.alloc_buffer((1, 16, 16, 16), "int8")
            for ax0, ax1, ax2 in T.grid(16, 16, 16):
                if 6 <= i2_0 * 4 + ax0 and i2_0 * 4 + ax0 < 26 and 6 <= i3_0 * 4 + ax1 and i3_0 * 4 + ax1 < 26:
                    pad_temp[0, i2_0 * 4 + ax0 - 6 + 6 - i2_0 * 4, i3_0 * 4 + ax1 - 6 + 6 - i3_0 * 4, ax2] = placeholder_0_dm[0, i2_0 * 4 + ax0 - 6 - -6, i3_0 * 4 + ax1 - 6 - -6, ax2]
