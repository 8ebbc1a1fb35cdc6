# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def lowered_single_reduction_loop_with_block_predicate(A: T.Buffer((256, 256), "float32"), T_softmax_norm: T.Buffer((256, 256), "float32")):
    # with T.sblock("root"):
    T_softmax_maxelem_shared = T.sblock_alloc_buffer((256,), scope="shared")
    T_softmax_expsum_shared = T.sblock_alloc_buffer((256,), scope="shared")
    cross_thread_0 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    in_thread_0 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    cross_thread_1 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    in_thread_1 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    for i0 in range(256):
        for ax0 in range(1):
            for ax1_1 in T.thread_binding(512, thread="threadIdx.x"):
                with T.sblock("T_softmax_maxelem_in_thread_init"):
                    T.reads()
                    T.writes(in_thread_0[0])
                    in_thread_0[0] = T.float32(-340282346638528859811704183484516925440.0)
                for ax1_0 in range(1):
                    with T.sblock("T_softmax_maxelem_in_thread"):
                        i0_1 = T.axis.spatial(256, i0 + ax0)
                        k = T.axis.reduce(256, ax1_0 * 512 + ax1_1)
                        T.where(ax1_0 * 512 + ax1_1 < 256)
                        T.reads(A[i0_1, k])
                        T.writes(in_thread_0[0])
                        in_thread_0[0] = T.max(in_thread_0[0], A[i0_1, k])
                with T.sblock("T_softmax_maxelem_cross_thread"):
                    T.reads(in_thread_0[0])
                    T.writes(cross_thread_0[0])
                    T.attr(T.comm_reducer(lambda x, y: T.max(x, y), [T.float32(-340282346638528859811704183484516925440.0)]), "reduce_scope", 0)
                    T.tvm_thread_allreduce(T.uint32(1), in_thread_0[0], T.bool(True), cross_thread_0[0], ax1_1)
                with T.sblock("T_softmax_maxelem_write_back"):
                    i0_2 = T.axis.spatial(256, i0 + ax0)
                    T.where(ax1_1 == 0)
                    T.reads(cross_thread_0[0])
                    T.writes(T_softmax_maxelem_shared[i0_2])
                    T_softmax_maxelem_shared[i0_2] = cross_thread_0[0]
        for ax0 in range(1):
            for ax1_1 in T.thread_binding(512, thread="threadIdx.x"):
                with T.sblock("T_softmax_expsum_in_thread_init"):
                    T.reads()
                    T.writes(in_thread_1[0])
                    in_thread_1[0] = T.float32(0.0)
                for ax1_0 in range(1):
                    with T.sblock("T_softmax_expsum_in_thread"):
                        i0_3 = T.axis.spatial(256, i0 + ax0)
                        k = T.axis.reduce(256, ax1_0 * 512 + ax1_1)
                        T.where(ax1_0 * 512 + ax1_1 < 256)
                        T.reads(A[i0_3, k], T_softmax_maxelem_shared[i0_3])
                        T.writes(in_thread_1[0])
                        in_thread_1[0] = in_thread_1[0] + T.exp(A[i0_3, k] - T_softmax_maxelem_shared[i0_3])
                with T.sblock("T_softmax_expsum_cross_thread"):
                    T.reads(in_thread_1[0])
                    T.writes(cross_thread_1[0])
                    T.attr(T.comm_reducer(lambda x_1, y_1: x_1 + y_1, [T.float32(0.0)]), "reduce_scope", 0)
                    T.tvm_thread_allreduce(T.uint32(1), in_thread_1[0], T.bool(True), cross_thread_1[0], ax1_1)
                with T.sblock("T_softmax_expsum_write_back"):
                    i0_4 = T.axis.spatial(256, i0 + ax0)
                    T.where(ax1_1 == 0)
                    T.reads(cross_thread_1[0])
                    T.writes(T_softmax_expsum_shared[i0_4])
                    T_softmax_expsum_shared[i0_4] = cross_thread_1[0]
        for i1_0 in range(1):
            for i1_1 in T.thread_binding(512, thread="threadIdx.x"):
                with T.sblock("T_softmax_norm"):
                    i0_5 = T.axis.spatial(256, i0)
                    i1 = T.axis.spatial(256, i1_0 * 512 + i1_1)
                    T.where(i1_0 * 512 + i1_1 < 256)
                    T.reads(A[i0_5, i1], T_softmax_maxelem_shared[i0_5], T_softmax_expsum_shared[i0_5])
                    T.writes(T_softmax_norm[i0_5, i1])
                    T.sblock_attr({"axis": 1})
                    T_softmax_norm[i0_5, i1] = T.exp(A[i0_5, i1] - T_softmax_maxelem_shared[i0_5]) / T_softmax_expsum_shared[i0_5]
