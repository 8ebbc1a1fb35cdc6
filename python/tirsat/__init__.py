"""tirsat: TVM TIR device lowering with an e-graph, from Python.

tirsat reads TVMScript (TVM 0.27's TIR), runs TVM's device-lowering passes over
it and prints TVMScript back; index arithmetic and shared-memory packing are
decided by equality saturation. This package binds the Rust library:

* :func:`fmt`, :func:`check`, :func:`lower` on TVMScript text;
* :func:`simplify`, :func:`prove` on integer index expressions;
* :func:`pack` on shared-memory packing instances;
* :func:`run`, the reference interpreter with its shared-memory race detector;
* :mod:`tirsat.tvm` (needs ``apache-tvm==0.27.0.post1``, the ``tirsat[tvm]``
  extra): tirsat's passes as ``tvm.transform.Pass`` objects and TVM's own
  pipeline with tirsat's shared-memory merge, for ``tvm.compile``.

Every call releases the GIL while Rust runs. Errors are :class:`ParseError`
(file, line, column), :class:`PassError` (pass, function, variable), or for
bad arguments ``TypeError`` (a value of the wrong type: a float where an
integer is needed, a list where a name is), ``ValueError`` (a value out of
its domain: unknown name, negative size, empty range) and ``OverflowError``
(an integer too large for the 64 bits tirsat computes with); every argument
error names the argument.

>>> import tirsat
>>> kernel = '''
... from tvm.script import ir as I
... from tvm.script import tirx as T
...
... @I.ir_module
... class Module:
...     @T.prim_func(s_tir=True)
...     def main(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "float32")):
...         T.func_attr({"target": T.target("cuda", host="llvm")})
...         tx = T.launch_thread("threadIdx.x", 128)
...         X = T.alloc_buffer((128,), "float32", scope="shared.dyn")
...         Y = T.alloc_buffer((128,), "float32", scope="shared.dyn")
...         X[tx] = A[tx]
...         Y[tx] = X[tx] + T.float32(1)
...         B[tx] = Y[tx]
... '''
>>> out = tirsat.lower(kernel, passes=["MergeSharedMemoryAllocations"])
>>> for line in out.splitlines():
...     if "shared.dyn" in line:
...         print(line.strip())
buf_dyn_shmem = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
Y = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")
X = T.decl_buffer((128,), data=buf_dyn_shmem.data, scope="shared.dyn")

``Y[tx] = X[tx] + 1`` is element-wise in place, so X and Y share bytes.
"""

from __future__ import annotations

import operator
import os
import re
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from . import _tirsat
from ._errors import ParseError, PassError, TirsatError

__version__: str = _tirsat.__version__

__all__ = [
    "Diagnostic",
    "Layout",
    "ParseError",
    "PassError",
    "Proof",
    "Comparison",
    "PoisonReport",
    "Race",
    "RaceAccess",
    "Run",
    "TirsatError",
    "check",
    "fmt",
    "lower",
    "pack",
    "pass_names",
    "pipeline_names",
    "pipeline_passes",
    "prove",
    "compare",
    "run",
    "run_all",
    "simplify",
]

#: A variable's range for :func:`simplify` / :func:`prove`: ``(lo, hi)`` means
#: ``lo <= x < hi`` (either may be ``None``), ``(lo, hi, "int64")`` also gives
#: the type (default ``int32``); a list ``[lo, hi]`` or ``range(lo, hi)`` works too.
RangeSpec = Union[
    Tuple[Optional[int], Optional[int]],
    Tuple[Optional[int], Optional[int], str],
    Sequence[Union[Optional[int], str]],
    range,
]
ConfigValue = Union[str, int, bool]
PathLike = Union[str, "os.PathLike[str]"]

_DEFAULT_FILE = "<string>"


# ---------------------------------------------------------------- TVMScript


