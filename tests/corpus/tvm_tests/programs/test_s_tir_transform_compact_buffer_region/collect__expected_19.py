# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((127, 127), "float32"), B: T.Buffer((127, 127), "float32"), C: T.Buffer((127, 127), "float32")):
    # with T.sblock("root"):
    for i_0, j_0 in T.grid(4, 4):
        with T.sblock(""):
            T.reads(A[i_0 * 32:i_0 * 32 + 32, 0:128], B[0:128, j_0 * 32:j_0 * 32 + 32])
            T.writes(C[i_0 * 32:i_0 * 32 + 32, j_0 * 32:j_0 * 32 + 32])
            A_local = T.sblock_alloc_buffer((32, 128), scope="local")
            B_local = T.sblock_alloc_buffer((128, 32), scope="local")
            C_local = T.sblock_alloc_buffer((32, 32), scope="local")
            for ax0, ax1 in T.grid(32, 128):
                with T.sblock("A_local"):
                    T.reads(A[i_0 * 32 + ax0, ax1])
                    T.writes(A_local[ax0, ax1])
                    A_local[ax0, ax1] = T.if_then_else(i_0 * 32 + ax0 < 127, A[i_0 * 32 + ax0, ax1], T.float32(0.0))
            for ax0, ax1 in T.grid(128, 32):
                with T.sblock("B_local"):
                    T.reads(B[ax0, j_0 * 32 + ax1])
                    T.writes(B_local[ax0, ax1])
                    B_local[ax0, ax1] = T.if_then_else(j_0 * 32 + ax1 < 127, B[ax0, j_0 * 32 + ax1], T.float32(0.0))
            for i_1, j_1, k in T.grid(32, 32, 128):
                with T.sblock("compute"):
                    T.where(i_0 * 32 + i_1 < 127 and j_0 * 32 + j_1 < 127)
                    T.reads(C_local[i_1, j_1], A_local[i_1, k], B_local[k, j_1])
                    T.writes(C_local[i_1, j_1])
                    if k == 0:
                        C_local[i_1, j_1] = T.float32(0.0)
                    C_local[i_1, j_1] = C_local[i_1, j_1] + A_local[i_1, k] * B_local[k, j_1]
            for ax0, ax1 in T.grid(32, 32):
                with T.sblock("C_local"):
                    T.where(i_0 * 32 + ax0 < 127 and j_0 * 32 + ax1 < 127)
                    T.reads(C_local[ax0, ax1])
                    T.writes(C[i_0 * 32 + ax0, j_0 * 32 + ax1])
                    C[i_0 * 32 + ax0, j_0 * 32 + ax1] = C_local[ax0, ax1]
