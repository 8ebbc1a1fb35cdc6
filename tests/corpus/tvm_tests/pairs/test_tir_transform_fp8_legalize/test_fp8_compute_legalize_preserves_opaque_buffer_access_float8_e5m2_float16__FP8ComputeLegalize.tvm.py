# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def before():
        buffer = T.alloc_buffer((16,), "float8_e5m2")
        T.call_extern("void", "consume", buffer.data)
