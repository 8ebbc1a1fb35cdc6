# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(v0: T.Buffer((380,), "int64"), v1: T.Buffer((380,), "int64"), C: T.Buffer((380,), "int64")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        for i in range(380):
            x = T.int64()
            y = T.int64()
            rmod = T.int64()
            C[i] = T.Let(T.Let(T.Let(T.Select(y >= T.int64(0) and rmod >= T.int64(0) or y < T.int64(0) and rmod <= T.int64(0), rmod, rmod + y), where={rmod: T.truncmod(x, y)}), where={y: v1[i]}), where={x: v0[i]})
