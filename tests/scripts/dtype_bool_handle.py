from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class BoolHandle:
    @T.prim_func
    def main(flags: T.Buffer((8,), "bool"), raw: T.handle, typed: T.handle("float32"), on: T.bool):
        data = T.decl_buffer((8,), "float32", data=typed)
        for i in range(8):
            flags[i] = on and data[i] > T.float32(0)
            if flags[i] or T.isnullptr(raw):
                data[i] = T.float32(0)
        flags[0] = T.bool(True)
        flags[1] = False
