# own expectation: TVM 0.27 has no LowerDeviceKernelLaunch (the pre-fusion pass of TVM PR #19605, with its two host-caller fixes; tvm-test-catalog 7.2)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global"), n: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "tirx.noalias": True})
        A = T.decl_buffer((16,), data=A_ptr)
        with T.launch_thread("threadIdx.x", 16) as tx:
            S = T.alloc_buffer((16,), scope="shared.dyn")
            S[tx] = T.Cast("float32", n)
            A[tx] = S[tx]

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_packed("main_kernel", A.data, n, 16, 64)
