# covers: spec 3.1 (AnnotateDeviceRegions requires a target on every PrimFunc)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def main():
        T.evaluate(0)
