# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((10,), "int32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    for i in range(10):
        if i > 5:
            T.break_loop()
        A[i] = i
