# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(X: T.Buffer((224, 224), "float32"), Y: T.Buffer((224, 224), "float32")):
    # with T.sblock("root"):
    cache = T.sblock_alloc_buffer((224, 224))
    for h, w in T.grid(224, 224):
        with T.sblock("cache"):
            T.reads(X[h, w])
            T.writes(cache[h, w])
            cache[h, w] = X[h, w]
    for h, w, kh, kw in T.grid(224, 224, 3, 3):
        with T.sblock("compute"):
            T.reads(Y[h, w], cache[h + kh - 1, w + kw - 1])
            T.writes(Y[h, w])
            Y[h, w] = T.max(Y[h, w], T.if_then_else(T.likely(1 <= h + kh) and T.likely(h + kh < 225) and T.likely(1 <= w + kw) and T.likely(w + kw < 225), cache[h + kh - 1, w + kw - 1], T.float32(0.0)))
