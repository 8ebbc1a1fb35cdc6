"""tirsat's passes inside TVM 0.27's own compilation (``pip install tirsat[tvm]``).

Two ways in:

* **Passes.** :func:`MergeSharedMemoryAllocations`, :func:`SplitHostDevice`, the
  three-pass split (:func:`AnnotateDeviceRegions`, :func:`SplitHostDeviceOnly`,
  :func:`LowerDeviceKernelLaunch`), :func:`AnnotateEntryFunc` and the compute
  legalizers (:func:`BF16ComputeLegalize`, :func:`FP8ComputeLegalize`) return
  ``tvm.transform.Pass`` objects usable anywhere a TVM pass is, e.g. in
  ``tvm.transform.Sequential``. They read the current ``PassContext``'s config
  (``tirx.merge_static_smem``, ``tirx.fp8_promote_dtype``, ``tirsat.planner``, ...).
* **Pipelines.** :func:`default_pipeline` registers TVM's own default TIR
  pipeline for a target with tirsat's shared-memory merge (and optionally other
  passes) in place of TVM's, and returns its name for
  ``tvm.compile(mod, target, tir_pipeline=...)``::

      import tvm, tirsat.tvm
      target = tvm.target.Target("cuda", host="llvm")
      ex = tvm.compile(mod, target, tir_pipeline=tirsat.tvm.default_pipeline(target))

**The crossing.** A module crosses by TVMScript text: ``mod.script()`` out of
TVM, tirsat reads, transforms and prints it, ``tvm.script.from_source`` back
in. Only the PrimFuncs a pass can change cross (for the merge: those with a
``shared.dyn`` allocation, or ``shared`` under ``tirx.merge_static_smem``);
the others, and all Relax functions, stay as they are. TVM's parser is the
cost: reading back takes TVM about as long as parsing the function did in the
first place (roughly 0.1-0.2 s per scheduled kernel, see :data:`stats`), while
printing and tirsat's passes take milliseconds. Two things TVM's own printout
does not carry, so they come back normalised (TVM treats both forms alike):
a ``tvm_storage_sync`` call's ``int32`` type (it reads back as ``void``) and a
``tirx.volatile`` annotation's Python ``True`` (it reads back as
``T.bool(True)``).

**What does not cross.** TVM cannot read some of its own printouts, so the
passes whose output has those forms are not offered here: ``MakePackedAPI``
(``T.if_then_else`` over handles), and the storage legalizers, which in TVM's
pipeline only run after MakePackedAPI (:data:`NOT_OFFERED` says why for each).
Modules with symbolic shapes whose printout TVM cannot parse back fail in
``tvm.script.from_source`` with TVM's own error.
"""

from __future__ import annotations

import contextlib
import re
import threading
import time
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, Iterator, List, Mapping, Optional, Sequence, Tuple, Union

try:
    import tvm
    from tvm import tirx as _tirx
except ImportError as _e:  # pragma: no cover - exercised only without TVM
    raise ImportError(
        "tirsat.tvm needs TVM 0.27 (`pip install tirsat[tvm]`, i.e. apache-tvm==0.27.0.post1)"
    ) from _e

import tvm_ffi

import tirsat as _tirsat
from ._errors import ParseError, PassError, TirsatError, _send_through_ffi

# tirsat's errors raised inside a TVM pass reach the caller as themselves.
for _cls in (TirsatError, ParseError, PassError):
    tvm_ffi.register_error(f"tirsat.{_cls.__name__}", _cls)

__all__ = [
    "AnnotateDeviceRegions",
    "AnnotateEntryFunc",
    "BF16ComputeLegalize",
    "FP8ComputeLegalize",
    "LowerDeviceKernelLaunch",
    "MergeSharedMemoryAllocations",
    "NOT_OFFERED",
    "OFFERED",
    "SWAPPABLE",
    "SplitHostDevice",
    "SplitHostDeviceOnly",
    "default_pipeline",
    "stats",
    "tirsat_pass",
]

#: The passes whose output TVM 0.27 reads back (tested on TVM's pipeline).
OFFERED: Tuple[str, ...] = (
    "AnnotateEntryFunc",
    "BF16ComputeLegalize",
    "FP8ComputeLegalize",
    "MergeSharedMemoryAllocations",
    "SplitHostDevice",
    "AnnotateDeviceRegions",
    "SplitHostDeviceOnly",
    "LowerDeviceKernelLaunch",
)

