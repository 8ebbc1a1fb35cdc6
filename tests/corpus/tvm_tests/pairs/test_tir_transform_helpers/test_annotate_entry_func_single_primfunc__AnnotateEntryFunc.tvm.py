# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def func1(A: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.is_entry_func": True})
        for i in range(16):
            if i == 5:
                if i == 5:
                    A[i] = T.float32(0.0)
