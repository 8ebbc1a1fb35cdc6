# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(X: T.Buffer((128,), "float32"), A: T.Buffer((8, 16), "float32")):
        tx = T.launch_thread("threadIdx.x", 128)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        B_sh = buf_dyn_shmem.view("float32")
        C_sh = buf_dyn_shmem.view("float16")
        A_flat = A.view(128)
        B_sh[tx] = X[tx]
        C_sh[tx] = T.Cast("float16", B_sh[127 - tx])
        X[tx] = A_flat[tx] + T.Cast("float32", C_sh[tx])
