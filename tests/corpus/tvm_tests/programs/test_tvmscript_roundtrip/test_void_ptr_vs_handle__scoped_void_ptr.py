# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def scoped_void_ptr(out_ret_value: T.handle(storage_scope="shared")):
    T.evaluate(out_ret_value)
