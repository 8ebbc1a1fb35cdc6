# passes: MergeSharedMemoryAllocations
# covers: tests/python/s_tir/transform/test_s_tir_transform_merge_dynamic_shared_memory_allocations.py::test_simple_alloc_reuse
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        threadIdx_x = T.launch_thread("threadIdx.x", 128)
        A_sh = T.alloc_buffer((128,), scope="shared.dyn")
        B_sh = T.alloc_buffer((128,), scope="shared.dyn")
        A_sh[threadIdx_x] = T.float32(0.0)
        B_sh[threadIdx_x] = T.float32(0.0)
