# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        stack_ffi_any: T.let[T.handle] = T.tvm_stack_alloca("tvm_ffi_any", 2)
        T.tvm_struct_set(stack_ffi_any, 0, 13, 8)
        T.tvm_struct_set(stack_ffi_any, 0, 14, 0)
        T.tvm_struct_set(stack_ffi_any, 0, 15, T.reinterpret(T.handle().ty, "payload"))
        T.tvm_struct_set(stack_ffi_any, 1, 13, 0)
        T.tvm_struct_set(stack_ffi_any, 1, 14, 0)
        T.tvm_struct_set(stack_ffi_any, 1, 15, T.int64(0))
        T.call_packed_lowered("testing.echo", stack_ffi_any, 0, 1)
