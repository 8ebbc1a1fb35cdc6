# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A_ptr: T.handle("float32", "global"), A_offset: T.int32):
    A_offset_redef: T.int32 = A_offset
    A = T.decl_buffer((1,), data=A_ptr, elem_offset=A_offset_redef)
    A[0] = T.float32(42.0)
