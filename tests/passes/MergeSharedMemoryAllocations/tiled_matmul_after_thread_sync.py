# covers: tiled_matmul after TVM 0.27's ThreadSync("shared"), ThreadSync("shared.dyn") (what its pipelines run before the merge; written by scripts/oracle/regen_thread_sync_variants.py)
from tvm.script import ir as I
from tvm.script import tirx as T
from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024,), "float16"), B: T.Buffer((1024,), "float16"), C: T.Buffer((1024,), "float32")):
        tx = T.launch_thread("threadIdx.x", 16)
        acc = T.alloc_local((1,))
        As = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        Bs = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        Cs = T.alloc_buffer((256,), scope="shared.dyn")
        with T.launch_thread("threadIdx.y", 16) as ty:
            bx = T.launch_thread("blockIdx.x", 2)
            by = T.launch_thread("blockIdx.y", 2)
            acc[0] = T.float32(0.0)
            for kb in range(2):
                T.tvm_storage_sync("shared", T.bool(False), -1)
                As[ty * 16 + tx] = A[(by * 16 + ty) * 32 + kb * 16 + tx]
                Bs[ty * 16 + tx] = B[(kb * 16 + ty) * 32 + bx * 16 + tx]
                T.tvm_storage_sync("shared", T.bool(False), -1)
                for kk in range(16):
                    acc[0] = acc[0] + T.Cast("float32", As[ty * 16 + kk] * Bs[kk * 16 + tx])
            T.tvm_storage_sync("shared.dyn")
            Cs[ty * 16 + tx] = acc[0]
            T.tvm_storage_sync("shared", T.bool(False), -1)
            C[(by * 16 + ty) * 32 + bx * 16 + tx] = Cs[ty * 16 + tx]
