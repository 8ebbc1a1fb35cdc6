# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def default_function(args: T.handle, arg_type_ids: T.Buffer((3,), "int32"), num_args: T.int32, out_ret_value: T.handle, out_ret_tcode: T.handle, resource_handle: T.handle) -> T.int32:
    T.func_attr({"calling_conv": 1, "tirx.is_entry_func": True, "tirx.noalias": True})
    stack_tcode_data: T.let[T.handle("int32", "global")] = T.tvm_stack_alloca("arg_tcode", 10)
    stack_tcode = T.decl_buffer((9,), "int32", data=stack_tcode_data)
    stack_value: T.let[T.handle] = T.tvm_stack_alloca("arg_value", 10)
    assert num_args == 3, ("RuntimeError", ["default_function: num_args should be 3"])
    arg0: T.let[T.handle] = T.tvm_struct_get(args, 0, 12, T.handle().ty)
    arg0_code: T.let[T.int32] = arg_type_ids[0]
    arg1: T.let[T.handle] = T.tvm_struct_get(args, 1, 12, T.handle().ty)
    arg1_code: T.let[T.int32] = arg_type_ids[1]
    arg2: T.let[T.handle] = T.tvm_struct_get(args, 2, 12, T.handle().ty)
    arg2_code: T.let[T.int32] = arg_type_ids[2]
    A: T.let[T.handle] = T.tvm_struct_get(arg0, 0, 1, T.handle().ty)
    with T.attr(A, "storage_alignment", 128):
        arg0_shape_data: T.let[T.handle("int64", "global")] = T.tvm_struct_get(arg0, 0, 2, T.handle("int64", "global").ty)
        arg0_shape = T.decl_buffer((6,), "int64", data=arg0_shape_data)
        arg0_strides_data: T.let[T.handle("int64", "global")] = T.tvm_struct_get(arg0, 0, 3, T.handle("int64", "global").ty)
        arg0_strides = T.decl_buffer((6,), "int64", data=arg0_strides_data)
        dev_id: T.let[T.int32] = T.tvm_struct_get(arg0, 0, 9, "int32")
        W: T.let[T.handle] = T.tvm_struct_get(arg1, 0, 1, T.handle().ty)
        with T.attr(W, "storage_alignment", 128):
            arg1_shape_data: T.let[T.handle("int64", "global")] = T.tvm_struct_get(arg1, 0, 2, T.handle("int64", "global").ty)
            arg1_shape = T.decl_buffer((6,), "int64", data=arg1_shape_data)
            arg1_strides_data: T.let[T.handle("int64", "global")] = T.tvm_struct_get(arg1, 0, 3, T.handle("int64", "global").ty)
            arg1_strides = T.decl_buffer((6,), "int64", data=arg1_strides_data)
            Conv: T.let[T.handle] = T.tvm_struct_get(arg2, 0, 1, T.handle().ty)
            with T.attr(Conv, "storage_alignment", 128):
                arg2_shape_data: T.let[T.handle("int64", "global")] = T.tvm_struct_get(arg2, 0, 2, T.handle("int64", "global").ty)
                arg2_shape = T.decl_buffer((6,), "int64", data=arg2_shape_data)
                arg2_strides_data: T.let[T.handle("int64", "global")] = T.tvm_struct_get(arg2, 0, 3, T.handle("int64", "global").ty)
                arg2_strides = T.decl_buffer((6,), "int64", data=arg2_strides_data)
                assert arg0_code == 3 or arg0_code == 13 or arg0_code == 7 or arg0_code == 4, ("RuntimeError", ["default_function: Expect arg[0] to be pointer"])
                assert arg1_code == 3 or arg1_code == 13 or arg1_code == 7 or arg1_code == 4, ("RuntimeError", ["default_function: Expect arg[1] to be pointer"])
                assert arg2_code == 3 or arg2_code == 13 or arg2_code == 7 or arg2_code == 4, ("RuntimeError", ["default_function: Expect arg[2] to be pointer"])
                assert 6 == T.tvm_struct_get(arg0, 0, 4, "int32"), ("RuntimeError", ["arg0.ndim is expected to equal 6"])
                assert 6 == T.tvm_struct_get(arg0, 0, 4, "int32"), ("RuntimeError", ["arg0.ndim is expected to equal 6"])
                assert T.tvm_struct_get(arg0, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(arg0, 0, 6, "uint8") == T.uint8(16) and T.tvm_struct_get(arg0, 0, 7, "uint16") == T.uint16(1), ("RuntimeError", ["arg0.dtype is expected to be float16"])
                assert 16 == T.Cast("int32", arg0_shape[0]), ("RuntimeError", ["Argument arg0.shape[0] has an unsatisfied constraint"])
                assert 14 == T.Cast("int32", arg0_shape[1]), ("RuntimeError", ["Argument arg0.shape[1] has an unsatisfied constraint"])
                assert 14 == T.Cast("int32", arg0_shape[2]), ("RuntimeError", ["Argument arg0.shape[2] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg0_shape[3]), ("RuntimeError", ["Argument arg0.shape[3] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg0_shape[4]), ("RuntimeError", ["Argument arg0.shape[4] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg0_shape[5]), ("RuntimeError", ["Argument arg0.shape[5] has an unsatisfied constraint"])
                if not T.isnullptr(arg0_strides.data):
                    assert 1 == T.Cast("int32", arg0_strides[5]) and 16 == T.Cast("int32", arg0_strides[4]) and 256 == T.Cast("int32", arg0_strides[3]) and 4096 == T.Cast("int32", arg0_strides[2]) and 57344 == T.Cast("int32", arg0_strides[1]) and 802816 == T.Cast("int32", arg0_strides[0]), ("RuntimeError", ["arg0.strides: expected to be compact array"])
                assert T.uint64(0) == T.tvm_struct_get(arg0, 0, 8, "uint64"), ("RuntimeError", ["Argument arg0.byte_offset has an unsatisfied constraint"])
                assert 2 == T.tvm_struct_get(arg0, 0, 10, "int32"), ("RuntimeError", ["Argument arg0.device_type has an unsatisfied constraint"])
                assert 6 == T.tvm_struct_get(arg1, 0, 4, "int32"), ("RuntimeError", ["arg1.ndim is expected to equal 6"])
                assert 6 == T.tvm_struct_get(arg1, 0, 4, "int32"), ("RuntimeError", ["arg1.ndim is expected to equal 6"])
                assert T.tvm_struct_get(arg1, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(arg1, 0, 6, "uint8") == T.uint8(16) and T.tvm_struct_get(arg1, 0, 7, "uint16") == T.uint16(1), ("RuntimeError", ["arg1.dtype is expected to be float16"])
                assert 3 == T.Cast("int32", arg1_shape[0]), ("RuntimeError", ["Argument arg1.shape[0] has an unsatisfied constraint"])
                assert 3 == T.Cast("int32", arg1_shape[1]), ("RuntimeError", ["Argument arg1.shape[1] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg1_shape[2]), ("RuntimeError", ["Argument arg1.shape[2] has an unsatisfied constraint"])
                assert 32 == T.Cast("int32", arg1_shape[3]), ("RuntimeError", ["Argument arg1.shape[3] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg1_shape[4]), ("RuntimeError", ["Argument arg1.shape[4] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg1_shape[5]), ("RuntimeError", ["Argument arg1.shape[5] has an unsatisfied constraint"])
                if not T.isnullptr(arg1_strides.data):
                    assert 1 == T.Cast("int32", arg1_strides[5]) and 16 == T.Cast("int32", arg1_strides[4]) and 256 == T.Cast("int32", arg1_strides[3]) and 8192 == T.Cast("int32", arg1_strides[2]) and 131072 == T.Cast("int32", arg1_strides[1]) and 393216 == T.Cast("int32", arg1_strides[0]), ("RuntimeError", ["arg1.strides: expected to be compact array"])
                assert T.uint64(0) == T.tvm_struct_get(arg1, 0, 8, "uint64"), ("RuntimeError", ["Argument arg1.byte_offset has an unsatisfied constraint"])
                assert 2 == T.tvm_struct_get(arg1, 0, 10, "int32"), ("RuntimeError", ["Argument arg1.device_type has an unsatisfied constraint"])
                assert dev_id == T.tvm_struct_get(arg1, 0, 9, "int32"), ("RuntimeError", ["Argument arg1.device_id has an unsatisfied constraint"])
                assert 6 == T.tvm_struct_get(arg2, 0, 4, "int32"), ("RuntimeError", ["arg2.ndim is expected to equal 6"])
                assert 6 == T.tvm_struct_get(arg2, 0, 4, "int32"), ("RuntimeError", ["arg2.ndim is expected to equal 6"])
                assert T.tvm_struct_get(arg2, 0, 5, "uint8") == T.uint8(2) and T.tvm_struct_get(arg2, 0, 6, "uint8") == T.uint8(32) and T.tvm_struct_get(arg2, 0, 7, "uint16") == T.uint16(1), ("RuntimeError", ["arg2.dtype is expected to be float32"])
                assert 16 == T.Cast("int32", arg2_shape[0]), ("RuntimeError", ["Argument arg2.shape[0] has an unsatisfied constraint"])
                assert 14 == T.Cast("int32", arg2_shape[1]), ("RuntimeError", ["Argument arg2.shape[1] has an unsatisfied constraint"])
                assert 14 == T.Cast("int32", arg2_shape[2]), ("RuntimeError", ["Argument arg2.shape[2] has an unsatisfied constraint"])
                assert 32 == T.Cast("int32", arg2_shape[3]), ("RuntimeError", ["Argument arg2.shape[3] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg2_shape[4]), ("RuntimeError", ["Argument arg2.shape[4] has an unsatisfied constraint"])
                assert 16 == T.Cast("int32", arg2_shape[5]), ("RuntimeError", ["Argument arg2.shape[5] has an unsatisfied constraint"])
                if not T.isnullptr(arg2_strides.data):
                    assert 1 == T.Cast("int32", arg2_strides[5]) and 16 == T.Cast("int32", arg2_strides[4]) and 256 == T.Cast("int32", arg2_strides[3]) and 8192 == T.Cast("int32", arg2_strides[2]) and 114688 == T.Cast("int32", arg2_strides[1]) and 1605632 == T.Cast("int32", arg2_strides[0]), ("RuntimeError", ["arg2.strides: expected to be compact array"])
                assert T.uint64(0) == T.tvm_struct_get(arg2, 0, 8, "uint64"), ("RuntimeError", ["Argument arg2.byte_offset has an unsatisfied constraint"])
                assert 2 == T.tvm_struct_get(arg2, 0, 10, "int32"), ("RuntimeError", ["Argument arg2.device_type has an unsatisfied constraint"])
                assert dev_id == T.tvm_struct_get(arg2, 0, 9, "int32"), ("RuntimeError", ["Argument arg2.device_id has an unsatisfied constraint"])
                T.tvm_struct_set(stack_value, 0, 12, T.int64(2))
                stack_tcode[0] = 0
                T.tvm_struct_set(stack_value, 1, 12, T.Cast("int64", dev_id))
                stack_tcode[1] = 0
                T.call_packed_lowered("__tvm_set_device", stack_value, stack_tcode.data, 0, 2)
                with T.attr({"compute_scope": "default_function_compute_"}):
                    T.tvm_struct_set(stack_value, 0, 12, A)
                    stack_tcode[0] = 3
                    T.tvm_struct_set(stack_value, 1, 12, W)
                    stack_tcode[1] = 3
                    T.tvm_struct_set(stack_value, 2, 12, Conv)
                    stack_tcode[2] = 3
                    T.tvm_struct_set(stack_value, 3, 12, T.int64(196))
                    stack_tcode[3] = 0
                    T.tvm_struct_set(stack_value, 4, 12, T.int64(2))
                    stack_tcode[4] = 0
                    T.tvm_struct_set(stack_value, 5, 12, T.int64(4))
                    stack_tcode[5] = 0
                    T.tvm_struct_set(stack_value, 6, 12, T.int64(4))
                    stack_tcode[6] = 0
                    T.tvm_struct_set(stack_value, 7, 12, T.int64(2))
                    stack_tcode[7] = 0
                    T.tvm_struct_set(stack_value, 8, 12, T.int64(32))
                    stack_tcode[8] = 0
                    T.call_packed_lowered("default_function_kernel0", stack_value, stack_tcode.data, 0, 9)
