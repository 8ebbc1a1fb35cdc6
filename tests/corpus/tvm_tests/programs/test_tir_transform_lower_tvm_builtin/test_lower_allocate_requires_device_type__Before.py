# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"tirx.is_host_func": True})
        T.attr("dummy", "device_id", 0)
        ptr = T.alloc_buffer((1048576,))
        buf = T.decl_buffer((1048576,), data=ptr.data)
        buf[0] = T.float32(0.0)
