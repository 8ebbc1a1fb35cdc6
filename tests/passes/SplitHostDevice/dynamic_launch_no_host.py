# covers: catalog 1 test_dynamic_launch_thread (target without host: direct call to a private kernel)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def copy(src: T.handle, dst: T.handle, length: T.int32):
        T.func_attr({"target": T.target("cuda")})
        S = T.match_buffer(src, (length,), "float16")
        D = T.match_buffer(dst, (length,), "float16")
        nblk: T.let[T.int32] = (length + 255) // 256
        with T.attr(T.target("cuda"), "target", 0):
            bx = T.launch_thread("blockIdx.x", nblk)
            tx = T.launch_thread("threadIdx.x", 256)
            if bx * 256 + tx < length:
                D[bx * 256 + tx] = S[bx * 256 + tx]
