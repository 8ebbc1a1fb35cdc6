# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        T.attr("dummy", "device_type", 2)
        T.attr("dummy", "device_id", 0)
        ptr = T.alloc_buffer((16,))
        buf = T.decl_buffer((16,), data=ptr.data)
        buf[0] = T.float32(0.0)
