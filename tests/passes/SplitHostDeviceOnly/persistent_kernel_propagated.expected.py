# own expectation: TVM 0.27 has no SplitHostDeviceOnly (the pre-fusion SplitHostDevice of TVM PR #19605; tvm-test-catalog 7.3)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True, persistent=True)
    def main_kernel(A_ptr: T.handle("float32", "global")):
        T.func_attr({"num_inputs": 1, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.noalias": True})
        A = T.decl_buffer((16,), data=A_ptr)
        with T.launch_thread("threadIdx.x", 16) as tx:
            A[tx] = T.float32(0.0)

    @T.prim_func(s_tir=True, persistent=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"num_inputs": 1, "target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        Module.main_kernel(A.data)
