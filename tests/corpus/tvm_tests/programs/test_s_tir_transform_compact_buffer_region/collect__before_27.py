# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(X: T.Buffer((T.int64(8), "n * T.int64(32)"), "float32"), Y: T.Buffer((T.int64(8), n * T.int64(32)), "float32"), n: T.int64):
    # with T.sblock("root"):
    for i, k_0 in T.grid(T.int64(8), n):
        with T.sblock(""):
            T.reads(X[i, k_0 * T.int64(32):k_0 * T.int64(32) + T.int64(32)])
            T.writes(Y[i, k_0 * T.int64(32):k_0 * T.int64(32) + T.int64(32)])
            X_global = T.sblock_alloc_buffer((T.int64(8), n * T.int64(32)))
            for ax0 in range(T.int64(32)):
                with T.sblock("X_global"):
                    T.reads(X[i, k_0 * T.int64(32) + ax0])
                    T.writes(X_global[i, k_0 * T.int64(32) + ax0])
                    X_global[i, k_0 * T.int64(32) + ax0] = X[i, k_0 * T.int64(32) + ax0]
            for k_1 in range(T.int64(32)):
                with T.sblock("Y"):
                    T.reads(X_global[i, k_0 * T.int64(32) + k_1])
                    T.writes(Y[i, k_0 * T.int64(32) + k_1])
                    Y[i, k_0 * T.int64(32) + k_1] = X_global[i, k_0 * T.int64(32) + k_1]
