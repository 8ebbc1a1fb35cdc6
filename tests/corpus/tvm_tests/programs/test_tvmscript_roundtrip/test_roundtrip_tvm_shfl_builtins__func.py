# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.handle("float32", "global"), B: T.handle("float32", "global"), C: T.handle("float32", "global")):
    blockIdx_x = T.launch_thread("blockIdx.x", 1)
    threadIdx_x = T.launch_thread("threadIdx.x", 32)
    A_warp = T.alloc_local((1,))
    B_warp = T.alloc_local((1,))
    red_buf0 = T.alloc_local((1,))
    A_warp_1 = A_warp.view(32)
    A_1 = T.decl_buffer((32,), data=A)
    A_warp_1[0] = A_1[threadIdx_x]
    B_warp_1 = B_warp.view(32)
    T.tvm_storage_sync("warp", T.bool(False), -1)
    B_warp_1[0] = T.tvm_warp_shuffle(T.tvm_warp_activemask(), A_warp_1[0], threadIdx_x % 4 * 8 + threadIdx_x // 4, 32, 32) + T.float32(1.0)
    red_buf0_1 = T.decl_buffer((1,), data=red_buf0.data, scope="local")
    with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
        mask = T.alloc_local((1,), "uint32")
        t0 = T.alloc_local((1,))
        red_buf0_1[0] = A_warp_1[0]
        mask_1 = T.decl_buffer((1,), "uint32", data=mask.data, scope="local")
        mask_1[0] = T.tvm_warp_activemask()
        t0_1 = T.decl_buffer((1,), data=t0.data, scope="local")
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
        red_buf0_1[0] = T.tvm_warp_shuffle(mask_1[0], red_buf0_1[0], 0, 32, 32)
        red_buf0_1[0] = T.tvm_warp_shuffle_up(mask_1[0], red_buf0_1[0], 0, 32, 32)
    if threadIdx_x == 0:
        C_1 = T.decl_buffer((1,), data=C)
        C_1[0] = red_buf0_1[0]
    B_1 = T.decl_buffer((32,), data=B)
    B_1[threadIdx_x] = B_warp_1[0]
