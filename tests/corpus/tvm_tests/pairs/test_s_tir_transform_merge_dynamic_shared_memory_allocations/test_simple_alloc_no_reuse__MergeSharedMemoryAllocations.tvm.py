# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        threadIdx_x = T.launch_thread("threadIdx.x", 128)
        buf_dyn_shmem = T.alloc_buffer((1024,), "uint8", scope="shared.dyn")
        B_sh = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A_sh = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
        B_sh[threadIdx_x + 128] = A_sh[threadIdx_x]
