# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    x: T.int32 = T.call_extern("int32", "extern_func")
