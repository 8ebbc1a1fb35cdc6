# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Ab: T.Buffer(("n",), "int32"), n: T.int64):
        for i in range(1):
            Ab[i * 2] = 3
            for j in range(10):
                Ab[j + 1] = Ab[i] + 1
