# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def foo(A: T.Buffer((1,), "float32")):
        T.func_attr({"global_symbol": "f"})
        A = T.float32(1.0)
