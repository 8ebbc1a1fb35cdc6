# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def original_func():
    # with T.sblock("root"):
    A = T.sblock_alloc_buffer((128, 128))
    for i0, j0 in T.grid(128, 128):
        with T.sblock(""):
            i, j = T.axis.remap("SS", [i0, j0])
            T.reads()
            T.writes(A[i, j])
            A[i, j] = T.float32(0.0)
    for i0, j0, k0 in T.grid(32, 32, 32):
        with T.sblock(""):
            i, j, k = T.axis.remap("SSR", [i0, j0, k0])
            T.reads(A[i * 4:i * 4 + 4, j * 4:j * 4 + 4])
            T.writes()
            B = T.sblock_alloc_buffer((128, 128))
            C = T.sblock_alloc_buffer((128, 128))
            D = T.sblock_alloc_buffer((128, 128))
            if k == 0:
                for ii, jj in T.grid(4, 4):
                    B[i * 4 + ii, j * 4 + jj] = A[i * 4 + ii, j * 4 + jj]
            for ii, jj in T.grid(4, 4):
                for kk in range(4):
                    B[i * 4 + ii, j * 4 + jj] = B[i * 4 + ii, j * 4 + jj] + C[i * 4 + ii, k * 4 + kk]
                for kk in range(4):
                    B[i * 4 + ii, j * 4 + jj] = B[i * 4 + ii, j * 4 + jj] + D[j * 4 + jj, k * 4 + kk] * C[i * 4 + ii, k * 4 + kk]
