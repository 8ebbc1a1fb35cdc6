# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def lowered_loop_split(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128,), "float32")):
    # with T.sblock("root"):
    reduce_temp0 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    normal_reduce_temp0 = T.sblock_alloc_buffer((1,), strides=(1,), scope="local")
    for i in range(128):
        for ki in T.thread_binding(32, thread="threadIdx.x"):
            with T.sblock("B_in_thread_init"):
                T.reads()
                T.writes(normal_reduce_temp0[0])
                normal_reduce_temp0[0] = T.float32(0.0)
            for ko in range(4):
                with T.sblock("B_normal_reduction"):
                    vi = T.axis.spatial(128, i)
                    vk = T.axis.reduce(128, ko * 32 + ki)
                    T.reads(A[vi, vk])
                    T.writes(normal_reduce_temp0[0])
                    normal_reduce_temp0[0] = normal_reduce_temp0[0] + A[vi, vk]
            with T.sblock("B_cross_thread_reduction"):
                T.reads(normal_reduce_temp0[0])
                T.writes(reduce_temp0[0])
                T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0)
                T.tvm_thread_allreduce(T.uint32(1), normal_reduce_temp0[0], T.bool(True), reduce_temp0[0], ki)
            with T.sblock("B_write_back"):
                vi = T.axis.spatial(128, i)
                T.where(ki == 0)
                T.reads(reduce_temp0[0])
                T.writes(B[vi])
                B[vi] = reduce_temp0[0]
