from tvm.script import tirx as T
from tvm.script import ir as I
@I.ir_module(check_well_formed=False)
class M:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), p: T.handle("float32", "shared"), n: T.int32, m: T.int64):
        T.func_attr({"target": T.target("cuda", host="llvm"), "tirx.noalias": True})
        bx = T.launch_thread("blockIdx.x", 4)
        tx = T.env_thread("threadIdx.x")
        T.launch_thread(tx, 16)
        with T.launch_thread("threadIdx.y", n) as ty:
            A[ty] = T.float32(0)
        tz = T.env_thread("threadIdx.z")
        with T.launch_thread(tz, 2):
            A[tz] = T.float32(1)
        vt = T.env_thread("vthread")
        T.attr(vt, "virtual_thread", 2)
        with T.attr(0, "device_scope", 0):
            A[0] = T.float32(2)
        with T.attr({"device_scope": 0, "compute_scope": "main_compute_", "flag": True}):
            A[1] = T.float32(3)
        T.attr("default", "device_id", n)
        T.attr(A, "storage_alignment", 64)
        with T.attr(T.target("cuda"), "target", 0):
            A[2] = T.float32(4)
        S = T.alloc_buffer((16,), "float32", scope="shared.dyn")
        V = T.alloc_buffer((16,), "float32", scope="shared", annotations={"tirx.volatile": True})
        V2 = T.alloc_shared((16,), annotations={"tirx.volatile": T.bool(True), "k": 3, "f": 1.5, "s": "str"})
        L = T.alloc_local((1,))
        G = T.alloc_buffer((n, 4), "float16", align=4)
        D = T.decl_buffer((16,), "float32", data=p, scope="shared")
        D2 = T.decl_buffer((16,), data=S.data, scope="shared.dyn")
        D3 = T.decl_buffer((8,))
        D4 = T.decl_buffer((m,), "int8")
        E = T.alloc_buffer([4, 4])
        F = T.alloc_buffer(7)
        H = T.alloc_buffer((m,), strides=(1,), elem_offset=4, offset_factor=2)
        assert n > 0, "msg"
        assert n > 1, ("ValueError", ["a", "b"])
        for i in range(4):
            A[i] = T.float32(0)
        for i in range(2, 6):
            A[i] = T.float32(0)
        for i in range(m):
            A[i] = T.float32(0)
        for i in T.serial(4):
            A[i] = T.float32(0)
        for i in T.serial(1, n):
            A[i] = T.float32(0)
        for i in T.parallel(4):
            A[i] = T.float32(0)
        for i in T.unroll(4):
            A[i] = T.float32(0)
        for i in T.vectorized(4):
            A[i] = T.float32(0)
        for i, j in T.grid(2, 3):
            A[i * 3 + j] = T.float32(0)
        for i in T.grid(5):
            A[i] = T.float32(0)
        for i in T.serial(4, annotations={"pragma_unroll": True}):
            A[i] = T.float32(0)
        for i in T.thread_binding(4, thread="threadIdx.x"):
            A[i] = T.float32(0)
        while n > 100:
            T.evaluate(0)
        if n > 3:
            A[0] = T.float32(1)
        else:
            A[0] = T.float32(2)
        if n > 4:
            A[0] = T.float32(1)
        T.evaluate(0)
        T.evaluate(n)
        return 0
