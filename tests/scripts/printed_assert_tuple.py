from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(args: T.handle, num_args: T.int32):
        assert num_args == 2, ("TypeError", ["Expected ", "2", " arguments", " when calling: ", "main(A: Tensor([16], float32), n: int32)", "`"])
        assert not T.isnullptr(args), ("TypeError", ["args pointer is NULL"])
        n_type_index: T.let[T.int32] = T.tvm_struct_get(args, 1, 13, "int32")
        assert n_type_index == 1 or n_type_index == 2, ("TypeError", ["Mismatched type on argument #", "1", "int"])
        assert T.uint64(0) == T.tvm_struct_get(args, 0, 8, "uint64"), ("ValueError", ["Invalid ", "A.byte_offset", " on argument #", "0", "0"])
        assert num_args > 0, ("RuntimeError", ["plain message"])
