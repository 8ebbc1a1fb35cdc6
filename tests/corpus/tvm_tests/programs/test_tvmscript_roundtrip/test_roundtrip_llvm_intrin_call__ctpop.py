# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ctpop(A: T.Buffer((16,), "uint8"), B: T.Buffer((16,), "uint8")):
    # with T.sblock("root"):
    for i in range(16):
        with T.sblock("A"):
            vi = T.axis.spatial(16, i)
            T.reads(A[vi])
            T.writes(B[vi])
            B[vi] = T.call_llvm_pure_intrin("uint8", "llvm.ctpop", A[vi])
