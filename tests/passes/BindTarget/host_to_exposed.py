# passes: BindTarget({"kind": "cuda", "host": "llvm"})
# covers: catalog 6 test_bind_target_with_host_to_exposed_function
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def exposed(A: T.Buffer((4,), "float32")):
        A[0] = T.float32(0)
