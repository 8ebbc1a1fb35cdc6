from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Constants:
    @T.prim_func(s_tir=True)
    def main(i8: T.Buffer((2,), "int8"), i16: T.Buffer((2,), "int16"), i32: T.Buffer((2,), "int32"), i64: T.Buffer((2,), "int64"), u8: T.Buffer((2,), "uint8"), u16: T.Buffer((2,), "uint16"), u32: T.Buffer((2,), "uint32"), u64: T.Buffer((2,), "uint64"), f16: T.Buffer((2,), "float16"), f32: T.Buffer((2,), "float32"), f64: T.Buffer((2,), "float64"), bf: T.Buffer((2,), "bfloat16"), b: T.Buffer((2,), "bool")):
        i8[0] = T.int8(-128)
        i16[0] = T.int16(32767)
        i32[0] = -2147483648
        i32[1] = 42
        i64[0] = T.int64(-9000000000)
        u8[0] = T.uint8(255)
        u16[0] = T.uint16(0)
        u32[0] = T.uint32(4294967295)
        u64[0] = T.uint64(1)
        f16[0] = T.float16(-0.0)
        f32[0] = T.float32(3.5)
        f32[1] = T.float32(1e20)
        f64[0] = T.float64(0.1)
        bf[0] = T.bfloat16(-2.5)
        b[0] = T.bool(True)
        b[1] = True
