# covers: spec 3.5 launch_params flags (cooperative + PDL order, no operand)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm"), "tirx.kernel_launch_params": ["tirx.use_cooperative_launch", "tirx.use_programtic_dependent_launch"]})
        b = T.launch_thread("blockIdx.x", 2)
        t = T.launch_thread("threadIdx.x", 32)
        V[b * 32 + t] = T.float32(0)
