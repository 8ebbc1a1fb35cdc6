# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128), "float32")):
    # with T.sblock("root"):
    local_a = T.sblock_alloc_buffer((128, 128))
    local_b = T.sblock_alloc_buffer((128, 128))
    for i, j in T.grid(128, 128):
        with T.sblock("update"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi, vj])
            T.writes(local_a[vi, vj])
            local_a[vi, vj] = A[vi, vj]
    for i, j in T.grid(128, 128):
        with T.sblock("update"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(local_a[vi, vj])
            T.writes(local_b[vi, vj])
            local_b[vi, vj] = local_a[vi, vj]
