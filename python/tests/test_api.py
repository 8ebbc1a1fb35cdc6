"""The `tirsat` module: every function through the public API, errors located."""

import pathlib
import pickle
import threading

import pytest

import tirsat


def line_col(text: str, needle: str):
    """1-based line and column of the first `needle` in `text`."""
    for n, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return n, line.index(needle) + 1
    raise AssertionError(f"{needle!r} not in text")


# ---------------------------------------------------------------- TVMScript


def test_fmt_is_idempotent(add_one):
    once = tirsat.fmt(add_one)
    assert once.startswith("# from tvm.script import ir as I")
    assert tirsat.fmt(once) == once


def test_check_reports_function_and_variable(add_one):
    assert tirsat.check(add_one) == []
    bad = add_one.replace("X[tx] = A[bx * 128 + tx]", "X[tx] = A[bx * 128 + tx + n]").replace(
        "        X = T.alloc_buffer", "        n = T.int32()\n        X = T.alloc_buffer"
    )
    diags = tirsat.check(bad)
    assert [(d.function, d.variable) for d in diags] == [("main", "n")]
    assert "n is used but not defined" in diags[0].message


def test_lower_pipeline_and_passes(add_one):
    out = tirsat.lower(add_one, pipeline="default", config={"tirx.merge_static_smem": True}, verify_each=True)
    assert "def main_kernel(" in out and "__tvm_ffi_main" in out
    # The same as the pipeline's passes by name.
    names = tirsat.pipeline_passes("default")
    assert tirsat.lower(add_one, passes=names, config={"tirx.merge_static_smem": "1"}) == out
    # A comma-separated string works as on the command line.
    assert tirsat.lower(add_one, passes=",".join(names), config={"tirx.merge_static_smem": 1}) == out


def test_lower_rejects_unknown_config(add_one):
    # As the CLI's --config: an unknown option or an invalid value names the option.
    with pytest.raises(ValueError) as e:
        tirsat.lower(add_one, pipeline="default", config={"tirx.merge_static_smme": True})
    assert "config `tirx.merge_static_smme`: unknown option `tirx.merge_static_smme` (known: " in str(e.value)
    assert "tirx.merge_static_smem" in str(e.value)
    with pytest.raises(ValueError) as e:
        tirsat.lower(add_one, pipeline="default", config={"tirx.merge_static_smem": "banana"})
    assert "config `tirx.merge_static_smem`: invalid value for tirx.merge_static_smem: expected a boolean" in str(e.value)
    with pytest.raises(ValueError) as e:
        tirsat.lower(add_one, pipeline="default", config={"": 1})
    assert "empty option name" in str(e.value)


def test_lower_merges_race_free(reverse_copy):
    out = tirsat.lower(reverse_copy, passes=["MergeSharedMemoryAllocations"])
    assert '"uint8", scope="shared.dyn"' in out
    # A and B are live in the same statement: 2 x 512 bytes, not 512.
    assert "T.alloc_buffer((1024,)" in out


def test_lower_argument_errors(add_one):
    with pytest.raises(ValueError, match="unknown pass `NoSuchPass`"):
        tirsat.lower(add_one, passes=["NoSuchPass"])
    with pytest.raises(ValueError, match="unknown pipeline `nope`"):
        tirsat.lower(add_one, pipeline="nope")
    with pytest.raises(ValueError, match="must run before"):
        tirsat.lower(add_one, passes=["SplitHostDevice", "MergeSharedMemoryAllocations"])
    with pytest.raises(TypeError):
        tirsat.lower(42)


def test_parse_error_is_located(add_one):
    bad = add_one.replace("T.float32(1)", "T.nosuch(1)")
    line, col = line_col(bad, "T.nosuch")
    with pytest.raises(tirsat.ParseError) as info:
        tirsat.lower(bad, passes=["MergeSharedMemoryAllocations"], file="kernel.py")
    e = info.value
    assert (e.file, e.line, e.column) == ("kernel.py", line, col)
    assert "nosuch" in e.message
    assert str(e).startswith(f"kernel.py:{line}:{col}: ")
    assert isinstance(e, tirsat.TirsatError)
    # Picklable with its location (for process pools).
    again = pickle.loads(pickle.dumps(e))
    assert (again.file, again.line, again.column, again.message) == (e.file, e.line, e.column, e.message)


