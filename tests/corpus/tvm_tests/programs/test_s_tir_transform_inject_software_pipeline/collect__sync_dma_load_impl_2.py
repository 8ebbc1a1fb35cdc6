# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def sync_dma_load_impl(A: T.Buffer((128,), "int8", offset_factor=1), C: T.Buffer((128,), "int8", scope="global.vtcm", offset_factor=1)):
    with T.sblock("root"):
        T.reads(A[0:128])
        T.writes(C[0:128])
        T.call_packed("device_api.hexagon.dma_copy_dltensor", T.tvm_stack_make_array(T.address_of(C[0]), T.tvm_stack_make_shape(128), 0, 1, T.int8(0), 0), T.tvm_stack_make_array(T.address_of(A[0]), T.tvm_stack_make_shape(128), 0, 1, T.int8(0), 0), 128, T.bool(False))