#: tirsat passes not offered as TVM passes, and why.
NOT_OFFERED: Dict[str, str] = {
    "MakePackedAPI": "TVM 0.27 cannot parse its printed output (T.if_then_else over handles)",
    "BF16StorageLegalize": "runs after MakePackedAPI in TVM's pipeline, whose output TVM cannot parse",
    "FP8StorageLegalize": "runs after MakePackedAPI in TVM's pipeline, whose output TVM cannot parse",
    "LowerDeviceStorageAccessInfo": "not a TVM 0.27 pass",
}

#: Passes :func:`default_pipeline` can put in place of TVM's, with the TVM
#: modules that define TVM's version.
SWAPPABLE: Dict[str, Tuple[str, ...]] = {
    "MergeSharedMemoryAllocations": ("s_tir",),
    "SplitHostDevice": ("tirx",),
    "AnnotateEntryFunc": ("tirx",),
    "BF16ComputeLegalize": ("tirx",),
    "FP8ComputeLegalize": ("tirx",),
}


# ---------------------------------------------------------------- measurements


@dataclass
class CrossingStats:
    """Time spent crossing between TVM and tirsat, summed over passes run."""

    calls: int = 0
    """Pass runs that crossed."""
    functions: int = 0
    """PrimFuncs that crossed (out and back)."""
    skipped: int = 0
    """PrimFuncs the pass could not change, left in TVM."""
    print_seconds: float = 0.0
    """``mod.script()``: TVM printing the module."""
    tirsat_seconds: float = 0.0
    """tirsat reading, transforming and printing."""
    parse_seconds: float = 0.0
    """``tvm.script.from_source``: TVM reading the result back."""

    def reset(self) -> None:
        """Sets every count to zero."""
        self.__init__()

    @property
    def crossing_seconds(self) -> float:
        """The cost of the crossing itself: TVM's print and parse."""
        return self.print_seconds + self.parse_seconds


#: Crossing times of this process (``stats.reset()`` to start over).
stats = CrossingStats()


# ---------------------------------------------------------------- the crossing


def _config_value(v: object) -> str:
    """A PassContext config value as tirsat's ``KEY=VALUE`` text."""
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, (int, str)):
        return str(v)
    if isinstance(v, tvm.tirx.IntImm):
        return str(int(v.value)) if v.dtype != "bool" else ("1" if v.value else "0")
    return str(v)


def _context_config(extra: Optional[Mapping[str, object]]) -> Dict[str, str]:
    cfg: Dict[str, str] = {}
    ctx = tvm.transform.PassContext.current()
    for key in ctx.config.keys():
        cfg[str(key)] = _config_value(ctx.config[key])
    for key, value in (extra or {}).items():
        cfg[str(key)] = _config_value(value)
    return cfg


_DEF = re.compile(r"^    def ([A-Za-z_][A-Za-z_0-9]*)\(")
_REF = re.compile(r"\bModule\.([A-Za-z_][A-Za-z_0-9]*)")


def _split_module_text(text: str) -> Tuple[str, List[str], Dict[str, str]]:
    """Splits a printed ``@I.ir_module`` into the lines up to and including
    ``class Module:``, the class-level lines that are not functions (module
    attributes), and each function's text (decorators included) by name."""
    lines = text.splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.startswith("class "))
    except StopIteration:
        raise TirsatError("not a printed IRModule (no `class` line)") from None
    head = "\n".join(lines[: start + 1])
    items: List[List[str]] = []
    decorators_only = False
    for line in lines[start + 1 :]:
        top = line.startswith("    ") and not line.startswith("     ")
        if top and not (decorators_only and _DEF.match(line)):
            items.append([])
            decorators_only = line.startswith("    @")
        elif top:
            decorators_only = False
        if items:
            items[-1].append(line)
        elif line.strip():
            raise TirsatError(f"unexpected line in a printed IRModule: {line!r}")
    other: List[str] = []
    funcs: Dict[str, str] = {}
    for item in items:
        body = "\n".join(item).rstrip()
        names = [m.group(1) for m in map(_DEF.match, item) if m]
        if names:
            funcs[names[0]] = body
        elif body:
            other.append(body)
    return head, other, funcs


