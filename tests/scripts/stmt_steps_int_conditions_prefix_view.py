from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((128,), "float32"), n: T.int32, s: T.int32):
        X_shared_dyn = T.alloc_buffer((18432,), "float16", scope="shared.dyn")
        X_view = X_shared_dyn.view(16384)
        X_view[0] = T.float16(1.0)
        if n:
            A[0] = T.float32(1.0)
        if n % 4:
            A[1] = T.float32(1.0)
        else:
            A[2] = T.float32(1.0)
        while n * 2:
            A[3] = T.float32(1.0)
        for i in range(1, 9, 2):
            A[i] = T.float32(1.0)
        for j in T.serial(0, n, step=3):
            A[j] = T.float32(2.0)
        for k in range(0, n, s):
            A[k] = T.float32(3.0)
        for u in T.unroll(0, 8, step=4):
            A[u] = T.float32(4.0)
