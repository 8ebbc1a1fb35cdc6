# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(B: T.Buffer((10,), "int32"), y: T.int32, z: T.int32):
    for i in range(10):
        cse_v1: T.let[T.int32] = y + z
        x = T.int32()
        B[i] = cse_v1 + T.Let(x + 1, where={x: cse_v1})
