# covers: 7.5 test_dyn_shared_more_dtype (i8/i16/i32: the result buffer overlaps its inputs, total n*4)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((256,), "int32")):
        t = T.launch_thread("threadIdx.x", 256)
        Ab = T.alloc_buffer((256,), "int8", scope="shared.dyn")
        Bb = T.alloc_buffer((256,), "int16", scope="shared.dyn")
        Cb = T.alloc_buffer((256,), "int32", scope="shared.dyn")
        Ab[t] = T.Cast("int8", G[t])
        Bb[t] = T.Cast("int16", G[t])
        Cb[t] = T.Cast("int32", Ab[t]) + T.Cast("int32", Bb[t])
        G[t] = Cb[t]
