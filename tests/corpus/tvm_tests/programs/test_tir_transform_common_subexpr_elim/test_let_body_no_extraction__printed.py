# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(B: T.Buffer((10,), "int32"), y: T.int32):
    for i in range(10):
        x = T.int32()
        B[i] = T.Let(x + y + (x + y), where={x: 1})
