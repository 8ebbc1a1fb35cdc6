# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def opaque_access(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32")):
    # with T.sblock("root"):
    A_cache = T.sblock_alloc_buffer((1024,))
    for i in range(8):
        with T.sblock(""):
            vi = T.axis.spatial(8, i)
            T.reads(A[vi * 128:vi * 128 + 128], A_cache[vi * 128:vi * 128 + 128])
            T.writes(A_cache[vi * 128:vi * 128 + 128], B[vi * 128:vi * 128 + 128])
            with T.sblock(""):
                v = T.axis.spatial(8, vi)
                T.reads(A[v * 128:v * 128 + 128])
                T.writes(A_cache[v * 128:v * 128 + 128])
                T.call_extern("float32", "test", A_cache.data, v * 128, 128, A.data, v * 128, 128)
            for j in range(128):
                with T.sblock(""):
                    v = T.axis.spatial(1024, vi * 128 + j)
                    T.reads(A_cache[v])
                    T.writes(B[v])
                    B[v] = A_cache[v]
