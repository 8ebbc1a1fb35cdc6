# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before():
    # with T.sblock("root"):
    for i in range(8):
        with T.sblock(""):
            T.reads()
            T.writes()
            A = T.sblock_alloc_buffer((256, 256))
            for j, k in T.grid(8, 8):
                with T.sblock(""):
                    T.where(j * 8 + k < 60)
                    T.reads()
                    T.writes(A[i * 64 + j * 8 + k, i * 64 + j * 8 + k])
                    A[i * 64 + j * 8 + k, i * 64 + j * 8 + k] = T.float32(1.0)
