# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def kernel(A_data: T.handle("float32", "global")):
        T.func_attr({"calling_conv": 2, "target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_global_func": True, "tirx.kernel_launch_params": ["tx"]})
        tx = T.int32()
        T.attr(tx, "thread_extent", 4)
        T.evaluate(A_data)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        T.call_ffi_kernel("kernel", A.data, 4, launch_params=["tx"], ret_ty="int32")
