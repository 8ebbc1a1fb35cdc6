# passes: AnnotateEntryFunc, SplitHostDevice, MakePackedAPI
# covers: real corpus (tests/corpus/real: transpose_dyn_f32, add_relu_f16_dyn, gemv_dyn_n_f16): an int64 symbolic dimension next to int32 constant ones
# note: the size product of the data-pointer check and the compact-strides check match integer widths as TVM's operators do (`n * T.int64(256)`, `n == T.Cast("int64", T.Cast("int32", ...))`)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(a: T.handle, b: T.handle):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        n = T.int64()
        A = T.match_buffer(a, (n, 256), "float32")
        B = T.match_buffer(b, (256, n), "float32")
        bx = T.launch_thread("blockIdx.x", 256)
        tx = T.launch_thread("threadIdx.x", 64)
        for i in range((n + T.int64(63)) // T.int64(64)):
            if i * T.int64(64) + T.Cast("int64", tx) < n:
                B[bx, i * T.int64(64) + T.Cast("int64", tx)] = A[i * T.int64(64) + T.Cast("int64", tx), bx]
