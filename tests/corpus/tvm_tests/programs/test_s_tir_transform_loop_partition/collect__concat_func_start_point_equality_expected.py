# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def concat_func_start_point_equality_expected(placeholder: T.Buffer((28, 64), "int8"), placeholder_1: T.Buffer((28, 1), "int8"), placeholder_2: T.Buffer((28, 63), "int8"), T_concat: T.Buffer((28, 128), "int8")):
    placeholder_3 = placeholder.view(1792)
    placeholder_1_1 = placeholder_1.view(28)
    placeholder_2_1 = placeholder_2.view(1764)
    T_concat_1 = T_concat.view(3584)
    for i0 in range(28):
        T_concat_1[i0 * 128] = placeholder_1_1[i0]
        for i1 in range(63):
            T_concat_1[i0 * 128 + i1 + 1] = placeholder_2_1[i0 * 63 + i1 + 1]
        for i1 in range(64):
            T_concat_1[i0 * 128 + i1 + 64] = placeholder_3[i0 * 64 + i1]
