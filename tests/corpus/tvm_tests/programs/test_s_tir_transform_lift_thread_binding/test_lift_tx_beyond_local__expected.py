# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(A: T.Buffer((32, 1, 128), "float32"), B: T.Buffer((32, "n", 128), "float32"), C: T.Buffer((32, 1, n), "float32")):
    n = T.int32()
    # with T.sblock("root"):
    for blockIdx_x in T.thread_binding(n * 32, thread="blockIdx.x"):
        for threadIdx_x in T.thread_binding(256, thread="threadIdx.x"):
            with T.sblock(""):
                T.reads(A[blockIdx_x // n, 0, 0:256], B[blockIdx_x // n, blockIdx_x % n, 0:256])
                T.writes(C[blockIdx_x // n, 0, blockIdx_x % n])
                D_local = T.sblock_alloc_buffer((32, 1, n), scope="local")
                D_rf_local = T.sblock_alloc_buffer((256, 32, 1, n), scope="local")
                with T.sblock("NT_matmul_rf_init"):
                    T.reads()
                    T.writes(D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n])
                    D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n] = T.float32(0.0)
                for ax2_fused_0 in range(1):
                    with T.sblock("NT_matmul_rf_update"):
                        T.where(ax2_fused_0 * 256 + threadIdx_x < 128)
                        T.reads(D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n], A[blockIdx_x // n, 0, ax2_fused_0 * 256 + threadIdx_x], B[blockIdx_x // n, blockIdx_x % n, ax2_fused_0 * 256 + threadIdx_x])
                        T.writes(D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n])
                        D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n] = D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n] + A[blockIdx_x // n, 0, ax2_fused_0 * 256 + threadIdx_x] * B[blockIdx_x // n, blockIdx_x % n, ax2_fused_0 * 256 + threadIdx_x]
                for ax1_ax2_fused in range(1):
                    with T.sblock(""):
                        T.reads(D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n])
                        T.writes(D_local[blockIdx_x // n, 0, blockIdx_x % n])
                        cross_thread_D_local = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
                        in_thread_D_local = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
                        with T.sblock("NT_matmul_in_thread_init"):
                            T.reads()
                            T.writes(in_thread_D_local[0])
                            in_thread_D_local[0] = T.float32(0.0)
                        with T.sblock("NT_matmul_in_thread"):
                            T.where(0 <= blockIdx_x // n and blockIdx_x // n < 32 and 0 <= blockIdx_x % n and blockIdx_x % n < n)
                            T.reads(D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n])
                            T.writes(in_thread_D_local[0])
                            in_thread_D_local[0] = in_thread_D_local[0] + D_rf_local[threadIdx_x, blockIdx_x // n, 0, blockIdx_x % n]
                        with T.sblock("NT_matmul_cross_thread"):
                            T.reads(in_thread_D_local[0])
                            T.writes(cross_thread_D_local[0])
                            T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0)
                            T.tvm_thread_allreduce(T.uint32(1), in_thread_D_local[0], T.bool(True), cross_thread_D_local[0], threadIdx_x)
                        with T.sblock("NT_matmul_write_back"):
                            T.where(threadIdx_x == 0)
                            T.reads(cross_thread_D_local[0])
                            T.writes(D_local[blockIdx_x // n, 0, blockIdx_x % n])
                            D_local[blockIdx_x // n, 0, blockIdx_x % n] = cross_thread_D_local[0]
                with T.sblock("T_divide"):
                    T.where(0 <= blockIdx_x // n and blockIdx_x // n < 32 and 0 <= blockIdx_x % n and blockIdx_x % n < n)
                    T.reads(D_local[blockIdx_x // n, 0, blockIdx_x % n])
                    T.writes(C[blockIdx_x // n, 0, blockIdx_x % n])
                    C[blockIdx_x // n, 0, blockIdx_x % n] = D_local[blockIdx_x // n, 0, blockIdx_x % n] * T.float32(0.088397790055248615)
