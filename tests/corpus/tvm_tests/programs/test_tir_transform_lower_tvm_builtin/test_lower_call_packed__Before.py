# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64, 64), "float32"), C: T.Buffer((64, 64), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        T.attr("", "device_id", 0)
        T.call_packed("tvm.test_matmul", T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(64, 64), 0, 2, T.float32(0.0), 0), T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(64, 64), 0, 2, T.float32(0.0), 0), T.tvm_stack_make_array(C.data, T.tvm_stack_make_shape(64, 64), 0, 2, T.float32(0.0), 0))
