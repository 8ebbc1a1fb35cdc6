# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        for i in range(100):
            vt_x = T.launch_thread("vthread", 2)
            vt_y = T.launch_thread("vthread", 2)
            A = T.alloc_shared((4,))
            B = T.alloc_shared((4,))
            C = T.alloc_shared((4,))
            A[vt_x] = T.Cast("float32", vt_x) + T.float32(1.0)
            B[vt_y] = T.Cast("float32", vt_y) + T.float32(1.0)
            T.call_extern("int32", "Run", T.tvm_access_ptr(T.type_annotation("float32"), A.data, 0, 4, 1), T.tvm_access_ptr(T.type_annotation("float32"), B.data, 0, 4, 1), T.tvm_access_ptr(T.type_annotation("float32"), C.data, 0, 4, 3))