def _cross(mod: "tvm.IRModule", passes: Sequence[str], config: Dict[str, str]) -> "tvm.IRModule":
    """Runs tirsat's ``passes`` over the PrimFuncs of ``mod``.

    Every PrimFunc goes out as text (printing is cheap); only the functions
    tirsat's printout shows changed or new, and those they call, come back
    through TVM's parser (the expensive part). The others keep their objects.
    """
    prims = [(gv, f) for gv, f in mod.functions_items() if isinstance(f, _tirx.PrimFunc)]
    if not prims:
        return mod
    t0 = time.perf_counter()
    text = tvm.IRModule({gv: f for gv, f in prims}).script()
    t1 = time.perf_counter()
    out_text = _tirsat.lower(text, passes=list(passes), config=config, file="<tvm module>")
    t2 = time.perf_counter()
    _, _, before = _split_module_text(text)
    head, other, after = _split_module_text(out_text)
    back = {n for n, body in after.items() if before.get(n) != body}
    gone = set(before) - set(after)
    todo = list(back)
    while todo:
        for ref in _REF.findall(after[todo.pop()]):
            if ref in after and ref not in back:
                back.add(ref)
                todo.append(ref)
    stats.calls += 1
    stats.functions += len(back)
    stats.skipped += len(after) - len(back)
    stats.print_seconds += t1 - t0
    stats.tirsat_seconds += t2 - t1
    if not back and not gone:
        return mod
    sub = "\n".join([head, *other, *(after[n] for n in after if n in back)]) + "\n"
    new = tvm.script.from_source(sub) if back else tvm.IRModule({})
    stats.parse_seconds += time.perf_counter() - t2

    # Keep the caller's GlobalVars for functions that existed (Relax functions
    # refer to them); functions the pass created come with their own.
    out = mod.clone()
    old = {gv.name_hint: gv for gv, _ in prims}
    for name in back | gone:
        if name in old:
            del out[old[name]]
    for gv, f in new.functions_items():
        out[old.get(gv.name_hint, gv)] = f
    return out


def tirsat_pass(
    passes: Union[str, Sequence[str]],
    config: Optional[Mapping[str, object]] = None,
) -> "tvm.transform.Pass":
    """tirsat's pass (or several, run in order in one crossing) as a TVM module pass.

    ``passes`` are tirsat's names (:func:`tirsat.pass_names`); ``config`` adds
    to the current ``PassContext``'s config. Any of tirsat's passes is accepted;
    :data:`OFFERED` lists those whose output TVM reads back.

    >>> import tvm, tirsat.tvm
    >>> p = tirsat.tvm.tirsat_pass(["AnnotateEntryFunc", "SplitHostDevice"])
    >>> p.info.name
    'tirsat.AnnotateEntryFunc,SplitHostDevice'
    """
    names = [passes] if isinstance(passes, str) else list(passes)
    if not names:
        raise ValueError("tirsat_pass: no pass named")
    known = set(_tirsat.pass_names())
    for n in names:
        if n not in known:
            raise ValueError(f"unknown tirsat pass `{n}` (known: {', '.join(sorted(known))})")
    extra = dict(config or {})

    def run(mod: "tvm.IRModule", _ctx: "tvm.transform.PassContext") -> "tvm.IRModule":
        try:
            return _cross(mod, names, _context_config(extra))
        except TirsatError as e:
            _send_through_ffi(e)
            raise

    return tvm.transform.module_pass(run, opt_level=0, name="tirsat." + ",".join(names))


def MergeSharedMemoryAllocations(config: Optional[Mapping[str, object]] = None) -> "tvm.transform.Pass":
    """tirsat's race-free shared-memory merge, one allocation per kernel launch.

    Like TVM's ``s_tir.transform.MergeSharedMemoryAllocations``: ``shared.dyn``
    buffers (and ``shared`` ones under ``tirx.merge_static_smem``) of a kernel
    become views of one allocation, but never sharing bytes between buffers
    that different threads touch in one statement, and packed by tirsat's
    planner (``tirsat.planner``: ``best``, ``greedy``, ``exact`` or ``tvm``).
    """
    return tirsat_pass("MergeSharedMemoryAllocations", config)


def SplitHostDevice() -> "tvm.transform.Pass":
    """TVM 0.27's fused host/device split (annotate, split, lower launches)."""
    return tirsat_pass("SplitHostDevice")


def AnnotateDeviceRegions() -> "tvm.transform.Pass":
    """The first of the three split passes: marks the device regions."""
    return tirsat_pass("AnnotateDeviceRegions")


def SplitHostDeviceOnly() -> "tvm.transform.Pass":
    """The second split pass: moves device regions into kernel functions."""
    return tirsat_pass("SplitHostDeviceOnly")


def LowerDeviceKernelLaunch() -> "tvm.transform.Pass":
    """The third split pass: lowers host-to-kernel calls to launches."""
    return tirsat_pass("LowerDeviceKernelLaunch")


def AnnotateEntryFunc() -> "tvm.transform.Pass":
    """Marks the single function of a module as its entry function."""
    return tirsat_pass("AnnotateEntryFunc")


