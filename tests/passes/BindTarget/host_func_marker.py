# passes: BindTarget({"kind": "cuda", "host": "llvm"})
# covers: spec 2 BindTarget (tirx.is_host_func gets host+host and loses the marker)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def on_host(A: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.is_host_func": True})
        A[0] = T.float32(0)

    @T.prim_func(private=True, s_tir=True)
    def on_host_private(A: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.is_host_func": True})
        A[1] = T.float32(1)
