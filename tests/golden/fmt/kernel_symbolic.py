# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer(("seq",), "float32"), B: T.Buffer((seq,), "float32"), seq: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        blocks: T.let[T.int32] = (seq + 63) // 64
        with T.launch_thread("blockIdx.x", blocks) as bx:
            tx = T.launch_thread("threadIdx.x", 64)
            S = T.alloc_buffer((64,), scope="shared.dyn")
            if bx * 64 + tx < seq:
                S[tx] = A[bx * 64 + tx]
                B[bx * 64 + tx] = S[tx] + T.float32(1.0)
