# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def on_c(A: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "c", "tag": ""})})
        A[0] = 1

    @T.prim_func(s_tir=True)
    def on_ext(A: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": [], "kind": "ext_dev", "tag": ""})})
        A[1] = 2

    @T.prim_func(s_tir=True)
    def on_nvptx(A: T.Buffer((16,), "int32")):
        T.func_attr({"target": T.target({"keys": ["cuda", "gpu"], "kind": "nvptx", "max_num_threads": 1024, "mcpu": "sm_50", "mtriple": "nvptx64-nvidia-cuda", "tag": "", "thread_warp_size": 32})})
        A[2] = 3
