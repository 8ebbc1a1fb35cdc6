# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128, 128), "int32"), B: T.Buffer((128, 128), "int32")):
    # with T.sblock("root"):
    for spatial_0, spatial_1, reduction in T.grid(128, 128, 128):
        with T.sblock("reduce"):
            T.reads(A[spatial_0, spatial_1, reduction])
            T.writes(B[spatial_0, spatial_1])
            with T.init():
                B[spatial_0, spatial_1] = 0
            B[spatial_0, spatial_1] = B[spatial_0, spatial_1] + A[spatial_0, spatial_1, reduction]
