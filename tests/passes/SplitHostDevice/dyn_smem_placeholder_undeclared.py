# covers: spec 3.5 error "allocates dynamic shared memory with a placeholder extent but does not declare its size"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        t = T.launch_thread("threadIdx.x", 64)
        Pool = T.alloc_buffer((0,), "float32", scope="shared.dyn")
        X[t] = Pool[t]
