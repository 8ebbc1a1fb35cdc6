# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def kernel():
    mask: T.uint32 = T.cuda.__activemask()
    x = T.int32()
    T.cuda.__shfl_sync(mask, x, 0, 32)
    T.cuda.__shfl_up_sync(mask, x, 1, 32)
    T.cuda.__shfl_down_sync(mask, x, 1, 32)
    T.cuda.__shfl_xor_sync(mask, x, 1, 32)
