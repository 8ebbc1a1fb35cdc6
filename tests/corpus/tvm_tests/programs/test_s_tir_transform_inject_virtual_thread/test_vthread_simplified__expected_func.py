# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected_func():
    B = T.alloc_shared((16,), "int32")
    B[T.Mul(0, 4):T.Mul(0, 4) + 4] = T.Broadcast(0, 4)
    B[T.Mul(1, 4):T.Mul(1, 4) + 4] = T.Broadcast(1, 4)
    B[T.Mul(2, 4):T.Mul(2, 4) + 4] = T.Broadcast(2, 4)
    B[T.Mul(3, 4):T.Mul(3, 4) + 4] = T.Broadcast(3, 4)
