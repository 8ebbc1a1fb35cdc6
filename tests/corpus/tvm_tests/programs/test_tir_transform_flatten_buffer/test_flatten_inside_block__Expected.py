# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        # with T.sblock("root"):
        A = T.sblock_alloc_buffer((1024,))
        for i, j in T.grid(32, 32):
            with T.sblock("block"):
                T.reads(A[i * 32 + j])
                T.writes()
                T.evaluate(A[i * 32 + j])