def BF16ComputeLegalize() -> "tvm.transform.Pass":
    """Computes bfloat16 arithmetic in float32."""
    return tirsat_pass("BF16ComputeLegalize")


def FP8ComputeLegalize(promote_dtype: str = "float32") -> "tvm.transform.Pass":
    """Computes float8 arithmetic in ``promote_dtype`` (float16 or float32)."""
    return tirsat_pass("FP8ComputeLegalize", {"tirx.fp8_promote_dtype": str(promote_dtype)})


# ---------------------------------------------------------------- pipelines

_FACTORIES: Dict[str, Callable[..., "tvm.transform.Pass"]] = {
    "MergeSharedMemoryAllocations": lambda: MergeSharedMemoryAllocations(),
    "SplitHostDevice": lambda: SplitHostDevice(),
    "AnnotateEntryFunc": lambda: AnnotateEntryFunc(),
    "BF16ComputeLegalize": lambda: BF16ComputeLegalize(),
    "FP8ComputeLegalize": lambda promote_dtype="float32": FP8ComputeLegalize(promote_dtype),
}

# TVM's pipeline constructs its passes by looking them up on the transform
# modules while it runs; tirsat's are put in their place for that run only.
_SWAP_LOCK = threading.RLock()


@contextlib.contextmanager
def _swapped(names: Sequence[str], used: List[str]) -> Iterator[None]:
    saved = []
    try:
        for name in names:
            for modname in SWAPPABLE[name]:
                holder = getattr(tvm, modname).transform
                saved.append((holder, name, getattr(holder, name)))

                def make(*args: object, _name: str = name) -> "tvm.transform.Pass":
                    used.append(_name)
                    return _FACTORIES[_name](*args)

                setattr(holder, name, make)
        yield
    finally:
        for holder, name, original in reversed(saved):
            setattr(holder, name, original)


def _swapping(base: "tvm.transform.Pass", names: Tuple[str, ...]) -> "tvm.transform.Pass":
    def run(mod: "tvm.IRModule", _ctx: "tvm.transform.PassContext") -> "tvm.IRModule":
        used: List[str] = []
        with _SWAP_LOCK, _swapped(names, used):
            out = base(mod)
        missing = sorted(set(names) - set(used))
        if missing:
            err = TirsatError(
                "TVM's pipeline did not build " + ", ".join(missing) + "; tirsat's version was not used"
            )
            _send_through_ffi(err)
            raise err
        return out

    return tvm.transform.module_pass(run, opt_level=0, name="tirsat.pipeline")


_REGISTERED: Dict[str, str] = {}


def default_pipeline(
    target: Union[None, str, "tvm.target.Target"] = None,
    replace: Sequence[str] = ("MergeSharedMemoryAllocations",),
) -> str:
    """TVM's default TIR pipeline for ``target`` with tirsat's passes in place of TVM's.

    Returns the name it is registered under, for ``tvm.compile(mod, target,
    tir_pipeline=name)`` (TVM 0.27 takes TIR pipelines by name). The pipeline
    is exactly the one TVM would pick for the target (``s_tir``, or ``adreno``
    for Adreno OpenCL), with the same configuration switches; each pass named in
    ``replace`` (see :data:`SWAPPABLE`; default: the shared-memory merge) is
    tirsat's. Running it raises :class:`tirsat.TirsatError` if TVM's pipeline
    no longer builds one of those passes, rather than silently using TVM's.

    >>> import tirsat.tvm
    >>> tirsat.tvm.default_pipeline("cuda")
    'tirsat[MergeSharedMemoryAllocations](cuda:cuda,gpu)'
    """
    names = tuple(replace)
    for n in names:
        if n not in SWAPPABLE:
            raise ValueError(f"tirsat cannot replace `{n}` in TVM's pipeline (can: {', '.join(SWAPPABLE)})")
    tgt = None if target is None else tvm.target.Target(target)
    # TVM picks the pipeline by the target's kind and keys.
    where = "default" if tgt is None else f"{tgt.kind.name}:{','.join(str(k) for k in tgt.keys)}"
    key = f"tirsat[{','.join(names)}]({where})"

    def factory() -> Tuple["tvm.transform.Pass", Callable, Callable]:
        if tgt is None:
            base, host, device = _tirx.get_tir_pipeline("default")
        else:
            base, host, device = _tirx.get_default_tir_pipeline(tgt)
        return _swapping(base, names), host, device

    if key not in _REGISTERED:
        _tirx.register_tir_pipeline(key, factory)
        _REGISTERED[key] = key
    return key
