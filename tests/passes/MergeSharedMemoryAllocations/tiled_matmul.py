# covers: catalog 3 test_matmul_t_buffer / test_matmul_decl_buffer; 7.5 TestMatmul, test_matmul_dyn_shared
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024,), "float16"), B: T.Buffer((1024,), "float16"), C: T.Buffer((1024,), "float32")):
        tx = T.launch_thread("threadIdx.x", 16)
        acc = T.alloc_buffer((1,), "float32", scope="local")
        As = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        Bs = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        Cs = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        ty = T.launch_thread("threadIdx.y", 16)
        bx = T.launch_thread("blockIdx.x", 2)
        by = T.launch_thread("blockIdx.y", 2)
        acc[0] = T.float32(0)
        for kb in range(2):
            T.tvm_storage_sync("shared")
            As[ty * 16 + tx] = A[(by * 16 + ty) * 32 + kb * 16 + tx]
            Bs[ty * 16 + tx] = B[(kb * 16 + ty) * 32 + bx * 16 + tx]
            T.tvm_storage_sync("shared")
            for kk in range(16):
                acc[0] = acc[0] + T.Cast("float32", As[ty * 16 + kk] * Bs[kk * 16 + tx])
        Cs[ty * 16 + tx] = acc[0]
        T.tvm_storage_sync("shared")
        C[(by * 16 + ty) * 32 + bx * 16 + tx] = Cs[ty * 16 + tx]
