# covers: PR #19605 behaviour changed in TVM 0.27 (two launches of one tag by different IterVars: the tag is listed twice and the launch passes the last extent for each; 0.27's fused pass lists it once, SplitHostDevice/thread_tag_per_iter_var)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("llvm")})
        Before.kernel(A.data)

    @T.prim_func(private=True, s_tir=True)
    def kernel(A_data: T.handle("float32")):
        T.func_attr({"target": T.target("cuda")})
        A = T.decl_buffer((16,), "float32", data=A_data)
        with T.launch_thread("threadIdx.x", 8) as t1:
            A[t1] = T.float32(0)
        with T.launch_thread("threadIdx.x", 16) as t2:
            A[t2] = T.float32(1)
