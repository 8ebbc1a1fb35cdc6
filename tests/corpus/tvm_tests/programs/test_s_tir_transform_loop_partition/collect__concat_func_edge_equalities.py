# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def concat_func_edge_equalities(placeholder: T.Buffer((28, 64), "int8"), placeholder_1: T.Buffer((28, 1), "int8"), placeholder_2: T.Buffer((28, 1), "int8"), T_concat: T.Buffer((28, 66), "int8")):
    for i0 in range(28):
        for i1 in T.serial(66, annotations={"pragma_loop_partition_hint": 1}):
            if i1 == 0:
                T_concat[i0, i1] = placeholder_2[i0, 0]
            else:
                if i1 == 65:
                    T_concat[i0, i1] = placeholder_1[i0, 0]
                else:
                    T_concat[i0, i1] = placeholder[i0, i1 - 1]
