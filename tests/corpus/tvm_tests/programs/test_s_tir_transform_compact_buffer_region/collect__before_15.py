# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def before(p0: T.Buffer((30,), "float32"), p1: T.Buffer((1,), "int32"), hybrid_nms: T.Buffer((30,), "float32")):
    argsort_nms_cpu = T.alloc_buffer((5,), "int32")
    for i in range(1):
        nkeep = T.alloc_buffer((1,), "int32")
        if 0 < p1[i]:
            nkeep[0] = p1[i]
            if 2 < nkeep[0]:
                nkeep[0] = 2
            for j in T.parallel(nkeep[0]):
                for k in range(6):
                    hybrid_nms[i * 30 + j * 6 + k] = p0[i * 30 + argsort_nms_cpu[i * 5 + j] * 6 + k]
                hybrid_nms[i * 5 + j] = T.Cast("float32", argsort_nms_cpu[i * 5 + j])
            if 2 < p1[i]:
                for j in T.parallel(p1[i] - nkeep[0]):
                    for k in range(6):
                        hybrid_nms[i * 30 + j * 6 + nkeep[0] * 6 + k] = T.float32(-1.0)
                    hybrid_nms[i * 5 + j + nkeep[0]] = T.float32(-1.0)
