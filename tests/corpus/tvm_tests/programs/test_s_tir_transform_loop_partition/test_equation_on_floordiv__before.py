# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((2, 2, 20), "int32")):
    for i in T.serial(5, annotations={"pragma_loop_partition_hint": 1}):
        if i == 1:
            for vv in T.vectorized(640, annotations={"pragma_loop_partition_hint": 1}):
                if i * 2 + vv // 320 == 3:
                    A[i - 1, i * 2 + vv // 320 - 3, vv % 320 // 16] = 1
