"""A model zoo built by TVM 0.27 itself, for `test_tvm.py` and `python/bench/crossing.py`.

* Relax models (``relax.frontend.nn``) compiled by ``tvm.compile``: Relax's CUDA
  pipeline legalizes, fuses and schedules them with dlight, then TVM's TIR
  pipeline (TVM's, or tirsat's :func:`tirsat.tvm.default_pipeline`) lowers them.
* te/topi kernels scheduled with dlight's default GPU rules.

Each entry has a numpy reference of what it computes, for the llvm builds.
The CUDA builds need no GPU and no nvcc: :func:`cuda_capture` registers TVM's
``tvm_callback_cuda_compile`` hook to keep the generated CUDA source instead
of compiling it, and :func:`cuda_sources` reads it back from the built module.
"""

from __future__ import annotations

import contextlib
from typing import Callable, Dict, Iterator, List, Tuple

import numpy as np
import tvm
import tvm_ffi
from tvm import relax, te, topi
from tvm.relax.frontend import nn

CUDA = tvm.target.Target("cuda", host="llvm")
LLVM = tvm.target.Target("llvm")


# ---------------------------------------------------------------- CUDA source


@contextlib.contextmanager
def cuda_capture() -> Iterator[None]:
    """TVM's CUDA codegen hands the generated source to ``tvm_callback_cuda_compile``
    (nvrtc or nvcc); this keeps the source as the module's binary instead."""
    old = tvm_ffi.get_global_func("tvm_callback_cuda_compile", allow_missing=True)

    def keep(code, target=None):
        return code.encode() if isinstance(code, str) else code

    tvm_ffi.register_global_func("tvm_callback_cuda_compile", keep, override=True)
    try:
        yield
    finally:
        if old is not None:
            tvm_ffi.register_global_func("tvm_callback_cuda_compile", old, override=True)


def cuda_sources(built) -> List[str]:
    """The source of every CUDA module in a built module or Relax executable."""
    root = built.mod if hasattr(built, "mod") else built
    out: List[str] = []

    def walk(m) -> None:
        if m.kind == "cuda":
            out.append(m.inspect_source())
        for i in m.imports:
            walk(i)

    walk(root)
    return out


# ---------------------------------------------------------------- Relax models


def _linear(x, w, b=None):
    y = x @ w.T
    return y if b is None else y + b


