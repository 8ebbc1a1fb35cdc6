# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(v0: T.Buffer((380,), "int16"), v1: T.Buffer((380,), "int16"), C: T.Buffer((380,), "int16")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        for i in range(380):
            x = T.int16()
            y = T.int16()
            rmod = T.int16()
            C[i] = T.Let(T.Let(T.Select(0 <= T.Cast("int32", y), T.Let(T.Select(y >= T.int16(0) and rmod >= T.int16(0) or y < T.int16(0) and rmod <= T.int16(0), rmod, rmod + y), where={rmod: T.truncmod(x, y)}), T.int16(0)), where={y: v1[i]}), where={x: v0[i]})
