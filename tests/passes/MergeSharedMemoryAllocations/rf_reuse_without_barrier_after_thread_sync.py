# covers: rf_reuse_without_barrier after TVM 0.27's ThreadSync("shared"), ThreadSync("shared.dyn") (what its pipelines run before the merge; written by scripts/oracle/regen_thread_sync_variants.py)
from tvm.script import ir as I
from tvm.script import tirx as T
from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        A = T.alloc_buffer((64,), scope="shared.dyn")
        B = T.alloc_buffer((64,), scope="shared.dyn")
        A[t] = G[t]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        H[t] = A[63 - t]
        T.tvm_storage_sync("shared.dyn")
        B[t] = H[t] * T.float32(2.0)
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        H[t] = B[63 - t]
