# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A_ptr: T.handle("float32", "global"), A_size: T.int32):
    A_size_redef: T.int32 = A_size
    A = T.decl_buffer((A_size_redef,), data=A_ptr)
    A[0] = T.float32(42.0)
