# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((T.int64(4),), "int32")):
        for i in range(T.int64(4)):
            B[i] = T.clz(i)
