# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.handle("float32", "global"), C: T.handle("float32", "global"), n: T.int32):
    A_ptr = T.decl_buffer((10,), data=A)
    C_ptr = T.decl_buffer((10,), data=C)
    n_val: T.let[T.int32] = 10
    for tx in T.thread_binding(n_val, thread="threadIdx.x"):
        for ty in T.thread_binding(1, thread="threadIdx.y"):
            if tx + ty < 12:
                A_ptr[tx] = C_ptr[tx + ty]
