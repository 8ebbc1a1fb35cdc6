# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    A = T.alloc_local((4, 4), "int32")
    A_flat = A.view(16)
