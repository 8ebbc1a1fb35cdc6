# covers: catalog 1 test_buffer_used_only_through_data_projection
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(Q: T.Buffer((32,), "float16")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        with T.attr(T.target("cuda"), "target", 0):
            T.call_extern("consume_ptr", Q.data, 32, dtype="int32")
