# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(A_ptr: T.handle("int32", "global"), B_ptr: T.handle("int32", "global"), C_ptr: T.handle("int32", "global"), D_ptr: T.handle("int32", "global"), E_ptr: T.handle("int32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["threadIdx.x"], "tirx.noalias": True})
        E = T.decl_buffer((16,), "int32", data=E_ptr)
        D = T.decl_buffer((16,), "int32", data=D_ptr)
        B = T.decl_buffer((16,), "int32", data=B_ptr)
        C = T.decl_buffer((16,), "int32", data=C_ptr)
        A = T.decl_buffer((16,), "int32", data=A_ptr)
        with T.launch_thread("threadIdx.x", 16) as tx:
            A[B[tx]] = C[tx]
            V = D.view(4)
            V[0] = 1
            T.call_extern("int32", "f", E.data)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32"), E: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.call_ffi_kernel("main_kernel", A.data, B.data, C.data, D.data, E.data, 16, launch_params=["threadIdx.x"], ret_ty="int32")
