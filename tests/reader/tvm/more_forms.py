from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module(check_well_formed=False)
class More:
    @T.prim_func(private=True, s_tir=True)
    def helper(x: T.float32, h: T.handle) -> T.float32:
        T.func_attr({"target": T.target("cuda")})
        return x * T.float32(2)

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), H: T.Buffer((16,), "float16"), args: T.handle, n: T.int32, m: T.int64, b: T.bool):
        T.func_attr({"tirx.noalias": True, "calling_conv": 2, "tirx.kernel_launch_params": ["threadIdx.x", "tirx.use_dyn_shared_memory"], "x": T.bool(True), "f": 1.5})
        dev_id: T.let[T.int32] = T.tvm_struct_get(args, 0, 9, "int32")
        shape: T.let[T.handle("int64", "global")] = T.tvm_struct_get(args, 0, 2, T.handle("int64", "global").ty)
        ptr = T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(args, 0, 1, T.handle().ty))
        Q = T.Buffer((16,))
        with T.attr(Q, "storage_alignment", 64):
            T.attr("default", "device_id", dev_id)
            with T.attr({"device_scope": 0, "flag": True}):
                A[0] = More.helper(A[1], args)
            with T.attr(T.target("cuda"), "target", 0):
                S = T.alloc_buffer((n,), "float16", scope="shared.dyn", align=16)
                W = T.decl_buffer((4, 4), "float32", data=A.data, strides=[4, 1], elem_offset=2)
                Y = T.decl_buffer((8,), "float16", data=ptr, byte_offset=4)
                T.evaluate(T.call_extern("int32", "use", T.tvm_access_ptr(T.type_annotation("float16"), S.data, 0, n, 3), T.address_of(W)))
                T.evaluate(T.call_intrin("int32", "tirx.popcount", n) + T.call_pure_extern("int32", "pe", n))
                T.evaluate(T.tvm_stack_alloca("shape", 4))
                H[0] = H[1] * T.float16(2) + H[2] / T.float16(4) - T.float16(0)
                A[2] = T.exp(2.0) + T.log(A[3]) + T.sqrt(A[4]) + T.pow(A[5], 2.0) + T.fmod(A[6], A[7]) + T.atan2(A[8], 1.0)
                A[3] = T.Cast("float32", T.isinf(A[9]) or T.isfinite(A[10]))
                A[4] = T.Cast("float32", 0 < n < 10 and (b or n > 2) and not b)
                A[5] = T.Cast("float32", (True or b) and (b and True))
                A[6] = T.Cast("float32", T.shift_right(m, T.int64(3)) % T.int64(7) - T.Cast("int64", n) // 2)
                A[7] = W[1, 2] + T.Cast("float32", Y[3])
                A[8] = T.Cast("float32", T.min(n, m) + T.max(m, 5))
                A[9] = T.float32(n // 4 * 4 + n % 4) + T.float32(-n) + T.float32(~n)
                A[10] = T.Cast("float32", T.tvm_struct_get(shape, 0, 0, "int64"))

