# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test_bare_assign():
    T.attr({"tirx.device_entry": T.bool(True)})
    tid = T.launch_thread("threadIdx.x", 128)
    x: T.int32 = tid + 1
    x = x + 2
    T.evaluate(x)
