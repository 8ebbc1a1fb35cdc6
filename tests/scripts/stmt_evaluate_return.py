from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class EvaluateReturn:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), n: T.int32) -> T.int32:
        T.evaluate(0)
        T.evaluate(n)
        T.evaluate(T.call_extern("int32", "side_effect", n))
        T.call_extern("void", "other_effect")
        if n < 0:
            return -1
        A[0] = T.float32(1)
        return n + 1
