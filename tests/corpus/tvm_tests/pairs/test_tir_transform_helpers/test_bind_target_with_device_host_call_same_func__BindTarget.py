# passes: BindTarget({"kind": "cuda", "tag": "", "keys": ["cuda", "gpu"], "host": {"kind": "llvm", "tag": "", "keys": ["cpu"], "mtriple": "x86_64-conda-linux-gnu", "opt-level": 0}, "arch": "sm_50", "max_num_threads": 1024, "thread_warp_size": 32})
# covers: tests/python/tirx-transform/test_tir_transform_helpers.py::test_bind_target_with_device_host_call_same_func
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def add(a: T.int32, b: T.int32) -> T.int32:
        return a + b

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128, 128), "int32"), B: T.Buffer((128, 128), "int32"), C: T.Buffer((128, 128), "int32")):
        length: T.let[T.int32] = Module.add(64, 64)
        for bx in T.thread_binding(length, thread="blockIdx.x"):
            for tx in T.thread_binding(length, thread="threadIdx.x"):
                C[bx, tx] = Module.add(A[bx, tx], B[bx, tx])
