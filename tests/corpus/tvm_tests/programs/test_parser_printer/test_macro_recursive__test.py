# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main():
    T.attr({"tirx.device_entry": T.bool(True)})
    for x in range(10):
        T.evaluate(x)
        T.evaluate(x)
        T.evaluate(x)
        T.evaluate(x)
        T.evaluate(x)
        T.evaluate(x)
