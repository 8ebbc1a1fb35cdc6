# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.handle("float32", "global"), C: T.handle("float32", "global")):
        A_buf = T.decl_buffer((200,), data=A)
        C_buf = T.decl_buffer((200,), data=C)
        for i in range(100):
            vt_x = T.launch_thread("vthread", 2)
            vt_y = T.launch_thread("vthread", 2)
            B = T.alloc_shared((4,))
            B[i] = A_buf[i * 2 + vt_x]
            T.call_extern("int32", "Run", T.tvm_access_ptr(T.type_annotation("float32"), B.data, 0, 4, 1), T.tvm_context_id())
            C_buf[i * 2 + vt_x] = B[i] + T.float32(1.0)
