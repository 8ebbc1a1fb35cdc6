# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test(A: T.Buffer((9,), "int32")):
    T.attr({"tirx.device_entry": T.bool(True)})
    idx: T.int32 = 0
    for i, j in T.grid(3, 3):
        if j == 1:
            T.continue_loop()
        A[idx] = i * 10 + j
        idx = idx + 1
