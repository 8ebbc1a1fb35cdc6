# covers: catalog 8 make_packed_api_result roundtrip (target without host: function unchanged)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target("cuda")})
        A[0] = T.float32(1)
