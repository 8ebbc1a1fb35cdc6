# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(D: T.Buffer((8,), "int32", offset_factor=4), E: T.Buffer((8,), "int32", offset_factor=1), F: T.Buffer((8,), "int32", offset_factor=1)):
        D[0] = D.elem_offset + E.elem_offset + F.elem_offset
