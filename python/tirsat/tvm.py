"""tirsat's passes inside TVM 0.27's own compilation (``pip install tirsat[tvm]``).

Two ways in:

* **Passes.** :func:`MergeSharedMemoryAllocations`, :func:`SplitHostDevice`,
  :func:`AnnotateEntryFunc`, the compute legalizers (:func:`BF16ComputeLegalize`,
  :func:`FP8ComputeLegalize`), the three-pass split (:func:`AnnotateDeviceRegions`,
  :func:`SplitHostDeviceOnly`, :func:`LowerDeviceKernelLaunch`) and the rest of
  :data:`OFFERED` return ``tvm.transform.Pass`` objects usable anywhere a TVM
  pass is. Each is a PrimFunc pass where TVM's is one (a module pass where
  TVM's is) and carries TVM's pass name, so ``PassContext(disabled_pass=
  ["s_tir.MergeSharedMemoryAllocations"])`` disables tirsat's merge too. They
  read the current ``PassContext``'s config: TVM's own keys are left to TVM
  (those tirsat's passes read, such as ``tirx.merge_static_smem``, are read),
  tirsat's keys (:data:`CONFIG_KEYS`: ``tirsat.planner``, ``tirsat.rules``,
  ``tirsat.merge_insert_sync``, ...) are registered with TVM's PassContext
  when this module is imported, so ``tvm.compile`` under
  ``PassContext(config={"tirsat.planner": "best"})`` works; an unknown
  ``tirsat.*`` key is an error.
* **Pipelines.** :func:`default_pipeline` registers TVM's default TIR pipeline
  for a target, built with tirsat's passes in place of TVM's, and returns its
  name for ``tvm.compile(mod, target, tir_pipeline=...)``::

      import tvm, tirsat.tvm
      target = tvm.target.Target("cuda", host="llvm")
      ex = tvm.compile(mod, target, tir_pipeline=tirsat.tvm.default_pipeline(target))

**The crossing.** TVM's objects cross to tirsat's IR and back in Rust, over TVM
FFI's stable C ABI (``libtvm_ffi.so``, which ``import tvm`` loaded; nothing
links against TVM): each node is read through TVM's reflection, and a function
a pass changed is rebuilt with TVM's registered constructors (``prim.Add``,
``tirx.BufferStore``, ...). What a pass left alone goes back as TVM's own
object: unchanged functions, and inside a changed one every unchanged subtree,
every variable, parameter (and its name), buffer and the function's Target, so
kernels stay in one CUDA module. :data:`stats` counts what crossed and the time
it took. ``crossing="text"`` selects the former text crossing (``mod.script()``
out, ``tvm.script.from_source`` back) for a pass or a pipeline; it is never used
unless asked for.
"""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

try:
    import tvm
    from tvm import tirx as _tirx
except ImportError as _e:  # pragma: no cover - exercised only without TVM
    raise ImportError(
        "tirsat.tvm needs TVM 0.27 (`pip install tirsat[tvm]`, i.e. apache-tvm==0.27.0.post1)"
    ) from _e

import tvm_ffi

import tirsat as _tirsat
from . import _tirsat as _ext
from ._errors import ParseError, PassError, TirsatError, _send_through_ffi

# tirsat's errors raised inside a TVM pass reach the caller as themselves.
for _cls in (TirsatError, ParseError, PassError):
    tvm_ffi.register_error(f"tirsat.{_cls.__name__}", _cls)

