# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

elem_offset = TypeVar("elem_offset")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def topk(x: T.Buffer((T.int64(8), T.int64(1024)), "float32", elem_offset=elem_offset), T_strided_slice: T.Buffer((T.int64(8), T.int64(16)), "float32"), T_strided_slice_1: T.Buffer((T.int64(8), T.int64(16)), "int32")):
        T.func_attr({"op_pattern": 8, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        values_buf = T.alloc_buffer((8192,), align=8)
        indices_buf = T.alloc_buffer((8192,), "int32", align=8)
        values_swap_buf = T.alloc_buffer((8192,), align=8)
        indies_swap_buf = T.alloc_buffer((8192,), "int32", align=8)
        x_1 = T.decl_buffer((8192,), data=x.data)
        T_strided_slice_2 = T.decl_buffer((128,), data=T_strided_slice.data)
        T_strided_slice_3 = T.decl_buffer((128,), "int32", data=T_strided_slice_1.data)
        with T.launch_thread("threadIdx.x", T.int64(1024)) as threadIdx_x:
            blockIdx_y = T.launch_thread("blockIdx.y", T.int64(1))
            blockIdx_x = T.launch_thread("blockIdx.x", T.int64(8))
            cse_v3: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            values_buf[cse_v3] = x_1[cse_v3 + elem_offset]
            indices_buf[cse_v3] = T.Cast("int32", threadIdx_x)
        with T.attr(0, "hand_threaded", 0):
            threadIdx_x = T.launch_thread("threadIdx.x", 64)
            buf_shmem = T.alloc_shared((1024,), "uint8")
            buffer = T.decl_buffer((128,), "int32", data=buf_shmem.data, scope="shared")
            buffer_1 = T.decl_buffer((128,), data=buf_shmem.data, scope="shared")
            buffer_2 = T.alloc_local((1,))
            buffer_3 = T.alloc_local((1,))
            buffer_4 = T.alloc_local((1,))
            buffer_5 = T.alloc_local((1,), "int32")
            with T.launch_thread("blockIdx.y", 8) as blockIdx_y:
                blockIdx_x = T.launch_thread("blockIdx.x", 8)
                cse_v1: T.let[T.int32] = threadIdx_x * 2
                cse_v9: T.let[T.int32] = blockIdx_x * 1024 + blockIdx_y * 128 + cse_v1
                for v in range(2):
                    cse_v4: T.let[T.int32] = cse_v1 + v
                    cse_v14: T.let[T.int32] = cse_v9 + v
                    buffer_1[cse_v4] = values_buf[cse_v14]
                    buffer[cse_v4 + 128] = indices_buf[cse_v14]
                T.tvm_storage_sync("shared")
                for v in range(128):
                    cse_v5: T.let[T.int32] = cse_v1 + v % 2
                    if cse_v5 < 127:
                        buffer_2[0] = buffer_1[cse_v5]
                        cse_v10: T.let[T.int32] = cse_v5 + 1
                        buffer_3[0] = buffer_1[cse_v10]
                        if buffer_2[0] < buffer_3[0]:
                            buffer_4[0] = buffer_1[cse_v5]
                            buffer_1[cse_v5] = buffer_1[cse_v10]
                            buffer_1[cse_v10] = buffer_4[0]
                            buffer_5[0] = buffer[cse_v5 + 128]
                            buffer[cse_v5 + 128] = buffer[cse_v10 + 128]
                            buffer[cse_v10 + 128] = buffer_5[0]
                    T.tvm_storage_sync("shared")
                for v in range(2):
                    cse_v6: T.let[T.int32] = cse_v1 + v
                    cse_v15: T.let[T.int32] = cse_v9 + v
                    values_buf[cse_v15] = buffer_1[cse_v6]
                    values_swap_buf[cse_v15] = buffer_1[cse_v6]
                    indices_buf[cse_v15] = buffer[cse_v6 + 128]
                    indies_swap_buf[cse_v15] = buffer[cse_v6 + 128]
        for v in range(T.int64(3)):
            cse_v7: T.let[T.int64] = T.int64(2) << v + T.int64(7)
            with T.launch_thread("threadIdx.x", cse_v7) as threadIdx_x:
                buffer = T.alloc_local((1,), "int64")
                buffer_1 = T.alloc_local((1,), "int64")
                buffer_2 = T.alloc_local((1,), "int64")
                buffer_3 = T.alloc_local((1,), "int64")
                with T.launch_thread("blockIdx.z", (cse_v7 + T.int64(4095)) // T.int64(4096)) as blockIdx_z:
                    blockIdx_x = T.launch_thread("blockIdx.x", T.int64(8))
                    blockIdx_y = T.launch_thread("blockIdx.y", T.int64(1023) // cse_v7 + T.int64(1))
                    cse_v11: T.let[T.int64] = cse_v7 * blockIdx_y
                    if cse_v11 < T.int64(1024):
                        cse_v2: T.let[T.int64] = blockIdx_x * T.int64(1024)
                        cse_v12: T.let[T.int64] = cse_v7 // T.int64(2)
                        cse_v13: T.let[T.int64] = (blockIdx_y + T.int64(1)) * cse_v7
                        cse_v16: T.let[T.int64] = cse_v12 + cse_v11
                        cse_v17: T.let[T.int64] = T.int64(-1) // cse_v7 + T.int64(2)
                        cse_v18: T.let[T.int64] = T.min(cse_v13, T.int64(1024))
                        cse_v19: T.let[T.int64] = cse_v2 + cse_v11
                        cse_v20: T.let[T.int64] = T.min(cse_v16, T.int64(1024))
                        cse_v21: T.let[T.int64] = threadIdx_x * cse_v17
                        cse_v22: T.let[T.int64] = cse_v20 + cse_v21
                        cse_v23: T.let[T.int64] = T.min(cse_v21, T.min(cse_v12, T.int64(1024) - cse_v11))
                        cse_v24: T.let[T.int64] = cse_v19 + cse_v21
                        cse_v25: T.let[T.int64] = cse_v2 + cse_v20 + cse_v21
                        cse_v28: T.let[T.int64] = T.max(T.int64(0), cse_v22 - cse_v18)
                        cse_v29: T.let[T.int32] = T.Cast("int32", T.min(cse_v18 - cse_v11 - cse_v21, cse_v17))
                        if v % T.int64(2) == T.int64(0):
                            buffer[0] = cse_v28
                            buffer_1[0] = cse_v23
                            while buffer[0] < buffer_1[0]:
                                if values_buf[cse_v25 - (buffer[0] + buffer_1[0] >> T.int64(1)) - T.int64(1)] <= values_buf[cse_v19 + (buffer[0] + buffer_1[0] >> T.int64(1))]:
                                    buffer[0] = (buffer[0] + buffer_1[0] >> T.int64(1)) + T.int64(1)
                                else:
                                    buffer_1[0] = buffer[0] + buffer_1[0] >> T.int64(1)
                            buffer_2[0] = cse_v11 + buffer[0]
                            buffer_3[0] = cse_v22 - buffer_1[0]
                            for v_1 in range(cse_v29):
                                cse_v26: T.let[T.int64] = cse_v24 + T.Cast("int64", v_1)
                                if buffer_2[0] < cse_v16 and buffer_2[0] < T.int64(1024) and buffer_3[0] < cse_v13 and buffer_3[0] < T.int64(1024):
                                    if values_buf[cse_v2 + buffer_3[0]] <= values_buf[cse_v2 + buffer_2[0]]:
                                        values_swap_buf[cse_v26] = values_buf[cse_v2 + buffer_2[0]]
                                        indies_swap_buf[cse_v26] = indices_buf[cse_v2 + buffer_2[0]]
                                        buffer_2[0] = buffer_2[0] + T.int64(1)
                                    else:
                                        values_swap_buf[cse_v26] = values_buf[cse_v2 + buffer_3[0]]
                                        indies_swap_buf[cse_v26] = indices_buf[cse_v2 + buffer_3[0]]
                                        buffer_3[0] = buffer_3[0] + T.int64(1)
                                else:
                                    if buffer_2[0] < cse_v16 and buffer_2[0] < T.int64(1024):
                                        values_swap_buf[cse_v26] = values_buf[cse_v2 + buffer_2[0]]
                                        indies_swap_buf[cse_v26] = indices_buf[cse_v2 + buffer_2[0]]
                                        buffer_2[0] = buffer_2[0] + T.int64(1)
                                    else:
                                        values_swap_buf[cse_v26] = values_buf[cse_v2 + buffer_3[0]]
                                        indies_swap_buf[cse_v26] = indices_buf[cse_v2 + buffer_3[0]]
                                        buffer_3[0] = buffer_3[0] + T.int64(1)
                        else:
                            buffer[0] = cse_v28
                            buffer_1[0] = cse_v23
                            while buffer[0] < buffer_1[0]:
                                if values_swap_buf[cse_v25 - (buffer[0] + buffer_1[0] >> T.int64(1)) - T.int64(1)] <= values_swap_buf[cse_v19 + (buffer[0] + buffer_1[0] >> T.int64(1))]:
                                    buffer[0] = (buffer[0] + buffer_1[0] >> T.int64(1)) + T.int64(1)
                                else:
                                    buffer_1[0] = buffer[0] + buffer_1[0] >> T.int64(1)
                            buffer_2[0] = cse_v11 + buffer[0]
                            buffer_3[0] = cse_v22 - buffer_1[0]
                            for v_1 in range(cse_v29):
                                cse_v27: T.let[T.int64] = cse_v24 + T.Cast("int64", v_1)
                                if buffer_2[0] < cse_v16 and buffer_2[0] < T.int64(1024) and buffer_3[0] < cse_v13 and buffer_3[0] < T.int64(1024):
                                    if values_swap_buf[cse_v2 + buffer_3[0]] <= values_swap_buf[cse_v2 + buffer_2[0]]:
                                        values_buf[cse_v27] = values_swap_buf[cse_v2 + buffer_2[0]]
                                        indices_buf[cse_v27] = indies_swap_buf[cse_v2 + buffer_2[0]]
                                        buffer_2[0] = buffer_2[0] + T.int64(1)
                                    else:
                                        values_buf[cse_v27] = values_swap_buf[cse_v2 + buffer_3[0]]
                                        indices_buf[cse_v27] = indies_swap_buf[cse_v2 + buffer_3[0]]
                                        buffer_3[0] = buffer_3[0] + T.int64(1)
                                else:
                                    if buffer_2[0] < cse_v16 and buffer_2[0] < T.int64(1024):
                                        values_buf[cse_v27] = values_swap_buf[cse_v2 + buffer_2[0]]
                                        indices_buf[cse_v27] = indies_swap_buf[cse_v2 + buffer_2[0]]
                                        buffer_2[0] = buffer_2[0] + T.int64(1)
                                    else:
                                        values_buf[cse_v27] = values_swap_buf[cse_v2 + buffer_3[0]]
                                        indices_buf[cse_v27] = indies_swap_buf[cse_v2 + buffer_3[0]]
                                        buffer_3[0] = buffer_3[0] + T.int64(1)
        with T.launch_thread("threadIdx.x", 1024) as threadIdx_x:
            blockIdx_y = T.launch_thread("blockIdx.y", T.int64(1))
            blockIdx_x = T.launch_thread("blockIdx.x", 8)
            cse_v8: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            values_buf[cse_v8] = values_swap_buf[cse_v8]
            indices_buf[cse_v8] = indies_swap_buf[cse_v8]
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            if threadIdx_x < 128:
                T_strided_slice_2[threadIdx_x] = values_buf[threadIdx_x // 16 * 1024 + threadIdx_x % 16]
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            if threadIdx_x < 128:
                T_strided_slice_3[threadIdx_x] = indices_buf[threadIdx_x // 16 * 1024 + threadIdx_x % 16]
