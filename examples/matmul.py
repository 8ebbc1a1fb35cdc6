# A 128x128x128 float16 matmul tile kernel with shared-memory staging buffers for both
# operands and the output: the bundled example for `tirsat lower`.
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16384,), "float16"), B: T.Buffer((16384,), "float16"), C: T.Buffer((16384,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        bx = T.launch_thread("blockIdx.x", 8)
        by = T.launch_thread("blockIdx.y", 8)
        tx = T.launch_thread("threadIdx.x", 16)
        ty = T.launch_thread("threadIdx.y", 16)
        A_sh = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        B_sh = T.alloc_buffer((256,), "float16", scope="shared.dyn")
        C_sh = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        acc = T.alloc_buffer((1,), "float32", scope="local")
        acc[0] = T.float32(0.0)
        for ko in range(8):
            A_sh[ty * 16 + tx] = A[(by * 16 + ty) * 128 + ko * 16 + tx]
            B_sh[ty * 16 + tx] = B[(ko * 16 + ty) * 128 + bx * 16 + tx]
            T.tvm_storage_sync("shared")
            for ki in range(16):
                acc[0] = acc[0] + T.Cast("float32", A_sh[ty * 16 + ki]) * T.Cast("float32", B_sh[ki * 16 + tx])
            T.tvm_storage_sync("shared")
        C_sh[ty * 16 + tx] = acc[0]
        T.tvm_storage_sync("shared")
        C[(by * 16 + ty) * 128 + bx * 16 + tx] = C_sh[ty * 16 + tx]
