# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before_func():
    vthread = T.launch_thread("vthread", 4)
    B = T.alloc_shared((4,), "int32")
    B[0:4] = T.Broadcast(vthread, 4)