def fmt(source: str, *, file: str = _DEFAULT_FILE) -> str:
    """Reads TVMScript and prints it back in TVM 0.27's printed form.

    ``file`` names the text in error locations. A text holding one bare
    ``@T.prim_func`` prints back as that function, as TVM's ``script()`` does.

    >>> import tirsat
    >>> print(tirsat.fmt('''
    ... from tvm.script import tirx as T
    ... @T.prim_func
    ... def f(A: T.Buffer((4,), "int32")):
    ...     for i in range(4):
    ...         A[i] = i * 1 + 0
    ... '''), end="")
    # from tvm.script import tirx as T
    # from tvm.tirx.layout import Axis
    <BLANKLINE>
    @T.prim_func
    def f(A: T.Buffer((4,), "int32")):
        for i in range(4):
            A[i] = i
    """
    return _tirsat.fmt(_text(source), _str(file, "file"))


@dataclass(frozen=True)
class Diagnostic:
    """One well-formedness violation found by :func:`check`."""

    function: str
    """The function it is in."""
    variable: Optional[str]
    """The variable or buffer involved, when there is one."""
    message: str
    """What is wrong."""

    def __str__(self) -> str:
        return f"in function {self.function}: {self.message}"


def check(source: str, *, file: str = _DEFAULT_FILE) -> List[Diagnostic]:
    """Runs the well-formedness verifier; returns its violations (empty: well formed).

    A text that does not read raises :class:`ParseError` instead.

    >>> import tirsat
    >>> bad = '''
    ... from tvm.script import tirx as T
    ... @T.prim_func
    ... def f(A: T.Buffer((4,), "int32")):
    ...     n = T.int32()
    ...     A[0] = n
    ... '''
    >>> [(d.function, d.variable) for d in tirsat.check(bad)]
    [('f', 'n')]
    """
    return [Diagnostic(f, v, m) for f, v, m in _tirsat.check(_text(source), _str(file, "file"))]


def lower(
    source: str,
    *,
    passes: Optional[Sequence[str]] = None,
    pipeline: Optional[str] = None,
    config: Optional[Mapping[str, ConfigValue]] = None,
    verify_each: bool = False,
    file: str = _DEFAULT_FILE,
) -> str:
    """Runs passes over a TVMScript module and returns the printed result.

    ``pipeline`` (one of :func:`pipeline_names`) runs first, then ``passes``
    (names from :func:`pass_names`, TVM's names: the fused 0.27 split is
    ``SplitHostDevice``, the three-pass form ``AnnotateDeviceRegions``,
    ``SplitHostDeviceOnly``, ``LowerDeviceKernelLaunch``). ``config`` is TVM's
    pass configuration (``{"tirx.merge_static_smem": True}``, and
    ``{"tirsat.planner": "tvm"}`` to pack with TVM's planner). With
    ``verify_each`` the verifier runs after every pass and a violation a pass
    introduces raises :class:`PassError`. An unknown name, a wrong pass order,
    an unknown ``config`` option or an invalid value raises :class:`ValueError`
    naming the option.

    >>> import tirsat
    >>> src = '''
    ... from tvm.script import ir as I
    ... from tvm.script import tirx as T
    ... @I.ir_module
    ... class Module:
    ...     @T.prim_func(s_tir=True)
    ...     def main(A: T.Buffer((64,), "float32")):
    ...         T.func_attr({"target": T.target("cuda", host="llvm")})
    ...         tx = T.launch_thread("threadIdx.x", 64)
    ...         A[tx] = A[tx] * T.float32(2)
    ... '''
    >>> out = tirsat.lower(src, pipeline="default", verify_each=True)
    >>> "def main_kernel(" in out and "__tvm_ffi_main" in out
    True
    """
    cfg = [(k, _config_value(k, v)) for k, v in _mapping(config, "config").items()]
    names = _names(passes, "passes")
    return _tirsat.lower(
        _text(source),
        _str(file, "file"),
        names,
        _opt_str(pipeline, "pipeline"),
        cfg,
        _bool(verify_each, "verify_each"),
    )


def pass_names() -> List[str]:
    """Every pass :func:`lower` knows.

    >>> "MergeSharedMemoryAllocations" in pass_names()
    True
    """
    return list(_tirsat.pass_names())


