# passes: BindTarget({"kind": "cuda", "host": "llvm"})
# covers: bind_target.cc rule 4.3 (private function called only under a thread_extent gets the device target)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def entry(A: T.Buffer((32,), "float32")):
        t = T.launch_thread("threadIdx.x", 32)
        A[t] = Before.twice(A[t])

    @T.prim_func(private=True, s_tir=True)
    def twice(v: T.float32) -> T.float32:
        return v * T.float32(2)
