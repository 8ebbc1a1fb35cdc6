# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32")):
        tx = T.launch_thread("threadIdx.x", 64)
        G = T.alloc_buffer((128,))
        S = T.alloc_shared((64,))
        D = T.alloc_buffer((64,), "float16", scope="shared.dyn", align=16)
        V = T.alloc_shared((32,), "int32", annotations={"tirx.volatile": T.bool(True)})
        L = T.alloc_local((4,))
        W = T.alloc_buffer((32,), scope="warp")
        M = T.alloc_local((8, 8), "int8")
        G[tx] = A[tx]
        S[tx] = G[tx]
        D[tx] = T.Cast("float16", S[tx])
        V[tx % 32] = tx
        L[tx % 4] = S[63 - tx]
        W[tx % 32] = L[0]
        M[tx // 8, tx % 8] = T.int8(1)
        A[tx] = W[tx % 32] + T.Cast("float32", D[tx]) + T.Cast("float32", V[tx % 32] + T.Cast("int32", M[0, 0]))
