# passes: BindTarget({"kind": "cuda", "tag": "", "keys": ["cuda", "gpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu", "opt-level": 0}, "max_num_threads": 1024, "thread_warp_size": 32, "arch": "sm_100a"})
# covers: tests/python/tirx-transform/test_tir_transform_helpers.py::test_bind_target_with_tirx_device_entry
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(a: T.int32, b: T.int32) -> T.int32:
        return a + b

    @T.prim_func
    def main(A: T.Buffer((1,), "int32")):
        host_value: T.let[T.int32] = Module.add(1, 2)
        with T.attr({"tirx.device_entry": T.bool(True)}):
            tx = T.thread_id([1])
            A = Module.add(host_value, 3)
