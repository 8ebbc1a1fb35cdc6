from tvm.script import tirx as T
from tvm.script import ir as I
@I.ir_module(check_well_formed=False)
class M:
    @T.prim_func
    def main(X: T.Buffer((128,), "float32"), args: T.handle):
        buf = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        B_sh = buf.view("float32")
        A_flat = X.view(128)
        C = X.view(4, 32)
        Q = T.Buffer((16,))
        with T.attr(Q, "storage_alignment", 64):
            D = T.decl_buffer((16,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(args, 0, 1, T.handle().ty)))
            B_sh[0] = A_flat[1] + C[1, 2] + D[0]
