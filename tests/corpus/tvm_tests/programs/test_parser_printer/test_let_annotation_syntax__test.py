# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    blockIdx_x = T.launch_thread("blockIdx.x", 4)
    threadIdx_x = T.launch_thread("threadIdx.x", 128)
    bx: T.let[T.int32] = blockIdx_x
    tx: T.let[T.int32] = threadIdx_x
    combined: T.let[T.int32] = bx + tx
    with T.attr({"tirx.device_entry": T.bool(True)}):
        T.evaluate(bx + tx + combined)
