# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024,), "float32"), C: T.Buffer((1024, 1024), "float32")):
        with T.sblock("root"):
            T.reads()
            T.writes()
            T.sblock_attr({"warp_execution": True})
            for bx in T.thread_binding(8, thread="blockIdx.x"):
                for by in T.thread_binding(8, thread="blockIdx.y"):
                    for ty in T.thread_binding(8, thread="threadIdx.y"):
                        with T.sblock(""):
                            T.reads(A[bx * 128:bx * 128 + 128])
                            T.writes(C[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                            C_accum = T.sblock_alloc_buffer((128, 128), scope="wmma.accumulator")
                            with T.sblock("C_global"):
                                T.reads(C_accum[0:128, 0:128], A[bx * 128:bx * 128 + 128])
                                T.writes(C[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                                T.sblock_attr({"auto_copy": True, "vector_bytes": 16})
                                C_accum_shared_dyn = T.sblock_alloc_buffer((8, 8, 16, 16), strides=(2048, 256, 16, 1), scope="shared.dyn")
                                for ax0_0 in range(8):
                                    for ax1_0 in range(8):
                                        with T.sblock("wmma_store"):
                                            T.reads(C_accum[ax0_0 * 16:ax0_0 * 16 + 16, ax1_0 * 16:ax1_0 * 16 + 16])
                                            T.writes(C_accum_shared_dyn[ty, ax1_0, 0:16, 0:16])
                                            src = T.match_buffer(C_accum[ax0_0 * 16:ax0_0 * 16 + 16, ax1_0 * 16:ax1_0 * 16 + 16], (16, 16), scope="wmma.accumulator", offset_factor=16)
                                            tgt = T.match_buffer(C_accum_shared_dyn[ty, ax1_0, 0:16, 0:16], (16, 16), strides=("s1", "s0"), scope="shared.dyn", offset_factor=16)
                                            T.tvm_store_matrix_sync(src.data, 16, 16, 16, src.elem_offset // 256 + src.elem_offset % 256 // 16, T.tvm_access_ptr(T.type_annotation("float32"), tgt.data, tgt.elem_offset, tgt.strides[0] * 16, 2), tgt.strides[0], "row_major")
                                    for ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 in range(16):
                                        for ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1 in T.thread_binding(8, thread="threadIdx.y"):
                                            for ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2 in T.thread_binding(32, thread="threadIdx.x"):
                                                for ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3 in T.vectorized(4):
                                                    C[bx * 128 + (ax0_0 * 16 + (((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) // 16 % 16), by * 128 + ((((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) // 16 // 16 % 8 * 16 + (((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) % 16)] = C_accum_shared_dyn[(((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) // 16 // 16 // 8 % 8, (((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) // 16 // 16 % 8, (((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) // 16 % 16, (((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) % 16] + A[bx * 128 + (ax0_0 * 16 + (((ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_0 * 8 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_1) * 32 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_2) * 4 + ty_cache_ax1_0_cache_ax0_1_cache_ax1_1_cache_fused_3) // 16 % 16)]
