# covers: spec 3.3 step 5 error "Conflicting <key> values"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        b = T.launch_thread("blockIdx.x", 4)
        with T.attr(0, "tirx.max_registers", 64):
            t = T.launch_thread("threadIdx.x", 32)
            with T.attr(0, "tirx.max_registers", 128):
                X[b * 32 + t] = T.float32(1)
