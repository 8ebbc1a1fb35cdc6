# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def lowered_no_normal_reduction(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128,), "float32")):
    # with T.sblock("root"):
    reduce_temp0 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    for i in range(128):
        for k in T.thread_binding(128, thread="threadIdx.x"):
            with T.sblock("B_cross_thread_reduction"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(A[vi, vk])
                T.writes(reduce_temp0[0])
                T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0)
                T.tvm_thread_allreduce(T.uint32(1), A[vi, vk], T.bool(True), reduce_temp0[0], k)
            with T.sblock("B_write_back"):
                vi = T.axis.spatial(128, i)
                T.where(k == 0)
                T.reads(reduce_temp0[0])
                T.writes(B[vi])
                B[vi] = reduce_temp0[0]
