# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), D: T.Buffer((128, 128), "float32")):
    T.func_attr({"layout_free_buffers": [1], "tirx.noalias": True})
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer((128, 128))
    for i0, i1, i2 in T.grid(128, 128, 128):
        with T.sblock("C"):
            x, y, k = T.axis.remap("SSR", [i0, i1, i2])
            T.reads(A[x, k], B[y, k])
            T.writes(C[x, y])
            with T.init():
                C[x, y] = T.float32(0.0)
            C[x, y] = C[x, y] + A[x, k] * B[y, k]
    for i0, i1 in T.grid(128, 128):
        with T.sblock("D"):
            x, y = T.axis.remap("SS", [i0, i1])
            T.reads(C[x, y])
            T.writes(D[x, y])
            T.sblock_attr({"layout_free_placeholders": [C]})
            D[x, y] = C[x, y] + T.float32(1.0)
