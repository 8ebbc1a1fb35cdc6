# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

seq = TypeVar("seq")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def fused_matmul1_multiply(permute_dims3: T.Buffer((T.int64(1), T.int64(8), seq, T.int64(32)), "float16"), permute_dims4: T.Buffer((T.int64(1), T.int64(8), T.int64(32), seq), "float16"), T_multiply_intermediate: T.Buffer((T.int64(1), T.int64(8), seq, seq), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        permute_dims3_1 = T.decl_buffer((cse_v1,), "float16", data=permute_dims3.data, elem_offset=0)
        permute_dims4_1 = T.decl_buffer((cse_v1,), "float16", data=permute_dims4.data, elem_offset=0)
        T_multiply_intermediate_1 = T.decl_buffer((seq * seq * T.int64(8),), "float16", data=T_multiply_intermediate.data, elem_offset=0)
        cse_v8: T.let[T.int64] = (seq + T.int64(63)) // T.int64(64)
        with T.launch_thread("blockIdx.y", cse_v8 * T.int64(8)) as blockIdx_y:
            matmul_intermediate_reindex_pad_local = T.alloc_local((16,), "float16")
            permute_dims3_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims4_reindex_pad_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (seq + T.int64(31)) // T.int64(32)) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(16))
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(8))
                for var in range(T.int64(1)):
                    matmul_intermediate_reindex_pad_local[0:2] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[2:4] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[4:6] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[6:8] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[8:10] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[10:12] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[12:14] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[14:16] = T.Broadcast(T.float16(0.0), 2)
                    cse_v2: T.let[T.int64] = blockIdx_x * T.int64(32)
                    cse_v107: T.let[T.int64] = blockIdx_y // cse_v8
                    cse_v111: T.let[T.int64] = cse_v107 * seq
                    cse_v114: T.let[T.int64] = blockIdx_y % cse_v8 * T.int64(64) + threadIdx_y * T.int64(4)
                    for ax3_0 in range(T.int64(2)):
                        cse_v3: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v4: T.let[T.int64] = ax3_0 * T.int64(16)
                        cse_v9: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v106: T.let[T.int64] = cse_v2 + threadIdx_y * T.int64(2) + cse_v3
                        cse_v112: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v3 * T.int64(18) + cse_v9
                        cse_v125: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_y * T.int64(64) + cse_v3 * T.int64(32) + cse_v111 * T.int64(32) + cse_v4 + cse_v9
                        T.tvm_storage_sync("shared")
                        permute_dims3_reindex_pad_shared[cse_v112:cse_v112 + T.int64(2)] = T.if_then_else(cse_v106 < seq, permute_dims3_1[T.Ramp(cse_v125, T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        permute_dims3_reindex_pad_shared[cse_v112 + T.int64(2):cse_v112 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v106 < seq, permute_dims3_1[T.Ramp(cse_v125 + T.int64(2), T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v5: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v6: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v10: T.let[T.int64] = threadIdx_x % T.int64(2) * T.int64(8)
                        cse_v113: T.let[T.int64] = cse_v6 + cse_v5 * T.int64(18) + cse_v10
                        cse_v115: T.let[T.int64] = cse_v114 + cse_v5
                        cse_v116: T.let[T.int64] = cse_v107 * T.int64(32) + cse_v4 + cse_v10
                        permute_dims4_reindex_pad_shared[cse_v113:cse_v113 + T.int64(2)] = T.if_then_else(cse_v115 < seq, permute_dims4_1[T.Ramp(cse_v115 + cse_v116 * seq, seq, 2)], T.Broadcast(T.float16(0.0), 2))
                        permute_dims4_reindex_pad_shared[cse_v113 + T.int64(2):cse_v113 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v115 < seq, permute_dims4_1[T.Ramp(cse_v115 + (cse_v116 + T.int64(2)) * seq, seq, 2)], T.Broadcast(T.float16(0.0), 2))
                        permute_dims4_reindex_pad_shared[cse_v113 + T.int64(4):cse_v113 + T.int64(4) + T.int64(2)] = T.if_then_else(cse_v115 < seq, permute_dims4_1[T.Ramp(cse_v115 + (cse_v116 + T.int64(4)) * seq, seq, 2)], T.Broadcast(T.float16(0.0), 2))
                        permute_dims4_reindex_pad_shared[cse_v113 + T.int64(6):cse_v113 + T.int64(6) + T.int64(2)] = T.if_then_else(cse_v115 < seq, permute_dims4_1[T.Ramp(cse_v115 + (cse_v116 + T.int64(6)) * seq, seq, 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v7: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v7], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v6, T.int64(18), 2)]
                        cse_v11: T.let[T.int64] = cse_v6 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v7], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v12: T.let[T.int64] = cse_v7 + T.int64(18)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v12], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v6, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v12], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v13: T.let[T.int64] = cse_v7 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v13], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v6, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v13], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v7 + T.int64(54)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v14], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v6, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v14], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v15: T.let[T.int64] = cse_v7 + T.int64(1)
                        cse_v16: T.let[T.int64] = cse_v6 + T.int64(1)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v15], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v17: T.let[T.int64] = cse_v6 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v15], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v7 + T.int64(19)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v18], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v18], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v19: T.let[T.int64] = cse_v7 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v19], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v19], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v7 + T.int64(55)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v20], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v20], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v21: T.let[T.int64] = cse_v7 + T.int64(2)
                        cse_v22: T.let[T.int64] = cse_v6 + T.int64(2)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v21], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v23: T.let[T.int64] = cse_v6 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v21], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v7 + T.int64(20)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v24], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v24], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v25: T.let[T.int64] = cse_v7 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v25], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v25], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v7 + T.int64(56)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v26], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v26], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v27: T.let[T.int64] = cse_v7 + T.int64(3)
                        cse_v28: T.let[T.int64] = cse_v6 + T.int64(3)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v27], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v29: T.let[T.int64] = cse_v6 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v27], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v7 + T.int64(21)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v30], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v30], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v31: T.let[T.int64] = cse_v7 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v31], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v31], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v7 + T.int64(57)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v32], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v32], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v33: T.let[T.int64] = cse_v7 + T.int64(4)
                        cse_v34: T.let[T.int64] = cse_v6 + T.int64(4)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v33], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v35: T.let[T.int64] = cse_v6 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v33], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v7 + T.int64(22)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v36], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v36], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v37: T.let[T.int64] = cse_v7 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v37], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v37], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v7 + T.int64(58)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v38], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v38], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v39: T.let[T.int64] = cse_v7 + T.int64(5)
                        cse_v40: T.let[T.int64] = cse_v6 + T.int64(5)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v39], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v41: T.let[T.int64] = cse_v6 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v39], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v7 + T.int64(23)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v42], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v42], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v43: T.let[T.int64] = cse_v7 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v43], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v43], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v7 + T.int64(59)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v44], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v44], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v45: T.let[T.int64] = cse_v7 + T.int64(6)
                        cse_v46: T.let[T.int64] = cse_v6 + T.int64(6)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v45], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v47: T.let[T.int64] = cse_v6 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v45], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v7 + T.int64(24)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v48], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v48], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v49: T.let[T.int64] = cse_v7 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v49], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v49], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v7 + T.int64(60)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v50], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v50], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v51: T.let[T.int64] = cse_v7 + T.int64(7)
                        cse_v52: T.let[T.int64] = cse_v6 + T.int64(7)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v51], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v53: T.let[T.int64] = cse_v6 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v51], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v7 + T.int64(25)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v54], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v54], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v55: T.let[T.int64] = cse_v7 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v55], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v55], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v7 + T.int64(61)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v56], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v56], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v57: T.let[T.int64] = cse_v7 + T.int64(8)
                        cse_v58: T.let[T.int64] = cse_v6 + T.int64(8)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v57], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v59: T.let[T.int64] = cse_v6 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v57], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v7 + T.int64(26)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v60], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v60], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v61: T.let[T.int64] = cse_v7 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v61], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v61], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v7 + T.int64(62)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v62], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v62], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v63: T.let[T.int64] = cse_v7 + T.int64(9)
                        cse_v64: T.let[T.int64] = cse_v6 + T.int64(9)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v63], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v65: T.let[T.int64] = cse_v6 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v63], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v7 + T.int64(27)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v66], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v66], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v67: T.let[T.int64] = cse_v7 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v67], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v67], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v7 + T.int64(63)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v68], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v68], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v69: T.let[T.int64] = cse_v7 + T.int64(10)
                        cse_v70: T.let[T.int64] = cse_v6 + T.int64(10)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v69], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v71: T.let[T.int64] = cse_v6 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v69], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v7 + T.int64(28)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v72], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v72], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v73: T.let[T.int64] = cse_v7 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v73], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v73], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v7 + T.int64(64)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v74], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v74], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v75: T.let[T.int64] = cse_v7 + T.int64(11)
                        cse_v76: T.let[T.int64] = cse_v6 + T.int64(11)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v75], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v77: T.let[T.int64] = cse_v6 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v75], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v7 + T.int64(29)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v78], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v78], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v79: T.let[T.int64] = cse_v7 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v79], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v79], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v7 + T.int64(65)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v80], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v80], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v81: T.let[T.int64] = cse_v7 + T.int64(12)
                        cse_v82: T.let[T.int64] = cse_v6 + T.int64(12)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v81], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v83: T.let[T.int64] = cse_v6 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v81], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v7 + T.int64(30)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v84], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v84], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v85: T.let[T.int64] = cse_v7 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v85], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v85], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v7 + T.int64(66)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v86], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v86], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v87: T.let[T.int64] = cse_v7 + T.int64(13)
                        cse_v88: T.let[T.int64] = cse_v6 + T.int64(13)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v87], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v89: T.let[T.int64] = cse_v6 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v87], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v7 + T.int64(31)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v90], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v90], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v91: T.let[T.int64] = cse_v7 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v91], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v91], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v7 + T.int64(67)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v92], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v92], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v93: T.let[T.int64] = cse_v7 + T.int64(14)
                        cse_v94: T.let[T.int64] = cse_v6 + T.int64(14)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v93], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v95: T.let[T.int64] = cse_v6 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v93], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v7 + T.int64(32)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v96], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v96], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v97: T.let[T.int64] = cse_v7 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v97], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v97], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v7 + T.int64(68)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v98], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v98], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v99: T.let[T.int64] = cse_v7 + T.int64(15)
                        cse_v100: T.let[T.int64] = cse_v6 + T.int64(15)
                        matmul_intermediate_reindex_pad_local[0:2] = matmul_intermediate_reindex_pad_local[T.Ramp(0, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v99], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v101: T.let[T.int64] = cse_v6 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[2:4] = matmul_intermediate_reindex_pad_local[T.Ramp(2, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v99], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v7 + T.int64(33)
                        matmul_intermediate_reindex_pad_local[4:6] = matmul_intermediate_reindex_pad_local[T.Ramp(4, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v102], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[6:8] = matmul_intermediate_reindex_pad_local[T.Ramp(6, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v102], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v103: T.let[T.int64] = cse_v7 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[8:10] = matmul_intermediate_reindex_pad_local[T.Ramp(8, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v103], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[10:12] = matmul_intermediate_reindex_pad_local[T.Ramp(10, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v103], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v104: T.let[T.int64] = cse_v7 + T.int64(69)
                        matmul_intermediate_reindex_pad_local[12:14] = matmul_intermediate_reindex_pad_local[T.Ramp(12, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v104], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[14:16] = matmul_intermediate_reindex_pad_local[T.Ramp(14, 1, 2)] + T.Broadcast(permute_dims3_reindex_pad_shared[cse_v104], 2) * permute_dims4_reindex_pad_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                    cse_v105: T.let[T.int64] = cse_v2 + threadIdx_x * T.int64(4)
                    cse_v117: T.let[T.int64] = cse_v114 + cse_v111 * seq
                    cse_v121: T.let[T.int64] = cse_v117 + cse_v105 * seq
                    if cse_v105 < seq and cse_v114 < seq:
                        T_multiply_intermediate_1[cse_v121] = matmul_intermediate_reindex_pad_local[T.int64(0)] * T.float16(0.1767578125)
                    cse_v118: T.let[T.int64] = cse_v114 + T.int64(1)
                    if cse_v105 < seq and cse_v118 < seq:
                        T_multiply_intermediate_1[cse_v121 + T.int64(1)] = matmul_intermediate_reindex_pad_local[T.int64(1)] * T.float16(0.1767578125)
                    cse_v119: T.let[T.int64] = cse_v114 + T.int64(2)
                    if cse_v105 < seq and cse_v119 < seq:
                        T_multiply_intermediate_1[cse_v121 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(2)] * T.float16(0.1767578125)
                    cse_v120: T.let[T.int64] = cse_v114 + T.int64(3)
                    if cse_v105 < seq and cse_v120 < seq:
                        T_multiply_intermediate_1[cse_v121 + T.int64(3)] = matmul_intermediate_reindex_pad_local[T.int64(3)] * T.float16(0.1767578125)
                    cse_v108: T.let[T.int64] = cse_v105 + T.int64(1)
                    cse_v122: T.let[T.int64] = cse_v117 + cse_v108 * seq
                    if cse_v108 < seq and cse_v114 < seq:
                        T_multiply_intermediate_1[cse_v122] = matmul_intermediate_reindex_pad_local[T.int64(4)] * T.float16(0.1767578125)
                    if cse_v108 < seq and cse_v118 < seq:
                        T_multiply_intermediate_1[cse_v122 + T.int64(1)] = matmul_intermediate_reindex_pad_local[T.int64(5)] * T.float16(0.1767578125)
                    if cse_v108 < seq and cse_v119 < seq:
                        T_multiply_intermediate_1[cse_v122 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(6)] * T.float16(0.1767578125)
                    if cse_v108 < seq and cse_v120 < seq:
                        T_multiply_intermediate_1[cse_v122 + T.int64(3)] = matmul_intermediate_reindex_pad_local[T.int64(7)] * T.float16(0.1767578125)
                    cse_v109: T.let[T.int64] = cse_v105 + T.int64(2)
                    cse_v123: T.let[T.int64] = cse_v117 + cse_v109 * seq
                    if cse_v109 < seq and cse_v114 < seq:
                        T_multiply_intermediate_1[cse_v123] = matmul_intermediate_reindex_pad_local[T.int64(8)] * T.float16(0.1767578125)
                    if cse_v109 < seq and cse_v118 < seq:
                        T_multiply_intermediate_1[cse_v123 + T.int64(1)] = matmul_intermediate_reindex_pad_local[T.int64(9)] * T.float16(0.1767578125)
                    if cse_v109 < seq and cse_v119 < seq:
                        T_multiply_intermediate_1[cse_v123 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(10)] * T.float16(0.1767578125)
                    if cse_v109 < seq and cse_v120 < seq:
                        T_multiply_intermediate_1[cse_v123 + T.int64(3)] = matmul_intermediate_reindex_pad_local[T.int64(11)] * T.float16(0.1767578125)
                    cse_v110: T.let[T.int64] = cse_v105 + T.int64(3)
                    cse_v124: T.let[T.int64] = cse_v117 + cse_v110 * seq
                    if cse_v110 < seq and cse_v114 < seq:
                        T_multiply_intermediate_1[cse_v124] = matmul_intermediate_reindex_pad_local[T.int64(12)] * T.float16(0.1767578125)
                    if cse_v110 < seq and cse_v118 < seq:
                        T_multiply_intermediate_1[cse_v124 + T.int64(1)] = matmul_intermediate_reindex_pad_local[T.int64(13)] * T.float16(0.1767578125)
                    if cse_v110 < seq and cse_v119 < seq:
                        T_multiply_intermediate_1[cse_v124 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(14)] * T.float16(0.1767578125)
                    if cse_v110 < seq and cse_v120 < seq:
                        T_multiply_intermediate_1[cse_v124 + T.int64(3)] = matmul_intermediate_reindex_pad_local[T.int64(15)] * T.float16(0.1767578125)

    @T.prim_func(s_tir=True)
    def fused_matmul3_silu_multiply1(rms_norm1: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), permute_dims8: T.Buffer((T.int64(256), T.int64(512)), "float16"), matmul7: T.Buffer((T.int64(1), seq, T.int64(512)), "float16"), T_multiply_intermediate_1: T.Buffer((T.int64(1), seq, T.int64(512)), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        rms_norm1_1 = T.decl_buffer((seq * T.int64(256),), "float16", data=rms_norm1.data, elem_offset=0)
        permute_dims8_1 = T.decl_buffer((131072,), "float16", data=permute_dims8.data)
        cse_v1: T.let[T.int64] = seq * T.int64(512)
        matmul7_1 = T.decl_buffer((cse_v1,), "float16", data=matmul7.data, elem_offset=0)
        T_multiply_intermediate_1_1 = T.decl_buffer((cse_v1,), "float16", data=T_multiply_intermediate_1.data, elem_offset=0)
        with T.launch_thread("blockIdx.y", T.int64(8)) as blockIdx_y:
            matmul_intermediate_reindex_pad_local = T.alloc_local((8,), "float16x2")
            rms_norm1_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims8_reindex_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (seq + T.int64(31)) // T.int64(32)) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(16))
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(8))
                for var in range(T.int64(1)):
                    matmul_intermediate_reindex_pad_local[0] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[1] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[2] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[3] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[4] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[5] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[6] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[7] = T.Broadcast(T.float16(0.0), 2)
                    cse_v2: T.let[T.int64] = blockIdx_x * T.int64(32)
                    cse_v5: T.let[T.int64] = blockIdx_y * T.int64(64)
                    cse_v6: T.let[T.int64] = threadIdx_y * T.int64(4)
                    for ax3_0 in range(T.int64(16)):
                        cse_v3: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v10: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v106: T.let[T.int64] = cse_v2 + threadIdx_y * T.int64(2) + cse_v3
                        cse_v110: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v3 * T.int64(18) + cse_v10
                        cse_v113: T.let[T.int64] = blockIdx_x * T.int64(8192) + threadIdx_y * T.int64(512) + cse_v3 * T.int64(256) + ax3_0 * T.int64(16) + cse_v10
                        T.tvm_storage_sync("shared")
                        rms_norm1_reindex_pad_shared[cse_v110:cse_v110 + T.int64(2)] = T.if_then_else(cse_v106 < seq, rms_norm1_1[T.Ramp(cse_v113, T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        rms_norm1_reindex_pad_shared[cse_v110 + T.int64(2):cse_v110 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v106 < seq, rms_norm1_1[T.Ramp(cse_v113 + T.int64(2), T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v4: T.let[T.int64] = threadIdx_x % T.int64(2)
                        cse_v7: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v8: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v111: T.let[T.int64] = cse_v8 + cse_v7 * T.int64(18) + cse_v4 * T.int64(8)
                        cse_v121: T.let[T.int64] = ax3_0 * T.int64(8192) + cse_v4 * T.int64(4096) + cse_v5 + cse_v6 + cse_v7
                        permute_dims8_reindex_shared[cse_v111:cse_v111 + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v121, T.int64(512), 2)]
                        permute_dims8_reindex_shared[cse_v111 + T.int64(2):cse_v111 + T.int64(2) + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v121 + T.int64(1024), T.int64(512), 2)]
                        permute_dims8_reindex_shared[cse_v111 + T.int64(4):cse_v111 + T.int64(4) + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v121 + T.int64(2048), T.int64(512), 2)]
                        permute_dims8_reindex_shared[cse_v111 + T.int64(6):cse_v111 + T.int64(6) + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v121 + T.int64(3072), T.int64(512), 2)]
                        cse_v9: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v9], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        cse_v11: T.let[T.int64] = cse_v8 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v9], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v12: T.let[T.int64] = cse_v9 + T.int64(18)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v12], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v12], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v13: T.let[T.int64] = cse_v9 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v13], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v13], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v9 + T.int64(54)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v14], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v14], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v15: T.let[T.int64] = cse_v9 + T.int64(1)
                        cse_v16: T.let[T.int64] = cse_v8 + T.int64(1)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v15], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v17: T.let[T.int64] = cse_v8 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v15], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v9 + T.int64(19)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v18], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v18], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v19: T.let[T.int64] = cse_v9 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v19], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v19], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v9 + T.int64(55)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v20], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v20], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v21: T.let[T.int64] = cse_v9 + T.int64(2)
                        cse_v22: T.let[T.int64] = cse_v8 + T.int64(2)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v21], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v23: T.let[T.int64] = cse_v8 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v21], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v9 + T.int64(20)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v24], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v24], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v25: T.let[T.int64] = cse_v9 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v25], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v25], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v9 + T.int64(56)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v26], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v26], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v27: T.let[T.int64] = cse_v9 + T.int64(3)
                        cse_v28: T.let[T.int64] = cse_v8 + T.int64(3)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v27], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v29: T.let[T.int64] = cse_v8 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v27], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v9 + T.int64(21)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v30], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v30], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v31: T.let[T.int64] = cse_v9 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v31], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v31], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v9 + T.int64(57)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v32], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v32], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v33: T.let[T.int64] = cse_v9 + T.int64(4)
                        cse_v34: T.let[T.int64] = cse_v8 + T.int64(4)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v33], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v35: T.let[T.int64] = cse_v8 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v33], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v9 + T.int64(22)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v36], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v36], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v37: T.let[T.int64] = cse_v9 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v37], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v37], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v9 + T.int64(58)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v38], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v38], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v39: T.let[T.int64] = cse_v9 + T.int64(5)
                        cse_v40: T.let[T.int64] = cse_v8 + T.int64(5)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v39], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v41: T.let[T.int64] = cse_v8 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v39], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v9 + T.int64(23)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v42], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v42], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v43: T.let[T.int64] = cse_v9 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v43], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v43], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v9 + T.int64(59)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v44], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v44], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v45: T.let[T.int64] = cse_v9 + T.int64(6)
                        cse_v46: T.let[T.int64] = cse_v8 + T.int64(6)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v45], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v47: T.let[T.int64] = cse_v8 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v45], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v9 + T.int64(24)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v48], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v48], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v49: T.let[T.int64] = cse_v9 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v49], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v49], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v9 + T.int64(60)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v50], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v50], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v51: T.let[T.int64] = cse_v9 + T.int64(7)
                        cse_v52: T.let[T.int64] = cse_v8 + T.int64(7)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v51], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v53: T.let[T.int64] = cse_v8 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v51], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v9 + T.int64(25)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v54], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v54], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v55: T.let[T.int64] = cse_v9 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v55], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v55], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v9 + T.int64(61)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v56], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v56], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v57: T.let[T.int64] = cse_v9 + T.int64(8)
                        cse_v58: T.let[T.int64] = cse_v8 + T.int64(8)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v57], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v59: T.let[T.int64] = cse_v8 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v57], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v9 + T.int64(26)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v60], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v60], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v61: T.let[T.int64] = cse_v9 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v61], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v61], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v9 + T.int64(62)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v62], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v62], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v63: T.let[T.int64] = cse_v9 + T.int64(9)
                        cse_v64: T.let[T.int64] = cse_v8 + T.int64(9)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v63], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v65: T.let[T.int64] = cse_v8 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v63], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v9 + T.int64(27)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v66], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v66], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v67: T.let[T.int64] = cse_v9 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v67], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v67], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v9 + T.int64(63)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v68], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v68], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v69: T.let[T.int64] = cse_v9 + T.int64(10)
                        cse_v70: T.let[T.int64] = cse_v8 + T.int64(10)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v69], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v71: T.let[T.int64] = cse_v8 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v69], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v9 + T.int64(28)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v72], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v72], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v73: T.let[T.int64] = cse_v9 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v73], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v73], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v9 + T.int64(64)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v74], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v74], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v75: T.let[T.int64] = cse_v9 + T.int64(11)
                        cse_v76: T.let[T.int64] = cse_v8 + T.int64(11)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v75], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v77: T.let[T.int64] = cse_v8 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v75], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v9 + T.int64(29)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v78], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v78], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v79: T.let[T.int64] = cse_v9 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v79], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v79], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v9 + T.int64(65)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v80], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v80], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v81: T.let[T.int64] = cse_v9 + T.int64(12)
                        cse_v82: T.let[T.int64] = cse_v8 + T.int64(12)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v81], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v83: T.let[T.int64] = cse_v8 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v81], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v9 + T.int64(30)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v84], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v84], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v85: T.let[T.int64] = cse_v9 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v85], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v85], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v9 + T.int64(66)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v86], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v86], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v87: T.let[T.int64] = cse_v9 + T.int64(13)
                        cse_v88: T.let[T.int64] = cse_v8 + T.int64(13)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v87], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v89: T.let[T.int64] = cse_v8 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v87], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v9 + T.int64(31)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v90], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v90], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v91: T.let[T.int64] = cse_v9 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v91], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v91], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v9 + T.int64(67)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v92], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v92], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v93: T.let[T.int64] = cse_v9 + T.int64(14)
                        cse_v94: T.let[T.int64] = cse_v8 + T.int64(14)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v93], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v95: T.let[T.int64] = cse_v8 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v93], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v9 + T.int64(32)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v96], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v96], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v97: T.let[T.int64] = cse_v9 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v97], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v97], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v9 + T.int64(68)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v98], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v98], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v99: T.let[T.int64] = cse_v9 + T.int64(15)
                        cse_v100: T.let[T.int64] = cse_v8 + T.int64(15)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v99], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v101: T.let[T.int64] = cse_v8 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v99], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v9 + T.int64(33)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v102], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v102], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v103: T.let[T.int64] = cse_v9 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v103], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v103], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v104: T.let[T.int64] = cse_v9 + T.int64(69)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v104], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v104], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                    cse_v105: T.let[T.int64] = cse_v2 + threadIdx_x * T.int64(4)
                    cse_v112: T.let[T.int64] = blockIdx_x * T.int64(16384) + threadIdx_x * T.int64(2048) + cse_v5 + cse_v6
                    if cse_v105 < seq:
                        T_multiply_intermediate_1_1[cse_v112:cse_v112 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(0)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(0)]) * matmul7_1[T.Ramp(cse_v112, T.int64(1), 2)]
                    if cse_v105 < seq:
                        cse_v114: T.let[T.int64] = cse_v112 + T.int64(2)
                        T_multiply_intermediate_1_1[cse_v114:cse_v114 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(1)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(1)]) * matmul7_1[T.Ramp(cse_v114, T.int64(1), 2)]
                    cse_v107: T.let[T.int64] = cse_v105 + T.int64(1)
                    if cse_v107 < seq:
                        cse_v115: T.let[T.int64] = cse_v112 + T.int64(512)
                        T_multiply_intermediate_1_1[cse_v115:cse_v115 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(2)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(2)]) * matmul7_1[T.Ramp(cse_v115, T.int64(1), 2)]
                    if cse_v107 < seq:
                        cse_v116: T.let[T.int64] = cse_v112 + T.int64(514)
                        T_multiply_intermediate_1_1[cse_v116:cse_v116 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(3)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(3)]) * matmul7_1[T.Ramp(cse_v116, T.int64(1), 2)]
                    cse_v108: T.let[T.int64] = cse_v105 + T.int64(2)
                    if cse_v108 < seq:
                        cse_v117: T.let[T.int64] = cse_v112 + T.int64(1024)
                        T_multiply_intermediate_1_1[cse_v117:cse_v117 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(4)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(4)]) * matmul7_1[T.Ramp(cse_v117, T.int64(1), 2)]
                    if cse_v108 < seq:
                        cse_v118: T.let[T.int64] = cse_v112 + T.int64(1026)
                        T_multiply_intermediate_1_1[cse_v118:cse_v118 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(5)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(5)]) * matmul7_1[T.Ramp(cse_v118, T.int64(1), 2)]
                    cse_v109: T.let[T.int64] = cse_v105 + T.int64(3)
                    if cse_v109 < seq:
                        cse_v119: T.let[T.int64] = cse_v112 + T.int64(1536)
                        T_multiply_intermediate_1_1[cse_v119:cse_v119 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(6)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(6)]) * matmul7_1[T.Ramp(cse_v119, T.int64(1), 2)]
                    if cse_v109 < seq:
                        cse_v120: T.let[T.int64] = cse_v112 + T.int64(1538)
                        T_multiply_intermediate_1_1[cse_v120:cse_v120 + T.int64(2)] = matmul_intermediate_reindex_pad_local[T.int64(7)] * T.sigmoid(matmul_intermediate_reindex_pad_local[T.int64(7)]) * matmul7_1[T.Ramp(cse_v120, T.int64(1), 2)]

    @T.prim_func(s_tir=True)
    def fused_matmul4_add(mul1: T.Buffer((T.int64(1), seq, T.int64(512)), "float16"), permute_dims10: T.Buffer((T.int64(512), T.int64(256)), "float16"), add: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), T_add_intermediate: T.Buffer((T.int64(1), seq, T.int64(256)), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        mul1_1 = T.decl_buffer((seq * T.int64(512),), "float16", data=mul1.data, elem_offset=0)
        permute_dims10_1 = T.decl_buffer((131072,), "float16", data=permute_dims10.data)
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        add_1 = T.decl_buffer((cse_v1,), "float16", data=add.data, elem_offset=0)
        T_add_intermediate_1 = T.decl_buffer((cse_v1,), "float16", data=T_add_intermediate.data, elem_offset=0)
        with T.launch_thread("blockIdx.y", T.int64(4)) as blockIdx_y:
            matmul_intermediate_reindex_pad_local = T.alloc_local((8,), "float16x2")
            mul1_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims10_reindex_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (seq + T.int64(31)) // T.int64(32)) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(16))
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(8))
                for var in range(T.int64(1)):
                    matmul_intermediate_reindex_pad_local[0] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[1] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[2] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[3] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[4] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[5] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[6] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[7] = T.Broadcast(T.float16(0.0), 2)
                    cse_v2: T.let[T.int64] = blockIdx_x * T.int64(32)
                    cse_v5: T.let[T.int64] = blockIdx_y * T.int64(64)
                    cse_v6: T.let[T.int64] = threadIdx_y * T.int64(4)
                    for ax3_0 in range(T.int64(32)):
                        cse_v3: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v10: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v106: T.let[T.int64] = cse_v2 + threadIdx_y * T.int64(2) + cse_v3
                        cse_v110: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v3 * T.int64(18) + cse_v10
                        cse_v113: T.let[T.int64] = blockIdx_x * T.int64(16384) + threadIdx_y * T.int64(1024) + cse_v3 * T.int64(512) + ax3_0 * T.int64(16) + cse_v10
                        T.tvm_storage_sync("shared")
                        mul1_reindex_pad_shared[cse_v110:cse_v110 + T.int64(2)] = T.if_then_else(cse_v106 < seq, mul1_1[T.Ramp(cse_v113, T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        mul1_reindex_pad_shared[cse_v110 + T.int64(2):cse_v110 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v106 < seq, mul1_1[T.Ramp(cse_v113 + T.int64(2), T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v4: T.let[T.int64] = threadIdx_x % T.int64(2)
                        cse_v7: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v8: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v111: T.let[T.int64] = cse_v8 + cse_v7 * T.int64(18) + cse_v4 * T.int64(8)
                        cse_v121: T.let[T.int64] = ax3_0 * T.int64(4096) + cse_v4 * T.int64(2048) + cse_v5 + cse_v6 + cse_v7
                        permute_dims10_reindex_shared[cse_v111:cse_v111 + T.int64(2)] = permute_dims10_1[T.Ramp(cse_v121, T.int64(256), 2)]
                        permute_dims10_reindex_shared[cse_v111 + T.int64(2):cse_v111 + T.int64(2) + T.int64(2)] = permute_dims10_1[T.Ramp(cse_v121 + T.int64(512), T.int64(256), 2)]
                        permute_dims10_reindex_shared[cse_v111 + T.int64(4):cse_v111 + T.int64(4) + T.int64(2)] = permute_dims10_1[T.Ramp(cse_v121 + T.int64(1024), T.int64(256), 2)]
                        permute_dims10_reindex_shared[cse_v111 + T.int64(6):cse_v111 + T.int64(6) + T.int64(2)] = permute_dims10_1[T.Ramp(cse_v121 + T.int64(1536), T.int64(256), 2)]
                        cse_v9: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v9], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        cse_v11: T.let[T.int64] = cse_v8 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v9], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v12: T.let[T.int64] = cse_v9 + T.int64(18)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v12], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v12], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v13: T.let[T.int64] = cse_v9 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v13], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v13], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v9 + T.int64(54)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v14], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v8, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v14], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v11, T.int64(18), 2)]
                        cse_v15: T.let[T.int64] = cse_v9 + T.int64(1)
                        cse_v16: T.let[T.int64] = cse_v8 + T.int64(1)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v15], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v17: T.let[T.int64] = cse_v8 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v15], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v9 + T.int64(19)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v18], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v18], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v19: T.let[T.int64] = cse_v9 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v19], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v19], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v9 + T.int64(55)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v20], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v20], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v21: T.let[T.int64] = cse_v9 + T.int64(2)
                        cse_v22: T.let[T.int64] = cse_v8 + T.int64(2)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v21], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v23: T.let[T.int64] = cse_v8 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v21], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v9 + T.int64(20)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v24], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v24], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v25: T.let[T.int64] = cse_v9 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v25], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v25], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v9 + T.int64(56)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v26], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v26], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v27: T.let[T.int64] = cse_v9 + T.int64(3)
                        cse_v28: T.let[T.int64] = cse_v8 + T.int64(3)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v27], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v29: T.let[T.int64] = cse_v8 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v27], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v9 + T.int64(21)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v30], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v30], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v31: T.let[T.int64] = cse_v9 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v31], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v31], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v9 + T.int64(57)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v32], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v32], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v33: T.let[T.int64] = cse_v9 + T.int64(4)
                        cse_v34: T.let[T.int64] = cse_v8 + T.int64(4)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v33], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v35: T.let[T.int64] = cse_v8 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v33], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v9 + T.int64(22)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v36], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v36], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v37: T.let[T.int64] = cse_v9 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v37], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v37], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v9 + T.int64(58)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v38], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v38], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v39: T.let[T.int64] = cse_v9 + T.int64(5)
                        cse_v40: T.let[T.int64] = cse_v8 + T.int64(5)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v39], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v41: T.let[T.int64] = cse_v8 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v39], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v9 + T.int64(23)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v42], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v42], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v43: T.let[T.int64] = cse_v9 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v43], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v43], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v9 + T.int64(59)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v44], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v44], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v45: T.let[T.int64] = cse_v9 + T.int64(6)
                        cse_v46: T.let[T.int64] = cse_v8 + T.int64(6)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v45], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v47: T.let[T.int64] = cse_v8 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v45], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v9 + T.int64(24)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v48], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v48], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v49: T.let[T.int64] = cse_v9 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v49], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v49], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v9 + T.int64(60)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v50], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v50], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v51: T.let[T.int64] = cse_v9 + T.int64(7)
                        cse_v52: T.let[T.int64] = cse_v8 + T.int64(7)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v51], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v53: T.let[T.int64] = cse_v8 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v51], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v9 + T.int64(25)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v54], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v54], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v55: T.let[T.int64] = cse_v9 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v55], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v55], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v9 + T.int64(61)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v56], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v56], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v57: T.let[T.int64] = cse_v9 + T.int64(8)
                        cse_v58: T.let[T.int64] = cse_v8 + T.int64(8)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v57], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v59: T.let[T.int64] = cse_v8 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v57], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v9 + T.int64(26)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v60], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v60], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v61: T.let[T.int64] = cse_v9 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v61], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v61], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v9 + T.int64(62)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v62], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v62], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v63: T.let[T.int64] = cse_v9 + T.int64(9)
                        cse_v64: T.let[T.int64] = cse_v8 + T.int64(9)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v63], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v65: T.let[T.int64] = cse_v8 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v63], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v9 + T.int64(27)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v66], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v66], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v67: T.let[T.int64] = cse_v9 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v67], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v67], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v9 + T.int64(63)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v68], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v68], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v69: T.let[T.int64] = cse_v9 + T.int64(10)
                        cse_v70: T.let[T.int64] = cse_v8 + T.int64(10)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v69], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v71: T.let[T.int64] = cse_v8 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v69], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v9 + T.int64(28)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v72], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v72], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v73: T.let[T.int64] = cse_v9 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v73], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v73], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v9 + T.int64(64)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v74], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v74], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v75: T.let[T.int64] = cse_v9 + T.int64(11)
                        cse_v76: T.let[T.int64] = cse_v8 + T.int64(11)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v75], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v77: T.let[T.int64] = cse_v8 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v75], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v9 + T.int64(29)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v78], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v78], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v79: T.let[T.int64] = cse_v9 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v79], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v79], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v9 + T.int64(65)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v80], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v80], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v81: T.let[T.int64] = cse_v9 + T.int64(12)
                        cse_v82: T.let[T.int64] = cse_v8 + T.int64(12)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v81], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v83: T.let[T.int64] = cse_v8 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v81], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v9 + T.int64(30)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v84], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v84], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v85: T.let[T.int64] = cse_v9 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v85], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v85], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v9 + T.int64(66)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v86], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v86], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v87: T.let[T.int64] = cse_v9 + T.int64(13)
                        cse_v88: T.let[T.int64] = cse_v8 + T.int64(13)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v87], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v89: T.let[T.int64] = cse_v8 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v87], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v9 + T.int64(31)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v90], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v90], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v91: T.let[T.int64] = cse_v9 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v91], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v91], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v9 + T.int64(67)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v92], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v92], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v93: T.let[T.int64] = cse_v9 + T.int64(14)
                        cse_v94: T.let[T.int64] = cse_v8 + T.int64(14)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v93], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v95: T.let[T.int64] = cse_v8 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v93], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v9 + T.int64(32)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v96], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v96], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v97: T.let[T.int64] = cse_v9 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v97], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v97], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v9 + T.int64(68)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v98], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v98], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v99: T.let[T.int64] = cse_v9 + T.int64(15)
                        cse_v100: T.let[T.int64] = cse_v8 + T.int64(15)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(mul1_reindex_pad_shared[cse_v99], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v101: T.let[T.int64] = cse_v8 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(mul1_reindex_pad_shared[cse_v99], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v9 + T.int64(33)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(mul1_reindex_pad_shared[cse_v102], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(mul1_reindex_pad_shared[cse_v102], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v103: T.let[T.int64] = cse_v9 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(mul1_reindex_pad_shared[cse_v103], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(mul1_reindex_pad_shared[cse_v103], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v104: T.let[T.int64] = cse_v9 + T.int64(69)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(mul1_reindex_pad_shared[cse_v104], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(mul1_reindex_pad_shared[cse_v104], 2) * permute_dims10_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                    cse_v105: T.let[T.int64] = cse_v2 + threadIdx_x * T.int64(4)
                    cse_v112: T.let[T.int64] = blockIdx_x * T.int64(8192) + threadIdx_x * T.int64(1024) + cse_v5 + cse_v6
                    if cse_v105 < seq:
                        T_add_intermediate_1[cse_v112:cse_v112 + T.int64(2)] = add_1[T.Ramp(cse_v112, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(0)]
                    if cse_v105 < seq:
                        cse_v114: T.let[T.int64] = cse_v112 + T.int64(2)
                        T_add_intermediate_1[cse_v114:cse_v114 + T.int64(2)] = add_1[T.Ramp(cse_v114, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(1)]
                    cse_v107: T.let[T.int64] = cse_v105 + T.int64(1)
                    if cse_v107 < seq:
                        cse_v115: T.let[T.int64] = cse_v112 + T.int64(256)
                        T_add_intermediate_1[cse_v115:cse_v115 + T.int64(2)] = add_1[T.Ramp(cse_v115, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(2)]
                    if cse_v107 < seq:
                        cse_v116: T.let[T.int64] = cse_v112 + T.int64(258)
                        T_add_intermediate_1[cse_v116:cse_v116 + T.int64(2)] = add_1[T.Ramp(cse_v116, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(3)]
                    cse_v108: T.let[T.int64] = cse_v105 + T.int64(2)
                    if cse_v108 < seq:
                        cse_v117: T.let[T.int64] = cse_v112 + T.int64(512)
                        T_add_intermediate_1[cse_v117:cse_v117 + T.int64(2)] = add_1[T.Ramp(cse_v117, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(4)]
                    if cse_v108 < seq:
                        cse_v118: T.let[T.int64] = cse_v112 + T.int64(514)
                        T_add_intermediate_1[cse_v118:cse_v118 + T.int64(2)] = add_1[T.Ramp(cse_v118, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(5)]
                    cse_v109: T.let[T.int64] = cse_v105 + T.int64(3)
                    if cse_v109 < seq:
                        cse_v119: T.let[T.int64] = cse_v112 + T.int64(768)
                        T_add_intermediate_1[cse_v119:cse_v119 + T.int64(2)] = add_1[T.Ramp(cse_v119, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(6)]
                    if cse_v109 < seq:
                        cse_v120: T.let[T.int64] = cse_v112 + T.int64(770)
                        T_add_intermediate_1[cse_v120:cse_v120 + T.int64(2)] = add_1[T.Ramp(cse_v120, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(7)]

    @T.prim_func(s_tir=True)
    def fused_matmul_add(reshape3: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), permute_dims7: T.Buffer((T.int64(256), T.int64(256)), "float16"), x: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), T_add_intermediate: T.Buffer((T.int64(1), seq, T.int64(256)), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        reshape3_1 = T.decl_buffer((cse_v1,), "float16", data=reshape3.data, elem_offset=0)
        permute_dims7_1 = T.decl_buffer((65536,), "float16", data=permute_dims7.data)
        x_1 = T.decl_buffer((cse_v1,), "float16", data=x.data, elem_offset=0)
        T_add_intermediate_1 = T.decl_buffer((cse_v1,), "float16", data=T_add_intermediate.data, elem_offset=0)
        with T.launch_thread("blockIdx.y", T.int64(4)) as blockIdx_y:
            matmul_intermediate_reindex_pad_local = T.alloc_local((8,), "float16x2")
            reshape3_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims7_reindex_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (seq + T.int64(31)) // T.int64(32)) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(16))
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(8))
                for var in range(T.int64(1)):
                    matmul_intermediate_reindex_pad_local[0] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[1] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[2] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[3] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[4] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[5] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[6] = T.Broadcast(T.float16(0.0), 2)
                    matmul_intermediate_reindex_pad_local[7] = T.Broadcast(T.float16(0.0), 2)
                    cse_v2: T.let[T.int64] = blockIdx_x * T.int64(32)
                    cse_v4: T.let[T.int64] = blockIdx_x * T.int64(8192)
                    cse_v6: T.let[T.int64] = blockIdx_y * T.int64(64)
                    cse_v7: T.let[T.int64] = threadIdx_y * T.int64(4)
                    for ax3_0 in range(T.int64(16)):
                        cse_v3: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v11: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v107: T.let[T.int64] = cse_v2 + threadIdx_y * T.int64(2) + cse_v3
                        cse_v111: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v3 * T.int64(18) + cse_v11
                        cse_v114: T.let[T.int64] = cse_v4 + threadIdx_y * T.int64(512) + cse_v3 * T.int64(256) + ax3_0 * T.int64(16) + cse_v11
                        T.tvm_storage_sync("shared")
                        reshape3_reindex_pad_shared[cse_v111:cse_v111 + T.int64(2)] = T.if_then_else(cse_v107 < seq, reshape3_1[T.Ramp(cse_v114, T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        reshape3_reindex_pad_shared[cse_v111 + T.int64(2):cse_v111 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v107 < seq, reshape3_1[T.Ramp(cse_v114 + T.int64(2), T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v5: T.let[T.int64] = threadIdx_x % T.int64(2)
                        cse_v8: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v9: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v112: T.let[T.int64] = cse_v9 + cse_v8 * T.int64(18) + cse_v5 * T.int64(8)
                        cse_v122: T.let[T.int64] = ax3_0 * T.int64(4096) + cse_v5 * T.int64(2048) + cse_v6 + cse_v7 + cse_v8
                        permute_dims7_reindex_shared[cse_v112:cse_v112 + T.int64(2)] = permute_dims7_1[T.Ramp(cse_v122, T.int64(256), 2)]
                        permute_dims7_reindex_shared[cse_v112 + T.int64(2):cse_v112 + T.int64(2) + T.int64(2)] = permute_dims7_1[T.Ramp(cse_v122 + T.int64(512), T.int64(256), 2)]
                        permute_dims7_reindex_shared[cse_v112 + T.int64(4):cse_v112 + T.int64(4) + T.int64(2)] = permute_dims7_1[T.Ramp(cse_v122 + T.int64(1024), T.int64(256), 2)]
                        permute_dims7_reindex_shared[cse_v112 + T.int64(6):cse_v112 + T.int64(6) + T.int64(2)] = permute_dims7_1[T.Ramp(cse_v122 + T.int64(1536), T.int64(256), 2)]
                        cse_v10: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v10], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        cse_v12: T.let[T.int64] = cse_v9 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v10], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v13: T.let[T.int64] = cse_v10 + T.int64(18)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v13], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v13], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v10 + T.int64(36)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v14], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v14], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v15: T.let[T.int64] = cse_v10 + T.int64(54)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v15], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v15], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v16: T.let[T.int64] = cse_v10 + T.int64(1)
                        cse_v17: T.let[T.int64] = cse_v9 + T.int64(1)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v16], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v9 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v16], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v19: T.let[T.int64] = cse_v10 + T.int64(19)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v19], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v19], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v10 + T.int64(37)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v20], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v20], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v21: T.let[T.int64] = cse_v10 + T.int64(55)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v21], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v21], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v22: T.let[T.int64] = cse_v10 + T.int64(2)
                        cse_v23: T.let[T.int64] = cse_v9 + T.int64(2)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v22], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v9 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v22], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v25: T.let[T.int64] = cse_v10 + T.int64(20)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v25], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v25], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v10 + T.int64(38)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v26], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v26], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v27: T.let[T.int64] = cse_v10 + T.int64(56)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v27], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v27], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v28: T.let[T.int64] = cse_v10 + T.int64(3)
                        cse_v29: T.let[T.int64] = cse_v9 + T.int64(3)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v28], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v9 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v28], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v31: T.let[T.int64] = cse_v10 + T.int64(21)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v31], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v31], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v10 + T.int64(39)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v32], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v32], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v33: T.let[T.int64] = cse_v10 + T.int64(57)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v33], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v33], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v34: T.let[T.int64] = cse_v10 + T.int64(4)
                        cse_v35: T.let[T.int64] = cse_v9 + T.int64(4)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v34], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v9 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v34], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v37: T.let[T.int64] = cse_v10 + T.int64(22)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v37], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v37], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v10 + T.int64(40)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v38], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v38], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v39: T.let[T.int64] = cse_v10 + T.int64(58)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v39], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v39], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v40: T.let[T.int64] = cse_v10 + T.int64(5)
                        cse_v41: T.let[T.int64] = cse_v9 + T.int64(5)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v40], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v9 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v40], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v43: T.let[T.int64] = cse_v10 + T.int64(23)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v43], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v43], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v10 + T.int64(41)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v44], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v44], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v45: T.let[T.int64] = cse_v10 + T.int64(59)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v45], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v45], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v46: T.let[T.int64] = cse_v10 + T.int64(6)
                        cse_v47: T.let[T.int64] = cse_v9 + T.int64(6)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v46], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v9 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v46], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v49: T.let[T.int64] = cse_v10 + T.int64(24)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v49], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v49], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v10 + T.int64(42)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v50], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v50], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v51: T.let[T.int64] = cse_v10 + T.int64(60)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v51], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v51], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v52: T.let[T.int64] = cse_v10 + T.int64(7)
                        cse_v53: T.let[T.int64] = cse_v9 + T.int64(7)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v52], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v9 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v52], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v55: T.let[T.int64] = cse_v10 + T.int64(25)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v55], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v55], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v10 + T.int64(43)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v56], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v56], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v57: T.let[T.int64] = cse_v10 + T.int64(61)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v57], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v57], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v58: T.let[T.int64] = cse_v10 + T.int64(8)
                        cse_v59: T.let[T.int64] = cse_v9 + T.int64(8)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v58], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v9 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v58], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v61: T.let[T.int64] = cse_v10 + T.int64(26)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v61], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v61], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v10 + T.int64(44)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v62], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v62], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v63: T.let[T.int64] = cse_v10 + T.int64(62)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v63], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v63], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v64: T.let[T.int64] = cse_v10 + T.int64(9)
                        cse_v65: T.let[T.int64] = cse_v9 + T.int64(9)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v64], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v9 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v64], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v67: T.let[T.int64] = cse_v10 + T.int64(27)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v67], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v67], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v10 + T.int64(45)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v68], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v68], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v69: T.let[T.int64] = cse_v10 + T.int64(63)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v69], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v69], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v70: T.let[T.int64] = cse_v10 + T.int64(10)
                        cse_v71: T.let[T.int64] = cse_v9 + T.int64(10)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v70], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v9 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v70], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v73: T.let[T.int64] = cse_v10 + T.int64(28)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v73], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v73], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v10 + T.int64(46)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v74], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v74], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v75: T.let[T.int64] = cse_v10 + T.int64(64)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v75], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v75], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v76: T.let[T.int64] = cse_v10 + T.int64(11)
                        cse_v77: T.let[T.int64] = cse_v9 + T.int64(11)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v76], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v9 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v76], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v79: T.let[T.int64] = cse_v10 + T.int64(29)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v79], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v79], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v10 + T.int64(47)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v80], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v80], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v81: T.let[T.int64] = cse_v10 + T.int64(65)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v81], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v81], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v82: T.let[T.int64] = cse_v10 + T.int64(12)
                        cse_v83: T.let[T.int64] = cse_v9 + T.int64(12)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v82], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v9 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v82], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v85: T.let[T.int64] = cse_v10 + T.int64(30)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v85], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v85], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v10 + T.int64(48)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v86], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v86], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v87: T.let[T.int64] = cse_v10 + T.int64(66)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v87], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v87], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v88: T.let[T.int64] = cse_v10 + T.int64(13)
                        cse_v89: T.let[T.int64] = cse_v9 + T.int64(13)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v88], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v9 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v88], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v91: T.let[T.int64] = cse_v10 + T.int64(31)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v91], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v91], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v10 + T.int64(49)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v92], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v92], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v93: T.let[T.int64] = cse_v10 + T.int64(67)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v93], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v93], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v94: T.let[T.int64] = cse_v10 + T.int64(14)
                        cse_v95: T.let[T.int64] = cse_v9 + T.int64(14)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v94], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v9 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v94], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v97: T.let[T.int64] = cse_v10 + T.int64(32)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v97], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v97], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v10 + T.int64(50)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v98], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v98], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v99: T.let[T.int64] = cse_v10 + T.int64(68)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v99], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v99], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v100: T.let[T.int64] = cse_v10 + T.int64(15)
                        cse_v101: T.let[T.int64] = cse_v9 + T.int64(15)
                        matmul_intermediate_reindex_pad_local[0] = matmul_intermediate_reindex_pad_local[0] + T.Broadcast(reshape3_reindex_pad_shared[cse_v100], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v9 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[1] = matmul_intermediate_reindex_pad_local[1] + T.Broadcast(reshape3_reindex_pad_shared[cse_v100], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                        cse_v103: T.let[T.int64] = cse_v10 + T.int64(33)
                        matmul_intermediate_reindex_pad_local[2] = matmul_intermediate_reindex_pad_local[2] + T.Broadcast(reshape3_reindex_pad_shared[cse_v103], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[3] = matmul_intermediate_reindex_pad_local[3] + T.Broadcast(reshape3_reindex_pad_shared[cse_v103], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                        cse_v104: T.let[T.int64] = cse_v10 + T.int64(51)
                        matmul_intermediate_reindex_pad_local[4] = matmul_intermediate_reindex_pad_local[4] + T.Broadcast(reshape3_reindex_pad_shared[cse_v104], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[5] = matmul_intermediate_reindex_pad_local[5] + T.Broadcast(reshape3_reindex_pad_shared[cse_v104], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                        cse_v105: T.let[T.int64] = cse_v10 + T.int64(69)
                        matmul_intermediate_reindex_pad_local[6] = matmul_intermediate_reindex_pad_local[6] + T.Broadcast(reshape3_reindex_pad_shared[cse_v105], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        matmul_intermediate_reindex_pad_local[7] = matmul_intermediate_reindex_pad_local[7] + T.Broadcast(reshape3_reindex_pad_shared[cse_v105], 2) * permute_dims7_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                    cse_v106: T.let[T.int64] = cse_v2 + threadIdx_x * T.int64(4)
                    cse_v113: T.let[T.int64] = cse_v4 + threadIdx_x * T.int64(1024) + cse_v6 + cse_v7
                    if cse_v106 < seq:
                        T_add_intermediate_1[cse_v113:cse_v113 + T.int64(2)] = x_1[T.Ramp(cse_v113, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(0)]
                    if cse_v106 < seq:
                        cse_v115: T.let[T.int64] = cse_v113 + T.int64(2)
                        T_add_intermediate_1[cse_v115:cse_v115 + T.int64(2)] = x_1[T.Ramp(cse_v115, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(1)]
                    cse_v108: T.let[T.int64] = cse_v106 + T.int64(1)
                    if cse_v108 < seq:
                        cse_v116: T.let[T.int64] = cse_v113 + T.int64(256)
                        T_add_intermediate_1[cse_v116:cse_v116 + T.int64(2)] = x_1[T.Ramp(cse_v116, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(2)]
                    if cse_v108 < seq:
                        cse_v117: T.let[T.int64] = cse_v113 + T.int64(258)
                        T_add_intermediate_1[cse_v117:cse_v117 + T.int64(2)] = x_1[T.Ramp(cse_v117, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(3)]
                    cse_v109: T.let[T.int64] = cse_v106 + T.int64(2)
                    if cse_v109 < seq:
                        cse_v118: T.let[T.int64] = cse_v113 + T.int64(512)
                        T_add_intermediate_1[cse_v118:cse_v118 + T.int64(2)] = x_1[T.Ramp(cse_v118, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(4)]
                    if cse_v109 < seq:
                        cse_v119: T.let[T.int64] = cse_v113 + T.int64(514)
                        T_add_intermediate_1[cse_v119:cse_v119 + T.int64(2)] = x_1[T.Ramp(cse_v119, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(5)]
                    cse_v110: T.let[T.int64] = cse_v106 + T.int64(3)
                    if cse_v110 < seq:
                        cse_v120: T.let[T.int64] = cse_v113 + T.int64(768)
                        T_add_intermediate_1[cse_v120:cse_v120 + T.int64(2)] = x_1[T.Ramp(cse_v120, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(6)]
                    if cse_v110 < seq:
                        cse_v121: T.let[T.int64] = cse_v113 + T.int64(770)
                        T_add_intermediate_1[cse_v121:cse_v121 + T.int64(2)] = x_1[T.Ramp(cse_v121, T.int64(1), 2)] + matmul_intermediate_reindex_pad_local[T.int64(7)]

    @T.prim_func(s_tir=True)
    def matmul(rms_norm: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), permute_dims: T.Buffer((T.int64(256), T.int64(256)), "float16"), matmul: T.Buffer((T.int64(1), seq, T.int64(256)), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        rms_norm_1 = T.decl_buffer((cse_v1,), "float16", data=rms_norm.data, elem_offset=0)
        permute_dims_1 = T.decl_buffer((65536,), "float16", data=permute_dims.data)
        matmul_1 = T.decl_buffer((cse_v1,), "float16", data=matmul.data, elem_offset=0)
        with T.launch_thread("blockIdx.y", T.int64(4)) as blockIdx_y:
            matmul_reindex_pad_local = T.alloc_local((8,), "float16x2")
            rms_norm_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims_reindex_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (seq + T.int64(31)) // T.int64(32)) as blockIdx_x:
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
                    cse_v2: T.let[T.int64] = blockIdx_x * T.int64(32)
                    cse_v4: T.let[T.int64] = blockIdx_x * T.int64(8192)
                    cse_v6: T.let[T.int64] = blockIdx_y * T.int64(64)
                    cse_v7: T.let[T.int64] = threadIdx_y * T.int64(4)
                    for ax3_0 in range(T.int64(16)):
                        cse_v3: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v11: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v107: T.let[T.int64] = cse_v2 + threadIdx_y * T.int64(2) + cse_v3
                        cse_v111: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v3 * T.int64(18) + cse_v11
                        cse_v114: T.let[T.int64] = cse_v4 + threadIdx_y * T.int64(512) + cse_v3 * T.int64(256) + ax3_0 * T.int64(16) + cse_v11
                        T.tvm_storage_sync("shared")
                        rms_norm_reindex_pad_shared[cse_v111:cse_v111 + T.int64(2)] = T.if_then_else(cse_v107 < seq, rms_norm_1[T.Ramp(cse_v114, T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        rms_norm_reindex_pad_shared[cse_v111 + T.int64(2):cse_v111 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v107 < seq, rms_norm_1[T.Ramp(cse_v114 + T.int64(2), T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v5: T.let[T.int64] = threadIdx_x % T.int64(2)
                        cse_v8: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v9: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v112: T.let[T.int64] = cse_v9 + cse_v8 * T.int64(18) + cse_v5 * T.int64(8)
                        cse_v115: T.let[T.int64] = ax3_0 * T.int64(4096) + cse_v5 * T.int64(2048) + cse_v6 + cse_v7 + cse_v8
                        permute_dims_reindex_shared[cse_v112:cse_v112 + T.int64(2)] = permute_dims_1[T.Ramp(cse_v115, T.int64(256), 2)]
                        permute_dims_reindex_shared[cse_v112 + T.int64(2):cse_v112 + T.int64(2) + T.int64(2)] = permute_dims_1[T.Ramp(cse_v115 + T.int64(512), T.int64(256), 2)]
                        permute_dims_reindex_shared[cse_v112 + T.int64(4):cse_v112 + T.int64(4) + T.int64(2)] = permute_dims_1[T.Ramp(cse_v115 + T.int64(1024), T.int64(256), 2)]
                        permute_dims_reindex_shared[cse_v112 + T.int64(6):cse_v112 + T.int64(6) + T.int64(2)] = permute_dims_1[T.Ramp(cse_v115 + T.int64(1536), T.int64(256), 2)]
                        cse_v10: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v10], 2) * permute_dims_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        cse_v12: T.let[T.int64] = cse_v9 + T.int64(36)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v10], 2) * permute_dims_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v13: T.let[T.int64] = cse_v10 + T.int64(18)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v13], 2) * permute_dims_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v13], 2) * permute_dims_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v10 + T.int64(36)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v14], 2) * permute_dims_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v14], 2) * permute_dims_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v15: T.let[T.int64] = cse_v10 + T.int64(54)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v15], 2) * permute_dims_reindex_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v15], 2) * permute_dims_reindex_shared[T.Ramp(cse_v12, T.int64(18), 2)]
                        cse_v16: T.let[T.int64] = cse_v10 + T.int64(1)
                        cse_v17: T.let[T.int64] = cse_v9 + T.int64(1)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v16], 2) * permute_dims_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v9 + T.int64(37)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v16], 2) * permute_dims_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v19: T.let[T.int64] = cse_v10 + T.int64(19)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v19], 2) * permute_dims_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v19], 2) * permute_dims_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v10 + T.int64(37)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v20], 2) * permute_dims_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v20], 2) * permute_dims_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v21: T.let[T.int64] = cse_v10 + T.int64(55)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v21], 2) * permute_dims_reindex_shared[T.Ramp(cse_v17, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v21], 2) * permute_dims_reindex_shared[T.Ramp(cse_v18, T.int64(18), 2)]
                        cse_v22: T.let[T.int64] = cse_v10 + T.int64(2)
                        cse_v23: T.let[T.int64] = cse_v9 + T.int64(2)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v22], 2) * permute_dims_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v9 + T.int64(38)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v22], 2) * permute_dims_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v25: T.let[T.int64] = cse_v10 + T.int64(20)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v25], 2) * permute_dims_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v25], 2) * permute_dims_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v10 + T.int64(38)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v26], 2) * permute_dims_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v26], 2) * permute_dims_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v27: T.let[T.int64] = cse_v10 + T.int64(56)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v27], 2) * permute_dims_reindex_shared[T.Ramp(cse_v23, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v27], 2) * permute_dims_reindex_shared[T.Ramp(cse_v24, T.int64(18), 2)]
                        cse_v28: T.let[T.int64] = cse_v10 + T.int64(3)
                        cse_v29: T.let[T.int64] = cse_v9 + T.int64(3)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v28], 2) * permute_dims_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v9 + T.int64(39)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v28], 2) * permute_dims_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v31: T.let[T.int64] = cse_v10 + T.int64(21)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v31], 2) * permute_dims_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v31], 2) * permute_dims_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v10 + T.int64(39)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v32], 2) * permute_dims_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v32], 2) * permute_dims_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v33: T.let[T.int64] = cse_v10 + T.int64(57)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v33], 2) * permute_dims_reindex_shared[T.Ramp(cse_v29, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v33], 2) * permute_dims_reindex_shared[T.Ramp(cse_v30, T.int64(18), 2)]
                        cse_v34: T.let[T.int64] = cse_v10 + T.int64(4)
                        cse_v35: T.let[T.int64] = cse_v9 + T.int64(4)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v34], 2) * permute_dims_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v9 + T.int64(40)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v34], 2) * permute_dims_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v37: T.let[T.int64] = cse_v10 + T.int64(22)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v37], 2) * permute_dims_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v37], 2) * permute_dims_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v10 + T.int64(40)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v38], 2) * permute_dims_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v38], 2) * permute_dims_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v39: T.let[T.int64] = cse_v10 + T.int64(58)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v39], 2) * permute_dims_reindex_shared[T.Ramp(cse_v35, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v39], 2) * permute_dims_reindex_shared[T.Ramp(cse_v36, T.int64(18), 2)]
                        cse_v40: T.let[T.int64] = cse_v10 + T.int64(5)
                        cse_v41: T.let[T.int64] = cse_v9 + T.int64(5)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v40], 2) * permute_dims_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v9 + T.int64(41)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v40], 2) * permute_dims_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v43: T.let[T.int64] = cse_v10 + T.int64(23)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v43], 2) * permute_dims_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v43], 2) * permute_dims_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v10 + T.int64(41)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v44], 2) * permute_dims_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v44], 2) * permute_dims_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v45: T.let[T.int64] = cse_v10 + T.int64(59)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v45], 2) * permute_dims_reindex_shared[T.Ramp(cse_v41, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v45], 2) * permute_dims_reindex_shared[T.Ramp(cse_v42, T.int64(18), 2)]
                        cse_v46: T.let[T.int64] = cse_v10 + T.int64(6)
                        cse_v47: T.let[T.int64] = cse_v9 + T.int64(6)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v46], 2) * permute_dims_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v9 + T.int64(42)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v46], 2) * permute_dims_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v49: T.let[T.int64] = cse_v10 + T.int64(24)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v49], 2) * permute_dims_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v49], 2) * permute_dims_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v10 + T.int64(42)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v50], 2) * permute_dims_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v50], 2) * permute_dims_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v51: T.let[T.int64] = cse_v10 + T.int64(60)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v51], 2) * permute_dims_reindex_shared[T.Ramp(cse_v47, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v51], 2) * permute_dims_reindex_shared[T.Ramp(cse_v48, T.int64(18), 2)]
                        cse_v52: T.let[T.int64] = cse_v10 + T.int64(7)
                        cse_v53: T.let[T.int64] = cse_v9 + T.int64(7)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v52], 2) * permute_dims_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v9 + T.int64(43)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v52], 2) * permute_dims_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v55: T.let[T.int64] = cse_v10 + T.int64(25)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v55], 2) * permute_dims_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v55], 2) * permute_dims_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v10 + T.int64(43)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v56], 2) * permute_dims_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v56], 2) * permute_dims_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v57: T.let[T.int64] = cse_v10 + T.int64(61)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v57], 2) * permute_dims_reindex_shared[T.Ramp(cse_v53, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v57], 2) * permute_dims_reindex_shared[T.Ramp(cse_v54, T.int64(18), 2)]
                        cse_v58: T.let[T.int64] = cse_v10 + T.int64(8)
                        cse_v59: T.let[T.int64] = cse_v9 + T.int64(8)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v58], 2) * permute_dims_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v9 + T.int64(44)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v58], 2) * permute_dims_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v61: T.let[T.int64] = cse_v10 + T.int64(26)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v61], 2) * permute_dims_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v61], 2) * permute_dims_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v10 + T.int64(44)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v62], 2) * permute_dims_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v62], 2) * permute_dims_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v63: T.let[T.int64] = cse_v10 + T.int64(62)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v63], 2) * permute_dims_reindex_shared[T.Ramp(cse_v59, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v63], 2) * permute_dims_reindex_shared[T.Ramp(cse_v60, T.int64(18), 2)]
                        cse_v64: T.let[T.int64] = cse_v10 + T.int64(9)
                        cse_v65: T.let[T.int64] = cse_v9 + T.int64(9)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v64], 2) * permute_dims_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v9 + T.int64(45)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v64], 2) * permute_dims_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v67: T.let[T.int64] = cse_v10 + T.int64(27)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v67], 2) * permute_dims_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v67], 2) * permute_dims_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v10 + T.int64(45)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v68], 2) * permute_dims_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v68], 2) * permute_dims_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v69: T.let[T.int64] = cse_v10 + T.int64(63)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v69], 2) * permute_dims_reindex_shared[T.Ramp(cse_v65, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v69], 2) * permute_dims_reindex_shared[T.Ramp(cse_v66, T.int64(18), 2)]
                        cse_v70: T.let[T.int64] = cse_v10 + T.int64(10)
                        cse_v71: T.let[T.int64] = cse_v9 + T.int64(10)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v70], 2) * permute_dims_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v9 + T.int64(46)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v70], 2) * permute_dims_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v73: T.let[T.int64] = cse_v10 + T.int64(28)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v73], 2) * permute_dims_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v73], 2) * permute_dims_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v10 + T.int64(46)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v74], 2) * permute_dims_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v74], 2) * permute_dims_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v75: T.let[T.int64] = cse_v10 + T.int64(64)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v75], 2) * permute_dims_reindex_shared[T.Ramp(cse_v71, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v75], 2) * permute_dims_reindex_shared[T.Ramp(cse_v72, T.int64(18), 2)]
                        cse_v76: T.let[T.int64] = cse_v10 + T.int64(11)
                        cse_v77: T.let[T.int64] = cse_v9 + T.int64(11)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v76], 2) * permute_dims_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v9 + T.int64(47)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v76], 2) * permute_dims_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v79: T.let[T.int64] = cse_v10 + T.int64(29)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v79], 2) * permute_dims_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v79], 2) * permute_dims_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v10 + T.int64(47)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v80], 2) * permute_dims_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v80], 2) * permute_dims_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v81: T.let[T.int64] = cse_v10 + T.int64(65)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v81], 2) * permute_dims_reindex_shared[T.Ramp(cse_v77, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v81], 2) * permute_dims_reindex_shared[T.Ramp(cse_v78, T.int64(18), 2)]
                        cse_v82: T.let[T.int64] = cse_v10 + T.int64(12)
                        cse_v83: T.let[T.int64] = cse_v9 + T.int64(12)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v82], 2) * permute_dims_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v9 + T.int64(48)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v82], 2) * permute_dims_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v85: T.let[T.int64] = cse_v10 + T.int64(30)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v85], 2) * permute_dims_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v85], 2) * permute_dims_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v10 + T.int64(48)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v86], 2) * permute_dims_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v86], 2) * permute_dims_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v87: T.let[T.int64] = cse_v10 + T.int64(66)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v87], 2) * permute_dims_reindex_shared[T.Ramp(cse_v83, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v87], 2) * permute_dims_reindex_shared[T.Ramp(cse_v84, T.int64(18), 2)]
                        cse_v88: T.let[T.int64] = cse_v10 + T.int64(13)
                        cse_v89: T.let[T.int64] = cse_v9 + T.int64(13)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v88], 2) * permute_dims_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v9 + T.int64(49)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v88], 2) * permute_dims_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v91: T.let[T.int64] = cse_v10 + T.int64(31)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v91], 2) * permute_dims_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v91], 2) * permute_dims_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v10 + T.int64(49)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v92], 2) * permute_dims_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v92], 2) * permute_dims_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v93: T.let[T.int64] = cse_v10 + T.int64(67)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v93], 2) * permute_dims_reindex_shared[T.Ramp(cse_v89, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v93], 2) * permute_dims_reindex_shared[T.Ramp(cse_v90, T.int64(18), 2)]
                        cse_v94: T.let[T.int64] = cse_v10 + T.int64(14)
                        cse_v95: T.let[T.int64] = cse_v9 + T.int64(14)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v94], 2) * permute_dims_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v9 + T.int64(50)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v94], 2) * permute_dims_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v97: T.let[T.int64] = cse_v10 + T.int64(32)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v97], 2) * permute_dims_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v97], 2) * permute_dims_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v10 + T.int64(50)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v98], 2) * permute_dims_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v98], 2) * permute_dims_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v99: T.let[T.int64] = cse_v10 + T.int64(68)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v99], 2) * permute_dims_reindex_shared[T.Ramp(cse_v95, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v99], 2) * permute_dims_reindex_shared[T.Ramp(cse_v96, T.int64(18), 2)]
                        cse_v100: T.let[T.int64] = cse_v10 + T.int64(15)
                        cse_v101: T.let[T.int64] = cse_v9 + T.int64(15)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v100], 2) * permute_dims_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v9 + T.int64(51)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v100], 2) * permute_dims_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                        cse_v103: T.let[T.int64] = cse_v10 + T.int64(33)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v103], 2) * permute_dims_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v103], 2) * permute_dims_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                        cse_v104: T.let[T.int64] = cse_v10 + T.int64(51)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v104], 2) * permute_dims_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v104], 2) * permute_dims_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                        cse_v105: T.let[T.int64] = cse_v10 + T.int64(69)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v105], 2) * permute_dims_reindex_shared[T.Ramp(cse_v101, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm_reindex_pad_shared[cse_v105], 2) * permute_dims_reindex_shared[T.Ramp(cse_v102, T.int64(18), 2)]
                    cse_v106: T.let[T.int64] = cse_v2 + threadIdx_x * T.int64(4)
                    cse_v113: T.let[T.int64] = cse_v4 + threadIdx_x * T.int64(1024) + cse_v6 + cse_v7
                    if cse_v106 < seq:
                        matmul_1[cse_v113:cse_v113 + T.int64(2)] = matmul_reindex_pad_local[T.int64(0)]
                    if cse_v106 < seq:
                        matmul_1[cse_v113 + T.int64(2):cse_v113 + T.int64(2) + T.int64(2)] = matmul_reindex_pad_local[T.int64(1)]
                    cse_v108: T.let[T.int64] = cse_v106 + T.int64(1)
                    if cse_v108 < seq:
                        matmul_1[cse_v113 + T.int64(256):cse_v113 + T.int64(256) + T.int64(2)] = matmul_reindex_pad_local[T.int64(2)]
                    if cse_v108 < seq:
                        matmul_1[cse_v113 + T.int64(258):cse_v113 + T.int64(258) + T.int64(2)] = matmul_reindex_pad_local[T.int64(3)]
                    cse_v109: T.let[T.int64] = cse_v106 + T.int64(2)
                    if cse_v109 < seq:
                        matmul_1[cse_v113 + T.int64(512):cse_v113 + T.int64(512) + T.int64(2)] = matmul_reindex_pad_local[T.int64(4)]
                    if cse_v109 < seq:
                        matmul_1[cse_v113 + T.int64(514):cse_v113 + T.int64(514) + T.int64(2)] = matmul_reindex_pad_local[T.int64(5)]
                    cse_v110: T.let[T.int64] = cse_v106 + T.int64(3)
                    if cse_v110 < seq:
                        matmul_1[cse_v113 + T.int64(768):cse_v113 + T.int64(768) + T.int64(2)] = matmul_reindex_pad_local[T.int64(6)]
                    if cse_v110 < seq:
                        matmul_1[cse_v113 + T.int64(770):cse_v113 + T.int64(770) + T.int64(2)] = matmul_reindex_pad_local[T.int64(7)]

    @T.prim_func(s_tir=True)
    def matmul2(softmax: T.Buffer((T.int64(1), T.int64(8), seq, seq), "float16"), permute_dims5: T.Buffer((T.int64(1), T.int64(8), seq, T.int64(32)), "float16"), matmul: T.Buffer((T.int64(1), T.int64(8), seq, T.int64(32)), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        softmax_1 = T.decl_buffer((seq * seq * T.int64(8),), "float16", data=softmax.data, elem_offset=0)
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        permute_dims5_1 = T.decl_buffer((cse_v1,), "float16", data=permute_dims5.data, elem_offset=0)
        matmul_1 = T.decl_buffer((cse_v1,), "float16", data=matmul.data, elem_offset=0)
        with T.launch_thread("blockIdx.y", T.int64(8)) as blockIdx_y:
            matmul_reindex_pad_local = T.alloc_local((8,), "float16x2")
            softmax_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims5_reindex_pad_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (seq + T.int64(31)) // T.int64(32)) as blockIdx_x:
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
                    cse_v2: T.let[T.int64] = blockIdx_x * T.int64(32)
                    cse_v5: T.let[T.int64] = blockIdx_y * seq
                    cse_v7: T.let[T.int64] = threadIdx_y * T.int64(4)
                    cse_v13: T.let[T.int64] = cse_v5 * T.int64(32)
                    for ax3_0 in range((seq + T.int64(15)) // T.int64(16)):
                        cse_v3: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v4: T.let[T.int64] = ax3_0 * T.int64(16)
                        cse_v11: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v109: T.let[T.int64] = cse_v2 + threadIdx_y * T.int64(2) + cse_v3
                        cse_v110: T.let[T.int64] = cse_v4 + cse_v11
                        cse_v115: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v3 * T.int64(18) + cse_v11
                        cse_v118: T.let[T.int64] = cse_v110 + (cse_v109 + cse_v5) * seq
                        T.tvm_storage_sync("shared")
                        softmax_reindex_pad_shared[cse_v115] = T.if_then_else(cse_v109 < seq and cse_v110 < seq, softmax_1[cse_v118], T.float16(0.0))
                        softmax_reindex_pad_shared[cse_v115 + T.int64(1)] = T.if_then_else(cse_v109 < seq and cse_v110 + T.int64(1) < seq, softmax_1[cse_v118 + T.int64(1)], T.float16(0.0))
                        softmax_reindex_pad_shared[cse_v115 + T.int64(2)] = T.if_then_else(cse_v109 < seq and cse_v110 + T.int64(2) < seq, softmax_1[cse_v118 + T.int64(2)], T.float16(0.0))
                        softmax_reindex_pad_shared[cse_v115 + T.int64(3)] = T.if_then_else(cse_v109 < seq and cse_v110 + T.int64(3) < seq, softmax_1[cse_v118 + T.int64(3)], T.float16(0.0))
                        cse_v6: T.let[T.int64] = threadIdx_x % T.int64(2)
                        cse_v8: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v9: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v12: T.let[T.int64] = cse_v6 * T.int64(8)
                        cse_v111: T.let[T.int64] = cse_v4 + cse_v12
                        cse_v116: T.let[T.int64] = cse_v9 + cse_v8 * T.int64(18) + cse_v12
                        cse_v119: T.let[T.int64] = ax3_0 * T.int64(512) + cse_v6 * T.int64(256) + cse_v13 + cse_v7 + cse_v8
                        permute_dims5_reindex_pad_shared[cse_v116] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 < seq, permute_dims5_1[cse_v119], T.float16(0.0))
                        permute_dims5_reindex_pad_shared[cse_v116 + T.int64(1)] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 + T.int64(1) < seq, permute_dims5_1[cse_v119 + T.int64(32)], T.float16(0.0))
                        permute_dims5_reindex_pad_shared[cse_v116 + T.int64(2)] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 + T.int64(2) < seq, permute_dims5_1[cse_v119 + T.int64(64)], T.float16(0.0))
                        permute_dims5_reindex_pad_shared[cse_v116 + T.int64(3)] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 + T.int64(3) < seq, permute_dims5_1[cse_v119 + T.int64(96)], T.float16(0.0))
                        permute_dims5_reindex_pad_shared[cse_v116 + T.int64(4)] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 + T.int64(4) < seq, permute_dims5_1[cse_v119 + T.int64(128)], T.float16(0.0))
                        permute_dims5_reindex_pad_shared[cse_v116 + T.int64(5)] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 + T.int64(5) < seq, permute_dims5_1[cse_v119 + T.int64(160)], T.float16(0.0))
                        permute_dims5_reindex_pad_shared[cse_v116 + T.int64(6)] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 + T.int64(6) < seq, permute_dims5_1[cse_v119 + T.int64(192)], T.float16(0.0))
                        permute_dims5_reindex_pad_shared[cse_v116 + T.int64(7)] = T.if_then_else(threadIdx_y < T.int64(8) and cse_v111 + T.int64(7) < seq, permute_dims5_1[cse_v119 + T.int64(224)], T.float16(0.0))
                        cse_v10: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v10], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v9 + T.int64(36)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v10], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v14, T.int64(18), 2)]
                        cse_v15: T.let[T.int64] = cse_v10 + T.int64(18)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v15], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v15], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v14, T.int64(18), 2)]
                        cse_v16: T.let[T.int64] = cse_v10 + T.int64(36)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v16], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v16], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v14, T.int64(18), 2)]
                        cse_v17: T.let[T.int64] = cse_v10 + T.int64(54)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v17], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v9, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v17], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v14, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v10 + T.int64(1)
                        cse_v19: T.let[T.int64] = cse_v9 + T.int64(1)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v18], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v19, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v9 + T.int64(37)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v18], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v20, T.int64(18), 2)]
                        cse_v21: T.let[T.int64] = cse_v10 + T.int64(19)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v21], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v19, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v21], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v20, T.int64(18), 2)]
                        cse_v22: T.let[T.int64] = cse_v10 + T.int64(37)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v22], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v19, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v22], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v20, T.int64(18), 2)]
                        cse_v23: T.let[T.int64] = cse_v10 + T.int64(55)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v23], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v19, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v23], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v20, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v10 + T.int64(2)
                        cse_v25: T.let[T.int64] = cse_v9 + T.int64(2)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v24], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v25, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v9 + T.int64(38)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v24], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v26, T.int64(18), 2)]
                        cse_v27: T.let[T.int64] = cse_v10 + T.int64(20)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v27], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v25, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v27], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v26, T.int64(18), 2)]
                        cse_v28: T.let[T.int64] = cse_v10 + T.int64(38)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v28], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v25, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v28], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v26, T.int64(18), 2)]
                        cse_v29: T.let[T.int64] = cse_v10 + T.int64(56)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v29], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v25, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v29], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v26, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v10 + T.int64(3)
                        cse_v31: T.let[T.int64] = cse_v9 + T.int64(3)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v30], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v31, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v9 + T.int64(39)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v30], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v32, T.int64(18), 2)]
                        cse_v33: T.let[T.int64] = cse_v10 + T.int64(21)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v33], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v31, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v33], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v32, T.int64(18), 2)]
                        cse_v34: T.let[T.int64] = cse_v10 + T.int64(39)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v34], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v31, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v34], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v32, T.int64(18), 2)]
                        cse_v35: T.let[T.int64] = cse_v10 + T.int64(57)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v35], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v31, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v35], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v32, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v10 + T.int64(4)
                        cse_v37: T.let[T.int64] = cse_v9 + T.int64(4)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v36], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v37, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v9 + T.int64(40)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v36], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v38, T.int64(18), 2)]
                        cse_v39: T.let[T.int64] = cse_v10 + T.int64(22)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v39], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v37, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v39], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v38, T.int64(18), 2)]
                        cse_v40: T.let[T.int64] = cse_v10 + T.int64(40)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v40], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v37, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v40], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v38, T.int64(18), 2)]
                        cse_v41: T.let[T.int64] = cse_v10 + T.int64(58)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v41], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v37, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v41], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v38, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v10 + T.int64(5)
                        cse_v43: T.let[T.int64] = cse_v9 + T.int64(5)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v42], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v43, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v9 + T.int64(41)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v42], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v44, T.int64(18), 2)]
                        cse_v45: T.let[T.int64] = cse_v10 + T.int64(23)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v45], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v43, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v45], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v44, T.int64(18), 2)]
                        cse_v46: T.let[T.int64] = cse_v10 + T.int64(41)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v46], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v43, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v46], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v44, T.int64(18), 2)]
                        cse_v47: T.let[T.int64] = cse_v10 + T.int64(59)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v47], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v43, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v47], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v44, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v10 + T.int64(6)
                        cse_v49: T.let[T.int64] = cse_v9 + T.int64(6)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v48], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v49, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v9 + T.int64(42)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v48], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v50, T.int64(18), 2)]
                        cse_v51: T.let[T.int64] = cse_v10 + T.int64(24)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v51], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v49, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v51], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v50, T.int64(18), 2)]
                        cse_v52: T.let[T.int64] = cse_v10 + T.int64(42)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v52], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v49, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v52], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v50, T.int64(18), 2)]
                        cse_v53: T.let[T.int64] = cse_v10 + T.int64(60)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v53], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v49, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v53], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v50, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v10 + T.int64(7)
                        cse_v55: T.let[T.int64] = cse_v9 + T.int64(7)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v54], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v55, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v9 + T.int64(43)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v54], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v56, T.int64(18), 2)]
                        cse_v57: T.let[T.int64] = cse_v10 + T.int64(25)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v57], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v55, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v57], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v56, T.int64(18), 2)]
                        cse_v58: T.let[T.int64] = cse_v10 + T.int64(43)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v58], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v55, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v58], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v56, T.int64(18), 2)]
                        cse_v59: T.let[T.int64] = cse_v10 + T.int64(61)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v59], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v55, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v59], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v56, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v10 + T.int64(8)
                        cse_v61: T.let[T.int64] = cse_v9 + T.int64(8)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v60], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v61, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v9 + T.int64(44)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v60], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v62, T.int64(18), 2)]
                        cse_v63: T.let[T.int64] = cse_v10 + T.int64(26)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v63], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v61, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v63], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v62, T.int64(18), 2)]
                        cse_v64: T.let[T.int64] = cse_v10 + T.int64(44)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v64], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v61, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v64], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v62, T.int64(18), 2)]
                        cse_v65: T.let[T.int64] = cse_v10 + T.int64(62)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v65], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v61, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v65], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v62, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v10 + T.int64(9)
                        cse_v67: T.let[T.int64] = cse_v9 + T.int64(9)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v66], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v67, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v9 + T.int64(45)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v66], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v68, T.int64(18), 2)]
                        cse_v69: T.let[T.int64] = cse_v10 + T.int64(27)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v69], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v67, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v69], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v68, T.int64(18), 2)]
                        cse_v70: T.let[T.int64] = cse_v10 + T.int64(45)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v70], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v67, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v70], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v68, T.int64(18), 2)]
                        cse_v71: T.let[T.int64] = cse_v10 + T.int64(63)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v71], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v67, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v71], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v68, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v10 + T.int64(10)
                        cse_v73: T.let[T.int64] = cse_v9 + T.int64(10)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v72], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v73, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v9 + T.int64(46)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v72], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v74, T.int64(18), 2)]
                        cse_v75: T.let[T.int64] = cse_v10 + T.int64(28)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v75], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v73, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v75], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v74, T.int64(18), 2)]
                        cse_v76: T.let[T.int64] = cse_v10 + T.int64(46)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v76], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v73, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v76], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v74, T.int64(18), 2)]
                        cse_v77: T.let[T.int64] = cse_v10 + T.int64(64)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v77], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v73, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v77], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v74, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v10 + T.int64(11)
                        cse_v79: T.let[T.int64] = cse_v9 + T.int64(11)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v78], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v79, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v9 + T.int64(47)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v78], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v80, T.int64(18), 2)]
                        cse_v81: T.let[T.int64] = cse_v10 + T.int64(29)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v81], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v79, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v81], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v80, T.int64(18), 2)]
                        cse_v82: T.let[T.int64] = cse_v10 + T.int64(47)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v82], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v79, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v82], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v80, T.int64(18), 2)]
                        cse_v83: T.let[T.int64] = cse_v10 + T.int64(65)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v83], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v79, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v83], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v80, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v10 + T.int64(12)
                        cse_v85: T.let[T.int64] = cse_v9 + T.int64(12)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v84], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v85, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v9 + T.int64(48)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v84], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v86, T.int64(18), 2)]
                        cse_v87: T.let[T.int64] = cse_v10 + T.int64(30)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v87], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v85, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v87], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v86, T.int64(18), 2)]
                        cse_v88: T.let[T.int64] = cse_v10 + T.int64(48)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v88], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v85, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v88], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v86, T.int64(18), 2)]
                        cse_v89: T.let[T.int64] = cse_v10 + T.int64(66)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v89], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v85, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v89], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v86, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v10 + T.int64(13)
                        cse_v91: T.let[T.int64] = cse_v9 + T.int64(13)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v90], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v91, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v9 + T.int64(49)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v90], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v92, T.int64(18), 2)]
                        cse_v93: T.let[T.int64] = cse_v10 + T.int64(31)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v93], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v91, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v93], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v92, T.int64(18), 2)]
                        cse_v94: T.let[T.int64] = cse_v10 + T.int64(49)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v94], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v91, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v94], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v92, T.int64(18), 2)]
                        cse_v95: T.let[T.int64] = cse_v10 + T.int64(67)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v95], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v91, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v95], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v92, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v10 + T.int64(14)
                        cse_v97: T.let[T.int64] = cse_v9 + T.int64(14)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v96], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v97, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v9 + T.int64(50)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v96], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v98, T.int64(18), 2)]
                        cse_v99: T.let[T.int64] = cse_v10 + T.int64(32)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v99], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v97, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v99], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v98, T.int64(18), 2)]
                        cse_v100: T.let[T.int64] = cse_v10 + T.int64(50)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v100], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v97, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v100], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v98, T.int64(18), 2)]
                        cse_v101: T.let[T.int64] = cse_v10 + T.int64(68)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v101], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v97, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v101], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v98, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v10 + T.int64(15)
                        cse_v103: T.let[T.int64] = cse_v9 + T.int64(15)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(softmax_reindex_pad_shared[cse_v102], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v103, T.int64(18), 2)]
                        cse_v104: T.let[T.int64] = cse_v9 + T.int64(51)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(softmax_reindex_pad_shared[cse_v102], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v104, T.int64(18), 2)]
                        cse_v105: T.let[T.int64] = cse_v10 + T.int64(33)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(softmax_reindex_pad_shared[cse_v105], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v103, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(softmax_reindex_pad_shared[cse_v105], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v104, T.int64(18), 2)]
                        cse_v106: T.let[T.int64] = cse_v10 + T.int64(51)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(softmax_reindex_pad_shared[cse_v106], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v103, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(softmax_reindex_pad_shared[cse_v106], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v104, T.int64(18), 2)]
                        cse_v107: T.let[T.int64] = cse_v10 + T.int64(69)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(softmax_reindex_pad_shared[cse_v107], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v103, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(softmax_reindex_pad_shared[cse_v107], 2) * permute_dims5_reindex_pad_shared[T.Ramp(cse_v104, T.int64(18), 2)]
                    cse_v108: T.let[T.int64] = cse_v2 + threadIdx_x * T.int64(4)
                    cse_v117: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x * T.int64(128) + cse_v13 + cse_v7
                    if cse_v108 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117:cse_v117 + T.int64(2)] = matmul_reindex_pad_local[T.int64(0)]
                    if cse_v108 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117 + T.int64(2):cse_v117 + T.int64(2) + T.int64(2)] = matmul_reindex_pad_local[T.int64(1)]
                    cse_v112: T.let[T.int64] = cse_v108 + T.int64(1)
                    if cse_v112 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117 + T.int64(32):cse_v117 + T.int64(32) + T.int64(2)] = matmul_reindex_pad_local[T.int64(2)]
                    if cse_v112 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117 + T.int64(34):cse_v117 + T.int64(34) + T.int64(2)] = matmul_reindex_pad_local[T.int64(3)]
                    cse_v113: T.let[T.int64] = cse_v108 + T.int64(2)
                    if cse_v113 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117 + T.int64(64):cse_v117 + T.int64(64) + T.int64(2)] = matmul_reindex_pad_local[T.int64(4)]
                    if cse_v113 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117 + T.int64(66):cse_v117 + T.int64(66) + T.int64(2)] = matmul_reindex_pad_local[T.int64(5)]
                    cse_v114: T.let[T.int64] = cse_v108 + T.int64(3)
                    if cse_v114 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117 + T.int64(96):cse_v117 + T.int64(96) + T.int64(2)] = matmul_reindex_pad_local[T.int64(6)]
                    if cse_v114 < seq and threadIdx_y < T.int64(8):
                        matmul_1[cse_v117 + T.int64(98):cse_v117 + T.int64(98) + T.int64(2)] = matmul_reindex_pad_local[T.int64(7)]

    @T.prim_func(s_tir=True)
    def matmul3(rms_norm1: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), permute_dims8: T.Buffer((T.int64(256), T.int64(512)), "float16"), matmul: T.Buffer((T.int64(1), seq, T.int64(512)), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        rms_norm1_1 = T.decl_buffer((seq * T.int64(256),), "float16", data=rms_norm1.data, elem_offset=0)
        permute_dims8_1 = T.decl_buffer((131072,), "float16", data=permute_dims8.data)
        matmul_1 = T.decl_buffer((seq * T.int64(512),), "float16", data=matmul.data, elem_offset=0)
        with T.launch_thread("blockIdx.y", T.int64(8)) as blockIdx_y:
            matmul_reindex_pad_local = T.alloc_local((8,), "float16x2")
            rms_norm1_reindex_pad_shared = T.alloc_shared((576,), "float16")
            permute_dims8_reindex_shared = T.alloc_shared((1152,), "float16")
            with T.launch_thread("blockIdx.x", (seq + T.int64(31)) // T.int64(32)) as blockIdx_x:
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
                    for ax3_0 in range(T.int64(16)):
                        cse_v2: T.let[T.int64] = threadIdx_x // T.int64(4)
                        cse_v9: T.let[T.int64] = threadIdx_x % T.int64(4) * T.int64(4)
                        cse_v105: T.let[T.int64] = cse_v1 + threadIdx_y * T.int64(2) + cse_v2
                        cse_v109: T.let[T.int64] = threadIdx_y * T.int64(36) + cse_v2 * T.int64(18) + cse_v9
                        cse_v112: T.let[T.int64] = blockIdx_x * T.int64(8192) + threadIdx_y * T.int64(512) + cse_v2 * T.int64(256) + ax3_0 * T.int64(16) + cse_v9
                        T.tvm_storage_sync("shared")
                        rms_norm1_reindex_pad_shared[cse_v109:cse_v109 + T.int64(2)] = T.if_then_else(cse_v105 < seq, rms_norm1_1[T.Ramp(cse_v112, T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        rms_norm1_reindex_pad_shared[cse_v109 + T.int64(2):cse_v109 + T.int64(2) + T.int64(2)] = T.if_then_else(cse_v105 < seq, rms_norm1_1[T.Ramp(cse_v112 + T.int64(2), T.int64(1), 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v3: T.let[T.int64] = threadIdx_x % T.int64(2)
                        cse_v6: T.let[T.int64] = threadIdx_x // T.int64(2)
                        cse_v7: T.let[T.int64] = threadIdx_y * T.int64(72)
                        cse_v110: T.let[T.int64] = cse_v7 + cse_v6 * T.int64(18) + cse_v3 * T.int64(8)
                        cse_v113: T.let[T.int64] = ax3_0 * T.int64(8192) + cse_v3 * T.int64(4096) + cse_v4 + cse_v5 + cse_v6
                        permute_dims8_reindex_shared[cse_v110:cse_v110 + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v113, T.int64(512), 2)]
                        permute_dims8_reindex_shared[cse_v110 + T.int64(2):cse_v110 + T.int64(2) + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v113 + T.int64(1024), T.int64(512), 2)]
                        permute_dims8_reindex_shared[cse_v110 + T.int64(4):cse_v110 + T.int64(4) + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v113 + T.int64(2048), T.int64(512), 2)]
                        permute_dims8_reindex_shared[cse_v110 + T.int64(6):cse_v110 + T.int64(6) + T.int64(2)] = permute_dims8_1[T.Ramp(cse_v113 + T.int64(3072), T.int64(512), 2)]
                        cse_v8: T.let[T.int64] = threadIdx_x * T.int64(72)
                        T.tvm_storage_sync("shared")
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v8], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        cse_v10: T.let[T.int64] = cse_v7 + T.int64(36)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v8], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v11: T.let[T.int64] = cse_v8 + T.int64(18)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v11], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v11], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v12: T.let[T.int64] = cse_v8 + T.int64(36)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v12], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v12], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v13: T.let[T.int64] = cse_v8 + T.int64(54)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v13], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v7, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v13], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v10, T.int64(18), 2)]
                        cse_v14: T.let[T.int64] = cse_v8 + T.int64(1)
                        cse_v15: T.let[T.int64] = cse_v7 + T.int64(1)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v14], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        cse_v16: T.let[T.int64] = cse_v7 + T.int64(37)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v14], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v17: T.let[T.int64] = cse_v8 + T.int64(19)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v17], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v17], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v18: T.let[T.int64] = cse_v8 + T.int64(37)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v18], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v18], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v19: T.let[T.int64] = cse_v8 + T.int64(55)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v19], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v15, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v19], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v16, T.int64(18), 2)]
                        cse_v20: T.let[T.int64] = cse_v8 + T.int64(2)
                        cse_v21: T.let[T.int64] = cse_v7 + T.int64(2)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v20], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        cse_v22: T.let[T.int64] = cse_v7 + T.int64(38)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v20], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v23: T.let[T.int64] = cse_v8 + T.int64(20)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v23], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v23], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v24: T.let[T.int64] = cse_v8 + T.int64(38)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v24], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v24], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v25: T.let[T.int64] = cse_v8 + T.int64(56)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v25], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v21, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v25], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v22, T.int64(18), 2)]
                        cse_v26: T.let[T.int64] = cse_v8 + T.int64(3)
                        cse_v27: T.let[T.int64] = cse_v7 + T.int64(3)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v26], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        cse_v28: T.let[T.int64] = cse_v7 + T.int64(39)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v26], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v29: T.let[T.int64] = cse_v8 + T.int64(21)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v29], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v29], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v30: T.let[T.int64] = cse_v8 + T.int64(39)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v30], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v30], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v31: T.let[T.int64] = cse_v8 + T.int64(57)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v31], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v27, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v31], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v28, T.int64(18), 2)]
                        cse_v32: T.let[T.int64] = cse_v8 + T.int64(4)
                        cse_v33: T.let[T.int64] = cse_v7 + T.int64(4)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v32], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        cse_v34: T.let[T.int64] = cse_v7 + T.int64(40)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v32], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v35: T.let[T.int64] = cse_v8 + T.int64(22)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v35], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v35], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v36: T.let[T.int64] = cse_v8 + T.int64(40)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v36], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v36], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v37: T.let[T.int64] = cse_v8 + T.int64(58)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v37], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v33, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v37], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v34, T.int64(18), 2)]
                        cse_v38: T.let[T.int64] = cse_v8 + T.int64(5)
                        cse_v39: T.let[T.int64] = cse_v7 + T.int64(5)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v38], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        cse_v40: T.let[T.int64] = cse_v7 + T.int64(41)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v38], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v41: T.let[T.int64] = cse_v8 + T.int64(23)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v41], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v41], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v42: T.let[T.int64] = cse_v8 + T.int64(41)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v42], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v42], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v43: T.let[T.int64] = cse_v8 + T.int64(59)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v43], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v39, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v43], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v40, T.int64(18), 2)]
                        cse_v44: T.let[T.int64] = cse_v8 + T.int64(6)
                        cse_v45: T.let[T.int64] = cse_v7 + T.int64(6)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v44], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        cse_v46: T.let[T.int64] = cse_v7 + T.int64(42)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v44], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v47: T.let[T.int64] = cse_v8 + T.int64(24)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v47], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v47], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v48: T.let[T.int64] = cse_v8 + T.int64(42)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v48], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v48], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v49: T.let[T.int64] = cse_v8 + T.int64(60)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v49], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v45, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v49], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v46, T.int64(18), 2)]
                        cse_v50: T.let[T.int64] = cse_v8 + T.int64(7)
                        cse_v51: T.let[T.int64] = cse_v7 + T.int64(7)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v50], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        cse_v52: T.let[T.int64] = cse_v7 + T.int64(43)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v50], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v53: T.let[T.int64] = cse_v8 + T.int64(25)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v53], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v53], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v54: T.let[T.int64] = cse_v8 + T.int64(43)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v54], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v54], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v55: T.let[T.int64] = cse_v8 + T.int64(61)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v55], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v51, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v55], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v52, T.int64(18), 2)]
                        cse_v56: T.let[T.int64] = cse_v8 + T.int64(8)
                        cse_v57: T.let[T.int64] = cse_v7 + T.int64(8)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v56], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        cse_v58: T.let[T.int64] = cse_v7 + T.int64(44)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v56], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v59: T.let[T.int64] = cse_v8 + T.int64(26)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v59], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v59], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v60: T.let[T.int64] = cse_v8 + T.int64(44)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v60], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v60], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v61: T.let[T.int64] = cse_v8 + T.int64(62)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v61], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v57, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v61], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v58, T.int64(18), 2)]
                        cse_v62: T.let[T.int64] = cse_v8 + T.int64(9)
                        cse_v63: T.let[T.int64] = cse_v7 + T.int64(9)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v62], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        cse_v64: T.let[T.int64] = cse_v7 + T.int64(45)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v62], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v65: T.let[T.int64] = cse_v8 + T.int64(27)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v65], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v65], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v66: T.let[T.int64] = cse_v8 + T.int64(45)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v66], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v66], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v67: T.let[T.int64] = cse_v8 + T.int64(63)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v67], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v63, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v67], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v64, T.int64(18), 2)]
                        cse_v68: T.let[T.int64] = cse_v8 + T.int64(10)
                        cse_v69: T.let[T.int64] = cse_v7 + T.int64(10)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v68], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        cse_v70: T.let[T.int64] = cse_v7 + T.int64(46)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v68], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v71: T.let[T.int64] = cse_v8 + T.int64(28)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v71], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v71], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v72: T.let[T.int64] = cse_v8 + T.int64(46)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v72], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v72], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v73: T.let[T.int64] = cse_v8 + T.int64(64)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v73], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v69, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v73], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v70, T.int64(18), 2)]
                        cse_v74: T.let[T.int64] = cse_v8 + T.int64(11)
                        cse_v75: T.let[T.int64] = cse_v7 + T.int64(11)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v74], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        cse_v76: T.let[T.int64] = cse_v7 + T.int64(47)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v74], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v77: T.let[T.int64] = cse_v8 + T.int64(29)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v77], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v77], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v78: T.let[T.int64] = cse_v8 + T.int64(47)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v78], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v78], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v79: T.let[T.int64] = cse_v8 + T.int64(65)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v79], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v75, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v79], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v76, T.int64(18), 2)]
                        cse_v80: T.let[T.int64] = cse_v8 + T.int64(12)
                        cse_v81: T.let[T.int64] = cse_v7 + T.int64(12)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v80], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        cse_v82: T.let[T.int64] = cse_v7 + T.int64(48)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v80], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v83: T.let[T.int64] = cse_v8 + T.int64(30)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v83], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v83], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v84: T.let[T.int64] = cse_v8 + T.int64(48)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v84], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v84], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v85: T.let[T.int64] = cse_v8 + T.int64(66)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v85], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v81, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v85], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v82, T.int64(18), 2)]
                        cse_v86: T.let[T.int64] = cse_v8 + T.int64(13)
                        cse_v87: T.let[T.int64] = cse_v7 + T.int64(13)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v86], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        cse_v88: T.let[T.int64] = cse_v7 + T.int64(49)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v86], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v89: T.let[T.int64] = cse_v8 + T.int64(31)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v89], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v89], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v90: T.let[T.int64] = cse_v8 + T.int64(49)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v90], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v90], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v91: T.let[T.int64] = cse_v8 + T.int64(67)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v91], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v87, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v91], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v88, T.int64(18), 2)]
                        cse_v92: T.let[T.int64] = cse_v8 + T.int64(14)
                        cse_v93: T.let[T.int64] = cse_v7 + T.int64(14)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v92], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        cse_v94: T.let[T.int64] = cse_v7 + T.int64(50)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v92], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v95: T.let[T.int64] = cse_v8 + T.int64(32)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v95], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v95], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v96: T.let[T.int64] = cse_v8 + T.int64(50)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v96], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v96], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v97: T.let[T.int64] = cse_v8 + T.int64(68)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v97], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v93, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v97], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v94, T.int64(18), 2)]
                        cse_v98: T.let[T.int64] = cse_v8 + T.int64(15)
                        cse_v99: T.let[T.int64] = cse_v7 + T.int64(15)
                        matmul_reindex_pad_local[0] = matmul_reindex_pad_local[0] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v98], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        cse_v100: T.let[T.int64] = cse_v7 + T.int64(51)
                        matmul_reindex_pad_local[1] = matmul_reindex_pad_local[1] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v98], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v101: T.let[T.int64] = cse_v8 + T.int64(33)
                        matmul_reindex_pad_local[2] = matmul_reindex_pad_local[2] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v101], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        matmul_reindex_pad_local[3] = matmul_reindex_pad_local[3] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v101], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v102: T.let[T.int64] = cse_v8 + T.int64(51)
                        matmul_reindex_pad_local[4] = matmul_reindex_pad_local[4] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v102], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        matmul_reindex_pad_local[5] = matmul_reindex_pad_local[5] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v102], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                        cse_v103: T.let[T.int64] = cse_v8 + T.int64(69)
                        matmul_reindex_pad_local[6] = matmul_reindex_pad_local[6] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v103], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v99, T.int64(18), 2)]
                        matmul_reindex_pad_local[7] = matmul_reindex_pad_local[7] + T.Broadcast(rms_norm1_reindex_pad_shared[cse_v103], 2) * permute_dims8_reindex_shared[T.Ramp(cse_v100, T.int64(18), 2)]
                    cse_v104: T.let[T.int64] = cse_v1 + threadIdx_x * T.int64(4)
                    cse_v111: T.let[T.int64] = blockIdx_x * T.int64(16384) + threadIdx_x * T.int64(2048) + cse_v4 + cse_v5
                    if cse_v104 < seq:
                        matmul_1[cse_v111:cse_v111 + T.int64(2)] = matmul_reindex_pad_local[T.int64(0)]
                    if cse_v104 < seq:
                        matmul_1[cse_v111 + T.int64(2):cse_v111 + T.int64(2) + T.int64(2)] = matmul_reindex_pad_local[T.int64(1)]
                    cse_v106: T.let[T.int64] = cse_v104 + T.int64(1)
                    if cse_v106 < seq:
                        matmul_1[cse_v111 + T.int64(512):cse_v111 + T.int64(512) + T.int64(2)] = matmul_reindex_pad_local[T.int64(2)]
                    if cse_v106 < seq:
                        matmul_1[cse_v111 + T.int64(514):cse_v111 + T.int64(514) + T.int64(2)] = matmul_reindex_pad_local[T.int64(3)]
                    cse_v107: T.let[T.int64] = cse_v104 + T.int64(2)
                    if cse_v107 < seq:
                        matmul_1[cse_v111 + T.int64(1024):cse_v111 + T.int64(1024) + T.int64(2)] = matmul_reindex_pad_local[T.int64(4)]
                    if cse_v107 < seq:
                        matmul_1[cse_v111 + T.int64(1026):cse_v111 + T.int64(1026) + T.int64(2)] = matmul_reindex_pad_local[T.int64(5)]
                    cse_v108: T.let[T.int64] = cse_v104 + T.int64(3)
                    if cse_v108 < seq:
                        matmul_1[cse_v111 + T.int64(1536):cse_v111 + T.int64(1536) + T.int64(2)] = matmul_reindex_pad_local[T.int64(6)]
                    if cse_v108 < seq:
                        matmul_1[cse_v111 + T.int64(1538):cse_v111 + T.int64(1538) + T.int64(2)] = matmul_reindex_pad_local[T.int64(7)]

    @T.prim_func(s_tir=True)
    def reshape(matmul: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), T_reshape: T.Buffer((T.int64(1), seq, T.int64(8), T.int64(32)), "float16")):
        T.func_attr({"op_pattern": 8, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        matmul_1 = T.decl_buffer((cse_v1,), "float16", data=matmul.data, elem_offset=0)
        T_reshape_1 = T.decl_buffer((cse_v1,), "float16", data=T_reshape.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", (seq + T.int64(3)) // T.int64(4)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v2: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            if cse_v2 < cse_v1:
                T_reshape_1[cse_v2] = matmul_1[cse_v2]

    @T.prim_func(s_tir=True)
    def reshape1(permute_dims6: T.Buffer((T.int64(1), seq, T.int64(8), T.int64(32)), "float16"), T_reshape: T.Buffer((T.int64(1), seq, T.int64(256)), "float16")):
        T.func_attr({"op_pattern": 8, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        permute_dims6_1 = T.decl_buffer((cse_v1,), "float16", data=permute_dims6.data, elem_offset=0)
        T_reshape_1 = T.decl_buffer((cse_v1,), "float16", data=T_reshape.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", (seq + T.int64(3)) // T.int64(4)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v2: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            if cse_v2 < cse_v1:
                T_reshape_1[cse_v2] = permute_dims6_1[cse_v2]

    @T.prim_func(s_tir=True)
    def rms_norm(x: T.Buffer((T.int64(1), seq, T.int64(256)), "float16"), n1_weight: T.Buffer((T.int64(256),), "float16"), T_cast: T.Buffer((T.int64(1), seq, T.int64(256)), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        x_1 = T.decl_buffer((cse_v1,), "float16", data=x.data, elem_offset=0)
        n1_weight_1 = T.decl_buffer((256,), "float16", data=n1_weight.data)
        T_cast_1 = T.decl_buffer((cse_v1,), "float16", data=T_cast.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", seq) as blockIdx_x:
            T_multiply_red_rf_local = T.alloc_local((1,))
            red_result = T.alloc_shared((T.int64(1),), annotations={"tirx.volatile": True})
            T_multiply_red_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", T.int64(256)) as threadIdx_x:
                T_multiply_red_rf_local[0] = T.float32(0.0)
                cse_v2: T.let[T.int64] = blockIdx_x * T.int64(256) + threadIdx_x
                T_multiply_red_rf_local[0] = T_multiply_red_rf_local[0] + T.Cast("float32", x_1[cse_v2]) * T.Cast("float32", x_1[cse_v2])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((T.int64(8),))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = T_multiply_red_rf_local[0]
                    mask[0] = T.tvm_warp_activemask()
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 16, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 8, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    if threadIdx_x % T.int64(32) == T.int64(0):
                        red_buf_staging[threadIdx_x // T.int64(32)] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < T.int64(8):
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    if threadIdx_x == T.int64(0):
                        red_result[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == T.int64(0):
                    T_multiply_red_shared[0] = red_result[0]
                T.tvm_storage_sync("shared")
                T_cast_1[cse_v2] = T.Cast("float16", T.rsqrt(T_multiply_red_shared[0] / T.float32(256.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v2]) * T.Cast("float32", n1_weight_1[threadIdx_x]))

    @T.prim_func(s_tir=True)
    def shape_func(H: T.Buffer((T.int64(5),), "int64")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        H_1 = T.decl_buffer((5,), "int64", data=H.data)
        H_1[4] = H_1[0] * T.int64(512)
        H_1[3] = H_1[0] * T.int64(1024)
        H_1[2] = H_1[0] * H_1[0] * T.int64(16)
        H_1[1] = H_1[0] * T.int64(512)

    @T.prim_func(s_tir=True)
    def softmax(mul: T.Buffer((T.int64(1), T.int64(8), seq, seq), "float16"), T_softmax_norm: T.Buffer((T.int64(1), T.int64(8), seq, seq), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v5: T.let[T.int64] = seq * seq * T.int64(8)
        mul_1 = T.decl_buffer((cse_v5,), "float16", data=mul.data, elem_offset=0)
        T_softmax_norm_1 = T.decl_buffer((cse_v5,), "float16", data=T_softmax_norm.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", seq * T.int64(8)) as blockIdx_x:
            in_thread_T_softmax_maxelem_shared = T.alloc_local((1,), "float16")
            red_result = T.alloc_shared((T.int64(1),), "float16", annotations={"tirx.volatile": True})
            T_softmax_maxelem_shared = T.alloc_shared((1,), "float16")
            in_thread_T_softmax_expsum_shared = T.alloc_local((1,), "float16")
            red_result_1 = T.alloc_shared((T.int64(1),), "float16", annotations={"tirx.volatile": True})
            T_softmax_expsum_shared = T.alloc_shared((1,), "float16")
            with T.launch_thread("threadIdx.x", T.int64(256)) as threadIdx_x:
                in_thread_T_softmax_maxelem_shared[0] = T.float16(-65504.0)
                cse_v2: T.let[T.int64] = blockIdx_x * seq
                cse_v6: T.let[T.int64] = (seq + T.int64(255)) // T.int64(256)
                for ax2_fused_0 in range(cse_v6):
                    cse_v1: T.let[T.int64] = ax2_fused_0 * T.int64(256)
                    if cse_v1 + threadIdx_x < seq:
                        in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], mul_1[cse_v1 + cse_v2 + threadIdx_x])
                with T.attr(T.comm_reducer(lambda x0, y0: T.max(x0, y0), [T.float16(-65504.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((T.int64(8),), "float16")
                    t0 = T.alloc_local((1,), "float16")
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,), "float16")
                    t0_1 = T.alloc_local((1,), "float16")
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,), "float16")
                    red_buf0[0] = in_thread_T_softmax_maxelem_shared[0]
                    mask[0] = T.tvm_warp_activemask()
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 16, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 8, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    if threadIdx_x % T.int64(32) == T.int64(0):
                        red_buf_staging[threadIdx_x // T.int64(32)] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < T.int64(8):
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = T.max(red_buf0_1[0], t0_1[0])
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = T.max(red_buf0_1[0], t0_1[0])
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = T.max(red_buf0_1[0], t0_1[0])
                    if threadIdx_x == T.int64(0):
                        red_result[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == T.int64(0):
                    T_softmax_maxelem_shared[0] = red_result[0]
                in_thread_T_softmax_expsum_shared[0] = T.float16(0.0)
                T.tvm_storage_sync("shared")
                for ax2_fused_0 in range(cse_v6):
                    cse_v3: T.let[T.int64] = ax2_fused_0 * T.int64(256)
                    if cse_v3 + threadIdx_x < seq:
                        in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(mul_1[cse_v3 + cse_v2 + threadIdx_x] - T_softmax_maxelem_shared[0])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float16(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((T.int64(8),), "float16")
                    t0 = T.alloc_local((1,), "float16")
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,), "float16")
                    t0_1 = T.alloc_local((1,), "float16")
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,), "float16")
                    red_buf0[0] = in_thread_T_softmax_expsum_shared[0]
                    mask[0] = T.tvm_warp_activemask()
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 16, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 8, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                    red_buf0[0] = red_buf0[0] + t0[0]
                    if threadIdx_x % T.int64(32) == T.int64(0):
                        red_buf_staging[threadIdx_x // T.int64(32)] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < T.int64(8):
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    if threadIdx_x == T.int64(0):
                        red_result_1[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == T.int64(0):
                    T_softmax_expsum_shared[0] = red_result_1[0]
                T.tvm_storage_sync("shared")
                for ax2_0 in range(cse_v6):
                    cse_v4: T.let[T.int64] = ax2_0 * T.int64(256)
                    if cse_v4 + threadIdx_x < seq:
                        cse_v7: T.let[T.int64] = cse_v4 + cse_v2 + threadIdx_x
                        T_softmax_norm_1[cse_v7] = T.exp(mul_1[cse_v7] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]

    @T.prim_func(s_tir=True)
    def transpose(q_weight: T.Buffer((T.int64(256), T.int64(256)), "float16"), T_transpose: T.Buffer((T.int64(256), T.int64(256)), "float16")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        q_weight_1 = T.decl_buffer((65536,), "float16", data=q_weight.data)
        T_transpose_1 = T.decl_buffer((65536,), "float16", data=T_transpose.data)
        with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_transpose_1[blockIdx_x * 1024 + threadIdx_x] = q_weight_1[threadIdx_x % 256 * 256 + blockIdx_x * 4 + threadIdx_x // 256]

    @T.prim_func(s_tir=True)
    def transpose1(reshape: T.Buffer((T.int64(1), seq, T.int64(8), T.int64(32)), "float16"), T_transpose: T.Buffer((T.int64(1), T.int64(8), seq, T.int64(32)), "float16")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        reshape_1 = T.decl_buffer((cse_v1,), "float16", data=reshape.data, elem_offset=0)
        T_transpose_1 = T.decl_buffer((cse_v1,), "float16", data=T_transpose.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", (seq + T.int64(3)) // T.int64(4)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v4: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            if cse_v4 < cse_v1:
                cse_v2: T.let[T.int64] = seq * T.int64(32)
                cse_v3: T.let[T.int64] = threadIdx_x % T.int64(32)
                cse_v5: T.let[T.int64] = cse_v4 // cse_v2
                cse_v6: T.let[T.int64] = cse_v4 % cse_v2 // T.int64(32)
                T_transpose_1[cse_v6 * T.int64(32) + cse_v5 * seq * T.int64(32) + cse_v3] = reshape_1[cse_v6 * T.int64(256) + cse_v5 * T.int64(32) + cse_v3]

    @T.prim_func(s_tir=True)
    def transpose2(reshape1: T.Buffer((T.int64(1), seq, T.int64(8), T.int64(32)), "float16"), T_transpose: T.Buffer((T.int64(1), T.int64(8), T.int64(32), seq), "float16")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        reshape1_1 = T.decl_buffer((cse_v1,), "float16", data=reshape1.data, elem_offset=0)
        T_transpose_1 = T.decl_buffer((cse_v1,), "float16", data=T_transpose.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", (seq + T.int64(3)) // T.int64(4)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v2: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            if cse_v2 < cse_v1:
                T_transpose_1[cse_v2] = reshape1_1[cse_v2 % seq * T.int64(256) + cse_v2 // seq]

    @T.prim_func(s_tir=True)
    def transpose3(matmul4: T.Buffer((T.int64(1), T.int64(8), seq, T.int64(32)), "float16"), T_transpose: T.Buffer((T.int64(1), seq, T.int64(8), T.int64(32)), "float16")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(256)
        matmul4_1 = T.decl_buffer((cse_v1,), "float16", data=matmul4.data, elem_offset=0)
        T_transpose_1 = T.decl_buffer((cse_v1,), "float16", data=T_transpose.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", (seq + T.int64(3)) // T.int64(4)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v2: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            if cse_v2 < cse_v1:
                T_transpose_1[cse_v2] = matmul4_1[blockIdx_x * T.int64(128) + threadIdx_x // T.int64(256) * T.int64(32) + threadIdx_x % T.int64(256) // T.int64(32) * seq * T.int64(32) + threadIdx_x % T.int64(32)]

    @T.prim_func(s_tir=True)
    def transpose4(gate_weight: T.Buffer((T.int64(512), T.int64(256)), "float16"), T_transpose: T.Buffer((T.int64(256), T.int64(512)), "float16")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        gate_weight_1 = T.decl_buffer((131072,), "float16", data=gate_weight.data)
        T_transpose_1 = T.decl_buffer((131072,), "float16", data=T_transpose.data)
        with T.launch_thread("blockIdx.x", 128) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_transpose_1[blockIdx_x * 1024 + threadIdx_x] = gate_weight_1[threadIdx_x % 512 * 256 + blockIdx_x * 2 + threadIdx_x // 512]

    @T.prim_func(s_tir=True)
    def transpose5(down_weight: T.Buffer((T.int64(256), T.int64(512)), "float16"), T_transpose: T.Buffer((T.int64(512), T.int64(256)), "float16")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        down_weight_1 = T.decl_buffer((131072,), "float16", data=down_weight.data)
        T_transpose_1 = T.decl_buffer((131072,), "float16", data=T_transpose.data)
        with T.launch_thread("blockIdx.x", 128) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_transpose_1[blockIdx_x * 1024 + threadIdx_x] = down_weight_1[threadIdx_x % 256 * 512 + blockIdx_x * 4 + threadIdx_x // 256]
