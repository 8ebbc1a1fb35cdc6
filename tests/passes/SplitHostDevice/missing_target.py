# covers: spec 3.1 (SplitHostDevice requires a target on every PrimFunc)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((32,), "float32")):
        t = T.launch_thread("threadIdx.x", 32)
        X[t] = T.float32(0)
