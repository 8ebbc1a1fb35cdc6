# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((10,), "int32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    i: T.int32 = 0
    while i < 10:
        if i % 2 == 1:
            i = i + 1
            T.continue_loop()
        A[i] = i
        i = i + 1
