# covers: experiment H "Acc" (tvm_access_ptr offset += element offset; cp_async dst offset on typed view, completed by wait_all before it is read)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        Fs = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        Hs = T.alloc_buffer((64,), "float16", scope="shared.dyn")
        T.call_extern("int32", "fill_half", T.tvm_access_ptr(T.type_annotation("float16"), Hs.data, t, 1, 2))
        T.s_tir.cp_async_raw("float32", Fs.data, t, G.data, t, 4)
        T.ptx.cp("async", "wait_all", "")
        T.call_extern("int32", "read_float", T.tvm_access_ptr(T.type_annotation("float32"), Fs.data, t, 1, 1))
        G[t] = Fs[t] + T.Cast("float32", Hs[t])
