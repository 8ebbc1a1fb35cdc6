# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(a: T.int32, b: T.int32) -> T.int32:
        T.func_attr({"target": T.target({"arch": "sm_100a", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        return a + b

    @T.prim_func(private=True)
    def add_host(a: T.int32, b: T.int32) -> T.int32:
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "opt-level": 0, "tag": ""})})
        return a + b

    @T.prim_func
    def main(A: T.Buffer((1,), "int32")):
        T.func_attr({"target": T.target({"arch": "sm_100a", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "opt-level": 0, "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        host_value: T.let[T.int32] = Module.add_host(1, 2)
        with T.attr({"tirx.device_entry": T.bool(True)}):
            tx = T.thread_id([1])
            A = Module.add(host_value, 3)
