# covers: catalog 7.3 test_split_host_device_on_cpu (a CPU kernel returns int32 0 and its call is checked)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(n: T.int32):
        T.func_attr({"target": T.target("cuda", host={"kind": "llvm", "opt-level": 0})})
        with T.attr(T.target("llvm"), "target", 0):
            T.evaluate(n)
