# covers: catalog 1 test_thread_extent_region_extracted_as_device_kernel; 7.1 test_annotate_thread_extent
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(V: T.Buffer((32,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        t = T.launch_thread("threadIdx.x", 32)
        V[t] = T.float32(1)
