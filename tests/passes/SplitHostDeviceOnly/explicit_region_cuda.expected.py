# own expectation: TVM 0.27 has no SplitHostDeviceOnly (the pre-fusion SplitHostDevice of TVM PR #19605; tvm-test-catalog 7.3)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main_kernel(n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.noalias": True})
        T.evaluate(n)

    @T.prim_func(s_tir=True)
    def main(n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "opt-level": 0, "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        Module.main_kernel(n)
