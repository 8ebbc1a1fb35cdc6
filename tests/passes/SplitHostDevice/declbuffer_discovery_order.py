# covers: buffer discovery order (a store's target before the buffers it reads, the stored value before the indices, a view's source, a buffer used only through .data): kernel DeclBuffers in reverse discovery order, pointer parameters by name
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32"), E: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 16)
        A[B[tx]] = C[tx]
        V = T.decl_buffer((4,), "int32", data=D.data)
        V[0] = 1
        T.call_extern("int32", "f", E.data)
