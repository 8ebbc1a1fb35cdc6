# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def add(a: T.int32, b: T.int32) -> T.int32:
        return a + b

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128, 128), "int32"), B: T.Buffer((128, 128), "int32"), C: T.Buffer((128, 128), "int32")):
        length: T.let[T.int32] = Module.add(64, 64)
        for bx in T.thread_binding(length, thread="blockIdx.x"):
            for tx in T.thread_binding(length, thread="threadIdx.x"):
                C[bx, tx] = Module.add(A[bx, tx], B[bx, tx])
