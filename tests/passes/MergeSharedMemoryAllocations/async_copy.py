# covers: catalog 3 test_async_copy (cp_async_raw on typed views keeps element offsets; 16 bytes a thread, PTX cp.async's widest copy)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((512,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t * 4, G.data, t * 4, 16)
        T.s_tir.cp_async_raw("float32", Q.data, t * 4, G.data, t * 4 + 256, 16)
