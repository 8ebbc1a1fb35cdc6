# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def subroutine(A: T.Buffer((16,), "float32")):
        for i in range(16):
            A[i] = A[i] * T.float32(2.0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        Module.subroutine(T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(16), 0, 1, T.float32(0.0), 0))
