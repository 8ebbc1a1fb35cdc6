from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Siblings:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((512,), "float32"), Y: T.Buffer((512,), "float32"), n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        scale: T.let[T.float32] = T.Cast("float32", n)
        with T.launch_thread("blockIdx.x", 4) as bx:
            tx = T.launch_thread("threadIdx.x", 128)
            S = T.alloc_buffer((128,), "float32", scope="shared.dyn")
            S[tx] = X[bx * 128 + tx]
            T.tvm_storage_sync("shared.dyn")
            Y[bx * 128 + tx] = S[127 - tx] * scale
        with T.launch_thread("blockIdx.x", 2) as bx2:
            tx2 = T.launch_thread("threadIdx.x", 256)
            Y[bx2 * 256 + tx2] = Y[bx2 * 256 + tx2] + X[bx2 * 256 + tx2]
        with T.launch_thread("threadIdx.x", 32) as t3:
            R = T.alloc_buffer((32,), "float32", scope="shared")
            R[t3] = Y[t3]
            X[t3] = R[31 - t3]
