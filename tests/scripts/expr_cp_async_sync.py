from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class AsyncSync:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((256,), "float32"), Y: T.Buffer((256,), "float32")):
        bx = T.launch_thread("blockIdx.x", 2)
        tx = T.launch_thread("threadIdx.x", 128)
        S = T.alloc_buffer((128,), "float32", scope="shared")
        W = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", S.data, tx, X.data, bx * 128 + tx, 4)
        T.s_tir.cp_async_raw("float32", W.data, tx, X.data, bx * 128 + tx, 4)
        T.tvm_storage_sync("shared")
        T.tvm_storage_sync("shared.dyn", T.bool(True), 2)
        T.tvm_storage_sync("global", T.bool(False), -1)
        Y[bx * 128 + tx] = S[127 - tx] + W[tx]
