# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((1024, 1024), "float16"), B: T.Buffer((1024, 1024), "float16"), matmul: T.Buffer((1024, 1024), "float32")):
    A_flat = A.view(1048576)
    B_flat = B.view(1048576)
    matmul_flat = matmul.view(1048576)
    with T.launch_thread("threadIdx.x", 16) as threadIdx_x:
        buf_dyn_shmem = T.alloc_buffer((1024,), "uint8", scope="shared.dyn")
        C_sh = buf_dyn_shmem.view("float32")
        B_sh = T.decl_buffer((256,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        A_sh = T.decl_buffer((256,), "float16", data=buf_dyn_shmem.data, scope="shared.dyn")
        C_local = T.alloc_local((1,))
        with T.launch_thread("threadIdx.y", 16) as threadIdx_y:
            blockIdx_x = T.launch_thread("blockIdx.x", 64)
            blockIdx_y = T.launch_thread("blockIdx.y", 64)
            C_local[0] = T.float32(0.0)
            for i in range(64):
                A_sh[threadIdx_y * 16 + threadIdx_x + 256] = A_flat[blockIdx_y * 16384 + threadIdx_y * 1024 + i * 16 + threadIdx_x]
                B_sh[threadIdx_y * 16 + threadIdx_x] = B_flat[i * 16384 + threadIdx_y * 1024 + blockIdx_x * 16 + threadIdx_x]
                T.tvm_storage_sync("shared", T.bool(False), -1)
                for k in range(16):
                    C_local[0] = C_local[0] + T.Cast("float32", A_sh[threadIdx_y * 16 + k + 256] * B_sh[k * 16 + threadIdx_x])
                T.tvm_storage_sync("shared", T.bool(False), -1)
            C_sh[threadIdx_y * 16 + threadIdx_x] = C_local[0]
            T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
            matmul_flat[blockIdx_y * 16384 + threadIdx_y * 1024 + blockIdx_x * 16 + threadIdx_x] = C_sh[threadIdx_y * 16 + threadIdx_x]
