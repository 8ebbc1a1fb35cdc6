# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def mmult(A_1: T.Buffer((16384,), "float32"), B_1: T.Buffer((1024, 1024), "float32"), C_1: T.Buffer((16384,), "float32")):
        T.func_attr({"tirx.noalias": True})
        packedB = T.alloc_buffer((32768,))
        for x in T.parallel(32):
            for y in range(1024):
                packedB[x * 32768 + y * 32:x * 32768 + y * 32 + 32] = B_1[y, T.Ramp(x * 32, 1, 32)]
        for x_outer in T.parallel(32):
            C_global = T.alloc_buffer((1024,))
            for y_outer in range(32):
                for x_c_init in range(32):
                    C_global[x_c_init * 32:x_c_init * 32 + 32] = T.Broadcast(T.float32(0.0), 32)
                for k_outer, x_c in T.grid(256, 32):
                    C_global[x_c * 32:x_c * 32 + 32] = C_global[T.Ramp(x_c * 32, 1, 32)] + T.Broadcast(A_1[x_outer * 32768 + x_c * 1024 + k_outer * 4], 32) * packedB[T.Ramp(y_outer * 32768 + k_outer * 128, 1, 32)]
                    C_global[x_c * 32:x_c * 32 + 32] = C_global[T.Ramp(x_c * 32, 1, 32)] + T.Broadcast(A_1[x_outer * 32768 + x_c * 1024 + k_outer * 4 + 1], 32) * packedB[T.Ramp(y_outer * 32768 + k_outer * 128 + 32, 1, 32)]
                    C_global[x_c * 32:x_c * 32 + 32] = C_global[T.Ramp(x_c * 32, 1, 32)] + T.Broadcast(A_1[x_outer * 32768 + x_c * 1024 + k_outer * 4 + 2], 32) * packedB[T.Ramp(y_outer * 32768 + k_outer * 128 + 64, 1, 32)]
                    C_global[x_c * 32:x_c * 32 + 32] = C_global[T.Ramp(x_c * 32, 1, 32)] + T.Broadcast(A_1[x_outer * 32768 + x_c * 1024 + k_outer * 4 + 3], 32) * packedB[T.Ramp(y_outer * 32768 + k_outer * 128 + 96, 1, 32)]
                for x_inner, y_inner in T.grid(32, 32):
                    C_1[x_outer * 32768 + x_inner * 1024 + y_outer * 32 + y_inner] = C_global[x_inner * 32 + y_inner]
