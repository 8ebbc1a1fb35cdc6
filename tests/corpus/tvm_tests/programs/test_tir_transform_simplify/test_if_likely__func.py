# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.handle("float32", "global"), C: T.handle("float32", "global"), n: T.int32):
    A_ptr = T.decl_buffer((32,), data=A)
    C_ptr = T.decl_buffer((1024,), data=C)
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        for ty in T.thread_binding(32, thread="threadIdx.y"):
            if T.likely(tx * 32 + ty < n):
                if T.likely(tx * 32 + ty < n):
                    A_ptr[tx] = C_ptr[tx * 32 + ty]
