# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128,), "float32"), C: T.Buffer((128,), "float32")):
    B = T.alloc_buffer((128,), annotations={"buffer_allocated_addr": [], "buffer_data_alignment": 64})
    with T.launch_thread("threadIdx.x", 128) as i:
        B[i] = A[i] + T.float32(1.0)
    with T.launch_thread("threadIdx.x", 128) as i:
        C[i] = B[i] + T.float32(2.0)
