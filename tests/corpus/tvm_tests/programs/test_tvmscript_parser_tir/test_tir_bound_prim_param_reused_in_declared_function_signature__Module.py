# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(n: T.int32, A: T.Buffer((n + 1,), "float32")):
        T.evaluate(n)
