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
                            C_shared = T.sblock_alloc_buffer((128, 128), scope="shared.dyn")
                            with T.sblock("C_shared"):
                                T.reads(C_accum[0:128, 0:128])
                                T.writes(C_shared[0:128, 0:128])
                                T.sblock_attr({"auto_copy": True})
                                for ax0, ax1 in T.grid(128, 128):
                                    C_shared[ax0, ax1] = C_accum[ax0, ax1]
