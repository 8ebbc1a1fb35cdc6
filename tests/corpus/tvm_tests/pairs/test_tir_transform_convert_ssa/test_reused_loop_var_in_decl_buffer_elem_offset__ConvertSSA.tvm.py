# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def main(buffer_data: T.handle("float32", "shared.dyn")):
        for loop_var in range(128):
            buffer = T.decl_buffer((128,), data=buffer_data, elem_offset=loop_var * 128, scope="shared.dyn")
            T.evaluate(buffer[0])
        for loop_var in range(128):
            buffer = T.decl_buffer((128,), data=buffer_data, elem_offset=loop_var * 128, scope="shared.dyn")
            T.evaluate(buffer[0])
        for loop_var in range(128):
            buffer = T.decl_buffer((128,), data=buffer_data, elem_offset=loop_var * 128, scope="shared.dyn")
            T.evaluate(buffer[0])
