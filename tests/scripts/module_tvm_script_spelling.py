from tvm.script import ir as I
from tvm.script import tirx as T
import tvm


@tvm.script.ir_module
class Spelled:
    @T.prim_func(s_tir=True, check_well_formed=False)
    def main(A: T.Buffer((8,), "float32")):
        for i in range(8):
            A[i] = A[i] + T.float32(1)
