# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main():
    T.attr({"tirx.device_entry": T.bool(True)})
    acc = T.alloc_local((10,), "bool")
    T.evaluate(acc[0])
    T.evaluate(acc[0] and acc[1] and acc[2] and acc[3] and acc[4] and acc[5] and acc[6] and acc[7] and acc[8] and acc[9])
    T.evaluate(acc[0] and acc[1] and acc[2] and acc[3] and acc[4] and acc[5] and acc[6] and acc[7] and acc[8] and acc[9])
    T.evaluate(acc[2] and acc[3] and acc[6] and acc[7])
