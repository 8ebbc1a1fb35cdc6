# note: the metal target is spelled out with TVM 0.27's defaults, which tirsat's target parser does not add for a bare "metal"
# covers: spec 3.3 step 5 (on a non-CUDA device the launch-bound attributes are stripped from the kernel body and not recorded as kernel attributes)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target({"kind": "metal", "keys": ["metal", "gpu"], "max_function_args": 31, "max_num_threads": 256, "max_shared_memory_per_block": 32768, "max_threads_per_block": 256, "thread_warp_size": 16, "host": "llvm"})})
        tx = T.launch_thread("threadIdx.x", 16)
        with T.attr(0, "tirx.launch_bounds_min_blocks_per_sm", 2):
            with T.attr(0, "tirx.launch_bounds_max_blocks_per_cluster", 4):
                A[tx] = T.float32(0)