def pipeline_names() -> List[str]:
    """Every named pipeline :func:`lower` knows.

    >>> pipeline_names()[0]
    'default'
    """
    return list(_tirsat.pipeline_names())


def pipeline_passes(name: str) -> List[str]:
    """The passes of a named pipeline, in order (``ValueError`` if unknown).

    >>> pipeline_passes("default")[:4]
    ['BF16ComputeLegalize', 'FP8ComputeLegalize', 'AnnotateEntryFunc', 'MergeSharedMemoryAllocations']
    """
    return list(_tirsat.pipeline_passes(_str(name, "name")))


# ---------------------------------------------------------------- arithmetic


def simplify(
    expr: str,
    ranges: Optional[Mapping[str, RangeSpec]] = None,
    rules: Optional[PathLike] = None,
) -> str:
    """Simplifies an integer expression (TVMScript syntax) with the e-graph.

    ``ranges`` maps variable names to ranges: ``{"x": (0, 128)}`` means
    ``0 <= x < 128``; ``(lo, hi, "int64")`` also gives the type (default
    ``int32``); a list ``[lo, hi]`` or ``range(lo, hi)`` works too, and
    ``None`` leaves a side open. Bounds are integers within the type (a
    float raises ``TypeError``: ``(0.5, 4)`` is not truncated to ``(0, 4)``).
    ``rules`` is a directory of ``*.rules`` files to use instead of the
    built-in rules. Every rewrite is exact at the expression's type.

    >>> import tirsat
    >>> tirsat.simplify("(x * 4 + 3) // 4", {"x": (0, 128)})
    'x'
    >>> tirsat.simplify("T.min(x, 200)", {"x": range(0, 128)})
    'x'
    """
    return _tirsat.simplify(_str(expr, "expr"), _ranges(ranges), _path(rules, "rules"))


@dataclass(frozen=True)
class Proof:
    """The verdict of :func:`prove`; true in a boolean context only when proved."""

    verdict: str
    """``"proved"``, ``"disproved"`` or ``"unknown"``."""
    counterexample: Optional[Dict[str, int]] = None
    """Values satisfying the ranges that make the predicate false (a disproof)."""
    simplified: Optional[str] = None
    """The simplified predicate, when neither proved nor disproved."""

    def __bool__(self) -> bool:
        return self.verdict == "proved"


def prove(
    pred: str,
    ranges: Optional[Mapping[str, RangeSpec]] = None,
    rules: Optional[PathLike] = None,
) -> Proof:
    """Proves or disproves a boolean predicate over the given ranges.

    ``ranges`` and ``rules`` are as for :func:`simplify`.

    >>> import tirsat
    >>> bool(tirsat.prove("x * 4 + 3 < 512", {"x": (0, 128)}))
    True
    >>> p = tirsat.prove("x < 100", {"x": (0, 128)})
    >>> p.verdict, p.counterexample["x"] >= 100
    ('disproved', True)
    """
    verdict, cx, simplified = _tirsat.prove(_str(pred, "pred"), _ranges(ranges), _path(rules, "rules"))
    return Proof(verdict, None if cx is None else dict(cx), simplified)


# ---------------------------------------------------------------- packing


#: A packing of buffers into one shared allocation (from :func:`pack`); made
#: in Rust, its fields are read-only attributes.
Layout = _tirsat.Layout


Interval = Union[Tuple[int, int, int], Tuple[int, int, int, int]]


