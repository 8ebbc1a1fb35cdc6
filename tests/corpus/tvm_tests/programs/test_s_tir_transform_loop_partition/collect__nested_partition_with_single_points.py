# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def nested_partition_with_single_points(A: T.Buffer((25,), "int32")):
    for i in T.serial(5, annotations={"pragma_loop_partition_hint": 1}):
        if i == 1:
            for j in T.serial(5, annotations={"pragma_loop_partition_hint": 1}):
                if j > 2:
                    A[i * 5 + j] = i * 5 + j
        else:
            for j in T.serial(5, annotations={"pragma_loop_partition_hint": 1}):
                if j > 2:
                    A[i * 5 + j] = i * 15 + j
