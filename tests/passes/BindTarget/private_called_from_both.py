# passes: BindTarget({"kind": "cuda", "host": "llvm"})
# covers: bind_target.cc rule 4.1 (called from host and device: device target + a NAME_host duplicate for host call sites)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def entry(A: T.Buffer((32,), "float32"), x: T.float32):
        y: T.let[T.float32] = Before.twice(x)
        t = T.launch_thread("threadIdx.x", 32)
        A[t] = Before.twice(A[t]) + y

    @T.prim_func(private=True, s_tir=True)
    def twice(v: T.float32) -> T.float32:
        return v * T.float32(2)
