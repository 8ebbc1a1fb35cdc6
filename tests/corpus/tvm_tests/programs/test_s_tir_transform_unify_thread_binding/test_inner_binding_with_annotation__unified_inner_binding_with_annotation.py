# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def unified_inner_binding_with_annotation(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    # with T.sblock("root"):
    for blockIdx_x in T.thread_binding(32, thread="blockIdx.x"):
        for threadIdx_x in T.thread_binding(2, thread="threadIdx.x"):
            for var in T.serial(1, annotations={"my_annotation": 1}):
                with T.sblock("block"):
                    v = T.axis.spatial(64, blockIdx_x * 2 + threadIdx_x)
                    T.reads(A[v])
                    T.writes(B[v])
                    B[v] = A[v]
