# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(value: T.uint32, condition: T.bool):
        T.evaluate(T.Select(condition, T.isnullptr(T.address_of(value)), T.bool(False)))
