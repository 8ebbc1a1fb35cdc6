# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def match_buffer_func():
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer((128, 128))
    for i in range(128):
        with T.sblock(""):
            vi = T.axis.spatial(128, i)
            T.reads()
            T.writes(C[vi, 0:128])
            C0 = T.match_buffer(C[vi, 0:128], (128,))
            for j in range(128):
                with T.sblock(""):
                    jj = T.axis.spatial(128, j)
                    T.reads()
                    T.writes(C0[jj])
                    C1 = T.match_buffer(C0[jj], ())
                    C1[()] = T.float32(0.0)
