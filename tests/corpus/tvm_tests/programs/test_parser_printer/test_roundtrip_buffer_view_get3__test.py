# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((8, 8))
    A_f16 = A.view("float16")
    A_f64 = A.view("float64")
    A_f16[0, 0] = T.float16(0.0)
    A_f64[0, 0] = T.float64(0.0)
