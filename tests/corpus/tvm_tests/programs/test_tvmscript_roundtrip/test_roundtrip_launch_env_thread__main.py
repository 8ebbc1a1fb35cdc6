# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(inputs: T.Buffer((64, 2, 4), "float32")):
    bx = T.launch_thread("blockIdx.x", 64)
    for i, j in T.grid(2, 4):
        T.evaluate(inputs[bx, i, j])