__all__ = [
    "AnnotateDeviceRegions",
    "AnnotateEntryFunc",
    "BF16ComputeLegalize",
    "CONFIG_KEYS",
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


# ---------------------------------------------------------------- set-up

_ext.tvm_init(tvm_ffi.libinfo.find_libtvm_ffi())

#: tirsat's own pass options, registered with TVM's PassContext at import.
CONFIG_KEYS: Tuple[str, ...] = tuple(_ext.tvm_config_keys())

_KEY_TYPES = {
    "tirsat.merge_insert_sync": "bool",
    "tirsat.plan_time_limit": "float",
    "tirsat.merge_search_nodes": "int",
}

#: Why tirsat's options could not be registered with TVM's PassContext
#: (``None`` when they were): they are then given to :func:`default_pipeline`
#: or to a pass with ``config=``.
CONFIG_REGISTRATION_ERROR: Optional[str] = None


def _register_config_keys() -> None:
    global CONFIG_REGISTRATION_ERROR
    known = set(tvm.transform.PassContext.list_configs().keys())
    missing = [k for k in CONFIG_KEYS if k not in known]
    if not missing:
        return
    compiler = getattr(tvm.base, "_LOADED_LIBS", {}).get("tvm_compiler")
    if compiler is None:
        CONFIG_REGISTRATION_ERROR = "TVM's compiler library is not loaded"
        return
    try:
        for k in missing:
            _ext.tvm_register_config(compiler._name, k, _KEY_TYPES.get(k, "str"))
    except RuntimeError as e:  # pragma: no cover - other platforms
        CONFIG_REGISTRATION_ERROR = str(e)


# Module import runs once, under Python's import lock.
_register_config_keys()

_make_pass = tvm_ffi.get_global_func("tirsat.ffi.make_pass")


# ---------------------------------------------------------------- the passes


@dataclass(frozen=True)
class _Def:
    tvm_name: str
    """TVM's name of the pass (what ``disabled_pass`` names)."""
    prim_func: bool
    """A PrimFunc pass (else a module pass), as TVM's is."""


_DEFS: Dict[str, _Def] = {
    "MergeSharedMemoryAllocations": _Def("s_tir.MergeSharedMemoryAllocations", True),
    "SplitHostDevice": _Def("tirx.SplitHostDevice", False),
    "AnnotateEntryFunc": _Def("tirx.AnnotateEntryFunc", False),
    "BF16ComputeLegalize": _Def("tirx.BF16ComputeLegalize", True),
    "FP8ComputeLegalize": _Def("tirx.FP8ComputeLegalize", True),
    # TVM main's three-pass split (its names; 0.27 fuses them).
    "AnnotateDeviceRegions": _Def("tirx.AnnotateDeviceRegions", True),
    "SplitHostDeviceOnly": _Def("tirx.SplitHostDevice", False),
    "LowerDeviceKernelLaunch": _Def("tirx.LowerDeviceKernelLaunch", False),
}

#: The passes offered as TVM passes: each one's result is structurally equal
#: to TVM's own pass on TVM's kernels (``python/tests/test_tvm.py``).
OFFERED: Tuple[str, ...] = tuple(_DEFS)

#: tirsat passes not offered as TVM passes, and why (``tirsat_pass`` still
#: runs any of tirsat's passes).
NOT_OFFERED: Dict[str, str] = {
    "MakePackedAPI": "its result is not structurally equal to TVM's: TVM nests sequences that tirsat's IR flattens",
    "BF16StorageLegalize": "its result is not structurally equal to TVM's (nested sequences, as MakePackedAPI, which it follows)",
    "FP8StorageLegalize": "its result is not structurally equal to TVM's (nested sequences, as MakePackedAPI, which it follows)",
    "LowerDeviceStorageAccessInfo": "not a TVM 0.27 pass",
}

#: Passes :func:`default_pipeline` can put in place of TVM's, with TVM's name
#: of each (the one its pipeline builds).
SWAPPABLE: Dict[str, str] = {
    n: _DEFS[n].tvm_name
    for n in (
        "MergeSharedMemoryAllocations",
        "SplitHostDevice",
        "AnnotateEntryFunc",
        "BF16ComputeLegalize",
        "FP8ComputeLegalize",
    )
}

_CROSSINGS = ("object", "text")

# An empty module: `tirsat.lower` on it checks a config without running anything.
_EMPTY = "from tvm.script import ir as I\n\n@I.ir_module\nclass Module:\n    pass\n"


def _checked_config(config: Optional[Mapping[str, object]], what: str) -> Dict[str, str]:
    """``config`` as tirsat's option text; an unknown key or a bad value is a
    ``ValueError`` naming it now, not when the pass runs."""
    if config is None:
        return {}
    if not isinstance(config, Mapping):
        raise TypeError(f"{what}: config must be a mapping of option names to values")
    out: Dict[str, str] = {}
    for k, v in config.items():
        if not isinstance(k, str):
            raise TypeError(f"{what}: config keys must be str, got {type(k).__name__}")
        out[k] = _tirsat._config_value(k, v)
    _tirsat.lower(_EMPTY, config=out)
    return out


def _crossing(crossing: str) -> str:
    if crossing not in _CROSSINGS:
        raise ValueError(f"crossing must be one of {', '.join(_CROSSINGS)}, not {crossing!r}")
    return crossing


def _offered(name: str, crossing: str = "object", config: Optional[Mapping[str, object]] = None) -> "tvm.transform.Pass":
    d = _DEFS[name]
    extra = _checked_config(config, name)
    if _crossing(crossing) == "text":
        return _text_pass([name], extra, d.tvm_name)
    return _make_pass(d.prim_func, d.tvm_name, 0, [name], extra)


def tirsat_pass(
    passes: Union[str, Sequence[str]],
    config: Optional[Mapping[str, object]] = None,
    crossing: str = "object",
) -> "tvm.transform.Pass":
    """tirsat's passes (run in order, in one crossing) as one TVM module pass
    named ``tirsat.<names>``.

    ``passes`` are tirsat's names (:func:`tirsat.pass_names`); ``config`` adds
    options to the current ``PassContext``'s.

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
        if not isinstance(n, str):
            raise TypeError(f"tirsat_pass: pass names must be str, got {type(n).__name__}")
        if n not in known:
            raise ValueError(f"unknown tirsat pass `{n}` (known: {', '.join(sorted(known))})")
    extra = _checked_config(config, "tirsat_pass")
    name = "tirsat." + ",".join(names)
    if _crossing(crossing) == "text":
        return _text_pass(names, extra, name)
    return _make_pass(False, name, 0, names, extra)


def MergeSharedMemoryAllocations(
    config: Optional[Mapping[str, object]] = None, crossing: str = "object"
) -> "tvm.transform.Pass":
    """tirsat's race-free shared-memory merge, one allocation per kernel launch.

    Like TVM's ``s_tir.transform.MergeSharedMemoryAllocations`` (and named like
    it): ``shared.dyn`` buffers (and ``shared`` ones under
    ``tirx.merge_static_smem``) of a kernel become views of one allocation,
    but never sharing bytes between buffers that different threads touch in
    one statement, and packed by tirsat's planner (``tirsat.planner``:
    ``best``, ``greedy``, ``exact`` or ``tvm``).

    >>> import tirsat.tvm
    >>> tirsat.tvm.MergeSharedMemoryAllocations().info.name
    's_tir.MergeSharedMemoryAllocations'
    """
    return _offered("MergeSharedMemoryAllocations", crossing, config)


def SplitHostDevice(crossing: str = "object") -> "tvm.transform.Pass":
    """TVM 0.27's fused host/device split (annotate, split, lower launches)."""
    return _offered("SplitHostDevice", crossing)


