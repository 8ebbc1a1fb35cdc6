# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected(X: T.Buffer((64, 112, 112), "int32"), Y: T.Buffer((64, 56, 56), "int32")):
    # with T.sblock("root"):
    for h_o, w_o in T.grid(14, 14):
        with T.sblock(""):
            T.reads(X[0:64, h_o * 8 - 1:h_o * 8 - 1 + 9, w_o * 8 - 1:w_o * 8 - 1 + 9])
            T.writes(Y[h_o * 4:h_o * 4 + 4, w_o * 4:w_o * 4 + 4, 0:64])
            X_cache = T.sblock_alloc_buffer((9, 9, 64), "int32")
            for ax0, ax1, ax2 in T.grid(64, 9, 9):
                with T.sblock("cache"):
                    T.where(1 <= h_o * 8 + ax1 and 1 <= w_o * 8 + ax2)
                    T.reads(X[ax0, h_o * 8 + ax1 - 1, w_o * 8 + ax2 - 1])
                    T.writes(X_cache[h_o * 8 + ax1 - T.max(0, h_o * 8 - 1) - 1, w_o * 8 + ax2 - T.max(0, w_o * 8 - 1) - 1, ax0])
                    X_cache[h_o * 8 + ax1 - T.max(0, h_o * 8 - 1) - 1, w_o * 8 + ax2 - T.max(0, w_o * 8 - 1) - 1, ax0] = X[ax0, h_o * 8 + ax1 - 1, w_o * 8 + ax2 - 1]
            for h_i, w_i, kh, kw, c in T.grid(4, 4, 3, 3, 64):
                with T.sblock("compute"):
                    T.reads(X_cache[h_o * 8 + h_i * 2 + kh - T.max(0, h_o * 8 - 1) - 1, w_o * 8 + w_i * 2 + kw - T.max(0, w_o * 8 - 1) - 1, c])
                    T.writes(Y[h_o * 4 + h_i, w_o * 4 + w_i, c])
                    if kh == 0 and kw == 0:
                        Y[h_o * 4 + h_i, w_o * 4 + w_i, c] = 0
                    Y[h_o * 4 + h_i, w_o * 4 + w_i, c] = T.max(Y[h_o * 4 + h_i, w_o * 4 + w_i, c], T.if_then_else(T.likely(1 <= h_o * 8 + h_i * 2 + kh) and T.likely(1 <= w_o * 8 + w_i * 2 + kw), X_cache[h_o * 8 + h_i * 2 + kh - T.max(0, h_o * 8 - 1) - 1, w_o * 8 + w_i * 2 + kw - T.max(0, w_o * 8 - 1) - 1, c], 0))
