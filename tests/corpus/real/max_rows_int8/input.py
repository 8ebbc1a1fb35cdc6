# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def max_rows_int8(A: T.Buffer((256, 1024), "int8"), A_red: T.Buffer((256,), "int8")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(262144)
        A_red_1 = T.decl_buffer((256,), "int8", data=A_red.data)
        with T.launch_thread("blockIdx.x", 1) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            if threadIdx_x < 256:
                A_red_1[threadIdx_x] = T.int8(-128)
            for ax1 in range(1024):
                if threadIdx_x < 256:
                    A_red_1[threadIdx_x] = T.max(A_red_1[threadIdx_x], A_1[threadIdx_x * 1024 + ax1])
