# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A_ptr: T.handle("float32", "global"), B_ptr: T.handle("float32", "global"), n: T.int32):
    n_val: T.int32 = n
    A = T.decl_buffer((n_val,), data=A_ptr)
    B = T.decl_buffer((n_val,), data=B_ptr)
    B[0] = A[0]
