# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(v0: T.Buffer((3,), "int64"), C: T.Buffer((3,), "int64")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        for i in range(3):
            x = T.int64()
            C[i] = T.Let(T.Div(x, T.int64(3)) + (T.truncmod(x, T.int64(3)) >> T.int64(63)), where={x: v0[i]})
