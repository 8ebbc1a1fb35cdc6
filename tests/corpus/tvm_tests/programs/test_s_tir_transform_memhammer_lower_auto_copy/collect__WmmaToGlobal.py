# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(C: T.Buffer((1024, 1024), "float32")):
        with T.sblock("root"):
            T.reads()
            T.writes()
            T.sblock_attr({"warp_execution": True})
            for bx in T.thread_binding(8, thread="blockIdx.x"):
                for by in T.thread_binding(8, thread="blockIdx.y"):
                    for ty in T.thread_binding(8, thread="threadIdx.y"):
                        with T.sblock(""):
                            T.reads()
                            T.writes(C[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                            C_accum = T.sblock_alloc_buffer((128, 128), scope="wmma.accumulator")
                            with T.sblock("C_global"):
                                T.reads(C_accum[0:128, 0:128])
                                T.writes(C[bx * 128:bx * 128 + 128, by * 128:by * 128 + 128])
                                T.sblock_attr({"auto_copy": True, "vector_bytes": 16})
                                for ax0, ax1 in T.grid(128, 128):
                                    C[bx * 128 + ax0, by * 128 + ax1] = C_accum[ax0, ax1]
