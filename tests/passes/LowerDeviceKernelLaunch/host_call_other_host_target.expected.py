# own expectation: TVM 0.27 has no LowerDeviceKernelLaunch (the pre-fusion pass of TVM PR #19605, with its two host-caller fixes; tvm-test-catalog 7.2)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def add_host(a: T.int32, b: T.int32) -> T.int32:
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "c", "tag": ""}), "tirx.is_global_func": True})
        return a + b

    @T.prim_func(s_tir=True)
    def main(n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        r: T.let[T.int32] = T.call_extern("int32", "add_host", n, n)
        T.evaluate(r)