def AnnotateDeviceRegions(crossing: str = "object") -> "tvm.transform.Pass":
    """The first of the three split passes: marks the device regions."""
    return _offered("AnnotateDeviceRegions", crossing)


def SplitHostDeviceOnly(crossing: str = "object") -> "tvm.transform.Pass":
    """The second split pass: moves device regions into kernel functions
    (TVM main's ``tirx.SplitHostDevice``)."""
    return _offered("SplitHostDeviceOnly", crossing)


def LowerDeviceKernelLaunch(crossing: str = "object") -> "tvm.transform.Pass":
    """The third split pass: lowers host-to-kernel calls to launches."""
    return _offered("LowerDeviceKernelLaunch", crossing)


def AnnotateEntryFunc(crossing: str = "object") -> "tvm.transform.Pass":
    """Marks the single function of a module as its entry function."""
    return _offered("AnnotateEntryFunc", crossing)


def BF16ComputeLegalize(crossing: str = "object") -> "tvm.transform.Pass":
    """Computes bfloat16 arithmetic in float32."""
    return _offered("BF16ComputeLegalize", crossing)


def FP8ComputeLegalize(promote_dtype: str = "float32", crossing: str = "object") -> "tvm.transform.Pass":
    """Computes float8 arithmetic in ``promote_dtype`` (float16 or float32)."""
    return _offered("FP8ComputeLegalize", crossing, {"tirx.fp8_promote_dtype": str(promote_dtype)})


# ---------------------------------------------------------------- measurements


