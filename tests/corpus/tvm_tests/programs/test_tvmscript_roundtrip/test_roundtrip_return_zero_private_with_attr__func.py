# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main() -> T.int32:
    T.func_attr({"greeting": "hello"})
    return 0
