# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((16, 16), "float32"), B: T.Buffer((16, 16), "float32")):
    A_flattened = A.view(256)
    B_flattened = B.view(256)
    C_alias = T.decl_buffer((256,), data=A_flattened.data)
    for i in range(256):
        B_flattened[i] = A_flattened[i] + C_alias[i] + T.float32(1.0)
