# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def lowered_multiple_blocks_under_reduction_loop(A: T.Buffer((16, 16, 16), "float32"), B: T.Buffer((16,), "float32")):
    # with T.sblock("root"):
    B_rf_local = T.sblock_alloc_buffer((16, 16), scope="local")
    reduce_temp0 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    normal_reduce_temp0 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    for i in T.thread_binding(16, thread="blockIdx.x"):
        for k0o in T.thread_binding(4, thread="threadIdx.x"):
            with T.sblock("B_in_thread_init"):
                T.reads()
                T.writes(normal_reduce_temp0[0])
                normal_reduce_temp0[0] = T.float32(0.0)
            for k0i0, k1 in T.grid(4, 16):
                with T.sblock("B_rf"):
                    vk0 = T.axis.spatial(16, k0o * 4 + k0i0)
                    vi, vk1 = T.axis.remap("SR", [i, k1])
                    T.reads(A[vi, vk0, vk1])
                    T.writes(B_rf_local[vk0, vi])
                    with T.init():
                        B_rf_local[vk0, vi] = T.float32(0.0)
                    B_rf_local[vk0, vi] = B_rf_local[vk0, vi] + A[vi, vk0, vk1]
            for k0i1 in range(4):
                with T.sblock("B_normal_reduction"):
                    vk0 = T.axis.reduce(16, k0o * 4 + k0i1)
                    vi = T.axis.spatial(16, i)
                    T.reads(B_rf_local[vk0, vi])
                    T.writes(normal_reduce_temp0[0])
                    normal_reduce_temp0[0] = normal_reduce_temp0[0] + B_rf_local[vk0, vi]
            with T.sblock("B_cross_thread_reduction"):
                T.reads(normal_reduce_temp0[0])
                T.writes(reduce_temp0[0])
                T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0)
                T.tvm_thread_allreduce(T.uint32(1), normal_reduce_temp0[0], T.bool(True), reduce_temp0[0], k0o)
            with T.sblock("B_write_back"):
                vi = T.axis.spatial(16, i)
                T.where(k0o == 0)
                T.reads(reduce_temp0[0])
                T.writes(B[vi])
                B[vi] = reduce_temp0[0]
