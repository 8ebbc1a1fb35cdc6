# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((128,), "float32")):
    X_flat = T.decl_buffer((128,), data=X.data)
    Y_flat = T.decl_buffer((128,), data=Y.data)
    tx0 = T.int32()
    with T.attr(tx0, "thread_extent", 128):
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        B_sh = buf_dyn_shmem.view("float32")
        A_sh = buf_dyn_shmem.view("float32")
        A_sh[tx0] = X_flat[tx0]
        B_sh[tx0] = A_sh[tx0]
        X_flat[tx0] = B_sh[tx0]
    tx1 = T.int32()
    with T.attr(tx1, "thread_extent", 128):
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        D_sh = buf_dyn_shmem.view("float32")
        C_sh = buf_dyn_shmem.view("float32")
        C_sh[tx1] = Y_flat[tx1]
        D_sh[tx1] = C_sh[tx1]
        Y_flat[tx1] = D_sh[tx1]
