# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((10,), "int32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    i: T.int32 = 0
    while i < 10:
        A[i] = i * 2
        if A[i] > 10:
            T.break_loop()
        i = i + 1
