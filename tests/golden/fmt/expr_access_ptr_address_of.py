# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float16"), B: T.Buffer((64,), "float32")):
        tx = T.launch_thread("threadIdx.x", 32)
        S = T.alloc_shared((64,), "float16")
        T.call_extern("int32", "load_tile", T.tvm_access_ptr(T.type_annotation("float16"), S.data, 0, 64, 2), T.address_of(A[tx * 2]))
        T.call_extern("int32", "read_tile", T.tvm_access_ptr(T.type_annotation("float16"), S.data, tx, 2, 1))
        T.call_extern("int32", "rw_tile", T.tvm_access_ptr(T.type_annotation("float32"), B.data, 16, 16, 3))
        B[tx] = T.Cast("float32", S[tx * 2])
