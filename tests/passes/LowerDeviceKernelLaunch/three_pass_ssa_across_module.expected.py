# own expectation: TVM 0.27 has no LowerDeviceKernelLaunch (the pre-fusion pass of TVM PR #19605, with its two host-caller fixes; tvm-test-catalog 7.2)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(i: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": [], "tirx.noalias": True})
        T.attr({"device_scope": 0})
        for j in range(16):
            T.evaluate(i)

    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        for i in range(16):
            T.call_packed("main_kernel", i)
