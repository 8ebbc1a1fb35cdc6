# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    Q = T.decl_buffer((2, 64, 288), "bfloat16", scope="tmem", layout=T.TileLayout(T.S[(2, 64, 288):(64 @ Axis.TLane, 1 @ Axis.TLane, 1 @ Axis.TCol)]), allocated_addr=256)
    Q_tail = T.decl_buffer((2, 64, 32), "bfloat16", scope="tmem", layout=T.TileLayout(T.S[(2, 64, 32):(64 @ Axis.TLane, 1 @ Axis.TLane, 1 @ Axis.TCol)]), allocated_addr=384)
    F8 = T.decl_buffer((64, 128), "float8_e4m3fn", scope="tmem", layout=T.TileLayout(T.S[(64, 128):(1 @ Axis.TLane, 1 @ Axis.TCol)]), allocated_addr=32)
    F8_tail = T.decl_buffer((64, 32), "float8_e4m3fn", scope="tmem", layout=T.TileLayout(T.S[(64, 32):(1 @ Axis.TLane, 1 @ Axis.TCol)]), allocated_addr=48)
    F32 = T.decl_buffer((64, 128), scope="tmem", layout=T.TileLayout(T.S[(64, 128):(1 @ Axis.TLane, 1 @ Axis.TCol)]), allocated_addr=64)
    F32_tail = T.decl_buffer((64, 32), scope="tmem", layout=T.TileLayout(T.S[(64, 32):(1 @ Axis.TLane, 1 @ Axis.TCol)]), allocated_addr=96)
    T.evaluate(Q_tail[0, 0, 0])
    T.evaluate(F8_tail[0, 0])
    T.evaluate(F32_tail[0, 0])
