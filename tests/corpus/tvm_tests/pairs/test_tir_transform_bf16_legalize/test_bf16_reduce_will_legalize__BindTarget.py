# passes: BindTarget({"kind": "cuda", "tag": "", "keys": ["cuda", "gpu"], "max_num_threads": 1024, "registers_per_block": 65536, "thread_warp_size": 32, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "arch": "sm_75"})
# covers: tests/python/tirx-transform/test_tir_transform_bf16_legalize.py::test_bf16_reduce_will_legalize
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(Aptr: T.handle("bfloat16", "shared")):
        A_flat = T.decl_buffer((4096,), "bfloat16", data=Aptr, scope="shared")
        for i in range(128):
            threadIdx_x = T.launch_thread("threadIdx.x", 32)
            reduce = T.alloc_local((1,), "bfloat16")
            with T.attr(T.comm_reducer(lambda x, y: x + y, [T.bfloat16(0.0)]), "reduce_scope", 0):
                T.tvm_thread_allreduce(T.uint32(1), A_flat[0], T.bool(True), reduce[0], threadIdx_x)
