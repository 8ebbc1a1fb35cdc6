# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def elementwise_buffer_kwargs(a: T.Buffer((128, 128, 128, 128), "float32"), b: T.Buffer((128, 128, 128, 128), "float32")):
    # with T.sblock("root"):
    for i, j, k, l in T.grid(128, 128, 128, 128):
        with T.sblock("B"):
            vi, vj, vk, vl = T.axis.remap("SSSS", [i, j, k, l])
            T.reads(a[vi, vj, vk, vl])
            T.writes(b[vi, vj, vk, vl])
            b[vi, vj, vk, vl] = a[vi, vj, vk, vl] * T.float32(2.0)
