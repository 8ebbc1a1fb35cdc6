# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def add_relu_f16_dyn(a: T.Buffer((n, 1024), "float16"), b: T.Buffer((n, 1024), "float16"), compute: T.Buffer((n, 1024), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = n * T.int64(1024)
        a_1 = T.decl_buffer((cse_v1,), "float16", data=a.data, elem_offset=0)
        b_1 = T.decl_buffer((cse_v1,), "float16", data=b.data, elem_offset=0)
        compute_1 = T.decl_buffer((cse_v1,), "float16", data=compute.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", n) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v2: T.let[T.int64] = blockIdx_x * T.int64(1024) + T.Cast("int64", T.Cast("int32", threadIdx_x))
            compute_1[cse_v2] = T.max(a_1[cse_v2] + b_1[cse_v2], T.float16(0.0))
