# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True)
def main():
    T.attr({"tirx.device_entry": T.bool(True)})
    for x in range(10):
        T.evaluate(x + 1)
        T.evaluate(x + 2)
        T.evaluate(x)
        T.evaluate(x + 2)
        T.evaluate(x + 4)
        T.evaluate(x * 2)
