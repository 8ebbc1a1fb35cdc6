# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32"), C: T.Buffer((10,), "int32")):
    for i in range(10):
        x = T.int32()
        y = T.int32()
        rmod = T.int32()
        rdiv = T.int32()
        C[i] = T.Let(T.Let(T.Let(T.Let(T.Select((y >= 0 and rmod >= 0) | (y < 0 and rmod <= 0), rdiv, rdiv - 1), where={rdiv: T.Div(x, y)}), where={rmod: T.truncmod(x, y)}), where={y: B[i]}), where={x: A[i]})
