# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_T_ptr_allocate():
    A = T.alloc_buffer((1024,))
    A[0] = T.float32(0.0)
