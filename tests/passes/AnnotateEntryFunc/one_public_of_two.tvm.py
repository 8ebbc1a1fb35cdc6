# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def entry(A: T.Buffer((4,), "int32")):
        T.func_attr({"tirx.is_entry_func": True})
        Module.helper(A.data)

    @T.prim_func(private=True, s_tir=True)
    def helper(a: T.handle("int32", "global")):
        A = T.decl_buffer((4,), "int32", data=a)
        A[1] = 1
