# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def attention(q: T.Buffer((T.int64(2), T.int64(64), T.int64(8), T.int64(32)), "float16"), k: T.Buffer((T.int64(2), T.int64(64), T.int64(8), T.int64(32)), "float16"), v: T.Buffer((T.int64(2), T.int64(64), T.int64(8), T.int64(32)), "float16"), T_transpose: T.Buffer((T.int64(2), T.int64(64), T.int64(8), T.int64(32)), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        T_batch_matmul_NT = T.alloc_buffer((65536,), "float16")
        T_softmax_maxelem = T.alloc_buffer((1024,), "float16")
        T_softmax_expsum = T.alloc_buffer((1024,), "float16")
        T_batch_matmul_NN = T.alloc_buffer((32768,), "float16")
        q_1 = T.decl_buffer((32768,), "float16", data=q.data)
        k_1 = T.decl_buffer((32768,), "float16", data=k.data)
        v_1 = T.decl_buffer((32768,), "float16", data=v.data)
        T_transpose_1 = T.decl_buffer((32768,), "float16", data=T_transpose.data)
        with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v2: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            T_batch_matmul_NT[cse_v2] = T.float16(0.0)
            for ax3 in range(32):
                cse_v3: T.let[T.int32] = blockIdx_x // 32 * 16384
                cse_v6: T.let[T.int32] = blockIdx_x % 32 // 4 * 32
                T_batch_matmul_NT[cse_v2] = T_batch_matmul_NT[cse_v2] + q_1[cse_v3 + blockIdx_x % 4 * 4096 + threadIdx_x // 64 * 256 + cse_v6 + ax3] * k_1[cse_v3 + threadIdx_x % 64 * 256 + cse_v6 + ax3]
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_softmax_maxelem[threadIdx_x] = T.float16(-65504.0)
            for ax2 in range(64):
                T_softmax_maxelem[threadIdx_x] = T.max(T_softmax_maxelem[threadIdx_x], T_batch_matmul_NT[threadIdx_x * 64 + ax2] / T.sqrt(T.float16(32.0)))
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_softmax_expsum[threadIdx_x] = T.float16(0.0)
            for ax2 in range(64):
                T_softmax_expsum[threadIdx_x] = T_softmax_expsum[threadIdx_x] + T.exp(T_batch_matmul_NT[threadIdx_x * 64 + ax2] / T.sqrt(T.float16(32.0)) - T_softmax_maxelem[threadIdx_x])
        with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v4: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            T_batch_matmul_NN[cse_v4] = T.float16(0.0)
            for ax3 in range(64):
                cse_v1: T.let[T.int32] = threadIdx_x // 32
                cse_v5: T.let[T.int32] = blockIdx_x * 32 + cse_v1
                T_batch_matmul_NN[cse_v4] = T_batch_matmul_NN[cse_v4] + T.exp(T_batch_matmul_NT[blockIdx_x * 2048 + cse_v1 * 64 + ax3] / T.sqrt(T.float16(32.0)) - T_softmax_maxelem[cse_v5]) / T_softmax_expsum[cse_v5] * v_1[blockIdx_x // 16 * 16384 + ax3 * 256 + blockIdx_x % 16 // 2 * 32 + threadIdx_x % 32]
        with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_transpose_1[blockIdx_x * 1024 + threadIdx_x] = T_batch_matmul_NN[blockIdx_x // 16 * 16384 + threadIdx_x % 256 // 32 * 2048 + blockIdx_x % 16 * 128 + threadIdx_x // 256 * 32 + threadIdx_x % 32]
