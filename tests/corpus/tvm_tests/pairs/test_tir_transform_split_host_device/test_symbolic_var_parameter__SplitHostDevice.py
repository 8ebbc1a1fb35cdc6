# passes: SplitHostDevice
# covers: tests/python/tirx-transform/test_tir_transform_split_host_device.py::test_symbolic_var_parameter
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

m = TypeVar("m")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((m,), "float32"), B: T.Buffer((m,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        T.attr(T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "target", 0)
        blockIdx_x = T.launch_thread("blockIdx.x", m)
        B_1 = T.decl_buffer((m,), data=B.data)
        A_1 = T.decl_buffer((m,), data=A.data)
        B_1[blockIdx_x] = A_1[blockIdx_x]
