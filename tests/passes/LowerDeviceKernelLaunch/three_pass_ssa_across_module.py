# passes: AnnotateDeviceRegions, SplitHostDeviceOnly, LowerDeviceKernelLaunch
# covers: catalog 7 test_ssa_across_entire_module through the three passes (the kernel gets its own loop variable; the launch inside the host loop passes the host's)
from tvm.script import ir as I
from tvm.script import tirx as T



@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        T.func_attr({"target": T.target("cuda", host="llvm")})
        for i in range(16):
            T.attr(0, "device_scope", 0)
            for j in range(16):
                T.evaluate(i)
