# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def kernel(v_ptr: T.handle("float32", "global"), k: T.int32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"]})
        V = T.decl_buffer((64,), data=v_ptr)
        half: T.let[T.int32] = k // 2
        ext: T.let[T.int32] = half + 1
        with T.launch_thread("threadIdx.x", ext) as t:
            V[t] = T.float32(0.0)

    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((64,), "float32"), k: T.int32):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        T.call_ffi_kernel("kernel", V.data, k, k // 2 + 1, launch_params=["threadIdx.x"], ret_ty="int32")
