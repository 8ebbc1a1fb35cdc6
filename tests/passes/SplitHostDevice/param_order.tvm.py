# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(Xa_ptr: T.handle("int16", "global"), q: T.handle("float16", "global"), yB_ptr: T.handle("float32", "global"), nb: T.int32, w: T.float32):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.x", "threadIdx.x"], "tirx.noalias": True})
        Xa = T.decl_buffer((32,), "int16", data=Xa_ptr)
        yB = T.decl_buffer((32,), data=yB_ptr)
        with T.launch_thread("blockIdx.x", nb) as b:
            t = T.launch_thread("threadIdx.x", 32)
            Qv = T.decl_buffer((32,), "float16", data=q)
            yB[t] = T.Cast("float32", Xa[t]) * w + T.Cast("float32", Qv[t])

    @T.prim_func(s_tir=True)
    def main(yB: T.Buffer((32,), "float32"), Xa: T.Buffer((32,), "int16"), q: T.handle("float16", "global"), z: T.int32, Z: T.int32, w: T.float32):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        nb: T.let[T.int32] = z - Z
        T.call_ffi_kernel("main_kernel", Xa.data, q, yB.data, nb, w, nb, 32, launch_params=["blockIdx.x", "threadIdx.x"], ret_ty="int32")
