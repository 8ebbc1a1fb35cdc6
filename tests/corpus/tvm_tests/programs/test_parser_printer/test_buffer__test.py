# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main(A: T.Buffer((10, 11), "float32", layout=None), B: T.Buffer((10, 11), "float32"), C: T.Buffer((10, 11), "float32"), D: T.Buffer((10, 11), "float32", layout=T.TileLayout(T.S[(10, 11):(1, 10)])), _E: T.Buffer((10, 11), "float16", layout=None), _F: T.Buffer((10, 11), "float16"), _G: T.Buffer((10, 11), "float16"), _H: T.Buffer((10, 11), "float16", layout=T.TileLayout(T.S[(10, 11):(1, 10)]))):
    _A0 = T.decl_buffer((10, 11), data=A.data, layout=None)
    _B0 = T.decl_buffer((10, 11), data=B.data)
    _C0 = T.decl_buffer((10, 11), data=C.data)
    _D0 = T.decl_buffer((10, 11), data=D.data, layout=T.TileLayout(T.S[(10, 11):(1, 10)]))
    _A1 = T.alloc_buffer((10, 11), layout=None)
    _B1 = T.alloc_buffer((10, 11))
    _C1 = T.alloc_buffer((10, 11))
    _D1 = T.alloc_buffer((10, 11), layout=T.TileLayout(T.S[(10, 11):(1, 10)]))
