# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((32, 128), "float16"), B: T.Buffer((32, 128), "float16"), C: T.Buffer((32, 128), "float16")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    bx = T.launch_thread("blockIdx.x", 1)
    tx = T.launch_thread("threadIdx.x", 32)
    with T.sblock(""):
        T.reads(A[0:32, 0:128], B[0:32, 0:128])
        T.writes(C[0:32, 0:128])
        A_shared = T.sblock_alloc_buffer((32, 128), "float16", scope="shared.dyn")
        B_shared = T.sblock_alloc_buffer((32, 128), "float16", scope="shared.dyn")
        T.attr("default", "async_scope", 1)
        for i in range(16):
            for j in T.vectorized(8):
                A_shared[tx, i * 8 + j] = A[tx, i * 8 + j]
                B_shared[tx, i * 8 + j] = B[tx, i * 8 + j]
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        for i in range(128):
            C[tx, i] = A_shared[tx, i] + B_shared[tx, i]
