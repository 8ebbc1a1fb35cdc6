# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((80, 16), "float32"), B: T.Buffer((64, 16), "float32")):
        for i in range(64):
            Aview = T.decl_buffer((16, 16), data=T.address_of(A[i, 0]))
            Bview = T.decl_buffer((16,), data=T.address_of(B[i, 0]))
            for j in range(16):
                Bview[j] = T.float32(0.0)
                for k in range(16):
                    Bview[j] = Bview[j] + Aview[j, k]
