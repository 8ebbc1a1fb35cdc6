# passes: ConvertSSA
# covers: tests/python/tirx-transform/test_tir_transform_convert_ssa.py::test_track_forward_declarations_in_attr_stmt
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def main(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32")):
        i0_outer_outer = T.int32()
        T.attr(T.iter_var(i0_outer_outer, None, "DataPar", ""), "pragma_parallal_launch_point", 1)
        for i0_outer_outer in range(20):
            i0_outer_inner = T.int32()
            T.attr(T.iter_var(i0_outer_inner, None, "DataPar", ""), "pragma_parallal_stride_pattern", 1)
            T.attr(T.iter_var(i0_outer_inner, None, "DataPar", ""), "pragma_parallal_barrier_when_finish", 1)
            for i0_outer_inner in T.parallel(13):
                for i0_inner in T.vectorized(4):
                    if i0_outer_outer * 13 + i0_outer_inner < 256:
                        B[i0_outer_outer * 52 + i0_outer_inner * 4 + i0_inner] = A[i0_outer_outer * 52 + i0_outer_inner * 4 + i0_inner]
