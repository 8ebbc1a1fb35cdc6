# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((64,), "float32")):
    blockIdx_x = T.launch_thread("blockIdx.x", 1)
    shared_storage = T.alloc_shared((32,), "float16")
    local = T.alloc_local((1,))
    with T.launch_thread("threadIdx.x", 32) as threadIdx_x:
        shared_half = T.decl_buffer((32,), "float16", data=shared_storage.data, scope="shared")
        shared_float = shared_storage.view("float32")
        for i in range(2):
            shared_half[threadIdx_x] = T.Cast("float16", A[i * 32 + threadIdx_x])
            T.tvm_storage_sync("shared", T.bool(False), -1)
            local[0] = shared_float[threadIdx_x % 16]
            A[i * 32 + threadIdx_x] = local[0]
