# covers: spec 3.3 step 5 error "tirx.max_registers must be positive"
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 16)
        with T.attr(0, "tirx.max_registers", 0):
            A[tx] = T.float32(0)
