# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        A_view = T.decl_buffer((16,), data=A.data)
        A_view_2 = T.decl_buffer((16,), data=A_view.data)
        for i in range(4):
            A_view_2[i * 4:i * 4 + 4] = T.Broadcast(T.float32(1.0), 4)
