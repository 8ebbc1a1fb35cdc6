# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_symbolic_func(A: T.Buffer(("n", "m"), "float32"), C: T.Buffer((n, m), "float32"), n: T.int32, m: T.int32):
    for i in range(n):
        B = T.alloc_buffer((m,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
        for j in range(m):
            B[j] = A[i, j] + T.float32(1.0)
        for j in range(m):
            C[i, j] = B[j] * T.float32(2.0)
