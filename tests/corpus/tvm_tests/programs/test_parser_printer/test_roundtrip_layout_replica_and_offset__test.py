# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_shared((8,), "float16", layout=T.TileLayout(T.S[8:4 @ Axis.laneid] + T.R[4:1 @ Axis.laneid]))
    B = T.alloc_shared((8,), "float16", layout=T.TileLayout(T.S[8:4 @ Axis.laneid] + 1 @ Axis.laneid))
    C = T.alloc_shared((8,), "float16", layout=T.TileLayout(T.S[8:4 @ Axis.laneid] + (1 @ Axis.laneid + 64 + 2 @ Axis.warpid)))
    D = T.alloc_shared((32,), "float16", layout=T.TileLayout(T.S[1:1] + T.R[(8, 4):(4 @ Axis.laneid, 1 @ Axis.laneid)] + 2 @ Axis.warpid))
    T.evaluate(A[0] + B[0] + C[0] + D[0])
