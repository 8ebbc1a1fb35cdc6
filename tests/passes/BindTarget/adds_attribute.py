# passes: BindTarget("cuda")
# covers: catalog 6 test_bind_target_adds_attribute (a function without func_attr gets one)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def kern(A: T.Buffer((4,), "float32")):
        A[0] = T.float32(0)
