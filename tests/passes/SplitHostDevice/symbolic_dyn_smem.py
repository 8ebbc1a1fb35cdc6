# passes: MergeSharedMemoryAllocations, SplitHostDevice
# covers: experiment c C1 (symbolic merged size; launch value is a Cast to int64)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(x: T.handle, len: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        X = T.match_buffer(x, (len,), "float32")
        t = T.launch_thread("threadIdx.x", 64)
        Var_sh = T.alloc_buffer((len,), "int8", scope="shared.dyn")
        Fix_sh = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Var_sh[t] = T.Cast("int8", X[t])
        Fix_sh[t] = T.Cast("float32", Var_sh[t]) * T.float32(0.5)
        X[t] = Fix_sh[t] + T.Cast("float32", Var_sh[t])