class _Stats:
    """What crossed between TVM and tirsat, summed over the passes run in this
    process (``stats.reset()`` starts over).

    Object crossing (the default): ``calls`` (pass runs), ``functions`` (PrimFuncs
    read), ``rebuilt`` (functions a pass changed, built back as TVM objects),
    ``kept`` (functions a pass left alone: TVM's own object returned),
    ``skipped`` (functions the merge left alone without reading them: no shared
    allocation), ``nodes_read``, ``nodes_built``, ``nodes_reused`` (unchanged subtrees handed
    back as TVM's objects), and the seconds spent reading (``read_seconds``),
    in tirsat's passes (``tirsat_seconds``) and building (``write_seconds``).

    Text crossing (``crossing="text"``): ``text_calls``, ``text_functions``,
    ``print_seconds`` (TVM's printer), ``text_tirsat_seconds`` and
    ``parse_seconds`` (TVM's parser).
    """

    _TEXT = ("text_calls", "text_functions", "text_skipped", "print_seconds", "text_tirsat_seconds", "parse_seconds")

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._text = {k: 0 for k in self._TEXT}

    def reset(self) -> None:
        """Sets every count to zero."""
        _ext.tvm_stats_reset()
        with self._lock:
            self._text = {k: 0 for k in self._TEXT}

    def _add(self, **kw: float) -> None:
        with self._lock:
            for k, v in kw.items():
                self._text[k] += v

    def as_dict(self) -> Dict[str, float]:
        d = dict(_ext.tvm_stats())
        out = {
            "calls": d["calls"],
            "functions": d["functions_crossed"],
            "rebuilt": d["functions_rebuilt"],
            "kept": d["functions_kept"],
            "skipped": d["functions_skipped"],
            "nodes_read": d["nodes_read"],
            "nodes_built": d["nodes_built"],
            "nodes_reused": d["nodes_reused"],
            "read_seconds": d["read_seconds"],
            "tirsat_seconds": d["tirsat_seconds"],
            "write_seconds": d["write_seconds"],
        }
        with self._lock:
            out.update(self._text)
        return out

    @property
    def crossing_seconds(self) -> float:
        """The cost of the crossing itself (reading and building; TVM's printer
        and parser for the text crossing)."""
        d = self.as_dict()
        return d["read_seconds"] + d["write_seconds"] + d["print_seconds"] + d["parse_seconds"]

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        d = self.as_dict()
        if name in d:
            return d[name]
        raise AttributeError(name)

    def __repr__(self) -> str:
        return f"tirsat.tvm.stats({self.as_dict()})"


#: Crossing counters of this process.
stats = _Stats()


# ---------------------------------------------------------------- the text crossing


def _option_text(v: object) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, (int, str)):
        return str(v)
    if isinstance(v, tvm.tirx.IntImm):
        return str(int(v.value)) if v.dtype != "bool" else ("1" if v.value else "0")
    return str(v)


def _text_options(extra: Mapping[str, str]) -> Dict[str, str]:
    """The options the text crossing gives tirsat: tirsat's keys and those its
    passes read, from the current PassContext, then ``extra``."""
    read = set(CONFIG_KEYS) | {"tirx.merge_static_smem", "tirx.fp8_promote_dtype"}
    cfg: Dict[str, str] = {}
    ctx = tvm.transform.PassContext.current()
    for key in ctx.config.keys():
        k = str(key)
        if k.startswith("tirsat.") and k not in CONFIG_KEYS:
            raise ValueError(f"config `{k}`: unknown tirsat option (known: {', '.join(CONFIG_KEYS)})")
        if k in read:
            cfg[k] = _option_text(ctx.config[key])
    cfg.update(extra)
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


def _text_cross(mod: "tvm.IRModule", passes: Sequence[str], config: Dict[str, str]) -> "tvm.IRModule":
    """Runs tirsat's ``passes`` over the PrimFuncs of ``mod`` by TVMScript text:
    every PrimFunc goes out printed; the functions the pass changed or created,
    and those they call, come back through TVM's parser."""
    prims = [(gv, f) for gv, f in mod.functions_items() if isinstance(f, _tirx.PrimFunc)]
    if not prims:
        return mod
    t0 = time.perf_counter()
    text = tvm.IRModule({gv: f for gv, f in prims}).script()
    t1 = time.perf_counter()
    out_text = _tirsat.lower(text, passes=list(passes), config=config, verify_each=True, file="<tvm module>")
    _, _, before = _split_module_text(_tirsat.fmt(text, file="<tvm module>"))
    t2 = time.perf_counter()
    head, other, after = _split_module_text(out_text)
    back = {n for n, body in after.items() if before.get(n) != body}
    gone = set(before) - set(after)
    todo = list(back)
    while todo:
        for ref in _REF.findall(after[todo.pop()]):
            if ref in after and ref not in back:
                back.add(ref)
                todo.append(ref)
    new = None
    if back:
        sub = "\n".join([head, *other, *(after[n] for n in after if n in back)]) + "\n"
        new = tvm.script.from_source(sub, check_well_formed=False)
    t3 = time.perf_counter()
    stats._add(
        text_calls=1,
        text_functions=len(back),
        text_skipped=len(after) - len(back),
        print_seconds=t1 - t0,
        text_tirsat_seconds=t2 - t1,
        parse_seconds=t3 - t2,
    )
    if not back and not gone:
        return mod
    out = mod.clone()
    old = {gv.name_hint: gv for gv, _ in prims}
    for name in back | gone:
        if name in old:
            del out[old[name]]
    for gv, f in (new.functions_items() if new is not None else []):
        out[old.get(gv.name_hint, gv)] = f
    return out


