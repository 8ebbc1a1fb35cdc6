# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(PSUM: T.Buffer((313600,), "int32"), PAVG: T.Buffer((313600,), "int32")):
    for j in T.parallel(T.int64(280)):
        for i in range(T.int64(35)):
            for vi in T.vectorized(T.int64(32)):
                PAVG[j * T.int64(1120) + i * T.int64(32) + vi] = T.Cast("int32", T.Div(T.Cast("int64", PSUM[j * T.int64(1120) + i * T.int64(32) + vi]), T.max((T.min(T.int64(1), T.int64(34) - j % T.int64(35)) + T.int64(2) - T.max(T.int64(1) - j % T.int64(35), T.int64(0))) * (T.min(T.int64(1), T.int64(34) - i) + T.int64(2) - T.max(T.int64(1) - i, T.int64(0))), T.int64(1))))
