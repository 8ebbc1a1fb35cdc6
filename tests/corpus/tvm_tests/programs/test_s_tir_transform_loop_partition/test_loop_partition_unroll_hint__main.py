# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A_arg: T.Buffer((1, 3, 224, 224), "int8"), B_arg: T.Buffer((1, 224, 7, 16), "int8")):
    A = A_arg.view(150528)
    B = B_arg.view(25088)
    for ax0 in T.serial(112, annotations={"pragma_loop_partition_hint": True}):
        for ax1, ax2, ax3 in T.grid(224, 7, 16):
            if 3 <= ax0 * 2 + ax2 and ax0 * 2 + ax2 < 227 and ax3 < 3:
                B[ax1 * 112 + ax2 * 16 + ax3] = A[ax3 * 50176 + ax1 * 224 + ax0 * 2 + ax2 - 3]
