# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Ab: T.Buffer(("n",), "int64"), n: T.int64):
        with T.attr(0, "pragma_auto_unroll_max_step", 16):
            for i in range(n, n + T.int64(2)):
                for j in T.unroll(8):
                    Ab[j + 1] = Ab[i] + T.int64(1)
        for i in range(n, n + T.int64(2)):
            for j in T.unroll(8):
                Ab[j + 1] = Ab[i] + T.int64(1)
