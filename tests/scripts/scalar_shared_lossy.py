from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class ScalarShared:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32")):
        tx = T.launch_thread("threadIdx.x", 8)
        S = T.alloc_buffer((1,), "float32", scope="shared")
        S[0] = A[tx]
        A[tx] = S[0] + T.float32(1)
