from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class AttrForms:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32"), n: T.int32):
        with T.attr(A, "storage_alignment", 64):
            A[0] = T.float32(1)
        with T.attr(0, "device_scope", 0):
            A[1] = T.float32(2)
        with T.attr({"pragma_unroll": 1, "pragma_tag": "fast"}):
            A[2] = T.float32(3)
        with T.attr("default", "device_id", n):
            A[3] = T.float32(4)
        T.attr(0, "compute_scope", "main_compute_")
        T.attr(0, "extern_scope", 0)
        for i in range(4):
            A[i + 4] = T.float32(5)
