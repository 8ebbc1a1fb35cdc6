# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

length = TypeVar("length")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((length,), "float16"), Y: T.Buffer((length,), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        bx = T.launch_thread("blockIdx.x", (length + T.int64(255)) // T.int64(256))
        tx = T.launch_thread("threadIdx.x", T.int64(256))
        if bx * T.int64(256) + tx < length:
            Y[bx * T.int64(256) + tx] = X[bx * T.int64(256) + tx] * T.float16(2.0)
