# covers: catalog 1 test_cuda_launch_preserves_flag_metadata (PDL flag adds no launch operand)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm"), "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_programtic_dependent_launch"]})
        with T.attr(T.target("cuda"), "target", 0):
            t = T.launch_thread("threadIdx.x", 64)
            V[t] = V[t] + T.float32(1)
