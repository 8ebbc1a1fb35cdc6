# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mfma_load_impl(reg: T.Buffer((64, 4), "float16", scope="warp", offset_factor=1), memory: T.Buffer((16, 16), "float16", strides=("s0", "s1"), scope="shared", offset_factor=1)):
    with T.sblock("root"):
        T.reads(memory[0:16, 0:16])
        T.writes(reg[0:64, 0:4])
        for local_id in range(4):
            tx = T.launch_thread("threadIdx.x", 64)
            reg[tx, local_id] = memory[tx % 16, tx // 16 * 4 + local_id]
