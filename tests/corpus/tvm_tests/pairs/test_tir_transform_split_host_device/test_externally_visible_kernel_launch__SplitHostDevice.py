# passes: SplitHostDevice
# covers: tests/python/tirx-transform/test_tir_transform_split_host_device.py::test_externally_visible_kernel_launch
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def kernel(A_data: T.handle("float32", "global")):
        T.func_attr({"global_symbol": "kernel_by_another_name", "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((1,), data=A_data)
        A[0] = T.float32(0.0)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1,), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        Module.kernel(A.data)
