# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def impl(C: T.Buffer((8 * T.vscale(), 8 * T.vscale()), "float32", offset_factor=1)):
    with T.sblock("root"):
        T.reads()
        T.writes(C[0:T.vscale() * 8, 0:T.vscale() * 8])
        clear_all_tiles: T.int32 = 255
        T.call_llvm_intrin("void", "llvm.aarch64.sme.zero", clear_all_tiles)