def pack(
    buffers: Union[Sequence[Interval], PathLike],
    capacity: Optional[int] = None,
    planner: str = "best",
    time_limit: Optional[float] = None,
    node_limit: Optional[int] = None,
    first_fit: bool = False,
) -> Layout:
    """Packs buffers with live intervals into as few bytes as possible.

    ``buffers`` is a sequence of ``(start, end, size)`` or ``(start, end, size,
    alignment)`` tuples (live on ``[start, end)``), or the path of a
    MiniMalloc-format CSV file (``id,lower,upper,size[,alignment]``; a
    ``NAME.CAPACITY.csv`` name gives a capacity). ``planner`` is ``"best"``
    (greedy, then an exact search), ``"greedy"``, ``"exact"`` or ``"tvm"``
    (TVM 0.27's planner, for comparison); ``time_limit`` in seconds (default 5).
    ``node_limit`` replaces the time limit by a budget of search nodes: the
    layout then depends on the input only (same result on every run, machine
    and number of threads), as ``tirsat pack --node-limit N``.

    With a ``capacity`` the planner decides it first, and the result says
    whether it was met (:attr:`Layout.fits`). With ``first_fit=True`` (fit
    mode, ``tirsat pack --capacity C --first-fit``) the answer is that and
    nothing more: the first layout within the capacity, or a proof that none
    exists (:attr:`Layout.proof`; then ``offsets`` is empty and ``peak``
    ``None``), or ``fits=None`` when ``time_limit`` ran out first.

    >>> import tirsat
    >>> layout = tirsat.pack([(0, 4, 8), (0, 2, 4), (2, 4, 4)])
    >>> layout.offsets, layout.peak, layout.lower_bound, layout.optimal
    ([0, 8, 8], 12, 12, True)
    >>> tight = tirsat.pack([(0, 4, 8), (0, 2, 4), (2, 4, 4)], capacity=10)
    >>> tight.peak, tight.fits, tight.proof
    (12, False, '12 bytes are live at one time')
    >>> tirsat.pack([(0, 4, 8), (0, 2, 4), (2, 4, 4)], capacity=16, first_fit=True).fits
    True
    """
    if isinstance(buffers, (str, os.PathLike)):
        tuples: List[Tuple[int, int, int, int]] = []
        csv: Optional[str] = _path(buffers, "buffers")
    elif isinstance(buffers, (bytes, Mapping)) or not isinstance(buffers, Iterable):
        raise TypeError(
            "buffers: expected a sequence of (start, end, size[, alignment]) tuples or a CSV file path, "
            f"got {type(buffers).__name__}"
        )
    else:
        tuples = [_interval(i, b) for i, b in enumerate(buffers)]
        csv = None
    cap = None if capacity is None else _int(capacity, "capacity", 0, _U64)
    nodes = None if node_limit is None else _int(node_limit, "node_limit", 0, _U64)
    limit = 5.0 if time_limit is None else _seconds(time_limit, "time_limit")
    return _tirsat.pack(
        tuples, csv, cap, _str(planner, "planner"), limit, nodes, _bool(first_fit, "first_fit")
    )


# ---------------------------------------------------------------- interpreter


# The interpreter's results, made in Rust (typed, immutable; their fields are
# read-only attributes).
RaceAccess = _tirsat.RaceAccess
Race = _tirsat.Race
PoisonReport = _tirsat.PoisonReport
Run = _tirsat.Run
Comparison = _tirsat.Comparison


def _inputs(inputs: Optional[Mapping[str, Any]]) -> List[Tuple[str, List[float], bool]]:
    out = []
    for name, values in _mapping(inputs, "inputs").items():
        if hasattr(values, "tolist"):  # numpy arrays
            values = values.tolist()
        flat: List[Any] = []

        def walk(v: Any) -> None:
            if isinstance(v, (list, tuple)):
                for x in v:
                    walk(x)
            else:
                flat.append(v)

        walk(values)
        is_int = all(isinstance(x, (int, bool)) for x in flat)
        out.append((str(name), [float(x) for x in flat], is_int))
    return out


def _run_options(
    seed: int,
    scalars: Optional[Mapping[str, int]],
    inputs: Optional[Mapping[str, Any]],
    blocks: Optional[int],
    all_blocks: bool,
    max_steps: Optional[int],
    ints: str,
    fit_indices: bool,
) -> Tuple[Any, ...]:
    if blocks is not None and all_blocks:
        raise ValueError("give blocks=N or all_blocks=True, not both")
    return (
        _int(seed, "seed", 0, _U64),
        [(k, _int(v, f"scalars[{k!r}]", None, _I64)) for k, v in _mapping(scalars, "scalars").items()],
        _inputs(inputs),
        None if blocks is None else _int(blocks, "blocks", 0, _U64),
        _bool(all_blocks, "all_blocks"),
        None if max_steps is None else _int(max_steps, "max_steps", 0, _U64),
        _str(ints, "ints"),
        _bool(fit_indices, "fit_indices"),
    )


