# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16, 32), "float32"), B: T.Buffer((16,), "float32")):
        cache = T.alloc_buffer((64,))
        for j in range(32):
            cache[j] = A[0, j]
        B[0] = T.float32(0.0)
        for j in range(32):
            B[0] = B[0] + cache[j]
        for i_outer in range(15):
            T.attr(cache.data, "double_buffer_write", 1)
            for j in range(32):
                cache[(i_outer + 1) % 2 * 32 + j] = A[i_outer + 1, j]
            B[i_outer + 1] = T.float32(0.0)
            for j in range(32):
                B[i_outer + 1] = B[i_outer + 1] + cache[(i_outer + 1) % 2 * 32 + j]
