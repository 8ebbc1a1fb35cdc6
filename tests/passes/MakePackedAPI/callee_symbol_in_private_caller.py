# covers: spec 5 call sites (a call to a public function becomes T.call_cpacked of the callee's global_symbol, not of its GlobalVar name, also inside a private caller that is itself left unwrapped)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def caller(a_ptr: T.handle("float32")):
        T.func_attr({"target": T.target("llvm")})
        T.evaluate(Before.callee(a_ptr))

    @T.prim_func(s_tir=True)
    def callee(a_ptr: T.handle("float32")) -> T.int32:
        T.func_attr({"target": T.target("llvm", host="llvm"), "global_symbol": "callee_symbol"})
        return 1
