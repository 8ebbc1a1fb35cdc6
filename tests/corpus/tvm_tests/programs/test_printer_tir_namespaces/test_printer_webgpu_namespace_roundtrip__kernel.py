# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def kernel():
    x = T.int32()
    T.webgpu.subgroup_shuffle(x, 0)
    T.webgpu.subgroup_shuffle_up(x, 1)
    T.webgpu.subgroup_shuffle_down(x, 1)
