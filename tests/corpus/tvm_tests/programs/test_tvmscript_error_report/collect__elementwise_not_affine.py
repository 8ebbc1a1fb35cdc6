# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def elementwise_not_affine(A: T.Buffer((128, 128, 128, 128), "float32"), B: T.Buffer((128, 128, 128, 128), "float32")):
    # with T.sblock("root"):
    for i, j, k, l in T.grid(128, 128, 128, 8):
        with T.sblock("B"):
            vi, vj, vk = T.axis.remap("SSS", [i, j, k])
            vl = T.axis.spatial(128, l * 16)
            T.reads(A[vi, vj, vk, vl])
            T.writes(B[vi, vj, vk, vl])
            B[vi, vj, vk, vl] = A[vi, vj, vk, vl] * T.float32(2.0)
