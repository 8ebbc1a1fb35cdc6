# passes: AnnotateEntryFunc, SplitHostDevice, MakePackedAPI
# covers: experiment F (full prologue for a tensor + an int; dev_id / device_type attrs; kernel left alone)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((64,), "float32"), k: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        t = T.launch_thread("threadIdx.x", 64)
        V[t] = T.Cast("float32", k + t)
