# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        ptr = T.decl_buffer((16,), data=T.TVMBackendAllocWorkspace(2, 0, T.uint64(64), 2, 32))
        if T.isnullptr(ptr.data):
            T.tvm_throw_last_error()
        buf = T.decl_buffer((16,), data=ptr.data)
        buf[0] = T.float32(0.0)
        if T.TVMBackendFreeWorkspace(2, 0, ptr.data) != 0:
            T.tvm_throw_last_error()
