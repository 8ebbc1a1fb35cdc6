# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(C: T.Buffer((128,), "float32")):
    threadIdx_x = T.launch_thread("threadIdx.x", 128)
    buf_dyn_shmem = T.alloc_buffer((1024,), "uint8", scope="shared.dyn")
    B_view = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
    A_view = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
    A_view[threadIdx_x] = T.float32(1.0)
    B_view[threadIdx_x + 128] = T.float32(2.0)
    C[threadIdx_x] = A_view[threadIdx_x] + B_view[threadIdx_x + 128]
