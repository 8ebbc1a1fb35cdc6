# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def main(n: T.int32, direct: T.Buffer((n,), "float32"), string_direct: T.Buffer((n,), "float32"), compound: T.Buffer((n + 1,), "float32")) -> metadata["tirx.BufferType"][0]:
    return string_direct

# Metadata omitted. Use show_meta=True in script() method to show it.
