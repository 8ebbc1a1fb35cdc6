# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def get_valid_counts(data_buf: T.Buffer((1, 2500, 6), "float32"), valid_count_buf: T.Buffer((1,), "int32"), out_buf: T.Buffer((1, 2500, 6), "float32"), out_indices_buf: T.Buffer((1, 2500), "int32"), score_threshold: T.float32, id_index: T.int32, score_index: T.int32):
        # with T.sblock("root"):
        with T.sblock("init"):
            vi = T.axis.spatial(1, 0)
            T.reads(data_buf[vi, 0:2500, 6])
            T.writes(valid_count_buf[vi], out_indices_buf[vi, 0:2500], out_buf[vi, 0:2500, 6])
            valid_count_buf[vi] = 0
            for j in range(2500):
                with T.sblock("update"):
                    vj = T.axis.spatial(2500, j)
                    T.reads(data_buf[vi, vj, 6])
                    T.writes(valid_count_buf[vi], out_indices_buf[vi, vj], out_buf[vi, vj, 6])
                    if data_buf[vi, vj, score_index] > score_threshold and (id_index < 0 or data_buf[vi, vj, id_index] >= T.float32(0.0)):
                        for k in range(6):
                            out_buf[vi, valid_count_buf[vi], k] = data_buf[vi, vj, k]
                        out_indices_buf[vi, valid_count_buf[vi]] = vj
                        valid_count_buf[vi] = valid_count_buf[vi] + 1
                    if vj >= valid_count_buf[vi]:
                        for k in range(6):
                            out_buf[vi, vj, k] = T.float32(-1.0)
                        out_indices_buf[vi, vj] = -1
