# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64, 64, 64), "float32"), B: T.Buffer((64,), "float32")):
        # with T.sblock("root"):
        for i0, j0 in T.grid(64, 64):
            for k0 in range(32, 64):
                with T.sblock(""):
                    i, j, k = T.axis.remap("SRR", [i0, j0, k0])
                    T.reads(A[i, j, k])
                    T.writes(B[i])
                    BB = T.match_buffer(B[i], ())
                    AA = T.match_buffer(A[i, 0:64, 0:64], (64, 64))
                    with T.init():
                        BB[()] = T.float32(0.0)
                    BB[()] = BB[()] + AA[j, k]
