# covers: catalog 7.2 test_collect_launch_parameter (the thread extent is a launch operand and the tag a launch parameter)
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
        i = T.launch_thread("threadIdx.x", 16)
        A[i] = T.float32(0)
