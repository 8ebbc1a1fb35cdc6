# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((1, 1, 2, 128), "float32"), B: T.Buffer((1, 1, 2), "float32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["webgpu", "gpu"], "kind": "webgpu", "max_num_threads": 1024, "max_shared_memory_per_block": 32768, "supports_subgroups": True, "tag": "", "thread_warp_size": 32})})
        blockIdx_x = T.launch_thread("blockIdx.x", 1)
        cross_thread_B = T.alloc_local((1,))
        with T.launch_thread("threadIdx.z", 1) as threadIdx_z:
            threadIdx_y = T.launch_thread("threadIdx.y", 2)
            threadIdx_x = T.launch_thread("threadIdx.x", 128)
            cross_thread_B_1 = T.decl_buffer((1,), data=cross_thread_B.data, scope="local")
            with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                A_1 = A.view(256)
                T.tvm_thread_allreduce(T.uint32(1), A_1[threadIdx_y * 128 + threadIdx_x], T.bool(True), cross_thread_B_1[0], threadIdx_x)
            if threadIdx_x == 0:
                B_1 = B.view(2)
                B_1[threadIdx_y] = cross_thread_B_1[0]
