# from typing import TypeVar
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

N_name = TypeVar("N_name")
@T.prim_func(s_tir=True)
def func(A_name: T.Buffer((N_name,), "float32")):
    for i_name in range(N_name):
        A_name[i_name] = A_name[i_name] + T.float32(1.0)
