# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def for_thread_binding(A: T.Buffer((16, 16), "float32"), B: T.Buffer((16, 16), "float32")):
    for i in T.thread_binding(16, thread="threadIdx.x"):
        for j in T.thread_binding(16, thread="threadIdx.y", annotations={"attr_key": "attr_value"}):
            A[i, j] = B[i, j] + T.float32(1.0)
