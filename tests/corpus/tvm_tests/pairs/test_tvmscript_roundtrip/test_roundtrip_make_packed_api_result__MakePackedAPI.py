# passes: MakePackedAPI
# covers: tests/python/tvmscript/test_tvmscript_roundtrip.py::test_roundtrip[make_packed_api_result]
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        bx = T.launch_thread("blockIdx.x", 64)
        T.evaluate(A[bx])
