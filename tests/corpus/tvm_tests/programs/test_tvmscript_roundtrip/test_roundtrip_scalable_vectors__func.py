# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((200,), "float32")):
    A[11:11 + T.vscale() * 4 * 2:2] = T.Broadcast(T.float32(125.0), T.vscale() * 4)
