# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def f(A: T.Buffer((128,), "float16"), B: T.Buffer((128,), "float16")):
    for i in range(8):
        T.s_tir.cp_async_raw("float16", B.data, i * 16, A.data, i * 16, 16)
