# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((160,), "int32"), B: T.Buffer((160,), "int32")):
    for i in T.serial(160, annotations={"key": "value", "pragma_loop_partition_hint": True}):
        if i < 10:
            B[i] = A[i] + 1
        else:
            if 10 <= i and i < 150:
                B[i] = A[i] + 2
            else:
                B[i] = A[i] + 3
