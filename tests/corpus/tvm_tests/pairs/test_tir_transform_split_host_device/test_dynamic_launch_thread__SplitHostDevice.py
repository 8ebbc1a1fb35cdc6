# passes: SplitHostDevice
# covers: tests/python/tirx-transform/test_tir_transform_split_host_device.py::test_dynamic_launch_thread
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def default_function(A: T.Buffer(("seq_len",), "int32"), B: T.Buffer((seq_len,), "int32"), seq_len: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        num_blocks: T.let[T.int32] = (seq_len + 127) // 128
        with T.attr(T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "target", 0):
            blockIdx_x = T.launch_thread("blockIdx.x", num_blocks)
            threadIdx_x = T.launch_thread("threadIdx.x", 128)
            if blockIdx_x * 128 + threadIdx_x < seq_len:
                B[blockIdx_x * 128 + threadIdx_x] = A[blockIdx_x * 128 + threadIdx_x]
