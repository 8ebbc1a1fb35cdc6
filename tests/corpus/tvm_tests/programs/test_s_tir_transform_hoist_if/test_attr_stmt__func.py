# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(data: T.handle("float32", "global"), l: T.int32, m: T.int32, n: T.int32):
    data_ptr = T.decl_buffer((1,), data=data)
    with T.launch_thread("threadIdx.x", 32) as tx:
        bx = T.launch_thread("blockIdx.x", 64)
        for i, j, k in T.grid(l, m, n):
            if i < 4 or j >= 8:
                data_ptr[bx * j + tx * j * k] = data_ptr[bx * j + tx * j * k] + T.float32(0.5)
            else:
                data_ptr[bx * j + tx * j * k] = data_ptr[bx * j + tx * j * k] + T.float32(1.0)
