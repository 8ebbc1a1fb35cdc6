# covers: spec 5 body 4.7-4.8 and 6.1 (cuda tensors: device_type checks, dev_id bound by the first tensor and asserted equal for the second; __tvm_set_device before compute_scope; an int return on a device target)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((8,), "float16"), B: T.Buffer((8,), "float16"), n: T.int64) -> T.int32:
        T.func_attr({"target": T.target("cuda", host="llvm")})
        T.evaluate(T.call_extern("int32", "launch", A.data, B.data, n))
        return 1
