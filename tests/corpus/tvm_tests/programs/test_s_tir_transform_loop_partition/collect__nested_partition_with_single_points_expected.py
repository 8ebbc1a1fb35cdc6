# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def nested_partition_with_single_points_expected(A: T.Buffer((25,), "int32")):
    A_1 = T.decl_buffer((25,), "int32", data=A.data)
    for j in range(2):
        A_1[j + 3] = j + 3
    for j in range(2):
        A_1[j + 8] = j + 8
    for i, j in T.grid(3, 2):
        A_1[i * 5 + j + 13] = i * 15 + j + 33
