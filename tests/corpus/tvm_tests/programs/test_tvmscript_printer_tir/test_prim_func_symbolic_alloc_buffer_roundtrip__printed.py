# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    size = T.int32()
    buf = T.alloc_buffer((size,))
    T.evaluate(buf[0])
