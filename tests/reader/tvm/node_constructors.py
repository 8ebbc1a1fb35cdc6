from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def nodes(A: T.Buffer((8,), "int32"), n: T.int32, u: T.uint8, b: T.bool):
    A[0] = T.Add(n, 0) + T.Sub(n, 0) + T.Mul(n, 1) + T.FloorDiv(n, 1) + T.FloorMod(n, 1)
    A[1] = T.LShift(1, 2) + T.RShift(n, 0) + T.BitwiseAnd(n, 3) + T.BitwiseOr(0, n) + T.BitwiseXor(n, n)
    A[2] = T.Cast("int32", T.BitwiseNot(u)) + T.Min(n, n) + T.Max(3, 5)
    A[3] = T.Cast("int32", T.EQ(n, 1) or T.NE(n, 2) and T.LT(n, 3) or T.Not(T.GE(n, 4)) and T.And(b, T.Or(b, T.LE(n, 5))))
    A[4] = T.Cast("int32", T.GT(n, 6))
