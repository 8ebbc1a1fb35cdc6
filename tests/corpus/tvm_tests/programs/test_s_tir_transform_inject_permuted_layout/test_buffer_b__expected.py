# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(B: T.Buffer((T.int64(128), T.int64(32)), "float16")):
    # with T.sblock("root"):
    B_shared_dyn = T.sblock_alloc_buffer((T.int64(128), T.int64(32)), "float16", scope="shared.dyn")
    for threadIdx_z in T.thread_binding(T.int64(2), thread="threadIdx.z"):
        for threadIdx_y in T.thread_binding(T.int64(2), thread="threadIdx.y"):
            for threadIdx_x in T.thread_binding(T.int64(32), thread="threadIdx.x"):
                for v0 in range(T.int64(4)):
                    for v1 in T.vectorized(T.int64(8)):
                        with T.sblock("B_reindex_shared.dyn"):
                            T.reads(B[v0 * T.int64(32) + threadIdx_z * T.int64(16) + threadIdx_y * T.int64(8) + threadIdx_x // T.int64(4), threadIdx_x % T.int64(4) * T.int64(8) + v1])
                            T.writes(B_shared_dyn[v0 * T.int64(32) + threadIdx_z * T.int64(16) + threadIdx_y * T.int64(8) + threadIdx_x // T.int64(4), threadIdx_x % T.int64(4) * T.int64(8) + v1])
                            B_shared_dyn[v0 * T.int64(32) + threadIdx_z * T.int64(16) + threadIdx_y * T.int64(8) + threadIdx_x // T.int64(4), (threadIdx_x % T.int64(4) ^ threadIdx_x // T.int64(8)) * T.int64(8) + v1] = B[v0 * T.int64(32) + threadIdx_z * T.int64(16) + threadIdx_y * T.int64(8) + threadIdx_x // T.int64(4), threadIdx_x % T.int64(4) * T.int64(8) + v1]
                for v0 in range(T.int64(2)):
                    with T.sblock(""):
                        T.reads(B_shared_dyn[threadIdx_y * T.int64(64):threadIdx_y * T.int64(64) + T.int64(64), v0 * T.int64(16):v0 * T.int64(16) + T.int64(16)])
                        T.writes()
                        B_warp = T.sblock_alloc_buffer((T.int64(4), T.int64(1), T.int64(32), T.int64(8)), "float16", scope="warp")
                        for v1 in range(T.int64(4)):
                            with T.sblock("B_reindex_shared.dyn_warp_o"):
                                T.reads(B_shared_dyn[threadIdx_y * T.int64(64) + v1 * T.int64(16):threadIdx_y * T.int64(64) + v1 * T.int64(16) + T.int64(16), v0 * T.int64(16):v0 * T.int64(16) + T.int64(16)])
                                T.writes(B_warp[v1, T.int64(0), T.int64(0):T.int64(32), T.int64(0):T.int64(8)])
                                with T.sblock("B_reindex_shared.dyn_warp_o"):
                                    T.reads(B_shared_dyn[threadIdx_y * T.int64(64) + v1 * T.int64(16):threadIdx_y * T.int64(64) + v1 * T.int64(16) + T.int64(16), v0 * T.int64(16):v0 * T.int64(16) + T.int64(16)])
                                    T.writes(B_warp[v1, T.int64(0), T.int64(0):T.int64(32), T.int64(0):T.int64(8)])
                                    T.ptx_legacy.ldmatrix(T.bool(False), 4, ".b16", B_warp.data, v1 * T.int64(256) + threadIdx_x * T.int64(8), T.tvm_access_ptr(T.type_annotation("float16"), B_shared_dyn.data, threadIdx_y * T.int64(2048) + v1 * T.int64(512) + threadIdx_x // T.int64(16) * T.int64(256) + threadIdx_x % T.int64(8) * T.int64(32) + (v0 * T.int64(2) + threadIdx_x % T.int64(16) // T.int64(8) ^ threadIdx_x % T.int64(8) // T.int64(2)) * T.int64(8), T.int64(512), 1), T.int64(0))
