# own expectation: TVM 0.27 has no LowerDeviceKernelLaunch (the pre-fusion pass of TVM PR #19605, with its two host-caller fixes; tvm-test-catalog 7.2)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def kernel(A_data: T.handle("float32", "global"), n: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"]})
        A = T.decl_buffer((128,), data=A_data)
        v: T.let[T.int32] = n + 1
        with T.launch_thread("threadIdx.x", v) as i:
            A[i] = T.float32(0.0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32"), n: T.int32):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        T.call_packed("kernel", A.data, n, n + 1)
