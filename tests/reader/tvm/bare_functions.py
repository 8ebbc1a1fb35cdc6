from tvm.script import tirx as T


@T.prim_func
def bare_one(A: T.Buffer((4,), "int8"), k: T.int8):
    for i in T.vectorized(4):
        A[i] = A[i] * k + T.int8(1)


@T.prim_func(private=True)
def bare_two(n: T.int32) -> T.int32:
    return n + 1