def test_pass_error_names_pass_function_variable():
    # `n` is used but no parameter passes it in.
    src = '''
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "int32")):
        T.func_attr({"target": T.target("llvm", host="llvm")})
        n = T.int32()
        for i in range(64):
            A[i] = n
'''
    with pytest.raises(tirsat.PassError) as info:
        tirsat.lower(src, passes=["MakePackedAPI"])
    e = info.value
    assert (e.pass_name, getattr(e, "pass"), e.function, e.variable) == (
        "MakePackedAPI",
        "MakePackedAPI",
        "main",
        "n",
    )
    assert str(e).startswith("MakePackedAPI: in function main: ")


def test_lower_with_a_rule_directory(tmp_path):
    # `tirsat.rules` names the rule directory the passes simplify with: without
    # the `linear-div` entry, LowerDeviceStorageAccessInfo leaves the unit
    # offset `(i * 4 + 8) / 4` as it is.
    root = pathlib.Path(__file__).resolve().parents[2]
    rules = tmp_path / "rules"
    rules.mkdir()
    for f in sorted((root / "rules").glob("*.rules")):
        lines = f.read_text().splitlines()
        (rules / f.name).write_text("\n".join(l for l in lines if not l.startswith("linear-div:")))
    src = '''
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main():
        buf = T.alloc_buffer((64,), "float32", scope="global.test_wide_unit")
        for i in range(4):
            T.evaluate(T.call_intrin("int32", "tirx.tvm_access_ptr", T.type_annotation("float32"), buf.data, i * 4 + 8, 4, 1))
'''
    info = str(root / "tests/passes/LowerDeviceStorageAccessInfo/memory_info.json")
    lower = lambda **cfg: tirsat.lower(
        src, passes=["LowerDeviceStorageAccessInfo"], config={"tirsat.memory_info": info, **cfg}
    )
    assert "T.evaluate(i + 2)" in lower()
    assert lower(**{"tirsat.rules": str(root / "rules")}) == lower()
    assert "T.evaluate(T.Div(i * 4 + 8, 4))" in lower(**{"tirsat.rules": str(rules)})
    (rules / "linear.rules").write_text("# sums\nlinear-sum: (+ ?a ?b) => @linear_frob\n")
    with pytest.raises(tirsat.PassError) as e:
        lower(**{"tirsat.rules": str(rules)})
    assert f"{rules / 'linear.rules'}:2:26: unknown applier `@linear_frob`" in str(e.value)


def test_pass_error_without_variable():
    src = '''
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((64,), "int32")):
        tx = T.launch_thread("threadIdx.x", 64)
        A[tx] = 1
'''
    with pytest.raises(tirsat.PassError) as info:
        tirsat.lower(src, passes=["SplitHostDevice"])
    assert (info.value.function, info.value.variable) == ("main", None)
    assert "target" in info.value.message


def test_deep_nesting_does_not_overflow():
    # 3,000 nested parentheses: the reader recurses; the worker thread's
    # large stack carries it.
    nested = "(" * 3000 + "i" + ")" * 3000
    src = f'''
from tvm.script import tirx as T
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        A[i] = {nested} + 1
'''
    assert tirsat.fmt(src).splitlines()[-1].strip() == "A[i] = i + 1"


# ---------------------------------------------------------------- arithmetic


def test_simplify_with_ranges_and_types():
    assert tirsat.simplify("(x * 4 + 3) // 4", {"x": (0, 128)}) == "x"
    assert tirsat.simplify("x % 8", {"x": range(0, 8)}) == "x"
    # Without a range nothing is known about x.
    assert tirsat.simplify("x % 8") == "x % 8"
    assert tirsat.simplify("T.min(x, 10)", {"x": (None, 5)}) == "x"
    assert tirsat.simplify("x + 1", {"x": (0, 10, "int64")}) == "x + T.int64(1)"


def test_simplify_errors():
    with pytest.raises(tirsat.ParseError) as info:
        tirsat.simplify("x + * 2")
    assert info.value.file == "<expr>" and info.value.line == 1
    with pytest.raises(ValueError, match="empty"):
        tirsat.simplify("x", {"x": (5, 5)})
    with pytest.raises(ValueError, match="not an integer type"):
        tirsat.simplify("x", {"x": (0, 4, "float32")})
    with pytest.raises(tirsat.ParseError):
        tirsat.simplify("x", rules="/nonexistent/rules/dir")


def test_prove_verdicts():
    assert tirsat.prove("x * 4 + 3 < 512", {"x": (0, 128)})
    p = tirsat.prove("x < 100", {"x": (0, 128)})
    assert not p and p.verdict == "disproved" and 100 <= p.counterexample["x"] < 128
    with pytest.raises(ValueError, match="not a boolean"):
        tirsat.prove("x + 1", {"x": (0, 4)})


