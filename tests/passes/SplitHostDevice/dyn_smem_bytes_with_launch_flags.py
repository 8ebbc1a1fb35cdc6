# covers: experiment L with launch flags (tirx.dyn_smem_bytes gives the launch value and is stripped; the requested PDL and cooperative flags come before the dynamic shared memory tag and add no launch operand)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm"), "tirx.kernel_launch_params": ["tirx.use_cooperative_launch", "tirx.use_programtic_dependent_launch"]})
        tx = T.launch_thread("threadIdx.x", 128)
        with T.attr(0, "tirx.dyn_smem_bytes", 4096):
            A_sh = T.alloc_buffer((0,), "float32", scope="shared.dyn")
            X[tx] = A_sh[tx]
