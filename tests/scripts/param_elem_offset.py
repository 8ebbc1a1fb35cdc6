# Buffer parameters whose element offset is a variable they define: printed as
# T.Buffer(..., offset_factor=k), the variable as B.elem_offset.
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class ElemOffsets:
    @T.prim_func
    def main(D: T.Buffer((8,), "int32", offset_factor=4), a: T.handle, b: T.handle):
        E = T.match_buffer(a, (8,), "int32", offset_factor=1, elem_offset=None)
        eo = T.int32()
        F = T.match_buffer(b, (8,), "int32", elem_offset=eo)
        D[0] = D.elem_offset + E.elem_offset + F.elem_offset
