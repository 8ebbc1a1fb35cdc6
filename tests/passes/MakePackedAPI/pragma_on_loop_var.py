# passes: AnnotateEntryFunc, SplitHostDevice, MakePackedAPI
# covers: real corpus (tests/corpus/real/gemv_bf16): dlight's GEMV schedule leaves `T.attr(ax1_0, "pragma_vectorize", 1)` before the loop over ax1_0
# note: TVM prints the loop's variable, used by the attribute before the loop defines it, as a declaration `ax1_0 = T.int32()`; we read it as the loop's own variable (TVM's parser makes a second, undefined one), so it is neither a kernel parameter nor an undefined variable of the entry function
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module(check_well_formed=False)
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.Buffer((128,), "float16"), y: T.Buffer((128,), "float16")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        bx = T.launch_thread("blockIdx.x", 1)
        x_shared = T.alloc_buffer((32,), "float16x4", scope="shared")
        tx = T.launch_thread("threadIdx.x", 32)
        ax1_0 = T.int32()
        with T.attr(ax1_0, "pragma_vectorize", 1):
            for ax1_0 in range(1):
                x_shared[tx] = x[T.Ramp(tx * 4, 1, 4)]
        T.tvm_storage_sync("shared")
        y[T.Ramp(tx * 4, 1, 4)] = x_shared[31 - tx]
