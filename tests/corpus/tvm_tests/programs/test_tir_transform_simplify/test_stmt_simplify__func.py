# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.handle("float32", "global"), C: T.handle("float32", "global"), n: T.int32):
    A_ptr = T.decl_buffer((10,), data=A)
    C_ptr = T.decl_buffer((10,), data=C)
    n_val: T.let[T.int32] = 10
    for i in range(n_val):
        if i < 12:
            A_ptr[i] = C_ptr[i]
