# covers: kernel names follow the global_symbol, not the function's name, with dots made underscores and a suffix per further kernel (my_fn_kernel, my_fn_kernel_1)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def f(n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm"), "global_symbol": "my.fn"})
        with T.attr(T.target("cuda"), "target", 0):
            T.evaluate(n)
        with T.attr(T.target("cuda"), "target", 0):
            T.evaluate(n)
