# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024, 1024), "float32"), B: T.Buffer((1024, 1024), "float32")):
        with T.sblock("root"):
            T.reads()
            T.writes()
            T.sblock_attr({"warp_execution": True})
            for bx in T.thread_binding(8, thread="blockIdx.x"):
                for by in T.thread_binding(8, thread="blockIdx.y"):
                    for ty in T.thread_binding(8, thread="threadIdx.y"):
                        with T.sblock(""):
                            T.reads(A[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                            T.writes(B[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                            A_shared_dyn = T.sblock_alloc_buffer((128, 128), strides=(128, 1), scope="shared.dyn")
                            with T.sblock("A_shared"):
                                T.reads(A[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                                T.writes(A_shared_dyn[0:128, 0:128])
                                T.sblock_attr({"auto_copy": True, "vector_bytes": 16})
                                for outer in range(16):
                                    for ty_1 in T.thread_binding(8, thread="threadIdx.y"):
                                        for tx in T.thread_binding(32, thread="threadIdx.x"):
                                            for vec in T.vectorized(4):
                                                A_shared_dyn[(((outer * 8 + ty_1) * 32 + tx) * 4 + vec) // 128 % 128, (((outer * 8 + ty_1) * 32 + tx) * 4 + vec) % 128] = A[bx * 128 + (((outer * 8 + ty_1) * 32 + tx) * 4 + vec) // 128 % 128, by * 128 + (((outer * 8 + ty_1) * 32 + tx) * 4 + vec) % 128]
                            with T.sblock("B"):
                                T.reads(A_shared_dyn[0:128, 0:128])
                                T.writes(B[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                                for ax0, ax1 in T.grid(128, 128):
                                    B[bx * 128 + ax0, by * 128 + ax1] = A_shared_dyn[ax0, ax1]
