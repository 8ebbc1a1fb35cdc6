# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def sum_all_f32(A: T.Buffer((65536,), "float32"), A_red: T.Buffer((), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = T.decl_buffer((65536,), data=A.data)
        A_red_1 = T.decl_buffer((1,), data=A_red.data)
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            A_red_rf_local = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.x", 1024) as threadIdx_x:
                A_red_rf_local[0] = T.float32(0.0)
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 1024]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 2048]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 3072]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 4096]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 5120]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 6144]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 7168]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 8192]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 9216]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 10240]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 11264]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 12288]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 13312]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 14336]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 15360]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 16384]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 17408]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 18432]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 19456]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 20480]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 21504]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 22528]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 23552]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 24576]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 25600]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 26624]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 27648]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 28672]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 29696]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 30720]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 31744]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 32768]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 33792]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 34816]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 35840]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 36864]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 37888]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 38912]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 39936]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 40960]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 41984]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 43008]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 44032]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 45056]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 46080]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 47104]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 48128]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 49152]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 50176]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 51200]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 52224]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 53248]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 54272]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 55296]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 56320]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 57344]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 58368]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 59392]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 60416]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 61440]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 62464]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 63488]
                A_red_rf_local[0] = A_red_rf_local[0] + A_1[threadIdx_x + 64512]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((32,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = A_red_rf_local[0]
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
                    A_red_1[0] = red_result[0]
