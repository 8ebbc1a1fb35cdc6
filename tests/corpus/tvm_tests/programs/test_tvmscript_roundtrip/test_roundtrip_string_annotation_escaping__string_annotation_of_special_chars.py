# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def string_annotation_of_special_chars():
    T.func_attr({"key1": "\"'hello\t\r\"", "key2": metadata["ffi.String"][0]})
    T.evaluate(0)

# Metadata omitted. Use show_meta=True in script() method to show it.
