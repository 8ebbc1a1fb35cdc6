# covers: real corpus (tests/corpus/real, matmul_* with tirx.merge_static_smem=1): a vector index at merged offset 0
# note: TVM adds the offset as `+ T.Broadcast(0, 4)` to a vector index and does not fold it (a scalar index + 0 folds)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((256,), "float16"), B: T.Buffer((128,), "float16")):
        tx = T.launch_thread("threadIdx.x", 32)
        X = T.alloc_buffer((128,), "float16", scope="shared.dyn")
        Y = T.alloc_buffer((128,), "float16", scope="shared.dyn")
        X[T.Ramp(tx * 4, 1, 4)] = A[T.Ramp(tx * 4, 1, 4)]
        Y[T.Ramp(tx * 4, 1, 4)] = A[T.Ramp(tx * 4 + 128, 1, 4)]
        T.tvm_storage_sync("shared.dyn")
        B[T.Ramp(tx * 4, 1, 4)] = X[T.Ramp(tx * 4, 1, 4)] + Y[T.Ramp(127 - tx * 4, -1, 4)]
