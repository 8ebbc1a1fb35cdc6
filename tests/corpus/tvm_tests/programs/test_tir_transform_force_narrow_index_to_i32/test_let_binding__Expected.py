# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Buf: T.Buffer(("n",), "int32")):
        n = T.int32()
        ceil_log2: T.int64 = T.Cast("int64", T.ceil(T.log2(T.Cast("float32", n))))
        for i in range(T.Cast("int32", ceil_log2)):
            T.evaluate(0)
