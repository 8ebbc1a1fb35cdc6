from typing import TypeVar
from tvm.script import ir as I
from tvm.script import tirx as T

length = TypeVar("length")


@I.ir_module(check_well_formed=False)
class Misc:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((length,), "float16"), A: T.Buffer(("n", "m"), "float32"), B: T.Buffer((64,), "float32"), D: T.Buffer((8,), "int32", offset_factor=4), p: T.handle("int32", "local"), x: T.float32):
        n, m = T.int32(), T.int32()
        bx = T.launch_thread("blockIdx.x", (length + T.int64(255)) // T.int64(256))
        vt = T.env_thread("vthread")
        T.launch_thread(vt, 2)
        M = T.decl_scalar(T.int32, data=p, elem_offset=0, scope="local")
        acc: T.float32 = T.float32(0.0)
        for i in range(4):
            acc = acc + B[i]
            B[i * 4:i * 4 + 4] = T.Broadcast(acc, 4)
        if 2 > 1:
            B[0] = acc
        else:
            B[1] = acc
        if n > 3:
            B[2] = T.float32(1)
        elif n > 2:
            B[3] = T.float32(2)
        else:
            B[4] = T.float32(3)
        D[0] = T.Div(D[1], 3) + T.Mod(D[2], 5) + T.ceildiv(n, 4) + T.abs(n) + M
        D[1] = (D[0] << 2) + (3 >> D[1]) + (D[2] & 255) + T.bitwise_and(D[3], 7) + T.Max(D[4], 3)
        B[5] = T.Select(T.isnan(B[6]), T.float32(0), B[6]) + T.Let(x + B[7], where={x: B[8]}) * T.float32(2)
        B[9] = T.floor(B[10]) + T.round(T.float32(2.5)) + T.trunc(T.float32(-1.5)) + T.max_value("float32")
        D[5] = T.truncdiv(n, m) + T.truncmod(n, m) + T.floordiv(-7, 2) + T.floormod(-7, 2)
        D[6] = T.if_then_else(n > 0, 1, 2) + T.Cast("int32", T.likely(n < 2))
        while n > 100:
            T.evaluate(T.call_extern("int32", "spin", n))
        assert n > 1, ("ValueError", ["n is", " too small"])