def run_all(
    source: str,
    functions: Optional[Sequence[str]] = None,
    *,
    seed: int = 0,
    scalars: Optional[Mapping[str, int]] = None,
    inputs: Optional[Mapping[str, Any]] = None,
    blocks: Optional[int] = None,
    all_blocks: bool = False,
    max_steps: Optional[int] = None,
    ints: str = "small",
    fit_indices: bool = True,
    file: str = _DEFAULT_FILE,
) -> List[Run]:
    """Interprets every entry point of a module (or ``functions``), each apart.

    The entry points are the functions no other function calls: the
    PrimFuncs of a Relax-built module (kernels and shape functions), a host
    function with the kernels it launches, a MakePackedAPI entry point (run
    on argument structures built from its checks). A function that fails
    has ``error`` set. Options as for :func:`run`.
    """
    opts = _run_options(seed, scalars, inputs, blocks, all_blocks, max_steps, ints, fit_indices)
    names = None if functions is None else _names(functions, "functions")
    return _tirsat.run(_text(source), _str(file, "file"), names, *opts)


def run(
    source: str,
    function: Optional[str] = None,
    *,
    seed: int = 0,
    scalars: Optional[Mapping[str, int]] = None,
    inputs: Optional[Mapping[str, Any]] = None,
    blocks: Optional[int] = None,
    all_blocks: bool = False,
    max_steps: Optional[int] = None,
    ints: str = "small",
    fit_indices: bool = True,
    file: str = _DEFAULT_FILE,
) -> Run:
    """Interprets a function on random inputs and reports shared-memory races.

    Every thread of a block runs, in barrier phases; two threads of a block
    touching the same shared byte in one phase, one of them writing, is a
    race. Big grids run a sample of their blocks (the first, the last, the
    boundary blocks of partial tiles, then an even spread up to ``blocks``,
    4 by default); ``all_blocks=True`` runs them all. Memory no one wrote
    reads as poison: it may flow through arithmetic, selects and shuffles;
    stored into global memory it is reported (``poison``), deciding a
    branch, an address or a bound it is an error.

    ``function`` defaults to the module's only entry point (see
    :func:`run_all` for modules with several). Buffer arguments get random
    contents from ``seed`` (integer data ``ints="small"`` or near the type's
    limits with ``"limits"``; gather indices inside the buffer they index
    unless ``fit_indices=False``), or the values in ``inputs[name]`` (a
    list, nested lists or a numpy array); scalar parameters (and free shape
    variables) take ``scalars[name]`` or a random value in 1..8.
    ``max_steps`` raises or lowers the step limit (50,000,000). Ctrl-C stops
    the run (``KeyboardInterrupt``).

    >>> import tirsat
    >>> src = '''
    ... from tvm.script import tirx as T
    ... @T.prim_func(s_tir=True)
    ... def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    ...     tx = T.launch_thread("threadIdx.x", 64)
    ...     S = T.alloc_buffer((64,), "float32", scope="shared")
    ...     S[tx] = A[tx]
    ...     B[tx] = S[63 - tx]
    ... '''
    >>> r = tirsat.run(src)
    >>> r.race_count > 0, r.races[0].buffer
    (True, 'S')
    """
    opts = _run_options(seed, scalars, inputs, blocks, all_blocks, max_steps, ints, fit_indices)
    text = _text(source)
    names = None if function is None else [_str(function, "function")]
    runs = _tirsat.run(text, _str(file, "file"), names, *opts)
    if len(runs) != 1:
        listed = ", ".join(r.function for r in runs)
        raise ValueError(
            f"the module has {len(runs)} entry points ({listed}); name the one to run, "
            "or run them all with tirsat.run_all"
        )
    r = runs[0]
    if r.error is not None:
        raise TirsatError(f"in function {r.function}: {r.error}")
    return r


