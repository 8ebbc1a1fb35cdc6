"""`tirsat.tvm` against TVM 0.27 itself (skipped when TVM is not installed)."""

import re

import numpy as np
import pytest

tvm = pytest.importorskip("tvm")
import tvm_ffi  # noqa: E402  (installed with TVM)
from tvm import relax  # noqa: E402
from tvm.relax.frontend import nn  # noqa: E402

import tirsat  # noqa: E402
import tirsat.tvm as tt  # noqa: E402

CUDA = tvm.target.Target("cuda", host="llvm")
# TVM's own merge (tirsat's pipelines put theirs in its place while they run).
TVM_MERGE = tvm.s_tir.transform.MergeSharedMemoryAllocations
STATIC = {"tirx.merge_static_smem": True}


def tvm_parse(text: str) -> "tvm.IRModule":
    """TVM's parser on our TVMScript (TVM reads its imports only as comments)."""
    return tvm.script.from_source(re.sub(r"(?m)^from ", "# from ", text))


def equal(a, b) -> bool:
    return bool(tvm_ffi.structural_equal(a, b, map_free_vars=True))


def assert_modules_equal(ours, theirs):
    assert sorted(g.name_hint for g in ours.get_global_vars()) == sorted(
        g.name_hint for g in theirs.get_global_vars()
    )
    for gv, f in theirs.functions_items():
        if not equal(ours[gv.name_hint], f):
            tvm.ir.assert_structural_equal(ours[gv.name_hint], f, map_free_vars=True)


@tvm.instrument.pass_instrument
class AfterMerge:
    """The module's text right before and right after each (TVM's or tirsat's)
    shared-memory merge (printed at once: later passes update the module object
    in place)."""

    def __init__(self):
        self.texts = []
        self.before = []

    def run_before_pass(self, mod, info):
        if info.name.endswith("MergeSharedMemoryAllocations"):
            self.before.append(mod.script())

    def run_after_pass(self, mod, info):
        if info.name.endswith("MergeSharedMemoryAllocations"):
            self.texts.append(mod.script())


# ---------------------------------------------------------------- single passes


def test_merge_and_split_match_tvm_on_a_race_free_kernel(add_one):
    mod = tvm_parse(add_one)
    with tvm.transform.PassContext(config=STATIC):
        theirs = tvm.transform.Sequential(
            [TVM_MERGE(), tvm.tirx.transform.SplitHostDevice()]
        )(mod)
        ours = tvm.transform.Sequential([tt.MergeSharedMemoryAllocations(), tt.SplitHostDevice()])(mod)
        # The three-pass form (TVM main's, after PR #19605: kernels launched by
        # `T.call_packed`), each pass crossing on its own.
        three = tvm.transform.Sequential(
            [
                tt.MergeSharedMemoryAllocations(),
                tt.AnnotateDeviceRegions(),
                tt.SplitHostDeviceOnly(),
                tt.LowerDeviceKernelLaunch(),
            ]
        )(mod)
        # TVM's MakePackedAPI accepts what tirsat's splits produced.
        packed = tvm.tirx.transform.MakePackedAPI()(ours)
        packed_three = tvm.tirx.transform.MakePackedAPI()(three)
    assert_modules_equal(ours, theirs)
    at_once = tirsat.lower(
        add_one,
        passes=[
            "MergeSharedMemoryAllocations",
            "AnnotateDeviceRegions",
            "SplitHostDeviceOnly",
            "LowerDeviceKernelLaunch",
        ],
        config=STATIC,
    )
    assert "T.call_packed(" in at_once
    assert_modules_equal(three, tvm_parse(at_once))
    for m in (packed, packed_three):
        assert "main_kernel" in [g.name_hint for g in m.get_global_vars()]


def test_merge_is_race_free_where_tvm_races(reverse_copy):
    mod = tvm_parse(reverse_copy)
    theirs = TVM_MERGE()(mod)
    ours = tt.MergeSharedMemoryAllocations()(mod)
    before = tirsat.run(reverse_copy)
    r_tvm, r_ours = tirsat.run(theirs.script()), tirsat.run(ours.script())
    assert before.race_count == 0 and r_tvm.race_count > 0 and r_ours.race_count == 0
    assert r_ours.outputs == before.outputs


