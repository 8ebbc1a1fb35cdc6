"""Shared TVMScript programs for the tests."""

import pytest

# `B[tx] = A[127 - tx]` between barriers: A is dead after the middle statement,
# so TVM 0.27's merge gives A and B the same bytes although other threads still
# read A in that statement (a race); tirsat keeps them apart.
REVERSE_COPY = '''
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 128)
        A = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        A[tx] = X[tx]
        T.tvm_storage_sync("shared.dyn")
        B[tx] = A[127 - tx]
        T.tvm_storage_sync("shared.dyn")
        Y[tx] = B[tx]
'''

# TVM 0.27's MergeSharedMemoryAllocations output for REVERSE_COPY
# (`mod.script()` of `tvm.s_tir.transform.MergeSharedMemoryAllocations()(mod)`;
# test_tvm.py obtains it from TVM itself): A and B both at byte 0.
REVERSE_COPY_TVM = '''
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        tx = T.launch_thread("threadIdx.x", 128)
        buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
        B = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
        A[tx] = X[tx]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        B[tx] = A[127 - tx]
        T.tvm_storage_sync("shared.dyn", T.bool(False), -1)
        Y[tx] = B[tx]
'''

# Element-wise in place: `Y[tx] = X[tx] + 1` lets X and Y share bytes.
ADD_ONE = '''
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((256,), "float32"), B: T.Buffer((256,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        bx = T.launch_thread("blockIdx.x", 2)
        tx = T.launch_thread("threadIdx.x", 128)
        X = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        Y = T.alloc_buffer((128,), "float32", scope="shared.dyn")
        X[tx] = A[bx * 128 + tx]
        Y[tx] = X[tx] + T.float32(1)
        B[bx * 128 + tx] = Y[tx]
'''


@pytest.fixture
def reverse_copy() -> str:
    return REVERSE_COPY


@pytest.fixture
def reverse_copy_tvm() -> str:
    return REVERSE_COPY_TVM


@pytest.fixture
def add_one() -> str:
    return ADD_ONE
