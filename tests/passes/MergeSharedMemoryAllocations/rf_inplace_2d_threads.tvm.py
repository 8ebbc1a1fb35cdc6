# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((128,), "float32"), H: T.Buffer((128,), "float32")):
        tx = T.launch_thread("threadIdx.x", 16)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        B = buf_dyn_shmem.view("float32")
        A = buf_dyn_shmem.view("float32")
        with T.launch_thread("threadIdx.y", 8) as ty:
            for i in range(2):
                A[ty * 16 + tx] = G[ty * 16 + tx] + T.Cast("float32", i)
            B[tx + ty * 16] = A[ty * 16 + tx] * T.float32(3.0)
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            H[ty * 16 + tx] = B[127 - ty * 16 - tx]
