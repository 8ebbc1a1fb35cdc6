# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main():
    for i in range(4):
        if T.likely(i * 32 + 32 > 112):
            T.call_extern("float32", "cce_intrisic", i * 32, 112)
        else:
            T.call_extern("float32", "cce_intrisic", i * 32, i * 32 + 32)
