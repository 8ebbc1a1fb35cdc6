from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((64,), "float32")):
        tx = T.launch_thread("threadIdx.x", 64)
        S = T.alloc_shared((64,))
        H = T.alloc_shared((64,), "float16", annotations={"tirx.volatile": T.bool(True)})
        L = T.alloc_local((1,))
        M = T.alloc_local((2, 2), "int32")
        S[tx] = X[tx]
        H[tx] = T.Cast("float16", S[63 - tx])
        L[0] = T.Cast("float32", H[tx])
        M[0, 1] = tx
        X[tx] = L[0] + T.Cast("float32", M[0, 1])
