# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        ta = T.int32()
        with T.attr(ta, "thread_extent", 64):
            buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
            Q = buf_dyn_shmem.view("float32")
            P = buf_dyn_shmem.view("float32")
            P[ta] = G[ta]
            Q[ta] = P[ta]
            G[ta] = Q[ta]
        tb = T.int32()
        with T.attr(tb, "thread_extent", 64):
            buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
            S = buf_dyn_shmem.view("float32")
            R_1 = buf_dyn_shmem.view("float32")
            R_1[tb] = G[tb]
            S[tb] = R_1[tb]
            G[tb] = S[tb]
