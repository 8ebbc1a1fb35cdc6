# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), C: T.Buffer((128, 128), "float32")):
    for i_0 in T.serial(5, annotations={"pragma_loop_partition_hint": 1}):
        for j_0 in T.serial(5, annotations={"pragma_loop_partition_hint": 1}):
            A_local = T.alloc_local((26, 128))
            B_local = T.alloc_local((128, 26))
            C_local = T.alloc_local((26, 26))
            for ax0, ax1 in T.grid(26, 128):
                if i_0 * 26 + ax0 < 128:
                    A_local[ax0, ax1] = A[i_0 * 26 + ax0, ax1]
            for ax0, ax1 in T.grid(128, 26):
                if j_0 * 26 + ax1 < 128:
                    B_local[ax0, ax1] = B[ax0, j_0 * 26 + ax1]
            for i_1, j_1, k in T.grid(26, 26, 128):
                if i_0 * 26 + i_1 < 128 and j_0 * 26 + j_1 < 128:
                    if k == 0:
                        C_local[i_1, j_1] = T.float32(0.0)
                    C_local[i_1, j_1] = C_local[i_1, j_1] + A_local[i_1, k] * B_local[k, j_1]
            for ax0, ax1 in T.grid(26, 26):
                if i_0 * 26 + ax0 < 128 and j_0 * 26 + ax1 < 128:
                    C[i_0 * 26 + ax0, j_0 * 26 + ax1] = C_local[ax0, ax1]
