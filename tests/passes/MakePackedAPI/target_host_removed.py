# covers: catalog 2 test_target_host_removed (cuda device type check, __tvm_set_device)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(B: T.Buffer((4,), "int32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        B[0] = 5
