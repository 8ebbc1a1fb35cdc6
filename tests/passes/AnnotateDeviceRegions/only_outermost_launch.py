# covers: spec 3.2 (only the outermost of nested launches is wrapped; an existing target region is kept and not entered)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.launch_thread("blockIdx.x", 4) as bx:
            tx = T.launch_thread("threadIdx.x", 16)
            A[tx] = T.float32(0)
        with T.attr(T.target("llvm"), "target", 0):
            with T.attr(0, "device_scope", 0):
                T.evaluate(0)
