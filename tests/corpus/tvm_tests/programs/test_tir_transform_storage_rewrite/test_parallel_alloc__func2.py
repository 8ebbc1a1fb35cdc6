# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func2(n: T.int32):
    for t in range(n):
        T.attr(1, "pragma_scope", "parallel_launch_point")
        for i in T.parallel(n):
            for j in range(10):
                A = T.alloc_buffer((n,))
                A[j] = A[j] + T.float32(2.0)
