# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((1020, 64), "float32"), B: T.Buffer((1000, 64), "float32"), C: T.Buffer((1020, 1000), "float32")):
    # with T.sblock("root"):
    for i0, i1 in T.grid(4, 1):
        with T.sblock(""):
            T.reads(A[i0 * 255:i0 * 255 + 255, 0:64], B[0:1000, 0:64])
            T.writes(C[i0 * 255:i0 * 255 + 256, i1 * 1000:i1 * 1000 + 1000])
            C_local2 = T.sblock_alloc_buffer((4, 1, 16, 1000, 16), scope="local")
            C_local1 = T.sblock_alloc_buffer((1020, 1000), scope="local")
            for ax0, ax1, ax2 in T.grid(255, 1000, 64):
                with T.sblock("matmul"):
                    T.reads(C_local1[i0 * 255 + ax0, ax1], A[i0 * 255 + ax0, ax2], B[ax1, ax2])
                    T.writes(C_local1[i0 * 255 + ax0, ax1])
                    if ax2 == 0:
                        C_local1[i0 * 255 + ax0, ax1] = T.float32(0.0)
                    C_local1[i0 * 255 + ax0, ax1] = C_local1[i0 * 255 + ax0, ax1] + A[i0 * 255 + ax0, ax2] * B[ax1, ax2]
            for ax0, ax1 in T.grid(255, 1000):
                with T.sblock("st1"):
                    T.reads(C_local1[i0 * 255 + ax0, ax1])
                    T.writes(C_local2[(i0 * 255 + ax0) // 255, 0, (i0 * 255 + ax0) % 255 // 16, ax1, (i0 * 255 + ax0) % 255 % 16])
                    C_local2[(i0 * 255 + ax0) // 255, 0, (i0 * 255 + ax0) % 255 // 16, ax1, (i0 * 255 + ax0) % 255 % 16] = C_local1[i0 * 255 + ax0, ax1]
            for ax0, ax1, ax2 in T.grid(16, 16, 1000):
                with T.sblock("st2"):
                    T.where(ax0 * 16 + ax1 < 255)
                    T.reads(C_local2[(i0 * 255 + ax0 * 16 + ax1) // 255, 0, (i0 * 255 + ax0 * 16 + ax1) % 255 // 16, i1 * 1000 + ax2, (i0 * 255 + ax0 * 16 + ax1) % 255 % 16])
                    T.writes(C[i0 * 255 + (ax0 * 16 + ax1), i1 * 1000 + ax2])
                    C[i0 * 255 + (ax0 * 16 + ax1), i1 * 1000 + ax2] = C_local2[(i0 * 255 + ax0 * 16 + ax1) // 255, 0, (i0 * 255 + ax0 * 16 + ax1) % 255 // 16, i1 * 1000 + ax2, (i0 * 255 + ax0 * 16 + ax1) % 255 % 16]
