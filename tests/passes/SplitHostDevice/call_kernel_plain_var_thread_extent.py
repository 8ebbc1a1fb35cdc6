# covers: fused twin of LowerDeviceKernelLaunch/thread_extent_plain_var (in a called kernel, TVM 0.27 takes a plain-Var thread_extent as a launch parameter named after the variable)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module(check_well_formed=False)
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        Before.kernel(A.data)

    @T.prim_func(private=True, s_tir=True)
    def kernel(A_data: T.handle("float32")):
        T.func_attr({"target": T.target("cuda")})
        tx = T.env_thread("threadIdx.x")
        with T.attr(tx, "thread_extent", 4):
            T.evaluate(A_data)
