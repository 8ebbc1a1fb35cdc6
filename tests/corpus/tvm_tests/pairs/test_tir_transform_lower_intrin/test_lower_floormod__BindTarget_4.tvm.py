# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(v0: T.Buffer((20,), "int32"), v1: T.Buffer((20,), "int32"), C: T.Buffer((20,), "int32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        for i in range(20):
            x = T.int32()
            y = T.int32()
            C[i] = T.Let(T.Let(x & 7, where={y: v1[i]}), where={x: v0[i]})
