# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(ap: T.handle("bfloat16", "global")):
        T.func_attr({"target": T.target({"arch": "sm_86", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A_flat = T.decl_buffer((64,), "bfloat16", data=ap)
        with T.launch_thread("threadIdx.x", 64) as tx:
            acc = T.alloc_local((1,), "bfloat16")
            with T.attr(T.comm_reducer(lambda x, y: x + y, [T.bfloat16(0.0)]), "reduce_scope", T.reinterpret(T.handle().ty, T.uint64(0))):
                T.tvm_thread_allreduce(T.uint32(1), A_flat[tx], T.bool(True), acc[0], tx)
            if tx == 0:
                A_flat[0] = acc[0]