def test_prove_bounded_shifts_and_masks():
    # TVM's Analyzer proves these from the bounds of `>>` and `&` (issue 32 pt 3).
    assert tirsat.prove("(tx >> 2) < 32", {"tx": (0, 128)})
    assert tirsat.prove("(tx & 7) < 8", {"tx": (0, 128)})
    p = tirsat.prove("(tx >> 2) < 31", {"tx": (0, 128)})
    assert p.verdict == "disproved" and p.counterexample["tx"] >= 124


# ---------------------------------------------------------------- packing


def test_pack_tuples():
    layout = tirsat.pack([(0, 3, 4), (3, 9, 4), (0, 9, 4), (9, 21, 4), (0, 21, 4)])
    assert (layout.peak, layout.lower_bound, layout.optimal, layout.valid) == (12, 12, True, True)
    assert len(layout.offsets) == 5 and layout.planner == "best"
    # Alignment as a fourth element.
    aligned = tirsat.pack([(0, 2, 3, 1), (0, 2, 4, 16)])
    assert aligned.offsets[1] % 16 == 0


def test_pack_every_planner_is_validated():
    # Two buffers live at once need 1,024 bytes; each planner's layout is
    # validated and reported valid only if it keeps them apart.
    for planner in ("tvm", "greedy", "exact", "best"):
        layout = tirsat.pack([(0, 2, 512), (1, 3, 512)], planner=planner, time_limit=1)
        assert layout.planner == planner
        assert layout.valid == (layout.peak >= 1024)


def test_pack_csv(tmp_path):
    path = tmp_path / "tiny.20.csv"
    path.write_text("id,lower,upper,size\n0,0,2,8\n1,1,3,8\n2,2,4,4\n")
    layout = tirsat.pack(path)
    assert layout.names == ["0", "1", "2"]
    assert layout.capacity == 20  # from the file name
    assert layout.peak == layout.lower_bound == 16 and layout.optimal
    assert tirsat.pack(str(path), capacity=64).capacity == 64


def test_pack_node_limit():
    # Live bytes 9, optimum 10 (fragmentation): the greedy start is 11, and only
    # the search proves 10. A node budget of 0 leaves the greedy layout unproven;
    # a large one reaches and proves the optimum; the same budget gives the same
    # layout every time.
    gap = [(4, 6, 2), (5, 9, 5), (3, 6, 1), (3, 5, 3), (2, 6, 1), (0, 4, 4), (6, 8, 3), (0, 2, 5)]
    none = tirsat.pack(gap, node_limit=0)
    assert (none.peak, none.lower_bound, none.optimal, none.valid) == (11, 9, False, True)
    assert "(0 nodes)" in none.method
    full = tirsat.pack(gap, node_limit=100_000)
    assert (full.peak, full.optimal, full.valid) == (10, True, True)
    assert tirsat.pack(gap, node_limit=60).offsets == tirsat.pack(gap, node_limit=60).offsets
    with pytest.raises(ValueError, match="node_limit"):
        tirsat.pack(gap, node_limit=-1)


