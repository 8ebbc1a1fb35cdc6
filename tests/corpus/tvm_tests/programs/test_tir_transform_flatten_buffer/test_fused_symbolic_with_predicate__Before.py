# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((32, "n", n), "float32"), B: T.Buffer((32, n, n), "float32"), n: T.int32):
        for bx, tx in T.grid((n * n + 1) // 2, 64):
            if bx * 64 + tx < n * n * 32:
                B[(bx * 64 + tx) // (n * n), (bx * 64 + tx) % (n * n) // n, (bx * 64 + tx) % n] = A[(bx * 64 + tx) // (n * n), (bx * 64 + tx) % (n * n) // n, (bx * 64 + tx) % n]
