# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def func_a(a: T.handle("float32", "global")):
        A = T.decl_buffer((1,), data=a)
        T.evaluate(A[0])

    @T.prim_func(s_tir=True)
    def func_b(a: T.handle("float32", "global")):
        A = T.decl_buffer((1,), data=a)
        T.evaluate(A[0])
