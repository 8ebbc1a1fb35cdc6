from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class AllocBuffers:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32")):
        tx = T.launch_thread("threadIdx.x", 64)
        G = T.alloc_buffer((128,), "float32")
        S = T.alloc_buffer((64,), "float32", scope="shared")
        D = T.alloc_buffer((64,), "float16", scope="shared.dyn", align=16)
        V = T.alloc_buffer((32,), "int32", scope="shared", annotations={"tirx.volatile": True})
        L = T.alloc_buffer((4,), "float32", scope="local")
        W = T.alloc_buffer((32,), "float32", scope="warp")
        M = T.alloc_buffer((8, 8), "int8", scope="local")
        G[tx] = A[tx]
        S[tx] = G[tx]
        D[tx] = T.Cast("float16", S[tx])
        V[tx % 32] = tx
        L[tx % 4] = S[63 - tx]
        W[tx % 32] = L[0]
        M[tx // 8, tx % 8] = T.int8(1)
        A[tx] = W[tx % 32] + T.Cast("float32", D[tx]) + T.Cast("float32", V[tx % 32] + T.Cast("int32", M[0, 0]))
