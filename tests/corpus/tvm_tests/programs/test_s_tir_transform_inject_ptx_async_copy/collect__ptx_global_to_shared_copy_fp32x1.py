# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((32, 128), "float32"), B: T.Buffer((32, 128), "float32")):
    T.func_attr({"tirx.noalias": True})
    # with T.sblock("root"):
    bx = T.launch_thread("blockIdx.x", 1)
    tx = T.launch_thread("threadIdx.x", 32)
    with T.sblock(""):
        T.reads(A[0:32, 0:128])
        T.writes(B[0:32, 0:128])
        A_shared = T.sblock_alloc_buffer((32, 128), scope="shared")
        T.attr("default", "async_scope", 1)
        for i in range(128):
            A_shared[tx, i] = A[tx, i]
        T.ptx.cp("async", "commit_group", "")
        T.ptx.cp(0, "async", "wait_group", "")
        for i in range(128):
            B[tx, i] = A_shared[tx, i]
