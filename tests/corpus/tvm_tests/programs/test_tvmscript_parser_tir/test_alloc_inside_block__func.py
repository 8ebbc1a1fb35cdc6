# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    # with T.sblock("root"):
    A = T.sblock_alloc_buffer((10,))
    B = T.sblock_alloc_buffer((10,))
    for i, j in T.grid(10, 10):
        B[j] = T.Cast("float32", j)
        A[i] = A[i] + B[j]
