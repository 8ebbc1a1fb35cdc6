# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def default_function(A: T.Buffer((16, 14, 14, 16, 16, 16), "float16"), W: T.Buffer((3, 3, 16, 32, 16, 16), "float16"), Conv: T.Buffer((16, 14, 14, 32, 16, 16), "float32")):
    T.func_attr({"tirx.noalias": True})
    A_1 = A.view(12845056)
    W_1 = W.view(1179648)
    Conv_1 = Conv.view(25690112)
    with T.launch_thread("blockIdx.z", 196) as bz:
        Conv_wmma_accumulator = T.alloc_buffer((2048,), scope="wmma.accumulator")
        Apad_shared = T.alloc_shared((12288,), "float16")
        W_shared = T.alloc_shared((12288,), "float16")
        Apad_shared_wmma_matrix_a = T.alloc_buffer((512,), "float16", scope="wmma.matrix_a")
        W_shared_wmma_matrix_b = T.alloc_buffer((1024,), "float16", scope="wmma.matrix_b")
        with T.launch_thread("blockIdx.x", 2) as bx:
            by = T.launch_thread("blockIdx.y", 4)
            ty = T.launch_thread("threadIdx.y", 4)
            tz = T.launch_thread("threadIdx.z", 2)
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 0, T.float32(0.0))
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 1, T.float32(0.0))
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 2, T.float32(0.0))
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 3, T.float32(0.0))
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 4, T.float32(0.0))
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 5, T.float32(0.0))
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 6, T.float32(0.0))
            T.tvm_fill_fragment(Conv_wmma_accumulator.data, 16, 16, 16, 7, T.float32(0.0))
            for ic_outer, kh in T.grid(8, 3):
                tx = T.env_thread("threadIdx.x")
                for ax2 in range(3):
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61440], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 32] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61408], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 64] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61376], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 96] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61344], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 128] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61312], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 160] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61280], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 192] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61248], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 224] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61216], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 256] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61184], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 288] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61152], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 320] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61120], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 352] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61088], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 384] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61056], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 416] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 61024], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 448] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 60992], T.float16(0.0))
                    with T.launch_thread(tx, 32):
                        Apad_shared[ty * 3072 + tz * 1536 + ax2 * 512 + tx + 480] = T.if_then_else(1 <= bz // 14 + kh and bz // 14 + kh < 15 and 1 <= ax2 + bz % 14 and ax2 + bz % 14 < 15, A_1[bx * 6422528 + ty * 1605632 + tz * 802816 + kh * 57344 + bz * 4096 + ax2 * 4096 + ic_outer * 512 + tx - 60960], T.float16(0.0))
                with T.launch_thread(tx, 32):
                    W_shared[ty * 512 + tz * 256 + tx * 8:ty * 512 + tz * 256 + tx * 8 + 8] = W_1[T.Ramp(kh * 393216 + ic_outer * 16384 + by * 2048 + ty * 512 + tz * 256 + tx * 8, 1, 8)]
                with T.launch_thread(tx, 32):
                    W_shared[ty * 512 + tz * 256 + tx * 8 + 2048:ty * 512 + tz * 256 + tx * 8 + 2048 + 8] = W_1[T.Ramp(kh * 393216 + ic_outer * 16384 + by * 2048 + ty * 512 + tz * 256 + tx * 8 + 8192, 1, 8)]
                with T.launch_thread(tx, 32):
                    W_shared[ty * 512 + tz * 256 + tx * 8 + 4096:ty * 512 + tz * 256 + tx * 8 + 4096 + 8] = W_1[T.Ramp(kh * 393216 + ic_outer * 16384 + by * 2048 + ty * 512 + tz * 256 + tx * 8 + 131072, 1, 8)]
                with T.launch_thread(tx, 32):
                    W_shared[ty * 512 + tz * 256 + tx * 8 + 6144:ty * 512 + tz * 256 + tx * 8 + 6144 + 8] = W_1[T.Ramp(kh * 393216 + ic_outer * 16384 + by * 2048 + ty * 512 + tz * 256 + tx * 8 + 139264, 1, 8)]
                with T.launch_thread(tx, 32):
                    W_shared[ty * 512 + tz * 256 + tx * 8 + 8192:ty * 512 + tz * 256 + tx * 8 + 8192 + 8] = W_1[T.Ramp(kh * 393216 + ic_outer * 16384 + by * 2048 + ty * 512 + tz * 256 + tx * 8 + 262144, 1, 8)]
                with T.launch_thread(tx, 32):
                    W_shared[ty * 512 + tz * 256 + tx * 8 + 10240:ty * 512 + tz * 256 + tx * 8 + 10240 + 8] = W_1[T.Ramp(kh * 393216 + ic_outer * 16384 + by * 2048 + ty * 512 + tz * 256 + tx * 8 + 270336, 1, 8)]
                for ic_inner, kw in T.grid(2, 3):
                    T.tvm_load_matrix_sync(Apad_shared_wmma_matrix_a.data, 16, 16, 16, 0, T.tvm_access_ptr(T.type_annotation("float16"), Apad_shared.data, ty * 3072 + kw * 512 + ic_inner * 256, 256, 1), 16, "row_major")
                    T.tvm_load_matrix_sync(Apad_shared_wmma_matrix_a.data, 16, 16, 16, 1, T.tvm_access_ptr(T.type_annotation("float16"), Apad_shared.data, ty * 3072 + kw * 512 + ic_inner * 256 + 1536, 256, 1), 16, "row_major")
                    T.tvm_load_matrix_sync(W_shared_wmma_matrix_b.data, 16, 16, 16, 0, T.tvm_access_ptr(T.type_annotation("float16"), W_shared.data, kw * 4096 + ic_inner * 2048 + tz * 1024, 256, 1), 16, "row_major")
                    T.tvm_load_matrix_sync(W_shared_wmma_matrix_b.data, 16, 16, 16, 1, T.tvm_access_ptr(T.type_annotation("float16"), W_shared.data, kw * 4096 + ic_inner * 2048 + tz * 1024 + 256, 256, 1), 16, "row_major")
                    T.tvm_load_matrix_sync(W_shared_wmma_matrix_b.data, 16, 16, 16, 2, T.tvm_access_ptr(T.type_annotation("float16"), W_shared.data, kw * 4096 + ic_inner * 2048 + tz * 1024 + 512, 256, 1), 16, "row_major")
                    T.tvm_load_matrix_sync(W_shared_wmma_matrix_b.data, 16, 16, 16, 3, T.tvm_access_ptr(T.type_annotation("float16"), W_shared.data, kw * 4096 + ic_inner * 2048 + tz * 1024 + 768, 256, 1), 16, "row_major")
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 0, Apad_shared_wmma_matrix_a.data, 0, W_shared_wmma_matrix_b.data, 0, Conv_wmma_accumulator.data, 0)
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 1, Apad_shared_wmma_matrix_a.data, 0, W_shared_wmma_matrix_b.data, 1, Conv_wmma_accumulator.data, 1)
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 2, Apad_shared_wmma_matrix_a.data, 0, W_shared_wmma_matrix_b.data, 2, Conv_wmma_accumulator.data, 2)
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 3, Apad_shared_wmma_matrix_a.data, 0, W_shared_wmma_matrix_b.data, 3, Conv_wmma_accumulator.data, 3)
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 4, Apad_shared_wmma_matrix_a.data, 1, W_shared_wmma_matrix_b.data, 0, Conv_wmma_accumulator.data, 4)
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 5, Apad_shared_wmma_matrix_a.data, 1, W_shared_wmma_matrix_b.data, 1, Conv_wmma_accumulator.data, 5)
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 6, Apad_shared_wmma_matrix_a.data, 1, W_shared_wmma_matrix_b.data, 2, Conv_wmma_accumulator.data, 6)
                    T.tvm_mma_sync(Conv_wmma_accumulator.data, 7, Apad_shared_wmma_matrix_a.data, 1, W_shared_wmma_matrix_b.data, 3, Conv_wmma_accumulator.data, 7)
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 0, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024, 256, 2), 16, "row_major")
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 1, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024 + 256, 256, 2), 16, "row_major")
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 2, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024 + 512, 256, 2), 16, "row_major")
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 3, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024 + 768, 256, 2), 16, "row_major")
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 4, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024 + 1605632, 256, 2), 16, "row_major")
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 5, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024 + 1605888, 256, 2), 16, "row_major")
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 6, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024 + 1606144, 256, 2), 16, "row_major")
            T.tvm_store_matrix_sync(Conv_wmma_accumulator.data, 16, 16, 16, 7, T.tvm_access_ptr(T.type_annotation("float32"), Conv_1.data, bx * 12845056 + ty * 3211264 + bz * 8192 + by * 2048 + tz * 1024 + 1606400, 256, 2), 16, "row_major")
