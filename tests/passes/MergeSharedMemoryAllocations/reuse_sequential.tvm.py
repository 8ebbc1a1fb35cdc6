# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        t = T.launch_thread("threadIdx.x", 64)
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Q = buf_dyn_shmem.view("float32")
        P = buf_dyn_shmem.view("float32")
        P[t] = T.float32(1.0)
        Q[t] = T.float32(2.0)
