# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    T.func_attr({"tirx.noalias": True})
    T.attr(T.target({"device": "arm_cpu", "feature.has_asimd": True, "feature.has_dotprod": False, "feature.has_fp16_simd": True, "feature.has_matmul_i8": False, "feature.has_sme": False, "feature.has_sve": True, "feature.is_aarch64": True, "keys": ["arm_cpu", "cpu"], "kind": "llvm", "mattr": ["+v8.2a", "+sve"], "mtriple": "aarch64-linux-gnu", "tag": ""}), "target", 0)
    for i_0 in range(4):
        for i_1 in T.vectorized(4):
            if i_0 * 4 + i_1 < 14:
                B[i_0 * 4 + i_1] = A[i_0 * 4 + i_1] + T.float32(1.0)
