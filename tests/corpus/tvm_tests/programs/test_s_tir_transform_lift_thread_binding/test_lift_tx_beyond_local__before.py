# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((32, 1, 128), "float32"), B: T.Buffer((32, "n", 128), "float32"), C: T.Buffer((32, 1, n), "float32")):
    n = T.int32()
    # with T.sblock("root"):
    for ax0_ax1_fused in T.thread_binding(n * 32, thread="blockIdx.x"):
        with T.sblock(""):
            T.reads(A[ax0_ax1_fused // n, 0, 0:256], B[ax0_ax1_fused // n, ax0_ax1_fused % n, 0:256])
            T.writes(C[ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
            D_local = T.sblock_alloc_buffer((32, 1, n), scope="local")
            D_rf_local = T.sblock_alloc_buffer((256, 32, 1, n), scope="local")
            for ax2_fused_1 in T.thread_binding(256, thread="threadIdx.x"):
                with T.sblock("NT_matmul_rf_init"):
                    T.reads()
                    T.writes(D_rf_local[ax2_fused_1, ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                    D_rf_local[ax2_fused_1, ax0_ax1_fused // n, 0, ax0_ax1_fused % n] = T.float32(0.0)
                for ax2_fused_0 in range(1):
                    with T.sblock("NT_matmul_rf_update"):
                        T.where(ax2_fused_0 * 256 + ax2_fused_1 < 128)
                        T.reads(D_rf_local[ax2_fused_1, ax0_ax1_fused // n, 0, ax0_ax1_fused % n], A[ax0_ax1_fused // n, 0, ax2_fused_0 * 256 + ax2_fused_1], B[ax0_ax1_fused // n, ax0_ax1_fused % n, ax2_fused_0 * 256 + ax2_fused_1])
                        T.writes(D_rf_local[ax2_fused_1, ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                        D_rf_local[ax2_fused_1, ax0_ax1_fused // n, 0, ax0_ax1_fused % n] = D_rf_local[ax2_fused_1, ax0_ax1_fused // n, 0, ax0_ax1_fused % n] + A[ax0_ax1_fused // n, 0, ax2_fused_0 * 256 + ax2_fused_1] * B[ax0_ax1_fused // n, ax0_ax1_fused % n, ax2_fused_0 * 256 + ax2_fused_1]
            for ax1_ax2_fused in range(1):
                for ax0_fused in T.thread_binding(256, thread="threadIdx.x"):
                    with T.sblock(""):
                        T.reads(D_rf_local[ax0_fused, ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                        T.writes(D_local[ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                        cross_thread_D_local = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
                        in_thread_D_local = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
                        with T.sblock("NT_matmul_in_thread_init"):
                            T.reads()
                            T.writes(in_thread_D_local[0])
                            in_thread_D_local[0] = T.float32(0.0)
                        with T.sblock("NT_matmul_in_thread"):
                            T.where(0 <= ax0_ax1_fused // n and ax0_ax1_fused // n < 32 and 0 <= ax0_ax1_fused % n and ax0_ax1_fused % n < n)
                            T.reads(D_rf_local[ax0_fused, ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                            T.writes(in_thread_D_local[0])
                            in_thread_D_local[0] = in_thread_D_local[0] + D_rf_local[ax0_fused, ax0_ax1_fused // n, 0, ax0_ax1_fused % n]
                        with T.sblock("NT_matmul_cross_thread"):
                            T.reads(in_thread_D_local[0])
                            T.writes(cross_thread_D_local[0])
                            T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0)
                            T.tvm_thread_allreduce(T.uint32(1), in_thread_D_local[0], T.bool(True), cross_thread_D_local[0], ax0_fused)
                        with T.sblock("NT_matmul_write_back"):
                            T.where(ax0_fused == 0)
                            T.reads(cross_thread_D_local[0])
                            T.writes(D_local[ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                            D_local[ax0_ax1_fused // n, 0, ax0_ax1_fused % n] = cross_thread_D_local[0]
            with T.sblock("T_divide"):
                T.where(0 <= ax0_ax1_fused // n and ax0_ax1_fused // n < 32 and 0 <= ax0_ax1_fused % n and ax0_ax1_fused % n < n)
                T.reads(D_local[ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                T.writes(C[ax0_ax1_fused // n, 0, ax0_ax1_fused % n])
                C[ax0_ax1_fused // n, 0, ax0_ax1_fused % n] = D_local[ax0_ax1_fused // n, 0, ax0_ax1_fused % n] * T.float32(0.088397790055248615)
