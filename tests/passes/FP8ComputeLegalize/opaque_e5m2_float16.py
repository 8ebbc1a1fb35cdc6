# passes: FP8ComputeLegalize("float16")
# covers: catalog 5 test_fp8_compute_legalize_preserves_opaque_buffer_access[float8_e5m2-float16]
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target("nvidia/nvidia-a100")})
        scratch = T.alloc_buffer((32,), "float8_e5m2")
        T.call_extern("void", "fill_fp8", scratch.data)