def compare(
    a: str,
    b: str,
    functions: Optional[Sequence[str]] = None,
    *,
    seed: int = 0,
    scalars: Optional[Mapping[str, int]] = None,
    inputs: Optional[Mapping[str, Any]] = None,
    blocks: Optional[int] = None,
    all_blocks: bool = False,
    max_steps: Optional[int] = None,
    ints: str = "small",
    fit_indices: bool = True,
    file_a: str = "<a>",
    file_b: str = "<b>",
) -> List[Comparison]:
    """Runs each entry point of ``a`` and the function of the same name in
    ``b`` on the same inputs (built from ``a``'s signature; a packed-API
    function of ``b`` gets them through simulated argument structs) and
    compares global outputs, races, poison and undefined operations.
    Options as for :func:`run`.
    """
    opts = _run_options(seed, scalars, inputs, blocks, all_blocks, max_steps, ints, fit_indices)
    names = None if functions is None else _names(functions, "functions")
    return _tirsat.compare(
        _text(a), _text(b), _str(file_a, "file_a"), _str(file_b, "file_b"), names, *opts
    )


# ---------------------------------------------------------------- helpers


def _text(source: str) -> str:
    if isinstance(source, bytes):
        try:
            return source.decode("utf-8")
        except UnicodeDecodeError as e:
            raise ValueError(f"source: not UTF-8 (byte {e.start}: {source[e.start]:#04x})") from None
    if not isinstance(source, str):
        raise TypeError(f"source: expected TVMScript text (str), got {type(source).__name__}")
    return source


