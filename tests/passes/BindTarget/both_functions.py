# passes: BindTarget("cuda")
# covers: catalog 6 test_bind_target (both functions get exactly the cuda target)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def entry(A: T.Buffer((4,), "float32")):
        A[1] = T.float32(1)

    @T.prim_func(private=True, s_tir=True)
    def unused(a: T.handle("float32")):
        A = T.decl_buffer((4,), "float32", data=a)
        A[0] = T.float32(0)