def _text_pass(passes: Sequence[str], extra: Mapping[str, str], name: str) -> "tvm.transform.Pass":
    names = list(passes)

    def run(mod: "tvm.IRModule", _ctx: "tvm.transform.PassContext") -> "tvm.IRModule":
        try:
            return _text_cross(mod, names, _text_options(extra))
        except TirsatError as e:
            _send_through_ffi(e)
            raise

    return tvm.transform.module_pass(run, opt_level=0, name=name)


# ---------------------------------------------------------------- pipelines


def _s_tir_passes(config, mk: Callable[[str, Callable[[], "tvm.transform.Pass"]], "tvm.transform.Pass"]) -> list:
    """TVM 0.27's ``s_tir`` TIR pipeline (``tvm.s_tir.pipeline.default_s_tir_pipeline``)
    for the PassContext ``config``, with ``mk(name, tvm_pass)`` giving each
    swappable pass. ``python/tests/test_tvm.py`` checks that it runs the same
    passes as TVM's for several configurations."""
    st, tx = tvm.s_tir.transform, tvm.tirx.transform

    def flag(key: str) -> bool:
        return bool(config.get(key, False))

    passes = [
        st.CanonicalizeLoop(),
        st.LowerCrossThreadReduction(),
        st.LowerInitBlock(),
        st.PlanAndUpdateBufferAllocationLocation(),
        st.ConvertBlocksToOpaque(),
        st.LiftThreadBinding(),
        st.ManifestSharedMemoryLocalStage(),
        st.CompactBufferAllocation(),
        st.LowerAutoCopy(),
        st.UnifyThreadBinding(),
        st.LowerMatchBuffer(),
        st.StmtSimplify(),
        st.InjectPermutedLayout(),
        st.AnnotateIrregularLoop(),
        st.InjectSoftwarePipeline(),
        st.TransformMmaBufferLayout(),
        st.LowerOpaqueBlock(),
        tx.FlattenBuffer(),
        mk("BF16ComputeLegalize", tx.BF16ComputeLegalize),
        tx.NarrowDataType(32),
        st.LoopPartition(),
        tx.VectorizeLoop(not flag("tirx.disable_vectorize")),
        st.InjectVirtualThread(),
        st.InjectDoubleBuffer(),
    ]
    if not flag("tirx.disable_storage_rewrite"):
        passes.append(tx.StorageRewrite())
    if flag("tirx.use_async_copy"):
        passes.append(st.LowerAsyncDMA())
    passes += [
        st.HoistIfThenElse(),
        tx.UnrollLoop(),
        st.RenormalizeSplitPattern(),
        tx.StmtSimplify(),
        tx.RemoveNoOp(),
        st.RewriteUnsafeSelect(),
    ]
    if flag("tirx.instrument_bound_checkers"):
        passes.append(st.InstrumentBoundCheckers())
    if flag("tirx.s_tir.ldg32"):
        passes.append(st.InjectPTXLDG32(True))
    if not flag("tirx.disable_cse_tir"):
        passes.append(tx.CommonSubexprElim())
    if flag("tirx.instrument_lwp"):
        passes.append(st.InstrumentProfileIntrinsics())
    passes += [
        mk("FP8ComputeLegalize", tx.FP8ComputeLegalize),
        st.VerifyVTCMLimit(),
        st.LowerVtcmAlloc(),
        tx.VerifyMemory(),
        mk("AnnotateEntryFunc", tx.AnnotateEntryFunc),
        st.ThreadSync("shared"),
        st.ThreadSync("shared.dyn"),
        st.ThreadSync("warp"),
        st.InferFragment(),
        st.LowerThreadAllreduce(),
    ]
    if flag("tirx.use_async_copy"):
        passes.append(st.InjectPTXAsyncCopy())
    if flag("tirx.s_tir.ldg32"):
        passes.append(st.InjectPTXLDG32())
    passes += [
        mk("MergeSharedMemoryAllocations", st.MergeSharedMemoryAllocations),
        mk("SplitHostDevice", tx.SplitHostDevice),
        tx.MakePackedAPI(),
        tx.FP8StorageLegalize(),
        tx.BF16StorageLegalize(),
    ]
    return passes


