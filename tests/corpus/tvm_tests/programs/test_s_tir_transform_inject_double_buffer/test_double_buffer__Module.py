# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def db(A: T.handle("float32", "global"), C: T.handle("float32", "global")):
        A_buf = T.decl_buffer((400,), data=A)
        C_buf = T.decl_buffer((4,), data=C)
        with T.launch_thread("threadIdx.x", 1) as tx:
            for i in range(100):
                B = T.alloc_shared((4,))
                with T.attr(B.data, "double_buffer_scope", 1):
                    for j in range(4):
                        B[j] = A_buf[i * 4 + j]
                for j in range(4):
                    C_buf[j] = B[j] + T.float32(1.0)