def test_pack_errors(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("id,lower,upper,size\n0,0,2,8\n1,x,3,8\n")
    with pytest.raises(tirsat.ParseError) as info:
        tirsat.pack(bad)
    assert (info.value.file, info.value.line) == (str(bad), 3)
    with pytest.raises(ValueError, match="unknown planner"):
        tirsat.pack([(0, 1, 4)], planner="magic")
    with pytest.raises(ValueError, match="end 1 is before start 3"):
        tirsat.pack([(3, 1, 4)])
    with pytest.raises(ValueError):
        tirsat.pack([(0, 1, 4)], time_limit=-1)
    with pytest.raises(TypeError):
        tirsat.pack([(0, 1)])


# ---------------------------------------------------------------- interpreter


def test_run_tells_tvm_layout_races_and_ours_does_not(reverse_copy, reverse_copy_tvm):
    before = tirsat.run(reverse_copy)
    assert before.race_count == 0
    assert before.outputs[1] == list(reversed(before.outputs[0]))
    merged = tirsat.lower(reverse_copy, passes=["MergeSharedMemoryAllocations"])
    after = tirsat.run(merged)
    assert after.race_count == 0 and after.outputs == before.outputs
    # TVM 0.27 puts A and B on the same bytes: the interpreter sees threads
    # of the block write B's bytes while others still read them as A.
    r = tirsat.run(reverse_copy_tvm)
    assert r.race_count > 0
    race = r.races[0]
    assert race.buffer == "buf_dyn_shmem" and race.first.thread != race.second.thread
    assert race.first.write or race.second.write


def test_results_are_typed_immutable_and_picklable(reverse_copy_tvm, add_one):
    # Results are classes made in Rust, not dicts: typed fields, read-only,
    # compared by value, printable, picklable (for multiprocessing).
    layout = tirsat.pack([(0, 4, 8), (0, 2, 4), (2, 4, 4)])
    run = tirsat.run(reverse_copy_tvm)
    (cmp,) = tirsat.compare(add_one, add_one)
    for obj, cls in ((layout, tirsat.Layout), (run, tirsat.Run), (run.races[0], tirsat.Race),
                     (run.races[0].first, tirsat.RaceAccess), (cmp, tirsat.Comparison)):
        assert type(obj) is cls and type(obj).__module__ == "tirsat"
        assert pickle.loads(pickle.dumps(obj)) == obj
        assert repr(obj).startswith(cls.__name__ + "(")
        with pytest.raises(AttributeError):
            obj.nonexistent = 1
    with pytest.raises(AttributeError):
        layout.peak = 0
    assert isinstance(run.races[0].block, tuple) and isinstance(layout.offsets, list)
    assert cmp.a.outputs == cmp.b.outputs and cmp.a.digest == cmp.b.digest and cmp.difference is None
    # Built from their fields in order, as the dataclasses they replace.
    again = tirsat.RaceAccess((1, 0, 0), True, "S[tx] = A[tx]")
    assert again.thread == (1, 0, 0) and again != run.races[0].first
    # Each field is documented.
    assert "Bytes the layout needs" in tirsat.Layout.peak.__doc__


def test_run_errors(add_one):
    with pytest.raises(ValueError, match="no function `nope`"):
        tirsat.run(add_one, "nope")
    with pytest.raises(tirsat.ParseError):
        tirsat.run("def main(:")


_POISON = """
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((32,), "float32"), B: T.Buffer((32,), "float32")):
        with T.launch_thread("blockIdx.x", 1) as bx:
            acc = T.alloc_local((1,), "float32")
            with T.launch_thread("threadIdx.x", 32) as tx:
                if tx < 16:
                    acc[0] = A[tx]
                B[tx] = acc[0] + T.float32(1.0)
"""

_LONG = """
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((1,), "int32")):
        with T.launch_thread("blockIdx.x", 60000) as bx:
            with T.launch_thread("threadIdx.x", 1024) as tx:
                for i in range(1000000):
                    A[0] = A[0] + 1
"""


def test_run_reports_poison_with_its_path():
    r = tirsat.run(_POISON)
    assert r.poison_count == 16
    p = r.poison[0]
    assert "B[16]" in p.what and "never written" in p.path[0]
    assert r.digest and r.seconds >= 0.0


def test_run_all_and_compare_take_every_entry_point(add_one):
    runs = tirsat.run_all(add_one)
    assert [r.function for r in runs] == [tirsat.run(add_one).function]
    lowered = tirsat.lower(add_one, pipeline="default")
    cmp = tirsat.compare(add_one, lowered)
    assert len(cmp) == 1 and cmp[0].difference is None, cmp[0].difference


def test_run_options():
    # A one-step limit stops the run; the cancel path of Ctrl-C is the same.
    with pytest.raises(tirsat.TirsatError, match="step limit"):
        tirsat.run(_LONG, max_steps=1000, all_blocks=True)
    with pytest.raises(ValueError, match="not both"):
        tirsat.run(_LONG, blocks=2, all_blocks=True)


def test_ctrl_c_stops_a_run_promptly():
    import _thread
    import threading
    import time

    timer = threading.Timer(0.5, _thread.interrupt_main)
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        tirsat.run(_LONG, all_blocks=True, max_steps=10**15)
    assert time.monotonic() - start < 10.0


# ---------------------------------------------------------------- threads


def _big_module(n: int) -> str:
    funcs = "".join(
        f'''
    @T.prim_func(s_tir=True)
    def f{i}(A: T.Buffer((64,), "float32")):
        for j in range(64):
            A[j] = A[j] * T.float32({i}) + T.float32(1)
'''
        for i in range(n)
    )
    return "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n@I.ir_module\nclass Module:" + funcs


def test_gil_is_released():
    text = _big_module(3000)
    done = threading.Event()
    result = {}

    def work():
        result["out"] = tirsat.fmt(text)
        done.set()

    t = threading.Thread(target=work)
    spins = 0
    t.start()
    while not done.is_set():
        spins += 1
    t.join()
    assert result["out"].count("@T.prim_func") == 3000
    # With the GIL held for the whole call this loop could not run meanwhile.
    assert spins > 10_000


def test_threads_give_identical_results(add_one):
    outs = []

    def work():
        outs.append(tirsat.lower(add_one, pipeline="default"))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(outs) == 4 and len(set(outs)) == 1
