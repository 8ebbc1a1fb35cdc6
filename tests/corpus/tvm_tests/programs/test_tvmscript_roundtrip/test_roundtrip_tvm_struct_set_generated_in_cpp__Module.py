# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def tir_packed_call(A: T.Buffer((16,), "float32")):
        T.attr({"device_id": 0, "device_type": 0})
        T.call_cpacked("tvm_test_cpacked", T.tvm_stack_make_array(A.data, T.tvm_stack_make_shape(16), T.reinterpret(T.handle().ty, T.uint64(0)), T.uint32(1), T.Cast("float32", 0), 0))
