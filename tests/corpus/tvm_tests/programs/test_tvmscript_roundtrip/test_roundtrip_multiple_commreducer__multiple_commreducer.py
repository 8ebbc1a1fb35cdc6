# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def multiple_commreducer():
    # with T.sblock("root"):
    for ax0_1 in T.thread_binding(32, thread="threadIdx.x"):
        with T.sblock("T_softmax_maxelem_cross_thread_reduction"):
            T.reads()
            T.writes()
            T.attr(T.comm_reducer(lambda x, y: T.max(x, y), [T.float32(-340282346638528859811704183484516925440.0)]), "reduce_scope", 0)
            normal_reduce_temp0 = T.Buffer((1,), strides=(1,), scope="local")
            reduce_temp0 = T.Buffer((1,), strides=(1,), scope="local")
            T.tvm_thread_allreduce(T.uint32(1), normal_reduce_temp0[0], T.bool(True), reduce_temp0.data, ax0_1)
    for ax0_1 in T.thread_binding(32, thread="threadIdx.x"):
        with T.sblock("T_softmax_expsum_cross_thread_reduction"):
            T.reads()
            T.writes()
            T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0)
            normal_reduce_temp1 = T.Buffer((1,), strides=(1,), scope="local")
            reduce_temp1 = T.Buffer((1,), strides=(1,), scope="local")
            T.tvm_thread_allreduce(T.uint32(1), normal_reduce_temp1[0], T.bool(True), reduce_temp1.data, ax0_1)
