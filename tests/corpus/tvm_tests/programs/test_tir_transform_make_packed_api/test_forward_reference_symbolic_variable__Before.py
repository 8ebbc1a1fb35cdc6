# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

batch_size = TypeVar("batch_size")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer(("batch_size + T.int64(1)",), "int32"), B: T.Buffer((batch_size,), "int32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        for i in range(batch_size):
            B[i] = A[i] + A[i + T.int64(1)]
