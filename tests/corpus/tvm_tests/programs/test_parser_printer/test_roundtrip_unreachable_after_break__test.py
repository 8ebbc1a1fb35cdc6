# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((5,), "int32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    for i in range(5):
        A[i] = i
        T.break_loop()
        A[i] = -1
