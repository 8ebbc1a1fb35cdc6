# passes: MergeSharedMemoryAllocations
# covers: tests/python/s_tir/transform/test_s_tir_transform_merge_dynamic_shared_memory_allocations.py::test_multi_thread_extent_blocks
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((128,), "float32")):
        X_flat = T.decl_buffer((128,), data=X.data)
        Y_flat = T.decl_buffer((128,), data=Y.data)
        tx0 = T.int32()
        with T.attr(tx0, "thread_extent", 128):
            A_sh = T.alloc_buffer((128,), scope="shared.dyn")
            B_sh = T.alloc_buffer((128,), scope="shared.dyn")
            A_sh[tx0] = X_flat[tx0]
            B_sh[tx0] = A_sh[tx0]
            X_flat[tx0] = B_sh[tx0]
        tx1 = T.int32()
        with T.attr(tx1, "thread_extent", 128):
            C_sh = T.alloc_buffer((128,), scope="shared.dyn")
            D_sh = T.alloc_buffer((128,), scope="shared.dyn")
            C_sh[tx1] = Y_flat[tx1]
            D_sh[tx1] = C_sh[tx1]
            Y_flat[tx1] = D_sh[tx1]
