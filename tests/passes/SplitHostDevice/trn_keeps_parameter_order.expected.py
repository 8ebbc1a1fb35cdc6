# differs from TVM 0.27: TVM fails on any trn device region (TypeError: Cannot treat type `ir.Var` as type `ir.Var`); we split it and keep the caller's parameter order for trn (scalar z before the pointer a_ptr)
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main_kernel(z: T.int32, a_ptr: T.handle("float32", "global")) -> T.int32:
        T.func_attr({"target": T.target({"keys": [], "kind": "trn", "tag": ""}), "tirx.is_global_func": True, "tirx.noalias": True})
        a = T.decl_buffer((4,), data=a_ptr)
        a[0] = T.Cast("float32", z)
        return 0

    @T.prim_func(s_tir=True)
    def main(z: T.int32, a: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        kernel_error_code: T.let[T.int32] = T.call_extern("int32", "main_kernel", z, a.data)
        assert kernel_error_code == 0, ("RuntimeError", ["Error executing compute kernel"])
