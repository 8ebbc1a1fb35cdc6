# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.handle("float32", "global")):
        A_buf = T.decl_buffer((200,), data=A)
        for i in range(100):
            vt = T.launch_thread("vthread", 2)
            B = T.alloc_shared((128,))
            if i == 0:
                B[i] = A_buf[i * 2 + vt]
            else:
                B[i] = A_buf[i * 2 + vt] + T.float32(1.0)
            if i == 0:
                B[i] = A_buf[i * 2 + vt] + T.float32(2.0)
