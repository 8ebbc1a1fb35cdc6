# passes: MergeSharedMemoryAllocations
# covers: tests/python/s_tir/transform/test_s_tir_transform_merge_dynamic_shared_memory_allocations.py::test_matmul_t_buffer
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024, 1024), "float16"), B: T.Buffer((1024, 1024), "float16"), matmul: T.Buffer((1024, 1024), "float32")):
        A_flat = A.view(1048576)
        B_flat = B.view(1048576)
        matmul_flat = matmul.view(1048576)
        with T.launch_thread("threadIdx.x", 16) as threadIdx_x:
            C_local = T.alloc_local((1,))
            A_sh = T.alloc_buffer((256,), "float16", scope="shared.dyn")
            B_sh = T.alloc_buffer((256,), "float16", scope="shared.dyn")
            C_sh = T.alloc_buffer((256,), scope="shared.dyn")
            with T.launch_thread("threadIdx.y", 16) as threadIdx_y:
                blockIdx_x = T.launch_thread("blockIdx.x", 64)
                blockIdx_y = T.launch_thread("blockIdx.y", 64)
                C_local[0] = T.float32(0.0)
                for i in range(64):
                    A_sh[threadIdx_y * 16 + threadIdx_x] = A_flat[blockIdx_y * 16384 + threadIdx_y * 1024 + i * 16 + threadIdx_x]
                    B_sh[threadIdx_y * 16 + threadIdx_x] = B_flat[i * 16384 + threadIdx_y * 1024 + blockIdx_x * 16 + threadIdx_x]
                    T.tvm_storage_sync("shared", T.bool(False), -1)
                    for k in range(16):
                        C_local[0] = C_local[0] + T.Cast("float32", A_sh[threadIdx_y * 16 + k] * B_sh[k * 16 + threadIdx_x])
                    T.tvm_storage_sync("shared", T.bool(False), -1)
                C_sh[threadIdx_y * 16 + threadIdx_x] = C_local[0]
                T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
                matmul_flat[blockIdx_y * 16384 + threadIdx_y * 1024 + blockIdx_x * 16 + threadIdx_x] = C_sh[threadIdx_y * 16 + threadIdx_x]
