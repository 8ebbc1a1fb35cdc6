# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

m = TypeVar("m")
n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def fused_subtract_add(sum: T.Buffer((T.int64(32), T.int64(1)), "float32"), max: T.Buffer((T.int64(32), T.int64(1)), "float32"), cumsum: T.Buffer((T.int64(32), T.int64(4096)), "float32"), T_add_intermediate: T.Buffer((T.int64(32), T.int64(4096)), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        sum_1 = T.decl_buffer((32,), data=sum.data)
        max_1 = T.decl_buffer((32,), data=max.data)
        cumsum_1 = T.decl_buffer((131072,), data=cumsum.data)
        T_add_intermediate_1 = T.decl_buffer((131072,), data=T_add_intermediate.data)
        with T.launch_thread("blockIdx.x", 128) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v1: T.let[T.int32] = blockIdx_x // 4
            cse_v2: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            T_add_intermediate_1[cse_v2] = cumsum_1[cse_v2] + (sum_1[cse_v1] - max_1[cse_v1])

    @T.prim_func(s_tir=True)
    def gpu_2d_continuous_cumsum(A: T.Buffer((m, n), "float32"), Out: T.Buffer((m, n), "float32")):
        T.func_attr({"op_pattern": 8, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True})
        cse_v1: T.let[T.int64] = m * n
        Tmp = T.alloc_buffer((cse_v1,), elem_offset=0)
        A_1 = T.decl_buffer((cse_v1,), data=A.data, elem_offset=0)
        Out_1 = T.decl_buffer((cse_v1,), data=Out.data, elem_offset=0)
        cse_v33: T.let[T.int64] = T.Cast("int64", T.int64(256) < n) + T.Cast("int64", T.int64(131072) < n) + T.Cast("int64", T.int64(67108864) < n) + T.Cast("int64", T.int64(34359738368) < n) + T.Cast("int64", T.int64(17592186044416) < n) + T.Cast("int64", T.int64(9007199254740992) < n) + T.Cast("int64", T.int64(4611686018427387904) < n)
        total_rounds: T.let[T.int64] = cse_v33
        cse_v11: T.let[T.int64] = (n + T.int64(511)) // T.int64(512)
        with T.launch_thread("blockIdx.y", m) as blockIdx_y:
            local_buf = T.alloc_local((4,))
            shared_buf = T.alloc_shared((512,))
            with T.launch_thread("blockIdx.x", cse_v11) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(4))
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(32))
                cse_v2: T.let[T.int64] = threadIdx_y * T.int64(128)
                cse_v3: T.let[T.int64] = threadIdx_x * T.int64(4)
                cse_v21: T.let[T.int64] = blockIdx_x * T.int64(512) + cse_v2 + cse_v3
                tx_idx: T.let[T.int64] = cse_v21
                cse_v4: T.let[T.int64] = blockIdx_y * n
                cse_v27: T.let[T.int64] = cse_v21 + cse_v4
                for i_s in range(T.int64(4)):
                    local_buf[i_s] = T.if_then_else(cse_v21 + i_s < n, A_1[cse_v27 + i_s], T.float32(0.0))
                local_buf[1] = local_buf[1] + local_buf[0]
                local_buf[2] = local_buf[2] + local_buf[1]
                local_buf[3] = local_buf[3] + local_buf[2]
                cse_v12: T.let[T.int64] = cse_v2 + cse_v3
                shared_buf[cse_v12:cse_v12 + T.int64(4)] = local_buf[T.Ramp(0, 1, 4)]
                idx: T.let[T.int64] = cse_v12
                T.tvm_storage_sync("shared")
                if T.int64(1) <= threadIdx_x:
                    shared_buf[cse_v12:cse_v12 + T.int64(4)] = shared_buf[T.Ramp(cse_v12, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v12 - T.int64(1)], 4)
                idx_1: T.let[T.int64] = cse_v12
                T.tvm_storage_sync("shared")
                if T.int64(2) <= threadIdx_x:
                    shared_buf[cse_v12:cse_v12 + T.int64(4)] = shared_buf[T.Ramp(cse_v12, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v12 - T.int64(5)], 4)
                idx_2: T.let[T.int64] = cse_v12
                T.tvm_storage_sync("shared")
                if T.int64(4) <= threadIdx_x:
                    shared_buf[cse_v12:cse_v12 + T.int64(4)] = shared_buf[T.Ramp(cse_v12, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v12 - T.int64(13)], 4)
                idx_3: T.let[T.int64] = cse_v12
                T.tvm_storage_sync("shared")
                if T.int64(8) <= threadIdx_x:
                    shared_buf[cse_v12:cse_v12 + T.int64(4)] = shared_buf[T.Ramp(cse_v12, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v12 - T.int64(29)], 4)
                idx_4: T.let[T.int64] = cse_v12
                T.tvm_storage_sync("shared")
                if T.int64(16) <= threadIdx_x:
                    shared_buf[cse_v12:cse_v12 + T.int64(4)] = shared_buf[T.Ramp(cse_v12, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v12 - T.int64(61)], 4)
                T.tvm_storage_sync("shared")
                if threadIdx_y == T.int64(0):
                    cse_v13: T.let[T.int64] = cse_v3 + T.int64(128)
                    idx_5: T.let[T.int64] = cse_v13
                    shared_buf[cse_v13:cse_v13 + T.int64(4)] = shared_buf[T.Ramp(cse_v13, T.int64(1), 4)] + T.Broadcast(shared_buf[127], 4)
                T.tvm_storage_sync("shared")
                if threadIdx_y == T.int64(0):
                    cse_v14: T.let[T.int64] = cse_v3 + T.int64(256)
                    idx_5: T.let[T.int64] = cse_v14
                    shared_buf[cse_v14:cse_v14 + T.int64(4)] = shared_buf[T.Ramp(cse_v14, T.int64(1), 4)] + T.Broadcast(shared_buf[255], 4)
                T.tvm_storage_sync("shared")
                if threadIdx_y == T.int64(0):
                    cse_v15: T.let[T.int64] = cse_v3 + T.int64(384)
                    idx_5: T.let[T.int64] = cse_v15
                    shared_buf[cse_v15:cse_v15 + T.int64(4)] = shared_buf[T.Ramp(cse_v15, T.int64(1), 4)] + T.Broadcast(shared_buf[383], 4)
                idx_5: T.let[T.int64x4] = T.Ramp(cse_v12, T.int64(1), 4)
                T.tvm_storage_sync("shared")
                for i_s in range(T.int64(4)):
                    if cse_v21 + i_s < n:
                        Out_1[cse_v27 + i_s] = shared_buf[cse_v12 + i_s]
                if threadIdx_x == T.int64(0) and threadIdx_y == T.int64(0):
                    Tmp[cse_v4 + blockIdx_x] = shared_buf[511]
        cse_v5: T.let[T.int64] = n - T.int64(1)
        cse_v34: T.let[T.int64] = T.Cast("int64", T.Cast("int32", T.int64(256) < n)) + T.Cast("int64", T.Cast("int32", T.int64(131072) < n)) + T.Cast("int64", T.Cast("int32", T.int64(67108864) < n)) + T.Cast("int64", T.Cast("int32", T.int64(34359738368) < n)) + T.Cast("int64", T.Cast("int32", T.int64(17592186044416) < n)) + T.Cast("int64", T.Cast("int32", T.int64(9007199254740992) < n)) + T.Cast("int64", T.Cast("int32", T.int64(4611686018427387904) < n))
        for i in range(cse_v34):
            cse_v16: T.let[T.int64] = i * T.int64(9) + T.int64(9)
            shift: T.let[T.int64] = cse_v16
            cse_v22: T.let[T.int64] = T.min(i + T.int64(2), T.int64(7)) * T.int64(9)
            block_shift: T.let[T.int64] = cse_v22
            cse_v23: T.let[T.int64] = cse_v5 >> cse_v16
            cur_len: T.let[T.int64] = cse_v23 + T.int64(1)
            cse_v30: T.let[T.int64] = (cse_v5 >> cse_v22) + T.int64(1)
            num_blocks: T.let[T.int64] = cse_v30
            with T.launch_thread("blockIdx.y", m) as blockIdx_y:
                local_buf = T.alloc_local((4,))
                shared_buf = T.alloc_shared((512,))
                with T.launch_thread("blockIdx.x", cse_v30) as blockIdx_x:
                    threadIdx_y = T.launch_thread("threadIdx.y", T.int64(4))
                    threadIdx_x = T.launch_thread("threadIdx.x", T.int64(32))
                    cse_v6: T.let[T.int64] = threadIdx_y * T.int64(128)
                    cse_v7: T.let[T.int64] = threadIdx_x * T.int64(4)
                    cse_v24: T.let[T.int64] = blockIdx_x * T.int64(512) + cse_v6 + cse_v7
                    tx_idx: T.let[T.int64] = cse_v24
                    cse_v8: T.let[T.int64] = blockIdx_y * n
                    cse_v31: T.let[T.int64] = cse_v24 + cse_v8 + i * cse_v11
                    for i_s in range(T.int64(4)):
                        local_buf[i_s] = T.if_then_else(cse_v24 + i_s <= cse_v23, Tmp[cse_v31 + i_s], T.float32(0.0))
                    local_buf[1] = local_buf[1] + local_buf[0]
                    local_buf[2] = local_buf[2] + local_buf[1]
                    local_buf[3] = local_buf[3] + local_buf[2]
                    cse_v17: T.let[T.int64] = cse_v6 + cse_v7
                    shared_buf[cse_v17:cse_v17 + T.int64(4)] = local_buf[T.Ramp(0, 1, 4)]
                    idx: T.let[T.int64] = cse_v17
                    T.tvm_storage_sync("shared")
                    if T.int64(1) <= threadIdx_x:
                        shared_buf[cse_v17:cse_v17 + T.int64(4)] = shared_buf[T.Ramp(cse_v17, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v17 - T.int64(1)], 4)
                    idx_1: T.let[T.int64] = cse_v17
                    T.tvm_storage_sync("shared")
                    if T.int64(2) <= threadIdx_x:
                        shared_buf[cse_v17:cse_v17 + T.int64(4)] = shared_buf[T.Ramp(cse_v17, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v17 - T.int64(5)], 4)
                    idx_2: T.let[T.int64] = cse_v17
                    T.tvm_storage_sync("shared")
                    if T.int64(4) <= threadIdx_x:
                        shared_buf[cse_v17:cse_v17 + T.int64(4)] = shared_buf[T.Ramp(cse_v17, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v17 - T.int64(13)], 4)
                    idx_3: T.let[T.int64] = cse_v17
                    T.tvm_storage_sync("shared")
                    if T.int64(8) <= threadIdx_x:
                        shared_buf[cse_v17:cse_v17 + T.int64(4)] = shared_buf[T.Ramp(cse_v17, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v17 - T.int64(29)], 4)
                    idx_4: T.let[T.int64] = cse_v17
                    T.tvm_storage_sync("shared")
                    if T.int64(16) <= threadIdx_x:
                        shared_buf[cse_v17:cse_v17 + T.int64(4)] = shared_buf[T.Ramp(cse_v17, T.int64(1), 4)] + T.Broadcast(shared_buf[cse_v17 - T.int64(61)], 4)
                    T.tvm_storage_sync("shared")
                    if threadIdx_y == T.int64(0):
                        cse_v18: T.let[T.int64] = cse_v7 + T.int64(128)
                        idx_5: T.let[T.int64] = cse_v18
                        shared_buf[cse_v18:cse_v18 + T.int64(4)] = shared_buf[T.Ramp(cse_v18, T.int64(1), 4)] + T.Broadcast(shared_buf[127], 4)
                    T.tvm_storage_sync("shared")
                    if threadIdx_y == T.int64(0):
                        cse_v19: T.let[T.int64] = cse_v7 + T.int64(256)
                        idx_5: T.let[T.int64] = cse_v19
                        shared_buf[cse_v19:cse_v19 + T.int64(4)] = shared_buf[T.Ramp(cse_v19, T.int64(1), 4)] + T.Broadcast(shared_buf[255], 4)
                    T.tvm_storage_sync("shared")
                    if threadIdx_y == T.int64(0):
                        cse_v20: T.let[T.int64] = cse_v7 + T.int64(384)
                        idx_5: T.let[T.int64] = cse_v20
                        shared_buf[cse_v20:cse_v20 + T.int64(4)] = shared_buf[T.Ramp(cse_v20, T.int64(1), 4)] + T.Broadcast(shared_buf[383], 4)
                    idx_5: T.let[T.int64x4] = T.Ramp(cse_v17, T.int64(1), 4)
                    T.tvm_storage_sync("shared")
                    for i_s in range(T.int64(4)):
                        if cse_v24 + i_s <= cse_v23:
                            Tmp[cse_v31 + i_s] = shared_buf[cse_v17 + i_s]
                    if threadIdx_x == T.int64(0) and threadIdx_y == T.int64(0):
                        Tmp[cse_v8 + (i + T.int64(1)) * cse_v11 + blockIdx_x] = shared_buf[511]
        cse_v35: T.let[T.int64] = T.max(cse_v33 - T.int64(1), T.int64(0))
        reverse_rounds: T.let[T.int64] = cse_v35
        for i in range(T.max(cse_v34 - T.int64(1), T.int64(0))):
            cse_v36: T.let[T.int64] = cse_v35 - i
            cse_v37: T.let[T.int64] = cse_v36 - T.int64(1)
            real_idx: T.let[T.int64] = cse_v37
            cse_v38: T.let[T.int64] = T.max(cse_v36, T.int64(0)) * T.int64(9)
            shift: T.let[T.int64] = cse_v38
            cse_v39: T.let[T.int64] = cse_v38 + T.int64(9)
            block_shift: T.let[T.int64] = cse_v39
            cse_v40: T.let[T.int64] = cse_v5 >> cse_v38
            cur_len: T.let[T.int64] = cse_v40 + T.int64(1)
            cse_v42: T.let[T.int64] = (cse_v5 >> cse_v39) + T.int64(1)
            num_blocks: T.let[T.int64] = cse_v42
            with T.launch_thread("blockIdx.y", m) as blockIdx_y:
                blockIdx_x = T.launch_thread("blockIdx.x", cse_v42)
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(4))
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(32))
                for i_1 in range(T.int64(4)):
                    cse_v25: T.let[T.int64] = blockIdx_x * T.int64(512) + threadIdx_y * T.int64(128) + i_1 * T.int64(32)
                    cse_v28: T.let[T.int64] = cse_v25 + threadIdx_x
                    idx: T.let[T.int64] = cse_v28
                    if cse_v28 <= cse_v40:
                        cse_v9: T.let[T.int64] = blockIdx_y * n
                        cse_v41: T.let[T.int64] = cse_v25 + cse_v9 + cse_v37 * cse_v11 + threadIdx_x
                        Tmp[cse_v41] = Tmp[cse_v41] + T.if_then_else(T.int64(0) < blockIdx_x, Tmp[cse_v9 + cse_v36 * cse_v11 + blockIdx_x - T.int64(1)], T.float32(0.0))
        with T.launch_thread("blockIdx.y", m) as blockIdx_y:
            blockIdx_x = T.launch_thread("blockIdx.x", cse_v11)
            threadIdx_y = T.launch_thread("threadIdx.y", T.int64(4))
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(32))
            for i in range(T.int64(4)):
                cse_v26: T.let[T.int64] = blockIdx_x * T.int64(512) + threadIdx_y * T.int64(128) + i * T.int64(32)
                cse_v29: T.let[T.int64] = cse_v26 + threadIdx_x
                idx: T.let[T.int64] = cse_v29
                if cse_v29 < n:
                    cse_v10: T.let[T.int64] = blockIdx_y * n
                    cse_v32: T.let[T.int64] = cse_v26 + cse_v10 + threadIdx_x
                    Out_1[cse_v32] = Out_1[cse_v32] + T.if_then_else(T.int64(0) < blockIdx_x, Tmp[cse_v10 + blockIdx_x - T.int64(1)], T.float32(0.0))

    @T.prim_func(s_tir=True)
    def max(x: T.Buffer((T.int64(32), T.int64(4096)), "float32"), x_red: T.Buffer((T.int64(32), T.int64(1)), "float32")):
        T.func_attr({"op_pattern": 3, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = T.decl_buffer((131072,), data=x.data)
        x_red_1 = T.decl_buffer((32,), data=x_red.data)
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            if threadIdx_x < 32:
                x_red_1[threadIdx_x] = T.float32(-340282346638528859811704183484516925440.0)
            for ax1 in range(4096):
                if threadIdx_x < 32:
                    x_red_1[threadIdx_x] = T.max(x_red_1[threadIdx_x], x_1[threadIdx_x * 4096 + ax1])

    @T.prim_func(s_tir=True)
    def sum(x: T.Buffer((T.int64(32), T.int64(4096)), "float32"), x_red: T.Buffer((T.int64(32), T.int64(1)), "float32")):
        T.func_attr({"op_pattern": 3, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = T.decl_buffer((131072,), data=x.data)
        x_red_1 = T.decl_buffer((32,), data=x_red.data)
        with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
            x_red_rf_local = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.x", 1024) as threadIdx_x:
                x_red_rf_local[0] = T.float32(0.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 4096 + threadIdx_x
                x_red_rf_local[0] = x_red_rf_local[0] + x_1[cse_v1]
                x_red_rf_local[0] = x_red_rf_local[0] + x_1[cse_v1 + 1024]
                x_red_rf_local[0] = x_red_rf_local[0] + x_1[cse_v1 + 2048]
                x_red_rf_local[0] = x_red_rf_local[0] + x_1[cse_v1 + 3072]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((32,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = x_red_rf_local[0]
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
                    if threadIdx_x % 32 == 0:
                        red_buf_staging[threadIdx_x // 32] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 32:
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 16, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 8, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    if threadIdx_x == 0:
                        red_result[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    x_red_1[blockIdx_x] = red_result[0]
