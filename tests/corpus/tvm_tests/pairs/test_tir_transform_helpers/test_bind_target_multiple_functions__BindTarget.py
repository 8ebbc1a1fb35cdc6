# passes: BindTarget({"kind": "cuda", "tag": "", "keys": ["cuda", "gpu"], "arch": "sm_50", "max_num_threads": 1024, "thread_warp_size": 32})
# covers: tests/python/tirx-transform/test_tir_transform_helpers.py::test_bind_target_multiple_functions
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def func1():
        T.evaluate(0)

    @T.prim_func(s_tir=True)
    def func2():
        T.evaluate(0)
