# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(placeholder: T.Buffer((50176,), "int8"), placeholder_1: T.Buffer((25088,), "int8"), placeholder_2: T.Buffer((25088,), "int8"), T_concat: T.Buffer((100352,), "int8")):
    for k in T.serial(1, annotations={"preserve_unit_loop": True}):
        for i1 in T.serial(128, annotations={"pragma_loop_partition_hint": 1}):
            for i2, i3 in T.grid(28, 28):
                if 96 <= k * 128 + i1:
                    T_concat[k * i1 * 784 + i2 * 28 + i3] = placeholder_2[i1 * 784 + i2 * 28 + i3 - 75264]
                if 64 <= k * 128 + i1 and k * 128 + i1 < 96:
                    T_concat[i1 * 784 + i2 * 28 + i3] = placeholder_1[i1 * 784 + i2 * 28 + i3 - 50176]
                if k * 128 + i1 < 64:
                    T_concat[i1 * 784 + i2 * 28 + i3] = placeholder[i1 * 784 + i2 * 28 + i3]
