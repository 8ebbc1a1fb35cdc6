# covers: catalog 7.1 test_annotate_thread_extent (a launch region on a cuda+host function is wrapped in a target attribute of the device target)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        i = T.launch_thread("threadIdx.x", 16)
        A[i] = T.float32(0)