def _softmax(x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _layer_norm(x, w, b, eps=1e-5):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / np.sqrt(v + eps) * w + b


def _rms_norm(x, w, eps=1e-5):
    return x / np.sqrt((x**2).mean(-1, keepdims=True) + eps) * w


class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(256, 128)
        self.fc2 = nn.Linear(128, 64)

    def forward(self, x):
        return self.fc2(nn.relu(self.fc1(x)))


class NormMLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(128, 128)
        self.norm = nn.LayerNorm(128)
        self.rms = nn.RMSNorm(128, axes=-1, bias=False)

    def forward(self, x):
        return self.rms(nn.softmax(self.norm(self.fc1(x)), axis=-1))


class Attention(nn.Module):
    def __init__(self):
        self.q = nn.Linear(64, 64)
        self.k = nn.Linear(64, 64)

    def forward(self, x):
        return nn.softmax(nn.matmul(self.q(x), nn.permute_dims(self.k(x), [1, 0])), axis=-1)


class Conv(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(4, 8, 3, padding=1)

    def forward(self, x):
        return nn.relu(self.conv(x))


class BatchMatmulSum(nn.Module):
    def forward(self, a, b):
        return nn.sum(nn.matmul(a, b), axis=-1)


class DecoderBlock(nn.Module):
    """A Llama-style decoder block: RMSNorm, 4-head attention with softmax,
    output projection and residual, RMSNorm, SiLU-gated MLP and residual."""

    def __init__(self, d=128, heads=4, hidden=256, dtype="float32"):
        self.d, self.heads = d, heads
        self.n1 = nn.RMSNorm(d, axes=-1, bias=False, dtype=dtype)
        self.q = nn.Linear(d, d, bias=False, dtype=dtype)
        self.k = nn.Linear(d, d, bias=False, dtype=dtype)
        self.v = nn.Linear(d, d, bias=False, dtype=dtype)
        self.o = nn.Linear(d, d, bias=False, dtype=dtype)
        self.n2 = nn.RMSNorm(d, axes=-1, bias=False, dtype=dtype)
        self.gate = nn.Linear(d, hidden, bias=False, dtype=dtype)
        self.up = nn.Linear(d, hidden, bias=False, dtype=dtype)
        self.down = nn.Linear(hidden, d, bias=False, dtype=dtype)

    def forward(self, x):
        b, s, d = x.shape
        h, hd = self.heads, self.d // self.heads

        def split(t, perm):
            return nn.op.permute_dims(nn.op.reshape(t, (b, s, h, hd)), perm)

        y = self.n1(x)
        q, k, v = split(self.q(y), (0, 2, 1, 3)), split(self.k(y), (0, 2, 3, 1)), split(self.v(y), (0, 2, 1, 3))
        p = nn.op.softmax(nn.op.matmul(q, k) * (1.0 / hd**0.5), axis=-1)
        a = nn.op.reshape(nn.op.permute_dims(nn.op.matmul(p, v), (0, 2, 1, 3)), (b, s, self.d))
        x = x + self.o(a)
        y = self.n2(x)
        return x + self.down(nn.op.silu(self.gate(y)) * self.up(y))


def _decoder_ref(p, x, heads=4):
    b, s, d = x.shape
    hd = d // heads
    y = _rms_norm(x, p["n1.weight"])
    q = _linear(y, p["q.weight"]).reshape(b, s, heads, hd).transpose(0, 2, 1, 3)
    k = _linear(y, p["k.weight"]).reshape(b, s, heads, hd).transpose(0, 2, 3, 1)
    v = _linear(y, p["v.weight"]).reshape(b, s, heads, hd).transpose(0, 2, 1, 3)
    a = (_softmax(q @ k / np.sqrt(hd)) @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    x = x + _linear(a, p["o.weight"])
    y = _rms_norm(x, p["n2.weight"])
    g = _linear(y, p["gate.weight"])
    return x + _linear(g / (1 + np.exp(-g)) * _linear(y, p["up.weight"]), p["down.weight"])


#: name -> (model factory, input spec, numpy reference(params, *inputs)).
RELAX_MODELS: Dict[str, Tuple[Callable[[], nn.Module], dict, Callable]] = {
    "mlp": (
        MLP,
        {"x": nn.spec.Tensor((4, 256), "float32")},
        lambda p, x: _linear(np.maximum(_linear(x, p["fc1.weight"], p["fc1.bias"]), 0), p["fc2.weight"], p["fc2.bias"]),
    ),
    "norm": (
        NormMLP,
        {"x": nn.spec.Tensor((2, 128), "float32")},
        lambda p, x: _rms_norm(
            _softmax(_layer_norm(_linear(x, p["fc1.weight"], p["fc1.bias"]), p["norm.weight"], p["norm.bias"])),
            p["rms.weight"],
        ),
    ),
    "attention": (
        Attention,
        {"x": nn.spec.Tensor((32, 64), "float32")},
        lambda p, x: _softmax(_linear(x, p["q.weight"], p["q.bias"]) @ _linear(x, p["k.weight"], p["k.bias"]).T),
    ),
    "conv": (
        Conv,
        {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")},
        lambda p, x: np.maximum(_conv2d(x, p["conv.weight"], 1) + p["conv.bias"][None, :, None, None], 0),
    ),
    "bmm_fp16": (
        BatchMatmulSum,
        {"a": nn.spec.Tensor((2, 32, 32), "float16"), "b": nn.spec.Tensor((2, 32, 32), "float16")},
        lambda p, a, b: (a.astype(np.float32) @ b.astype(np.float32)).sum(-1),
    ),
    "decoder": (
        DecoderBlock,
        {"x": nn.spec.Tensor((1, 32, 128), "float32")},
        _decoder_ref,
    ),
}


def relax_module(name: str):
    """The exported Relax module and its parameter names and shapes."""
    factory, spec, _ = RELAX_MODELS[name]
    mod, params = factory().export_tvm(spec={"forward": spec})
    return mod, params


def run_relax_llvm(name: str, tir_pipeline: str, seed: int = 0):
    """Compiles model ``name`` for llvm with ``tir_pipeline`` and returns
    (output, numpy reference) on random inputs and parameters."""
    _, spec, ref = RELAX_MODELS[name]
    mod, params = relax_module(name)
    ex = tvm.compile(mod, LLVM, tir_pipeline=tir_pipeline)
    rng = np.random.default_rng(seed)

    def rand(shape, dtype):
        return (rng.standard_normal(shape) * 0.5).astype(dtype)

    inputs = [rand(t.shape, t.dtype) for t in spec.values()]
    values = {n: rand([int(d) for d in p.shape], p.dtype) for n, p in params}
    vm = relax.VirtualMachine(ex, tvm.cpu())
    args = [tvm.runtime.tensor(a, tvm.cpu()) for a in inputs + [values[n] for n, _ in params]]
    out = vm["forward"](*args).numpy()
    f32 = {k: v.astype(np.float32) for k, v in values.items()}
    return out, ref(f32, *(a.astype(np.float32) for a in inputs))


def _conv2d(x, w, pad):
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    out = np.zeros((n, o, h + 2 * pad - kh + 1, wd + 2 * pad - kw + 1), dtype=np.float32)
    for i in range(kh):
        for j in range(kw):
            patch = xp[:, :, i : i + out.shape[2], j : j + out.shape[3]]
            out += np.einsum("nchw,oc->nohw", patch, w[:, :, i, j])
    return out


# ---------------------------------------------------------------- te kernels


def _ph(shape, dtype="float32", name="A"):
    return te.placeholder(shape, dtype=dtype, name=name)


def _matmul():
    a, b = _ph((128, 256)), _ph((256, 128), name="B")
    k = te.reduce_axis((0, 256), "k")
    c = te.compute((128, 128), lambda i, j: te.sum(a[i, k] * b[k, j], axis=k), name="C")
    return [a, b, c], lambda a, b: a @ b


def _gemv():
    w, x = _ph((512, 256), "float16", "W"), _ph((256,), "float16", "x")
    k = te.reduce_axis((0, 256), "k")
    y = te.compute((512,), lambda i: te.sum(w[i, k].astype("float32") * x[k].astype("float32"), axis=k), name="y")
    return [w, x, y], lambda w, x: w.astype(np.float32) @ x.astype(np.float32)


def _batch_matmul():
    a, b = _ph((2, 64, 32), name="A"), _ph((2, 64, 32), name="B")
    c = topi.nn.batch_matmul(a, b)
    return [a, b, c], lambda a, b: a @ b.transpose(0, 2, 1)


def _conv2d_te():
    x, w = _ph((1, 8, 16, 16), name="X"), _ph((16, 8, 3, 3), name="W")
    y = topi.nn.conv2d_nchw(x, w, 1, 1, 1)
    return [x, w, y], lambda x, w: _conv2d(x, w, 1)


#: name -> builder returning (te tensors: inputs then output, numpy reference).
TE_KERNELS: Dict[str, Callable[[], Tuple[list, Callable]]] = {
    "matmul": _matmul,
    "gemv_f16": _gemv,
    "softmax": lambda: (lambda a: ([a, topi.nn.softmax(a)], _softmax))(_ph((64, 256))),
    "layer_norm": lambda: (
        lambda a, g, b: ([a, g, b, topi.nn.layer_norm(a, g, b, axis=[1])], _layer_norm)
    )(_ph((32, 256)), _ph((256,), name="g"), _ph((256,), name="b")),
    "rms_norm": lambda: (lambda a, g: ([a, g, topi.nn.rms_norm(a, g, axis=[1])], _rms_norm))(
        _ph((32, 256)), _ph((256,), name="g")
    ),
    "sum_rows": lambda: (lambda a: ([a, topi.sum(a, axis=1)], lambda a: a.sum(1)))(_ph((128, 512))),
    "max_rows": lambda: (lambda a: ([a, topi.max(a, axis=1)], lambda a: a.max(1)))(_ph((64, 512))),
    "transpose": lambda: (lambda a: ([a, topi.transpose(a)], lambda a: a.T))(_ph((256, 128))),
    "batch_matmul": _batch_matmul,
    "conv2d": _conv2d_te,
    "add_relu": lambda: (
        lambda a, b: ([a, b, topi.nn.relu(topi.add(a, b))], lambda a, b: np.maximum(a + b, 0))
    )(_ph((64, 64)), _ph((64, 64), name="B")),
}


def te_module(name: str):
    tensors, ref = TE_KERNELS[name]()
    f = te.create_prim_func(tensors).with_attr("global_symbol", name)
    return tvm.IRModule({name: f}), tensors, ref


def dlight_cuda(mod: "tvm.IRModule") -> "tvm.IRModule":
    """``mod`` scheduled by dlight's default GPU rules (Relax's CUDA rule list)."""
    from tvm.s_tir import dlight as dl

    rules = [dl.gpu.Matmul(), dl.gpu.GEMV(), dl.gpu.Reduction(), dl.gpu.GeneralReduction(), dl.gpu.Fallback()]
    with CUDA:
        return dl.ApplyDefaultSchedule(*rules)(mod)


def run_te_llvm(name: str, tir_pipeline: str, seed: int = 0):
    """Builds kernel ``name`` for llvm with ``tir_pipeline`` and returns
    (output, numpy reference) on random inputs."""
    mod, tensors, ref = te_module(name)
    lib = tvm.tirx.build(mod, LLVM, pipeline=tir_pipeline)
    rng = np.random.default_rng(seed)
    ins = [(rng.standard_normal([int(d) for d in t.shape]) * 0.5).astype(str(t.dtype)) for t in tensors[:-1]]
    out_t = tensors[-1]
    out = tvm.runtime.tensor(np.zeros([int(d) for d in out_t.shape], dtype=str(out_t.dtype)), tvm.cpu())
    lib[name](*[tvm.runtime.tensor(a, tvm.cpu()) for a in ins], out)
    return out.numpy(), ref(*(a.astype(np.float32) for a in ins))