def _str(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{what}: expected a str, got {type(value).__name__}")
    return value


def _opt_str(value: object, what: str) -> Optional[str]:
    return None if value is None else _str(value, what)


def _bool(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{what}: expected True or False, got {type(value).__name__}")
    return value


#: Ranges of the machine integers the bindings take.
_I64 = (-(2**63), 2**63 - 1)
_U64 = (0, 2**64 - 1)


def _int(value: object, what: str, lo: Optional[int] = None, fits: Tuple[int, int] = _I64) -> int:
    """An integer argument (``int`` or anything with ``__index__``, such as
    numpy's integers; not ``bool``, not ``float``), at least ``lo``, within
    ``fits`` (else ``OverflowError``)."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{what}: expected an integer, got {type(value).__name__} {value!r}")
    v = operator.index(value)
    if lo is not None and v < lo:
        raise ValueError(f"{what} must be >= {lo}, not {v}")
    if not fits[0] <= v <= fits[1]:
        bits = "an unsigned" if fits[0] == 0 else "a signed"
        raise OverflowError(f"{what}: {v} does not fit in {bits} 64-bit integer")
    return v


def _seconds(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) and not hasattr(type(value), "__float__"):
        raise TypeError(f"{what}: expected a number of seconds, got {type(value).__name__}")
    v = float(value)  # type: ignore[arg-type]
    if not 0.0 <= v <= 1e6:  # also NaN
        raise ValueError(f"{what} must be a number of seconds in [0, 1e6], not {value!r}")
    return v


def _mapping(value: object, what: str) -> Mapping:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TypeError(f"{what}: expected a mapping (dict), got {type(value).__name__}")
    for k in value:
        if not isinstance(k, str):
            raise TypeError(f"{what}: keys must be str, got {type(k).__name__} {k!r}")
    return value


def _names(names: Optional[Sequence[str]], what: str) -> List[str]:
    if names is None:
        return []
    if isinstance(names, str):
        # "A,B" as on the command line.
        return [n.strip() for n in names.split(",") if n.strip()]
    if not isinstance(names, Iterable):
        raise TypeError(f"{what}: expected pass names (a list of str), got {type(names).__name__}")
    out = []
    for n in names:
        if not isinstance(n, str):
            raise TypeError(f"{what}: expected pass names (str), got {type(n).__name__}")
        out.append(n)
    return out


def _config_value(key: str, v: ConfigValue) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return v
    raise TypeError(f"config[{key!r}]: expected str, int or bool, got {type(v).__name__}")


def _path(p: Optional[PathLike], what: str) -> Optional[str]:
    if p is None:
        return None
    if not isinstance(p, (str, os.PathLike)):
        raise TypeError(f"{what}: expected a path (str or os.PathLike), got {type(p).__name__}")
    out = os.fspath(p)
    if not isinstance(out, str):
        raise TypeError(f"{what}: expected a str path, got {type(out).__name__}")
    return out


_INT_TYPE = re.compile(r"(u?)int(\d+)")


def _type_range(dtype: str) -> Optional[Tuple[int, int]]:
    """The values of an integer type named like ``int32``/``uint8``, else ``None``
    (the extension module checks other names)."""
    m = _INT_TYPE.fullmatch(dtype)
    if not m or not 1 <= int(m.group(2)) <= 64:
        return None
    bits = int(m.group(2))
    return (0, 2**bits - 1) if m.group(1) else (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)


def _ranges(ranges: Optional[Mapping[str, RangeSpec]]) -> List[Tuple[str, str, Optional[int], Optional[int]]]:
    out = []
    for name, spec in _mapping(ranges, "ranges").items():
        what = f"range of `{name}`"
        dtype: object = "int32"
        if isinstance(spec, range):
            if spec.step != 1:
                raise ValueError(f"{what}: only step 1 is supported")
            lo, hi = spec.start, spec.stop
        elif isinstance(spec, (tuple, list)) and len(spec) in (2, 3):
            lo, hi = spec[0], spec[1]
            if len(spec) == 3:
                dtype = spec[2]
        else:
            raise TypeError(
                f"{what}: expected (lo, hi), (lo, hi, dtype), [lo, hi] or range(lo, hi), got {spec!r}"
            )
        if not isinstance(dtype, str):
            raise TypeError(f"{what}: the type must be a str such as 'int64', got {type(dtype).__name__}")
        lo = _bound(lo, f"{what}: lower bound")
        hi = _bound(hi, f"{what}: upper bound")
        if lo is not None and hi is not None and lo >= hi:
            raise ValueError(f"{what} is empty: [{lo}, {hi})")
        values = _type_range(dtype)
        if values is not None:
            tmin, tmax = values
            if lo is not None and not tmin <= lo <= tmax:
                raise ValueError(f"{what}: lower bound {lo} is outside {dtype} [{tmin}, {tmax}]")
            if hi is not None and not tmin < hi <= tmax + 1:
                raise ValueError(f"{what}: upper bound {hi} (exclusive) is outside {dtype} [{tmin}, {tmax}]")
            # A bound at the end of the type's range bounds nothing.
            lo = None if lo == tmin else lo
            hi = None if hi == tmax + 1 else hi
        lo = None if lo is None else _int(lo, f"{what}: lower bound")
        hi = None if hi is None else _int(hi, f"{what}: upper bound")
        out.append((name, dtype, lo, hi))
    return out


def _bound(x: object, what: str) -> Optional[int]:
    if x is None:
        return None
    if isinstance(x, bool) or not hasattr(type(x), "__index__"):
        raise TypeError(f"{what} must be an integer or None, got {type(x).__name__} {x!r}")
    return operator.index(x)


def _interval(i: int, b: Interval) -> Tuple[int, int, int, int]:
    what = f"buffers[{i}]"
    if not isinstance(b, (tuple, list)) or len(b) not in (3, 4):
        raise TypeError(f"{what}: expected (start, end, size) or (start, end, size, alignment), got {b!r}")
    start = _int(b[0], f"{what}: start")
    end = _int(b[1], f"{what}: end")
    size = _int(b[2], f"{what}: size", 0, _U64)
    align = _int(b[3], f"{what}: alignment", 1, _U64) if len(b) == 4 else 1
    return (start, end, size, align)
