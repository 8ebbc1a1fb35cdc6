# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected_recursive_bufferslice_indices(data_buf: T.Buffer((16, 16), "float32"), index_buf: T.Buffer((1,), "int32")):
    # with T.sblock("root"):
    out_buf = T.sblock_alloc_buffer((16, 16))
    for i0, i1 in T.grid(16, 16):
        with T.sblock(""):
            vi, vj = T.axis.remap("SS", [i0, i1])
            T.reads(data_buf[index_buf[index_buf[0]], index_buf[0]], index_buf[T.min(index_buf[0], 0):T.min(index_buf[0], 0) + (T.max(index_buf[0], 0) + 1 - T.min(index_buf[0], 0))])
            T.writes(out_buf[vi, vj])
            out_buf[vi, vj] = data_buf[index_buf[index_buf[0]], index_buf[0]]
