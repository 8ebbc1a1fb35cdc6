# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4096,), "float16"), B: T.Buffer((4096,), "float16"), C: T.Buffer((4096,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.noalias": True})
        by = T.launch_thread("blockIdx.y", 4)
        bx = T.launch_thread("blockIdx.x", 4)
        ty = T.launch_thread("threadIdx.y", 16)
        tx = T.launch_thread("threadIdx.x", 16)
        A_sh = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        B_sh = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        acc = T.alloc_local((1,))
        acc[0] = T.float32(0.0)
        for ko in range(4):
            A_sh[ty * 16 + tx] = A[(by * 16 + ty) * 64 + ko * 16 + tx]
            B_sh[ty * 16 + tx] = B[(ko * 16 + ty) * 64 + bx * 16 + tx]
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            for ki in range(16):
                acc[0] = acc[0] + T.Cast("float32", A_sh[ty * 16 + ki]) * T.Cast("float32", B_sh[ki * 16 + tx])
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        C[(by * 16 + ty) * 64 + bx * 16 + tx] = acc[0]
