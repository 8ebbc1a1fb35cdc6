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
(file, line, column), :class:`PassError` (pass, function, variable) or
:class:`ValueError` for bad arguments.

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

import os
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

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
#: the type (default ``int32``); a ``range(lo, hi)`` works too.
RangeSpec = Union[Tuple[Optional[int], Optional[int]], Tuple[Optional[int], Optional[int], str], range]
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
    return _tirsat.fmt(_text(source), file)


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
    return [Diagnostic(f, v, m) for f, v, m in _tirsat.check(_text(source), file)]


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
    cfg = [(str(k), _config_value(v)) for k, v in (config or {}).items()]
    names = _names(passes, "passes")
    return _tirsat.lower(_text(source), file, names, pipeline, cfg, bool(verify_each))


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
    return list(_tirsat.pipeline_passes(name))


# ---------------------------------------------------------------- arithmetic


def simplify(
    expr: str,
    ranges: Optional[Mapping[str, RangeSpec]] = None,
    rules: Optional[PathLike] = None,
) -> str:
    """Simplifies an integer expression (TVMScript syntax) with the e-graph.

    ``ranges`` maps variable names to ranges: ``{"x": (0, 128)}`` means
    ``0 <= x < 128``; ``(lo, hi, "int64")`` also gives the type (default
    ``int32``). ``rules`` is a directory of ``*.rules`` files to use instead of
    the built-in rules. Every rewrite is exact at the expression's type.

    >>> import tirsat
    >>> tirsat.simplify("(x * 4 + 3) // 4", {"x": (0, 128)})
    'x'
    >>> tirsat.simplify("T.min(x, 200)", {"x": range(0, 128)})
    'x'
    """
    return _tirsat.simplify(expr, _ranges(ranges), _path(rules))


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

    >>> import tirsat
    >>> bool(tirsat.prove("x * 4 + 3 < 512", {"x": (0, 128)}))
    True
    >>> p = tirsat.prove("x < 100", {"x": (0, 128)})
    >>> p.verdict, p.counterexample["x"] >= 100
    ('disproved', True)
    """
    verdict, cx, simplified = _tirsat.prove(pred, _ranges(ranges), _path(rules))
    return Proof(verdict, None if cx is None else dict(cx), simplified)


# ---------------------------------------------------------------- packing


@dataclass(frozen=True)
class Layout:
    """A packing of buffers into one shared allocation (from :func:`pack`)."""

    offsets: List[int]
    """One byte offset per buffer, in input order."""
    peak: int
    """Bytes the layout needs (``max(offset + size)``)."""
    lower_bound: int
    """The most bytes live at one time: no layout needs fewer."""
    optimal: bool
    """The peak is proven minimal and the layout valid."""
    planner: str
    """The planner that ran."""
    valid: bool = True
    """No two buffers live at once overlap, every offset is aligned (TVM's planner can fail this)."""
    names: List[str] = field(default_factory=list)
    """Buffer names (CSV ids; positions for tuples)."""
    overlaps: List[Tuple[int, int]] = field(default_factory=list)
    """Conflicting pairs that overlap in memory (first few)."""
    timed_out: bool = False
    """The time limit cut the search short."""
    capacity: Optional[int] = None
    """The capacity decided first, if any."""
    method: str = ""
    """How the layout was found."""
    failures: List[str] = field(default_factory=list)
    """Conditions under which TVM's own planner would crash."""
    seconds: float = 0.0
    """Planning time."""


Interval = Union[Tuple[int, int, int], Tuple[int, int, int, int]]


def pack(
    buffers: Union[Sequence[Interval], PathLike],
    capacity: Optional[int] = None,
    planner: str = "best",
    time_limit: Optional[float] = None,
    node_limit: Optional[int] = None,
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

    >>> import tirsat
    >>> layout = tirsat.pack([(0, 4, 8), (0, 2, 4), (2, 4, 4)])
    >>> layout.offsets, layout.peak, layout.lower_bound, layout.optimal
    ([0, 8, 8], 12, 12, True)
    """
    if isinstance(buffers, (str, os.PathLike)):
        tuples: List[Tuple[int, int, int, int]] = []
        csv: Optional[str] = os.fspath(buffers)
    else:
        tuples = [_interval(i, b) for i, b in enumerate(buffers)]
        csv = None
    if capacity is not None and capacity < 0:
        raise ValueError(f"capacity must be >= 0, not {capacity}")
    if node_limit is not None and node_limit < 0:
        raise ValueError(f"node_limit must be >= 0, not {node_limit}")
    limit = 5.0 if time_limit is None else float(time_limit)
    d = _tirsat.pack(tuples, csv, capacity, str(planner), limit, node_limit)
    return Layout(
        offsets=list(d["offsets"]),
        peak=d["peak"],
        lower_bound=d["lower_bound"],
        optimal=d["optimal"],
        planner=d["planner"],
        valid=d["valid"],
        names=list(d["names"]),
        overlaps=[tuple(p) for p in d["overlaps"]],
        timed_out=d["timed_out"],
        capacity=d["capacity"],
        method=d["method"],
        failures=list(d["failures"]),
        seconds=d["seconds"],
    )


# ---------------------------------------------------------------- interpreter


@dataclass(frozen=True)
class RaceAccess:
    """One side of a race: the thread (x, y, z), read or write, and the statement."""

    thread: Tuple[int, int, int]
    write: bool
    stmt: str


@dataclass(frozen=True)
class Race:
    """Two threads of a block touching one shared byte between the same barriers."""

    kernel: str
    block: Tuple[int, int, int]
    phase: int
    buffer: str
    byte: int
    first: RaceAccess
    second: RaceAccess


@dataclass(frozen=True)
class PoisonReport:
    """An unspecified value (a read of memory no one wrote) stored into global memory."""

    function: str
    what: str
    """The store: which element of which buffer."""
    path: List[str]
    """The read that produced the value, then each statement that carried it."""


@dataclass(frozen=True)
class Run:
    """What :func:`run` observed in one function."""

    function: str
    """The function that ran."""
    race_count: int
    """Racy byte accesses (0: race-free on these inputs)."""
    races: List[Race]
    """Races in detail, one per pair of statements (the first few)."""
    outputs: List[Optional[List[Union[int, float]]]]
    """Each buffer argument's final contents, flat (``None`` for scalars)."""
    steps: int
    """Statements and loop iterations executed."""
    digest: str = ""
    """FNV-1a digest of every output buffer's bytes."""
    poison_count: int = 0
    """Unspecified lanes stored into global memory (0: none)."""
    poison: List[PoisonReport] = field(default_factory=list)
    """Those stores in detail, the first at each statement, with their paths."""
    undefined_count: int = 0
    """Undefined integer operations executed (signed overflow, ...)."""
    undefined: List[str] = field(default_factory=list)
    """The first few, described."""
    sampled: List[Tuple[str, Tuple[int, int, int], List[int]]] = field(default_factory=list)
    """Launches that ran a sample of their blocks: (kernel, grid, blocks run as linear indices)."""
    seconds: float = 0.0
    """Wall time of the run."""
    error: Optional[str] = None
    """Why the run failed (only in :func:`run_all` and :func:`compare` results;
    :func:`run` raises instead)."""


@dataclass(frozen=True)
class Comparison:
    """One function of two modules run on the same inputs (:func:`compare`)."""

    function: str
    difference: Optional[str]
    """``None`` when the second computes the same, adds no race, no poison
    and no undefined operation; else what differs."""
    a: Run
    b: Optional[Run]


def _run_of(d: Dict[str, Any]) -> Run:
    races = [
        Race(
            kernel=r["kernel"],
            block=tuple(r["block"]),
            phase=r["phase"],
            buffer=r["buffer"],
            byte=r["byte"],
            first=RaceAccess(tuple(r["first"]["thread"]), r["first"]["write"], r["first"]["stmt"]),
            second=RaceAccess(tuple(r["second"]["thread"]), r["second"]["write"], r["second"]["stmt"]),
        )
        for r in d["races"]
    ]
    return Run(
        d["function"],
        d["race_count"],
        races,
        list(d["outputs"]),
        d["steps"],
        digest=d["digest"],
        poison_count=d["poison_count"],
        poison=[PoisonReport(p["function"], p["what"], list(p["path"])) for p in d["poison"]],
        undefined_count=d["undefined_count"],
        undefined=list(d["undefined"]),
        sampled=[(s["kernel"], tuple(s["grid"]), list(s["blocks"])) for s in d["sampled"]],
        seconds=d["seconds"],
        error=d["error"],
    )


def _inputs(inputs: Optional[Mapping[str, Any]]) -> List[Tuple[str, List[float], bool]]:
    out = []
    for name, values in (inputs or {}).items():
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
        int(seed),
        [(str(k), int(v)) for k, v in (scalars or {}).items()],
        _inputs(inputs),
        None if blocks is None else int(blocks),
        bool(all_blocks),
        None if max_steps is None else int(max_steps),
        str(ints),
        bool(fit_indices),
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
    return [_run_of(d) for d in _tirsat.run(_text(source), file, names, *opts)]


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
    names = None if function is None else [str(function)]
    runs = _tirsat.run(text, file, names, *opts)
    if len(runs) != 1:
        listed = ", ".join(d["function"] for d in runs)
        raise ValueError(
            f"the module has {len(runs)} entry points ({listed}); name the one to run, "
            "or run them all with tirsat.run_all"
        )
    d = runs[0]
    if d["error"] is not None:
        raise TirsatError(f"in function {d['function']}: {d['error']}")
    return _run_of(d)


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
    out = []
    for d in _tirsat.compare(_text(a), _text(b), file_a, file_b, names, *opts):
        out.append(
            Comparison(
                d["function"],
                d["difference"],
                _run_of(d["a"]),
                None if d["b"] is None else _run_of(d["b"]),
            )
        )
    return out


# ---------------------------------------------------------------- helpers


def _text(source: str) -> str:
    if isinstance(source, bytes):
        return source.decode("utf-8")
    if not isinstance(source, str):
        raise TypeError(f"expected TVMScript text (str), got {type(source).__name__}")
    return source


def _names(names: Optional[Sequence[str]], what: str) -> List[str]:
    if names is None:
        return []
    if isinstance(names, str):
        # "A,B" as on the command line.
        return [n.strip() for n in names.split(",") if n.strip()]
    out = []
    for n in names:
        if not isinstance(n, str):
            raise TypeError(f"{what}: expected pass names (str), got {type(n).__name__}")
        out.append(n)
    return out


def _config_value(v: ConfigValue) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    return str(v)


def _path(p: Optional[PathLike]) -> Optional[str]:
    return None if p is None else os.fspath(p)


def _ranges(ranges: Optional[Mapping[str, RangeSpec]]) -> List[Tuple[str, str, Optional[int], Optional[int]]]:
    out = []
    for name, spec in (ranges or {}).items():
        dtype = "int32"
        if isinstance(spec, range):
            if spec.step != 1:
                raise ValueError(f"range of `{name}`: only step 1 is supported")
            lo, hi = spec.start, spec.stop
        elif isinstance(spec, tuple) and len(spec) in (2, 3):
            lo, hi = spec[0], spec[1]
            if len(spec) == 3:
                dtype = spec[2]
        else:
            raise TypeError(f"range of `{name}`: expected (lo, hi), (lo, hi, dtype) or range(lo, hi)")
        out.append((str(name), str(dtype), _opt_int(lo), _opt_int(hi)))
    return out


def _opt_int(x: Optional[int]) -> Optional[int]:
    return None if x is None else int(x)


def _interval(i: int, b: Interval) -> Tuple[int, int, int, int]:
    if not isinstance(b, (tuple, list)) or len(b) not in (3, 4):
        raise TypeError(f"buffer {i}: expected (start, end, size) or (start, end, size, alignment)")
    start, end, size = int(b[0]), int(b[1]), int(b[2])
    align = int(b[3]) if len(b) == 4 else 1
    if size < 0 or align < 1:
        raise ValueError(f"buffer {i}: size must be >= 0 and alignment >= 1")
    return (start, end, size, align)
