# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def concat_func_edge_equalities_expected(placeholder: T.Buffer((28, 64), "int8"), placeholder_1: T.Buffer((28, 1), "int8"), placeholder_2: T.Buffer((28, 1), "int8"), T_concat: T.Buffer((28, 66), "int8")):
    placeholder_3 = placeholder.view(1792)
    placeholder_1_1 = placeholder_1.view(28)
    placeholder_2_1 = placeholder_2.view(28)
    T_concat_1 = T_concat.view(1848)
    for i0 in range(28):
        T_concat_1[i0 * 66] = placeholder_2_1[i0]
        for i1 in range(64):
            T_concat_1[i0 * 66 + i1 + 1] = placeholder_3[i0 * 64 + i1]
        T_concat_1[i0 * 66 + 65] = placeholder_1_1[i0]
