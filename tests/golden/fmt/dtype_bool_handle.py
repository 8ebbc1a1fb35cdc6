# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(flags: T.Buffer((8,), "bool"), raw: T.handle, typed: T.handle("float32", "global"), on: T.bool):
        data = T.decl_buffer((8,), data=typed)
        for i in range(8):
            flags[i] = on and data[i] > T.float32(0.0)
            if flags[i] or T.isnullptr(raw):
                data[i] = T.float32(0.0)
        flags[0] = T.bool(True)
        flags[1] = T.bool(False)
