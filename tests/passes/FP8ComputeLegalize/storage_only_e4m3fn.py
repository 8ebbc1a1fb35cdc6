# note: float8 only as storage (parameter buffers, a view, loads whose bits are reinterpreted or stored as they are, a reinterpretation stored into float8): the pass leaves the function as it is (tirsat.tvm skips reading such kernels on this promise)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float8_e4m3fn"), B: T.Buffer((64,), "float8_e4m3fn"), C: T.Buffer((64,), "uint8")):
        T.func_attr({"target": T.target("nvidia/nvidia-a100")})
        A_1 = T.decl_buffer((8, 8), "float8_e4m3fn", data=A.data)
        for i in range(64):
            C[i] = T.reinterpret("uint8", A[i]) >> T.uint8(1)
            B[i] = A_1[i // 8, i % 8]
            B[(i + 1) % 64] = T.reinterpret("float8_e4m3fn", C[i] | T.uint8(1))
