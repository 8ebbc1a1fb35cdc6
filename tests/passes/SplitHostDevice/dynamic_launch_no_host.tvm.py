# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def copy(S: T.Buffer(("length",), "float16"), D: T.Buffer((length,), "float16"), length: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        nblk: T.let[T.int32] = (length + 255) // 256
        Module.copy_kernel(D.data, S.data, length, nblk)

    @T.prim_func(private=True, s_tir=True)
    def copy_kernel(D_ptr: T.handle("float16", "global"), S_ptr: T.handle("float16", "global"), length: T.int32, nblk: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.noalias": True})
        S = T.decl_buffer((length,), "float16", data=S_ptr)
        D = T.decl_buffer((length,), "float16", data=D_ptr)
        with T.launch_thread("blockIdx.x", nblk) as bx:
            tx = T.launch_thread("threadIdx.x", 256)
            if bx * 256 + tx < length:
                D[bx * 256 + tx] = S[bx * 256 + tx]
