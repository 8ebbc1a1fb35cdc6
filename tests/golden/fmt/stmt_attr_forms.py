# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        with T.attr(A, "storage_alignment", 64):
            A[0] = T.float32(1.0)
        with T.attr({"device_scope": 0}):
            A[1] = T.float32(2.0)
        with T.attr({"pragma_unroll": 1, "pragma_tag": "fast"}):
            A[2] = T.float32(3.0)
        with T.attr("default", "device_id", n):
            A[3] = T.float32(4.0)
        with T.attr({"compute_scope": "main_compute_", "extern_scope": 0}):
            for i in range(4):
                A[i + 4] = T.float32(5.0)
