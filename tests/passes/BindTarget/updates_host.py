# passes: BindTarget({"kind": "cuda", "host": {"kind": "llvm", "opt-level": 0}})
# covers: catalog 6 test_bind_target_updates_host (exposed nvptx function gets the host added)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def kern(A: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target("nvptx")})
        A[0] = T.float32(0)
