# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_multi_alloc_func(A: T.Buffer((32,), "float32"), D: T.Buffer((32,), "float32")):
    for i in range(32):
        B = T.alloc_buffer((32,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
        C = T.alloc_buffer((32,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
        B[i] = A[i] + T.float32(1.0)
        C[i] = A[i] + B[i]
        D[i] = C[i] * T.float32(2.0)
