# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A: T.Buffer((2, 2), "float16")):
    T.ptx.wgmma("commit_group", "sync", "aligned", "")
    T.cuda.cluster_sync()
    T.ptx.cp(0, "async", "wait_group", "")
    T.ptx.fence("proxy", "async", "shared::cta", "")
    T.cuda.printf("ok")
    T.nvshmem.quiet()
    T.nki.identity(A[0, 0], 1)
