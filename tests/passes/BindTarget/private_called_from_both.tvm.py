# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def entry(A: T.Buffer((32,), "float32"), x: T.float32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        y: T.let[T.float32] = Module.twice_host(x)
        with T.launch_thread("threadIdx.x", 32) as t:
            A[t] = Module.twice(A[t]) + y

    @T.prim_func(private=True, s_tir=True)
    def twice(v: T.float32) -> T.float32:
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        return v * T.float32(2.0)

    @T.prim_func(private=True, s_tir=True)
    def twice_host(v: T.float32) -> T.float32:
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        return v * T.float32(2.0)
