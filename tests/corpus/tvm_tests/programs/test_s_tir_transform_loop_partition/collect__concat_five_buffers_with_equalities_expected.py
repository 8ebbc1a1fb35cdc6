# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def concat_five_buffers_with_equalities_expected(buffer_a: T.Buffer((28, 1), "int8"), buffer_b: T.Buffer((28, 63), "int8"), buffer_c: T.Buffer((28, 1), "int8"), buffer_d: T.Buffer((28, 63), "int8"), buffer_e: T.Buffer((28, 1), "int8"), T_concat: T.Buffer((28, 129), "int8")):
    buffer_a_1 = buffer_a.view(28)
    buffer_b_1 = buffer_b.view(1764)
    buffer_c_1 = buffer_c.view(28)
    buffer_d_1 = buffer_d.view(1764)
    buffer_e_1 = buffer_e.view(28)
    T_concat_1 = T_concat.view(3612)
    for i0 in range(28):
        T_concat_1[i0 * 129] = buffer_a_1[i0]
        for i1 in range(63):
            T_concat_1[i0 * 129 + i1 + 1] = buffer_b_1[i0 * 63 + i1]
        T_concat_1[i0 * 129 + 64] = buffer_c_1[i0]
        for i1 in range(64):
            T_concat_1[i0 * 129 + i1 + 65] = buffer_d_1[i0 * 63 + i1]
        T_concat_1[i0 * 129 + 129] = buffer_e_1[i0]
