# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(A: T.Buffer((8,), "float32"), E: T.Buffer((8,), "float32")):
    B = T.alloc_buffer((8,))
    for i in range(8):
        B[i] = T.call_extern("float32", "deref", T.address_of(A[i])) + T.call_extern("float32", "deref", T.address_of(A[0])) + T.float32(1.0)
    C = T.alloc_buffer((8,))
    for i in range(8):
        C[i] = T.call_extern("float32", "deref", T.address_of(B[i])) + T.call_extern("float32", "deref", T.address_of(B[0])) + T.float32(2.0)
    D = T.alloc_buffer((8,))
    for i in range(8):
        D[i] = T.call_extern("float32", "deref", T.address_of(C[i])) + T.call_extern("float32", "deref", T.address_of(C[0])) + T.float32(2.0)
    for i in range(8):
        E[i] = T.call_extern("float32", "deref", T.address_of(D[i])) + T.call_extern("float32", "deref", T.address_of(D[0])) + T.float32(3.0)
