# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((128, 128), "float32")):
    # with T.sblock("root"):
    buffer = T.sblock_alloc_buffer((128, 128))
    buffer_1 = T.sblock_alloc_buffer((128, 128))
    for i, j in T.grid(128, 128):
        with T.sblock("update"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi, vj])
            T.writes(buffer[vi, vj])
            buffer[vi, vj] = A[vi, vj]
    for i, j in T.grid(128, 128):
        with T.sblock("update_1"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(buffer[vi, vj])
            T.writes(buffer_1[vi, vj])
            buffer_1[vi, vj] = buffer[vi, vj]
