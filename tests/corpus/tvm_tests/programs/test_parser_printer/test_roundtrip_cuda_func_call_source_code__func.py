# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    desc: T.uint64
    T.cuda.func_call("my_func", T.address_of(desc), source_code="\n__device__ void my_func(uint64_t* p) {\n    *p = 42;\n}\n")
