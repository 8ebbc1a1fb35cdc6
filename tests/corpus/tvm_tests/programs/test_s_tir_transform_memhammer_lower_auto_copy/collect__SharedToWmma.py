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
                            A_shared_dyn = T.sblock_alloc_buffer((128, 128), "float16", scope="shared.dyn")
                            A_wmma = T.sblock_alloc_buffer((128, 128), "float16", scope="wmma.matrix_a")
                            with T.sblock("A_wmma"):
                                T.reads(A_shared_dyn[0:128, 0:128])
                                T.writes(A_wmma[0:128, 0:128])
                                T.sblock_attr({"auto_copy": True})
                                for ax0, ax1 in T.grid(128, 128):
                                    A_wmma[ax0, ax1] = A_shared_dyn[ax0, ax1]
