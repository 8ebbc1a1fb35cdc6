# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def variance4(rxplaceholder: T.Buffer((T.int64(1), T.int64(32), T.int64(25690112)), "float32")):
    T.func_attr({"tirx.noalias": True})
    rxplaceholder_red = T.alloc_buffer((32,))
    T_subtract = T.alloc_buffer((822083584,))
    rxplaceholder_red_1 = T.decl_buffer((T.int64(32),), data=rxplaceholder_red.data)
    rxplaceholder_1 = rxplaceholder.view(T.int64(822083584))
    T_subtract_1 = T.decl_buffer((T.int64(822083584),), data=T_subtract.data)
    for ax1, ax2 in T.grid(32, 25690112):
        cse_v1: T.let[T.int32] = ax1 * 25690112 + ax2
        T_subtract_1[cse_v1] = rxplaceholder_1[cse_v1] - rxplaceholder_red_1[ax1]
