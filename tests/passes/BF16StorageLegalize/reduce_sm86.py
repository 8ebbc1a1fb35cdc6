# passes: BF16ComputeLegalize, BF16StorageLegalize
# covers: catalog 4 test_bf16_reduce_wont_legalize (storage part: native bf16, unchanged)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(private=True, s_tir=True)
    def main(ap: T.handle("bfloat16")):
        T.func_attr({"target": T.target("nvidia/geforce-rtx-3090-ti")})
        A_flat = T.decl_buffer((64,), "bfloat16", data=ap)
        tx = T.launch_thread("threadIdx.x", 64)
        acc = T.alloc_buffer((1,), "bfloat16", scope="local")
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.bfloat16(0)]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), A_flat[tx], T.bool(True), acc[0], tx)
        if tx == 0:
            A_flat[0] = acc[0]
