# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        for i in T.unroll(2):
            buf = T.alloc_buffer((16,))
            buf[0] = T.float32(0.0)
