# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

b = TypeVar("b")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def fused_cast_transpose(w: T.Buffer((T.int64(256), T.int64(512)), "float8_e4m3fn"), T_transpose_intermediate: T.Buffer((T.int64(512), T.int64(256)), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        w_1 = T.decl_buffer((131072,), "float8_e4m3fn", data=w.data)
        T_transpose_intermediate_1 = T.decl_buffer((131072,), "float16", data=T_transpose_intermediate.data)
        with T.launch_thread("blockIdx.x", 128) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_transpose_intermediate_1[blockIdx_x * 1024 + threadIdx_x] = T.Cast("float16", T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint8", w_1[threadIdx_x % 256 * 512 + blockIdx_x * 4 + threadIdx_x // 256])) << T.uint32(20) & T.uint32(8388607) | T.Cast("uint32", (T.reinterpret("uint8", w_1[threadIdx_x % 256 * 512 + blockIdx_x * 4 + threadIdx_x // 256]) << T.uint8(1) >> T.uint8(4)) + T.uint8(120)) << T.uint32(23) | T.Cast("uint32", T.reinterpret("uint8", w_1[threadIdx_x % 256 * 512 + blockIdx_x * 4 + threadIdx_x // 256]) >> T.uint8(7)) << T.uint32(31)))

    @T.prim_func(s_tir=True)
    def matmul(x: T.Buffer((b, T.int64(512)), "float16"), permute_dims: T.Buffer((T.int64(512), T.int64(256)), "float16"), matmul: T.Buffer((b, T.int64(256)), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = T.decl_buffer((b * T.int64(512),), "float16", data=x.data, elem_offset=0)
        permute_dims_1 = T.decl_buffer((131072,), "float16", data=permute_dims.data)
        matmul_1 = T.decl_buffer((b * T.int64(256),), "float16", data=matmul.data, elem_offset=0)
        with T.launch_thread("blockIdx.y", T.int64(4)) as blockIdx_y:
            matmul_reindex_pad_local = T.alloc_local((8,), "float16x2")
            x_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims_reindex_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (b + T.int64(31)) // T.int64(32)) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(16))
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(8))
                for var in range(T.int64(1)):
                    matmul_reindex_pad_local[0] = T.Broadcast(T.float16(0.0), 2)
                    matmul_reindex_pad_local[1] = T.Broadcast(T.float16(0.0), 2)
                    matmul_reindex_pad_local[2] = T.Broadcast(T.float16(0.0), 2)
                    matmul_reindex_pad_local[3] = T.Broadcast(T.float16(0.0), 2)
                    matmul_reindex_pad_local[4] = T.Broadcast(T.float16(0.0), 2)
                    matmul_reindex_pad_local[5] = T.Broadcast(T.float16(0.0), 2)
                    matmul_reindex_pad_local[6] = T.Broadcast(T.float16(0.0), 2)
                    matmul_reindex_pad_local[7] = T.Broadcast(T.float16(0.0), 2)
                    cse_v1: T.let[T.int64] = blockIdx_x * T.int64(32)
                    cse_v4: T.let[T.int64] = blockIdx_y * T.int64(64)
                    cse_v5: T.let[T.int64] = threadIdx_y * T.int64(4)
                    for ax3_0 in range(T.int64(32)):
                        cse_v2: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v9: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v105: T.let[T.int64] = cse_v1 + threadIdx_y * T.int64(2) + cse_v2
                        cse_v109: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v2 * T.int64(18) + cse_v9
                        cse_v112: T.let[T.int64] = blockIdx_x * T.int64(16384) + threadIdx_y * T.int64(1024) + cse_v2 * T.int64(512) + ax3_0 * T.int64(16) + cse_v9
                        T.tvm_storage_sync("shared")
                        x_reindex_pad_shared[cse_v109:cse_v109 + T.int64(2)] = T.if_then_else(cse_v105 < b, x_1[T.Ramp(cse_v112, T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        x_reindex_pad_shared[cse_v109 + T.int64(2):cse_v109 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v105 < b, x_1[T.Ramp(cse_v112 + T.int64(2), T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v3: T.let[T.int64] = threadIdx_x % T.int64(2)
                        cse_v6: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v7: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v110: T.let[T.int64] = cse_v7 + cse_v6 * T.int64(18) + cse_v3 * T.int64(8)
                        cse_v113: T.let[T.int64] = ax3_0 * T.int64(4096) + cse_v3 * T.int64(2048) + cse_v4 + cse_v5 + cse_v6
                        permute_dims_reindex_shared[cse_v110:cse_v110 + T.int64(2)] = permute_dims_1[T.Ramp(cse_v113, T.int64(256), 2)]
                        permute_dims_reindex_shared[cse_v110 + T.int64(2):cse_v110 + T.int64(2) + T.int64(2)] = permute_dims_1[T.Ramp(cse_v113 + T.int64(512), T.int64(256), 2)]
                        permute_dims_reindex_shared[cse_v110 + T.int64(4):cse_v110 + T.int64(4) + T.int64(2)] = permute_dims_1[T.Ramp(cse_v113 + T.int64(1024), T.int64(256), 2)]
                        permute_dims_reindex_shared[cse_v110 + T.int64(6):cse_v110 + T.int64(6) + T.int64(2)] = permute_dims_1[T.Ramp(cse_v113 + T.int64(1536), T.int64(256), 2)]
                        cse_v8: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v8], 2) * permute_dims_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        cse_v10: T.let[T.int64] = cse_v7 + T.int64(36)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v8], 2) * permute_dims_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v11: T.let[T.int64] = cse_v8 + T.int64(18)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v11], 2) * permute_dims_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v11], 2) * permute_dims_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v12: T.let[T.int64] = cse_v8 + T.int64(36)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v12], 2) * permute_dims_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v12], 2) * permute_dims_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v13: T.let[T.int64] = cse_v8 + T.int64(54)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v13], 2) * permute_dims_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v13], 2) * permute_dims_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v8 + T.int64(1)
                        cse_v15: T.let[T.int64] = cse_v7 + T.int64(1)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v14], 2) * permute_dims_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        cse_v16: T.let[T.int64] = cse_v7 + T.int64(37)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v14], 2) * permute_dims_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v17: T.let[T.int64] = cse_v8 + T.int64(19)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v17], 2) * permute_dims_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v17], 2) * permute_dims_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v8 + T.int64(37)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v18], 2) * permute_dims_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v18], 2) * permute_dims_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v19: T.let[T.int64] = cse_v8 + T.int64(55)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v19], 2) * permute_dims_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v19], 2) * permute_dims_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v8 + T.int64(2)
                        cse_v21: T.let[T.int64] = cse_v7 + T.int64(2)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v20], 2) * permute_dims_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        cse_v22: T.let[T.int64] = cse_v7 + T.int64(38)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v20], 2) * permute_dims_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v23: T.let[T.int64] = cse_v8 + T.int64(20)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v23], 2) * permute_dims_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v23], 2) * permute_dims_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v8 + T.int64(38)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v24], 2) * permute_dims_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v24], 2) * permute_dims_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v25: T.let[T.int64] = cse_v8 + T.int64(56)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v25], 2) * permute_dims_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v25], 2) * permute_dims_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v8 + T.int64(3)
                        cse_v27: T.let[T.int64] = cse_v7 + T.int64(3)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v26], 2) * permute_dims_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        cse_v28: T.let[T.int64] = cse_v7 + T.int64(39)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v26], 2) * permute_dims_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v29: T.let[T.int64] = cse_v8 + T.int64(21)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v29], 2) * permute_dims_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v29], 2) * permute_dims_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v8 + T.int64(39)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v30], 2) * permute_dims_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v30], 2) * permute_dims_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v31: T.let[T.int64] = cse_v8 + T.int64(57)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v31], 2) * permute_dims_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v31], 2) * permute_dims_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v8 + T.int64(4)
                        cse_v33: T.let[T.int64] = cse_v7 + T.int64(4)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v32], 2) * permute_dims_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        cse_v34: T.let[T.int64] = cse_v7 + T.int64(40)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v32], 2) * permute_dims_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v35: T.let[T.int64] = cse_v8 + T.int64(22)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v35], 2) * permute_dims_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v35], 2) * permute_dims_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v8 + T.int64(40)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v36], 2) * permute_dims_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v36], 2) * permute_dims_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v37: T.let[T.int64] = cse_v8 + T.int64(58)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v37], 2) * permute_dims_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v37], 2) * permute_dims_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v8 + T.int64(5)
                        cse_v39: T.let[T.int64] = cse_v7 + T.int64(5)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v38], 2) * permute_dims_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        cse_v40: T.let[T.int64] = cse_v7 + T.int64(41)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v38], 2) * permute_dims_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v41: T.let[T.int64] = cse_v8 + T.int64(23)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v41], 2) * permute_dims_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v41], 2) * permute_dims_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v8 + T.int64(41)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v42], 2) * permute_dims_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v42], 2) * permute_dims_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v43: T.let[T.int64] = cse_v8 + T.int64(59)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v43], 2) * permute_dims_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v43], 2) * permute_dims_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v8 + T.int64(6)
                        cse_v45: T.let[T.int64] = cse_v7 + T.int64(6)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v44], 2) * permute_dims_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        cse_v46: T.let[T.int64] = cse_v7 + T.int64(42)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v44], 2) * permute_dims_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v47: T.let[T.int64] = cse_v8 + T.int64(24)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v47], 2) * permute_dims_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v47], 2) * permute_dims_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v8 + T.int64(42)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v48], 2) * permute_dims_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v48], 2) * permute_dims_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v49: T.let[T.int64] = cse_v8 + T.int64(60)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v49], 2) * permute_dims_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v49], 2) * permute_dims_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v8 + T.int64(7)
                        cse_v51: T.let[T.int64] = cse_v7 + T.int64(7)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v50], 2) * permute_dims_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        cse_v52: T.let[T.int64] = cse_v7 + T.int64(43)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v50], 2) * permute_dims_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v53: T.let[T.int64] = cse_v8 + T.int64(25)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v53], 2) * permute_dims_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v53], 2) * permute_dims_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v8 + T.int64(43)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v54], 2) * permute_dims_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v54], 2) * permute_dims_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v55: T.let[T.int64] = cse_v8 + T.int64(61)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v55], 2) * permute_dims_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v55], 2) * permute_dims_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v8 + T.int64(8)
                        cse_v57: T.let[T.int64] = cse_v7 + T.int64(8)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v56], 2) * permute_dims_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        cse_v58: T.let[T.int64] = cse_v7 + T.int64(44)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v56], 2) * permute_dims_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v59: T.let[T.int64] = cse_v8 + T.int64(26)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v59], 2) * permute_dims_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v59], 2) * permute_dims_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v8 + T.int64(44)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v60], 2) * permute_dims_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v60], 2) * permute_dims_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v61: T.let[T.int64] = cse_v8 + T.int64(62)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v61], 2) * permute_dims_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v61], 2) * permute_dims_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v8 + T.int64(9)
                        cse_v63: T.let[T.int64] = cse_v7 + T.int64(9)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v62], 2) * permute_dims_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        cse_v64: T.let[T.int64] = cse_v7 + T.int64(45)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v62], 2) * permute_dims_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v65: T.let[T.int64] = cse_v8 + T.int64(27)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v65], 2) * permute_dims_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v65], 2) * permute_dims_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v8 + T.int64(45)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v66], 2) * permute_dims_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v66], 2) * permute_dims_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v67: T.let[T.int64] = cse_v8 + T.int64(63)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v67], 2) * permute_dims_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v67], 2) * permute_dims_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v8 + T.int64(10)
                        cse_v69: T.let[T.int64] = cse_v7 + T.int64(10)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v68], 2) * permute_dims_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        cse_v70: T.let[T.int64] = cse_v7 + T.int64(46)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v68], 2) * permute_dims_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v71: T.let[T.int64] = cse_v8 + T.int64(28)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v71], 2) * permute_dims_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v71], 2) * permute_dims_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v8 + T.int64(46)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v72], 2) * permute_dims_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v72], 2) * permute_dims_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v73: T.let[T.int64] = cse_v8 + T.int64(64)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v73], 2) * permute_dims_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v73], 2) * permute_dims_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v8 + T.int64(11)
                        cse_v75: T.let[T.int64] = cse_v7 + T.int64(11)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v74], 2) * permute_dims_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        cse_v76: T.let[T.int64] = cse_v7 + T.int64(47)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v74], 2) * permute_dims_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v77: T.let[T.int64] = cse_v8 + T.int64(29)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v77], 2) * permute_dims_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v77], 2) * permute_dims_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v8 + T.int64(47)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v78], 2) * permute_dims_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v78], 2) * permute_dims_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v79: T.let[T.int64] = cse_v8 + T.int64(65)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v79], 2) * permute_dims_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v79], 2) * permute_dims_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v8 + T.int64(12)
                        cse_v81: T.let[T.int64] = cse_v7 + T.int64(12)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v80], 2) * permute_dims_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        cse_v82: T.let[T.int64] = cse_v7 + T.int64(48)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v80], 2) * permute_dims_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v83: T.let[T.int64] = cse_v8 + T.int64(30)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v83], 2) * permute_dims_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v83], 2) * permute_dims_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v8 + T.int64(48)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v84], 2) * permute_dims_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v84], 2) * permute_dims_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v85: T.let[T.int64] = cse_v8 + T.int64(66)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v85], 2) * permute_dims_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v85], 2) * permute_dims_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v8 + T.int64(13)
                        cse_v87: T.let[T.int64] = cse_v7 + T.int64(13)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v86], 2) * permute_dims_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        cse_v88: T.let[T.int64] = cse_v7 + T.int64(49)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v86], 2) * permute_dims_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v89: T.let[T.int64] = cse_v8 + T.int64(31)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v89], 2) * permute_dims_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v89], 2) * permute_dims_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v8 + T.int64(49)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v90], 2) * permute_dims_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v90], 2) * permute_dims_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v91: T.let[T.int64] = cse_v8 + T.int64(67)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v91], 2) * permute_dims_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v91], 2) * permute_dims_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v8 + T.int64(14)
                        cse_v93: T.let[T.int64] = cse_v7 + T.int64(14)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v92], 2) * permute_dims_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        cse_v94: T.let[T.int64] = cse_v7 + T.int64(50)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v92], 2) * permute_dims_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v95: T.let[T.int64] = cse_v8 + T.int64(32)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v95], 2) * permute_dims_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v95], 2) * permute_dims_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v8 + T.int64(50)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v96], 2) * permute_dims_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v96], 2) * permute_dims_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v97: T.let[T.int64] = cse_v8 + T.int64(68)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v97], 2) * permute_dims_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v97], 2) * permute_dims_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v8 + T.int64(15)
                        cse_v99: T.let[T.int64] = cse_v7 + T.int64(15)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(x_reindex_pad_shared[cse_v98], 2) * permute_dims_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        cse_v100: T.let[T.int64] = cse_v7 + T.int64(51)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(x_reindex_pad_shared[cse_v98], 2) * permute_dims_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v101: T.let[T.int64] = cse_v8 + T.int64(33)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(x_reindex_pad_shared[cse_v101], 2) * permute_dims_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(x_reindex_pad_shared[cse_v101], 2) * permute_dims_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v8 + T.int64(51)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(x_reindex_pad_shared[cse_v102], 2) * permute_dims_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(x_reindex_pad_shared[cse_v102], 2) * permute_dims_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v103: T.let[T.int64] = cse_v8 + T.int64(69)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(x_reindex_pad_shared[cse_v103], 2) * permute_dims_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(x_reindex_pad_shared[cse_v103], 2) * permute_dims_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                    cse_v104: T.let[T.int64] = cse_v1 + threadIdx_x * T.int64(4)
                    cse_v111: T.let[T.int64] = blockIdx_x * T.int64(8192) + threadIdx_x * T.int64(1024) + cse_v4 + cse_v5
                    if cse_v104 < b:
                        matmul_1[cse_v111:cse_v111 + T.int64(2)] = matmul_reindex_pad_local[T.int64(0)]
                    if cse_v104 < b:
                        matmul_1[cse_v111 + T.int64(2):cse_v111 + T.int64(2) + T.int64(2)] = matmul_reindex_pad_local[T.int64(1)]
                    cse_v106: T.let[T.int64] = cse_v104 + T.int64(1)
                    if cse_v106 < b:
                        matmul_1[cse_v111 + T.int64(256):cse_v111 + T.int64(256) + T.int64(2)] = matmul_reindex_pad_local[T.int64(2)]
                    if cse_v106 < b:
                        matmul_1[cse_v111 + T.int64(258):cse_v111 + T.int64(258) + T.int64(2)] = matmul_reindex_pad_local[T.int64(3)]
                    cse_v107: T.let[T.int64] = cse_v104 + T.int64(2)
                    if cse_v107 < b:
                        matmul_1[cse_v111 + T.int64(512):cse_v111 + T.int64(512) + T.int64(2)] = matmul_reindex_pad_local[T.int64(4)]
                    if cse_v107 < b:
                        matmul_1[cse_v111 + T.int64(514):cse_v111 + T.int64(514) + T.int64(2)] = matmul_reindex_pad_local[T.int64(5)]
                    cse_v108: T.let[T.int64] = cse_v104 + T.int64(3)
                    if cse_v108 < b:
                        matmul_1[cse_v111 + T.int64(768):cse_v111 + T.int64(768) + T.int64(2)] = matmul_reindex_pad_local[T.int64(6)]
                    if cse_v108 < b:
                        matmul_1[cse_v111 + T.int64(770):cse_v111 + T.int64(770) + T.int64(2)] = matmul_reindex_pad_local[T.int64(7)]

    @T.prim_func(s_tir=True)
    def shape_func(H: T.Buffer((T.int64(2),), "int64")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        H_1 = T.decl_buffer((2,), "int64", data=H.data)
        H_1[1] = H_1[0] * T.int64(512)
