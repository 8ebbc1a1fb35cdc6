# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main():
    # with T.sblock("root"):
    for i, j, k in T.grid(128, 128, 128):
        with T.sblock(""):
            T.reads()
            T.writes()
            T.evaluate(0)
