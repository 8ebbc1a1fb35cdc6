# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        x: T.let[T.int32] = T.Cast("int32", T.ceil(T.log2(T.Cast("float64", i + 1024 + 1))))
        if x == 11:
            A[i] = T.float32(0.0)
