# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_symbolic_strided_buffer_func(A: T.Buffer((1, "n", 10240), "float32")):
    n = T.int32()
    for i, j, k in T.grid(((n + 63) // 64 * 4 + 7) // 8, 2, 160):
        A_pad_shared_dyn = T.alloc_buffer((1, T.min((n + 63) // 64 * 64, 96), 64), strides=(72 * T.min((n + 63) // 64 * 64, 96), 72, 1), scope="shared.dyn", annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
        for ax0, ax1 in T.grid(96, 64):
            if i * 128 + j * 32 + ax0 < (n + 63) // 64 * 64:
                A_pad_shared_dyn[0, ax0, ax1] = T.if_then_else(i * 128 + j * 32 + ax0 < n, A[0, i * 128 + j * 32 + ax0, k * 64 + ax1], T.float32(0.0))
