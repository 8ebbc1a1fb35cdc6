# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), C: T.Buffer((128, 128), "float32")):
    for i_0 in range(4):
        for j_0 in range(4):
            A_local_tile0 = T.alloc_local((26, 128))
            B_local_tile0 = T.alloc_local((128, 26))
            C_local_tile0 = T.alloc_local((26, 26))
            for ax0, ax1 in T.grid(26, 128):
                A_local_tile0[ax0, ax1] = A[i_0 * 26 + ax0, ax1]
            for ax0, ax1 in T.grid(128, 26):
                B_local_tile0[ax0, ax1] = B[ax0, j_0 * 26 + ax1]
            for i_1, j_1, k in T.grid(26, 26, 128):
                if k == 0:
                    C_local_tile0[i_1, j_1] = T.float32(0.0)
                C_local_tile0[i_1, j_1] = C_local_tile0[i_1, j_1] + A_local_tile0[i_1, k] * B_local_tile0[k, j_1]
            for ax0, ax1 in T.grid(26, 26):
                C[i_0 * 26 + ax0, j_0 * 26 + ax1] = C_local_tile0[ax0, ax1]
        A_local_tile1 = T.alloc_local((26, 128))
        B_local_tile1 = T.alloc_local((128, 24))
        C_local_tile1 = T.alloc_local((26, 24))
        for ax0, ax1 in T.grid(26, 128):
            A_local_tile1[ax0, ax1] = A[i_0 * 26 + ax0, ax1]
        for ax0, ax1 in T.grid(128, 26):
            if ax1 < 24:
                B_local_tile1[ax0, ax1] = B[ax0, ax1 + 104]
        for i_1, j_1, k in T.grid(26, 26, 128):
            if j_1 < 24:
                if k == 0:
                    C_local_tile1[i_1, j_1] = T.float32(0.0)
                C_local_tile1[i_1, j_1] = C_local_tile1[i_1, j_1] + A_local_tile1[i_1, k] * B_local_tile1[k, j_1]
        for ax0, ax1 in T.grid(26, 26):
            if ax1 < 24:
                C[i_0 * 26 + ax0, ax1 + 104] = C_local_tile1[ax0, ax1]
    for j_0 in range(4):
        A_local_tile2 = T.alloc_local((24, 128))
        B_local_tile2 = T.alloc_local((128, 26))
        C_local_tile2 = T.alloc_local((24, 26))
        for ax0, ax1 in T.grid(26, 128):
            if ax0 < 24:
                A_local_tile2[ax0, ax1] = A[ax0 + 104, ax1]
        for ax0, ax1 in T.grid(128, 26):
            B_local_tile2[ax0, ax1] = B[ax0, j_0 * 26 + ax1]
        for i_1, j_1, k in T.grid(26, 26, 128):
            if i_1 < 24:
                if k == 0:
                    C_local_tile2[i_1, j_1] = T.float32(0.0)
                C_local_tile2[i_1, j_1] = C_local_tile2[i_1, j_1] + A_local_tile2[i_1, k] * B_local_tile2[k, j_1]
        for ax0, ax1 in T.grid(26, 26):
            if ax0 < 24:
                C[ax0 + 104, j_0 * 26 + ax1] = C_local_tile2[ax0, ax1]
    A_local_tile3 = T.alloc_local((24, 128))
    B_local_tile3 = T.alloc_local((128, 24))
    C_local_tile3 = T.alloc_local((24, 24))
    for ax0, ax1 in T.grid(26, 128):
        if ax0 < 24:
            A_local_tile3[ax0, ax1] = A[ax0 + 104, ax1]
    for ax0, ax1 in T.grid(128, 26):
        if ax1 < 24:
            B_local_tile3[ax0, ax1] = B[ax0, ax1 + 104]
    for i_1, j_1, k in T.grid(26, 26, 128):
        if i_1 < 24 and j_1 < 24:
            if k == 0:
                C_local_tile3[i_1, j_1] = T.float32(0.0)
            C_local_tile3[i_1, j_1] = C_local_tile3[i_1, j_1] + A_local_tile3[i_1, k] * B_local_tile3[k, j_1]
    for ax0, ax1 in T.grid(26, 26):
        if ax0 < 24 and ax1 < 24:
            C[ax0 + 104, ax1 + 104] = C_local_tile3[ax0, ax1]
