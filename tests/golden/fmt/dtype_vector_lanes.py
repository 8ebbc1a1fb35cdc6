# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float32x4"), B: T.Buffer((64,), "float32"), C: T.Buffer((8,), "int8x4"), H: T.Buffer((8,), "float16x2")):
        for i in range(16):
            A[i] = A[i] + T.Broadcast(T.float32(1.0), 4)
            B[i * 4:i * 4 + 4] = A[i]
        for j in range(8):
            C[j] = C[j] * T.Broadcast(T.int8(2), 4)
            H[j] = T.Cast("float16x2", B[T.Ramp(j * 2, 1, 2)])
