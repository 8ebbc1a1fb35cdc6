# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        with T.sblock("root"):
            T.reads()
            T.writes()
            T.sblock_attr({"warp_execution": True})
            for bx in T.thread_binding(8, thread="blockIdx.x"):
                for by in T.thread_binding(8, thread="blockIdx.y"):
                    for ty in T.thread_binding(8, thread="threadIdx.y"):
                        with T.sblock(""):
                            T.reads()
                            T.writes()
                            C_accum = T.sblock_alloc_buffer((128, 128), scope="wmma.accumulator")
                            C_shared = T.sblock_alloc_buffer((128, 128), strides=(136, 1), scope="shared.dyn")
                            with T.sblock("A_wmma"):
                                T.reads(C_accum[0:128, 0:128])
                                T.writes(C_shared[0:128, 0:128])
                                T.sblock_attr({"auto_copy": True})
                                for ax00, ax10 in T.grid(8, 8):
                                    with T.sblock("wmma_store"):
                                        T.reads(C_accum[ax00 * 16:ax00 * 16 + 16, ax10 * 16:ax10 * 16 + 16])
                                        T.writes(C_shared[ax00 * 16:ax00 * 16 + 16, ax10 * 16:ax10 * 16 + 16])
                                        src = T.match_buffer(C_accum[ax00 * 16:ax00 * 16 + 16, ax10 * 16:ax10 * 16 + 16], (16, 16), scope="wmma.accumulator", offset_factor=16)
                                        tgt = T.match_buffer(C_shared[ax00 * 16:ax00 * 16 + 16, ax10 * 16:ax10 * 16 + 16], (16, 16), strides=("s1", "s0"), scope="shared.dyn", offset_factor=16)
                                        T.tvm_store_matrix_sync(src.data, 16, 16, 16, src.elem_offset // 256 + src.elem_offset % 256 // 16, T.tvm_access_ptr(T.type_annotation("float32"), tgt.data, tgt.elem_offset, tgt.strides[0] * 16, 2), tgt.strides[0], "row_major")
