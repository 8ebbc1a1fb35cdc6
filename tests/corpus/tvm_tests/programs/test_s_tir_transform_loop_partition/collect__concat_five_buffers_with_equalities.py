# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def concat_five_buffers_with_equalities(buffer_a: T.Buffer((28, 1), "int8"), buffer_b: T.Buffer((28, 63), "int8"), buffer_c: T.Buffer((28, 1), "int8"), buffer_d: T.Buffer((28, 63), "int8"), buffer_e: T.Buffer((28, 1), "int8"), T_concat: T.Buffer((28, 129), "int8")):
    for i0 in range(28):
        for i1 in T.serial(130, annotations={"pragma_loop_partition_hint": 1}):
            if i1 == 0:
                T_concat[i0, i1] = buffer_a[i0, 0]
            else:
                if i1 == 64:
                    T_concat[i0, i1] = buffer_c[i0, 0]
                else:
                    if i1 == 129:
                        T_concat[i0, i1] = buffer_e[i0, 0]
                    else:
                        if i1 < 64:
                            T_concat[i0, i1] = buffer_b[i0, i1 - 1]
                        else:
                            T_concat[i0, i1] = buffer_d[i0, i1 - 65]
