# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(data: T.handle("float32", "global"), l: T.int32, m: T.int32, n: T.int32):
    data_ptr = T.decl_buffer((1,), data=data)
    for i, j in T.grid(l, m):
        data_ptr[i * 3 + j] = data_ptr[i * 3 + j] + T.float32(0.5)
        for k in range(n):
            if T.likely(i < 2):
                T.call_extern("int32", "dummy", m)
            else:
                T.call_extern("int32", "dummy", n)