def _replace_names(replace: Union[str, Sequence[str]]) -> Tuple[str, ...]:
    if isinstance(replace, str):
        names = [n.strip() for n in replace.split(",") if n.strip()]
    else:
        names = []
        for n in replace:
            if not isinstance(n, str):
                raise TypeError(f"default_pipeline: replace= takes pass names (str), got {type(n).__name__}")
            names.append(n)
    if not names:
        raise ValueError("default_pipeline: replace= names no pass")
    for n in names:
        if n not in SWAPPABLE:
            why = NOT_OFFERED.get(n)
            raise ValueError(
                f"tirsat cannot replace `{n}` in TVM's pipeline"
                + (f" ({why})" if why else "")
                + f" (can: {', '.join(SWAPPABLE)})"
            )
    # Each pass once, in the order given.
    return tuple(dict.fromkeys(names))


_REGISTERED: Dict[str, str] = {}
_REGISTER_LOCK = threading.Lock()


def default_pipeline(
    target: Union[None, str, "tvm.target.Target"] = None,
    replace: Union[str, Sequence[str]] = ("MergeSharedMemoryAllocations",),
    config: Optional[Mapping[str, object]] = None,
    crossing: str = "object",
) -> str:
    """TVM's default TIR pipeline for ``target``, built with tirsat's passes in
    place of TVM's, registered under a name for ``tvm.compile(mod, target,
    tir_pipeline=name)`` (TVM 0.27 takes TIR pipelines by name).

    The pipeline is TVM 0.27's ``s_tir`` pipeline, built at each run from the
    current ``PassContext`` as TVM builds it (every configuration switch stays
    TVM's), with each pass named in ``replace`` (a name, a comma-separated
    string or a list; see :data:`SWAPPABLE`) tirsat's: nothing of TVM's is
    patched, so other threads compiling with TVM's own pipeline are not
    affected. ``config`` holds tirsat options (:data:`CONFIG_KEYS`) for tirsat's
    passes; ``crossing="text"`` selects the text crossing. A name that cannot
    be replaced, a bad option or a target whose default TVM pipeline is not
    ``s_tir`` raises ``ValueError`` here.

    >>> import tirsat.tvm
    >>> tirsat.tvm.default_pipeline("cuda", replace="MergeSharedMemoryAllocations")
    'tirsat[MergeSharedMemoryAllocations](cuda:cuda,gpu)'
    """
    names = _replace_names(replace)
    extra = _checked_config(config, "default_pipeline")
    for k in extra:
        if not k.startswith("tirsat."):
            raise ValueError(
                f"default_pipeline: config `{k}` is TVM's; set it in tvm.transform.PassContext(config=...)"
            )
    crossing = _crossing(crossing)
    tgt = None if target is None else tvm.target.Target(target)
    if tgt is not None and tgt.kind.name == "opencl" and "adreno" in [str(k) for k in tgt.keys]:
        raise ValueError("TVM builds Adreno targets with its `adreno` pipeline, which tirsat does not rebuild")
    where = "default" if tgt is None else f"{tgt.kind.name}:{','.join(str(k) for k in tgt.keys)}"
    key = f"tirsat[{','.join(names)}]({where})"
    if extra:
        key += "{" + ",".join(f"{k}={v}" for k, v in sorted(extra.items())) + "}"
    if crossing != "object":
        key += f"<{crossing}>"

    def make(name: str, theirs: Callable[[], "tvm.transform.Pass"]) -> "tvm.transform.Pass":
        if name not in names:
            return theirs()
        d = _DEFS[name]
        if crossing == "text":
            return _text_pass([name], extra, d.tvm_name)
        return _make_pass(d.prim_func, d.tvm_name, 0, [name], extra)

    def factory() -> Tuple["tvm.transform.Pass", Callable, Callable]:
        from tvm.s_tir import pipeline as s_tir_pipeline

        @tvm.transform.module_pass(opt_level=0, name="tirsat.pipeline")
        def pipeline(mod: "tvm.IRModule", _ctx: "tvm.transform.PassContext") -> "tvm.IRModule":
            config = tvm.transform.PassContext.current().config
            return tvm.transform.Sequential(_s_tir_passes(config, make))(mod)

        return pipeline, s_tir_pipeline.finalize_host_passes, s_tir_pipeline.finalize_device_passes

    with _REGISTER_LOCK:
        if key not in _REGISTERED:
            _tirx.register_tir_pipeline(key, factory)
            _REGISTERED[key] = key
    return key
