# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_elementwise_func(A: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    for i in range(16):
        B_new = T.alloc_buffer((1, 16), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
        for j in range(16):
            B_new[0, j] = A[i, j] + T.float32(1.0)
        for j in range(16):
            C[i, j] = B_new[0, j] * T.float32(2.0)
