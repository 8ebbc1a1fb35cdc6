# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(data: T.handle("float32", "global")):
    data_ptr = T.decl_buffer((1,), data=data)
    for i, j in T.grid(5, 10):
        if i >= 3:
            data_ptr[i * 3 + j] = data_ptr[i * 3 + j] + T.float32(0.5)
            for k, l in T.grid(15, 20):
                if i < 4 or j >= 8:
                    data_ptr[i * 3 + j + k + l] = data_ptr[i * 3 + j + k + l] * T.float32(2.0)
                else:
                    data_ptr[i * 3 + j + k + l] = data_ptr[i * 3 + j + k + l] * T.float32(1.5)
