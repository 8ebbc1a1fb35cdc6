# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(v0: T.Buffer((3,), "int16"), C: T.Buffer((3,), "int16")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        for i in range(3):
            x = T.int16()
            C[i] = T.Let(T.Select(T.truncmod(x, T.int16(3)) >= T.int16(0), T.Div(x, T.int16(3)), T.Div(x, T.int16(3)) - T.int16(1)), where={x: v0[i]})