@pytest.mark.parametrize(
    "dtype,passes",
    [
        ("bfloat16", (tvm.tirx.transform.BF16ComputeLegalize, tt.BF16ComputeLegalize)),
        ("float8_e4m3fn", (tvm.tirx.transform.FP8ComputeLegalize, tt.FP8ComputeLegalize)),
        (
            "float8_e5m2",
            (lambda: tvm.tirx.transform.FP8ComputeLegalize("float16"), lambda: tt.FP8ComputeLegalize("float16")),
        ),
    ],
)
def test_legalizers_match_tvm(dtype, passes):
    src = f'''
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "{dtype}"), B: T.Buffer((64,), "{dtype}"), C: T.Buffer((64,), "{dtype}")):
        T.func_attr({{"target": T.target("cuda", host="llvm")}})
        tx = T.launch_thread("threadIdx.x", 64)
        C[tx] = A[tx] * B[tx] + A[tx]
'''
    mod = tvm.script.from_source(src)
    theirs_pass, ours_pass = passes
    theirs, ours = theirs_pass()(mod), ours_pass()(mod)
    assert not equal(theirs, mod)  # the pass did something
    assert_modules_equal(ours, theirs)


def test_annotate_entry_func_matches_tvm(add_one):
    mod = tvm_parse(add_one)
    assert_modules_equal(tt.AnnotateEntryFunc()(mod), tvm.tirx.transform.AnnotateEntryFunc()(mod))


def test_unchanged_functions_are_not_crossed(add_one):
    # Nothing to merge: every function keeps its TVM object.
    mod = tvm_parse(add_one.replace('scope="shared.dyn"', 'scope="local"'))
    tt.stats.reset()
    out = tt.MergeSharedMemoryAllocations()(mod)
    assert tt.stats.functions == 0 and tt.stats.skipped == 1
    assert out["main"].same_as(mod["main"])


def test_pass_error_surfaces_located(add_one):
    mod = tvm_parse(add_one.replace('        T.func_attr({"target": T.target("cuda", host="llvm")})\n', ""))
    with pytest.raises(tirsat.PassError) as info:
        tvm.transform.Sequential([tt.SplitHostDevice()])(mod)
    assert (info.value.pass_name, info.value.function) == ("SplitHostDevice", "main")
    with pytest.raises(ValueError, match="unknown tirsat pass"):
        tt.tirsat_pass("NoSuchPass")
    with pytest.raises(ValueError, match="cannot replace"):
        tt.default_pipeline("cuda", replace=["MakePackedAPI"])


# ---------------------------------------------------------------- TVM's pipeline, CUDA


def test_tvm_pipeline_with_our_merge_is_race_free_where_tvm_races(reverse_copy):
    mod = tvm_parse(reverse_copy)
    results = {}
    for name in ("s_tir", tt.default_pipeline(CUDA)):
        cap = AfterMerge()
        with tvm.transform.PassContext(instruments=[cap]):
            lowered = tvm.tirx.get_tir_pipeline(name)[0](mod)
        assert len(cap.texts) == 1
        assert {g.name_hint for g in lowered.get_global_vars()} == {"main", "main_kernel"}
        results[name] = tirsat.run(cap.texts[0])
    tvm_run, ours_run = results["s_tir"], results[tt.default_pipeline(CUDA)]
    assert tvm_run.race_count > 0
    assert ours_run.race_count == 0
    assert ours_run.outputs == tirsat.run(reverse_copy).outputs


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
        self.rms = nn.RMSNorm(128, axes=-1)

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


