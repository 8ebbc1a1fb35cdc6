# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        A_data: T.let[T.handle("int32", "global")] = T.call_extern(T.handle("int32", "global").ty, "dummy_func")
        A = T.decl_buffer((8,), "int32", data=A_data)
        A[0:8] = T.Broadcast(42, 8)
