# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("float32", "global"), Out_ptr: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["blockIdx.y", "threadIdx.x"], "tirx.noalias": True})
        Out = T.decl_buffer((4,), data=Out_ptr)
        A = T.decl_buffer((4, 32), data=A_ptr)
        with T.launch_thread("blockIdx.y", 4) as by:
            tx = T.launch_thread("threadIdx.x", 32)
            red = T.alloc_local((1,))
            with T.attr(T.comm_reducer(lambda x, y: T.max(x, y), [T.float32(-3.0)]), "reduce_scope", T.reinterpret(T.handle().ty, T.uint64(0))):
                T.tvm_thread_allreduce(T.uint32(1), A[by, tx], T.bool(True), red[0], tx)
            if tx == 0:
                Out[by] = red[0]

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4, 32), "float32"), Out: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", A.data, Out.data, 4, 32, launch_params=["blockIdx.y", "threadIdx.x"], ret_ty="int32")
