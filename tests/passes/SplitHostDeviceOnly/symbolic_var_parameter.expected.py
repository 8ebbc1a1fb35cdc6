# own expectation: TVM 0.27 has no SplitHostDeviceOnly (the pre-fusion SplitHostDevice of TVM PR #19605; tvm-test-catalog 7.3)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global"), m: T.int64):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.noalias": True})
        A = T.decl_buffer((m,), data=A_ptr)
        with T.launch_thread("blockIdx.x", m) as i:
            A[i] = T.float32(0.0)

    @T.prim_func(s_tir=True)
    def main(var_A: T.handle):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        m = T.int64()
        A = T.match_buffer(var_A, (m,), "float32")
        Module.main_kernel(A.data, m)
