from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Calls:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32):
        T.evaluate(T.call_extern("int32", "log_value", n, "a label"))
        T.call_extern("void", "touch", A.data)
        T.call_extern("notify", n + 1, dtype="int32")
        r: T.let[T.float32] = T.call_extern("float32", "my_sqrt", A[0])
        A[1] = r + T.call_extern("half_of", A[2], dtype="float32")
        T.evaluate(T.call_packed("tvm.contrib.fill", A.data, n))
        T.call_packed("report", "done", n, T.float32(1.5))
