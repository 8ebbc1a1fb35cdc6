# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(data: T.handle("float32", "global")):
    data_ptr = T.decl_buffer((1,), data=data)
    for i, j, k in T.grid(10, 10, 10):
        if k <= 3:
            data_ptr[i * 100 + j * 10 + k] = data_ptr[i * 100 + j * 10 + k] + T.float32(0.5)
