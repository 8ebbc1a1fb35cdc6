# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_symbolic_match(A: T.Buffer(("n * m", m), "float32"), B: T.Buffer((n * 2, m * 4), "float32"), n: T.int32, m: T.int32):
    # with T.sblock("root"):
    for i in range(n):
        with T.sblock(""):
            T.reads()
            T.writes(A[i * m:i * m + n, 0:m], B[i * n:i * n + 2, 0:m * 4])
            for ii, jj in T.grid(m, m):
                A[i * m + ii, jj] = T.float32(1.0)
            for j in range(4):
                T.evaluate(0)
