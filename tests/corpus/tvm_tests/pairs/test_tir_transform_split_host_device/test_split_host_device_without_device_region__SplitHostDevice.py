# passes: SplitHostDevice
# covers: tests/python/tirx-transform/test_tir_transform_split_host_device.py::test_split_host_device_without_device_region
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def Before():
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": [], "kind": "ext_dev", "tag": ""})})
        T.evaluate(0)
