from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class UintTypes:
    @T.prim_func
    def main(u8: T.Buffer((4,), "uint8"), u16: T.Buffer((4,), "uint16"), u32: T.Buffer((4,), "uint32"), u64: T.Buffer((4,), "uint64"), s: T.uint32):
        for i in range(4):
            u8[i] = u8[i] + T.uint8(7)
            u16[i] = u16[i] * T.uint16(3)
            u32[i] = u32[i] + s + T.uint32(4000000000)
            u64[i] = u64[i] + T.uint64(9000000000000000000)
            u32[i] = T.Cast("uint32", u8[i]) + T.Cast("uint32", u16[i])