# Kernels TVM's own Relax pipeline schedules for CUDA (dlight): tiled matmuls
# with shared-memory staging, a convolution, cross-thread reductions
# (layer_norm, rms_norm, softmax, sum), transposes.
MODELS = {
    "mlp": (MLP, {"x": nn.spec.Tensor((4, 256), "float32")}),
    "norm": (NormMLP, {"x": nn.spec.Tensor((2, 128), "float32")}),
    "attention": (Attention, {"x": nn.spec.Tensor((32, 64), "float32")}),
    "conv": (Conv, {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")}),
    "bmm_fp16": (
        BatchMatmulSum,
        {"a": nn.spec.Tensor((2, 32, 32), "float16"), "b": nn.spec.Tensor((2, 32, 32), "float16")},
    ),
}


def _cuda_tir(model, spec):
    """The TIR of a Relax model scheduled for CUDA by TVM's own Relax pipeline."""
    mod, _ = model().export_tvm(spec={"forward": spec})
    mod = relax.get_default_pipeline(CUDA)(mod)
    tir = tvm.IRModule({gv: f for gv, f in mod.functions_items() if isinstance(f, tvm.tirx.PrimFunc)})
    return tvm.tirx.transform.BindTarget(CUDA)(tir)


def _roundtrip_then_tvm_merge():
    """TVM's merge after a print/parse round trip: what TVM's own merge gives
    on the module as the crossing hands it back (dotted parameter names come
    back as printed, `tvm_storage_sync` comes back void)."""

    @tvm.transform.module_pass(opt_level=0, name="roundtrip")
    def roundtrip(m, _ctx):
        return tvm.script.from_source(m.script())

    return tvm.transform.Sequential([roundtrip, TVM_MERGE()])


@pytest.mark.parametrize("static", [False, True], ids=["dynamic", "static"])
@pytest.mark.parametrize("model", sorted(MODELS))
def test_tvm_pipeline_with_our_merge_on_tvm_scheduled_kernels(model, static):
    tir = _cuda_tir(*MODELS[model])
    config = STATIC if static else {}
    ours_pipeline = tt.default_pipeline(CUDA)
    cap = AfterMerge()
    tt.stats.reset()
    with tvm.transform.PassContext(config=config, instruments=[cap]):
        ours = tvm.tirx.get_tir_pipeline(ours_pipeline)[0](tir)
    crossed = tt.stats.functions
    with tvm.transform.PassContext(config=config):
        try:
            theirs = tvm.tirx.get_tir_pipeline("s_tir")[0](tir)
        except Exception as e:  # noqa: BLE001 - TVM's FFI error class
            # TVM 0.27 merging static shared memory crashes on the 1-element
            # reduction buffers of cross-thread reductions; tirsat's merges.
            assert static and "buffer_byte_offsets" in str(e), e
            theirs = None
        else:
            saved = tt._FACTORIES["MergeSharedMemoryAllocations"]
            tt._FACTORIES["MergeSharedMemoryAllocations"] = _roundtrip_then_tvm_merge
            try:
                theirs_rt = tvm.tirx.get_tir_pipeline(ours_pipeline)[0](tir)
            finally:
                tt._FACTORIES["MergeSharedMemoryAllocations"] = saved
    names = sorted(g.name_hint for g in ours.get_global_vars())
    assert any(n.endswith("_kernel") for n in names)
    if static:
        assert crossed >= 1  # every model here has a kernel with shared memory
    if theirs is not None:
        # TVM-equal wherever TVM's own pipeline works.
        assert names == sorted(g.name_hint for g in theirs.get_global_vars())
        for n in names:
            assert equal(ours[n], theirs[n]) or equal(ours[n], theirs_rt[n]), n
    else:
        # Where TVM crashes: one merged static pool per kernel that had shared
        # memory, and no shared buffer left out of it.
        merged = cap.texts[0]
        for f in tir.get_global_vars():
            body = merged.split(f"def {f.name_hint}(")[1].split("@T.prim_func")[0]
            pools = [line for line in body.splitlines() if "T.alloc_shared(" in line]
            assert len(pools) <= 1, pools
            if pools:
                assert '"uint8"' in pools[0] and "data=buf_shmem.data" in body
    if not static:
        return
    # Every kernel the interpreter runs before the merge is race-free after
    # it and computes the same outputs (a kernel it cannot run before the
    # merge, e.g. reading a buffer it never wrote, is skipped).
    before = cap.before[0]
    ran = 0
    for f in tir.get_global_vars():
        try:
            expected = tirsat.run(before, f.name_hint)
        except tirsat.TirsatError:
            continue
        after = tirsat.run(cap.texts[0], f.name_hint)
        ran += 1
        assert after.race_count == 0, (f.name_hint, after.races[:3])
        assert after.outputs == expected.outputs, f.name_hint
    assert ran >= 1


# ---------------------------------------------------------------- Relax on llvm, executed


class BF16MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(64, 32, dtype="bfloat16")

    def forward(self, x):
        return nn.relu(self.fc1(x))


def test_relax_model_on_llvm_with_tirsat_passes_equals_numpy():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    bf16, f32 = ml_dtypes.bfloat16, np.float32
    mod, params = BF16MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 64), "bfloat16")}})
    assert [n for n, _ in params] == ["fc1.weight", "fc1.bias"]
    target = tvm.target.Target("llvm")
    tt.stats.reset()
    pipeline = tt.default_pipeline(target, replace=["BF16ComputeLegalize", "MergeSharedMemoryAllocations"])
    ex = tvm.compile(mod, target, tir_pipeline=pipeline)
    assert tt.stats.functions >= 1  # tirsat legalized the bf16 kernels

    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 64)).astype(bf16)
    w = rng.standard_normal((32, 64)).astype(bf16)
    b = rng.standard_normal((32,)).astype(bf16)
    dev = tvm.cpu()
    vm = relax.VirtualMachine(ex, dev)
    out = vm["forward"](*(tvm.runtime.tensor(a, dev) for a in (x, w, b))).numpy()

    # numpy, with TVM's bfloat16 semantics: each step computed in float32 and
    # rounded to bfloat16 when stored.
    acc = np.zeros((4, 32), dtype=bf16)
    for k in range(64):
        acc = (acc.astype(f32) + x[:, k : k + 1].astype(f32) * w[:, k].astype(f32)[None, :]).astype(bf16)
    ref = np.maximum((acc.astype(f32) + b.astype(f32)).astype(bf16).astype(f32), 0).astype(bf16)
    assert out.dtype == bf16
    assert np.array_equal(out.view(np.uint16), ref.view(np.uint16))
