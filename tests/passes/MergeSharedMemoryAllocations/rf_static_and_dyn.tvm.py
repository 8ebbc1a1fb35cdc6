# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        buf_shmem = T.alloc_shared((256,), "uint8", annotations={"tirx.volatile": True})
        Sb = buf_shmem.view("float32")
        Sa = buf_shmem.view("float32")
        buf_dyn_shmem = T.alloc_buffer((256,), "uint8", scope="shared.dyn")
        Db = buf_dyn_shmem.view("float32")
        Da = buf_dyn_shmem.view("float32")
        Sa[t] = G[t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Sb[t] = Sa[63 - t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Da[t] = Sb[63 - t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        Db[t] = Da[63 - t]
        T.tvm_storage_sync("shared", T.bool(False), -1)
        G[t] = Db[63 - t]
