# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((8,), "int32")):
        # with T.sblock("root"):
        for i in range(8):
            with T.sblock(""):
                vi = T.axis.spatial(8, i)
                T.where(vi < 6)
                T.reads()
                T.writes()
                T.evaluate(0)
