"""The public API at its edges (issue 28 pts 3 and 4): capacities and fit mode, exact planning
of the smallest instances, ranges as tuples or lists with checked integer bounds, argument
names in every argument error, and inputs nested as deeply as TVM builds them."""

import pathlib
import threading

import pytest

import tirsat

ROOT = pathlib.Path(__file__).resolve().parents[2]
DEEP = ROOT / "tests" / "corpus" / "deep"

TWO = [(0, 2, 8), (1, 3, 8)]  # both live at time 1: 16 bytes
# Live bytes 9, but every layout needs 10 (fragmentation).
GAP = [(4, 6, 2), (5, 9, 5), (3, 6, 1), (3, 5, 3), (2, 6, 1), (0, 4, 4), (6, 8, 3), (0, 2, 5)]


# ---------------------------------------------------------------- pack: capacity and fit mode


def test_pack_says_whether_the_capacity_was_met():
    met = tirsat.pack(TWO, capacity=16)
    assert (met.peak, met.capacity, met.fits, met.proof) == (16, 16, True, None)
    # The case: capacity 4 cannot be met; the layout (optimal, valid) says so.
    low = tirsat.pack(TWO, capacity=4)
    assert (low.peak, low.optimal, low.valid, low.capacity) == (16, True, True, 4)
    assert low.fits is False and low.proof == "16 bytes are live at one time"
    # Above the live bytes but below the optimum: proven by the search, not the bound.
    frag = tirsat.pack(GAP, capacity=9, node_limit=100_000)
    assert (frag.peak, frag.optimal, frag.fits) == (10, True, False)
    assert frag.proven_lower_bound == 10 and frag.proof == "no layout needs fewer than 10 bytes"
    # Without a capacity nothing is claimed.
    assert tirsat.pack(TWO).fits is None


def test_pack_fit_mode():
    yes = tirsat.pack(GAP, capacity=10, first_fit=True)
    assert (yes.planner, yes.fits, yes.valid) == ("fit", True, True)
    assert yes.peak is not None and yes.peak <= 10 and len(yes.offsets) == len(GAP)
    by_bound = tirsat.pack(GAP, capacity=8, first_fit=True)
    assert (by_bound.fits, by_bound.peak, by_bound.offsets) == (False, None, [])
    assert by_bound.proof == "9 bytes are live at one time"
    by_search = tirsat.pack(GAP, capacity=9, first_fit=True)
    assert (by_search.fits, by_search.proof) == (False, "the complete search found no layout")
    assert by_search.proven_lower_bound == 10 and by_search.nodes > 0
    with pytest.raises(ValueError, match="first_fit needs a capacity"):
        tirsat.pack(GAP, first_fit=True)
    with pytest.raises(ValueError, match="node_limit"):
        tirsat.pack(GAP, capacity=10, first_fit=True, node_limit=10)


def test_pack_fit_mode_takes_the_capacity_of_a_csv_name(tmp_path):
    path = tmp_path / "two.12.csv"
    path.write_text("id,lower,upper,size\n0,0,2,8\n1,1,3,8\n")
    r = tirsat.pack(path, first_fit=True)
    assert (r.capacity, r.fits) == (12, False)


@pytest.mark.parametrize("buffers", [[(0, 1, 4)], TWO, [(0, 2, 8), (2, 4, 8)]])
def test_exact_planner_from_one_buffer_up(buffers):
    r = tirsat.pack(buffers, planner="exact")
    assert r.optimal and r.valid and r.peak == r.lower_bound
    assert "too large" not in r.method, r.method


# ---------------------------------------------------------------- pack: argument errors


@pytest.mark.parametrize(
    "kwargs, error, words",
    [
        ({"capacity": 4.0}, TypeError, "capacity: expected an integer, got float"),
        ({"capacity": True}, TypeError, "capacity: expected an integer, got bool"),
        ({"capacity": -1}, ValueError, "capacity must be >= 0"),
        ({"capacity": 2**70}, OverflowError, "capacity: 1180591620717411303424 does not fit"),
        ({"node_limit": 2**64}, OverflowError, "node_limit"),
        ({"node_limit": -1}, ValueError, "node_limit must be >= 0"),
        ({"node_limit": 1.5}, TypeError, "node_limit"),
        ({"time_limit": "1"}, TypeError, "time_limit"),
        ({"time_limit": float("nan")}, ValueError, "time_limit"),
        ({"time_limit": -1}, ValueError, "time_limit"),
        ({"planner": 1}, TypeError, "planner"),
        ({"planner": "magic"}, ValueError, "unknown planner"),
        ({"first_fit": "yes"}, TypeError, "first_fit"),
    ],
)
def test_pack_argument_errors_name_the_argument(kwargs, error, words):
    with pytest.raises(error, match=words.replace("(", r"\(")):
        tirsat.pack(TWO, **kwargs)


@pytest.mark.parametrize(
    "buffers, error, words",
    [
        (5, TypeError, "buffers: expected a sequence"),
        ([(0, 1)], TypeError, r"buffers\[0\]: expected \(start, end, size\)"),
        ([(0, 1, 4), (0, 1, 4.5)], TypeError, r"buffers\[1\]: size: expected an integer, got float"),
        ([(0.5, 1, 4)], TypeError, r"buffers\[0\]: start"),
        ([(0, 1, 2**64)], OverflowError, r"buffers\[0\]: size: 18446744073709551616 does not fit"),
        ([(0, 2**63, 4)], OverflowError, r"buffers\[0\]: end"),
        ([(0, 1, -4)], ValueError, r"buffers\[0\]: size must be >= 0"),
        ([(0, 1, 4, 0)], ValueError, r"buffers\[0\]: alignment must be >= 1"),
        ([(3, 1, 4)], ValueError, "end 1 is before start 3"),
    ],
)
def test_pack_buffer_errors_name_the_buffer(buffers, error, words):
    with pytest.raises(error, match=words):
        tirsat.pack(buffers)


def test_pack_accepts_numpy_integers():
    np = pytest.importorskip("numpy")
    r = tirsat.pack([(np.int64(0), np.int32(2), np.uint64(8)), (1, 3, 8)], capacity=np.int64(16))
    assert (r.peak, r.fits) == (16, True)


# ---------------------------------------------------------------- simplify / prove: ranges


def test_ranges_as_tuples_lists_or_ranges():
    for spec in ((0, 128), [0, 128], range(0, 128)):
        assert tirsat.simplify("(x * 4 + 3) // 4", {"x": spec}) == "x"
    assert tirsat.simplify("x + 1", {"x": [0, 10, "int64"]}) == "x + T.int64(1)"
    assert tirsat.prove("x >= 1", {"x": [1, 4]})
    assert tirsat.simplify("T.min(x, 10)", {"x": [None, 5]}) == "x"


def test_float_bounds_are_rejected_not_truncated():
    # Truncated, (0.5, 4) would be (0, 4) and disprove x >= 1.
    with pytest.raises(TypeError, match=r"range of `x`: lower bound must be an integer or None, got float 0.5"):
        tirsat.prove("x >= 1", {"x": (0.5, 4)})
    with pytest.raises(TypeError, match=r"range of `x`: upper bound .* float 4.0"):
        tirsat.simplify("x", {"x": [0, 4.0]})
    with pytest.raises(TypeError, match=r"range of `x`: lower bound .* bool"):
        tirsat.simplify("x", {"x": (True, 4)})


def test_bounds_are_checked_against_the_type():
    with pytest.raises(ValueError, match=r"range of `x`: upper bound 1099511627776 \(exclusive\) is outside int32"):
        tirsat.simplify("x", {"x": (0, 2**40)})
    with pytest.raises(ValueError, match=r"range of `x`: lower bound -1 is outside uint8"):
        tirsat.simplify("x", {"x": (-1, 4, "uint8")})
    with pytest.raises(ValueError, match="outside int64"):
        tirsat.simplify("x", {"x": (0, 2**70, "int64")})
    # The whole range of a type bounds nothing, also where it does not fit 64 signed bits.
    assert tirsat.simplify("x + 0", {"x": (-(2**63), 2**63, "int64")}) == "x"
    assert tirsat.simplify("x + T.uint64(0)", {"x": (0, 2**64, "uint64")}) == "x"
    assert tirsat.prove("x <= 2147483647", {"x": (-(2**31), 2**31)})
    # A uint64 bound beyond 2**63 - 1 cannot be held: said, with the bound's name.
    with pytest.raises(OverflowError, match=r"range of `x`: upper bound: 9223372036854775813 does not fit"):
        tirsat.simplify("x", {"x": (0, 2**63 + 5, "uint64")})
    with pytest.raises(ValueError, match=r"range of `x` is empty: \[5, 5\)"):
        tirsat.simplify("x", {"x": (5, 5)})


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda: tirsat.simplify("x", [("x", 0, 4)]), TypeError, "ranges: expected a mapping"),
        (lambda: tirsat.simplify("x", {1: (0, 4)}), TypeError, "ranges: keys must be str"),
        (lambda: tirsat.simplify("x", {"x": (0, 4, 5, 6)}), TypeError, r"range of `x`: expected \(lo, hi\)"),
        (lambda: tirsat.simplify("x", {"x": 4}), TypeError, r"range of `x`: expected"),
        (lambda: tirsat.simplify("x", {"x": (0, 4, 64)}), TypeError, "range of `x`: the type must be a str"),
        (lambda: tirsat.simplify("x", {"x": (0, 4, "float32")}), ValueError, "not an integer type"),
        (lambda: tirsat.simplify("x", {"x": range(0, 8, 2)}), ValueError, "only step 1"),
        (lambda: tirsat.simplify(5), TypeError, "expr: expected a str"),
        (lambda: tirsat.prove(None), TypeError, "pred: expected a str"),
        (lambda: tirsat.simplify("x", rules=5), TypeError, "rules: expected a path"),
    ],
)
def test_arith_argument_errors_name_the_argument(call, error, words):
    with pytest.raises(error, match=words):
        call()


# ---------------------------------------------------------------- TVMScript and run


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda s: tirsat.fmt(s, file=3), TypeError, "file: expected a str"),
        (lambda s: tirsat.check(b"\xff"), ValueError, "source: not UTF-8"),
        (lambda s: tirsat.check(3), TypeError, "source: expected TVMScript text"),
        (lambda s: tirsat.lower(s, pipeline=3), TypeError, "pipeline: expected a str"),
        (lambda s: tirsat.lower(s, passes=5), TypeError, "passes: expected pass names"),
        (lambda s: tirsat.lower(s, passes=[5]), TypeError, "passes: expected pass names"),
        (lambda s: tirsat.lower(s, verify_each="yes"), TypeError, "verify_each: expected True or False"),
        (lambda s: tirsat.lower(s, config={"tirx.merge_static_smem": 1.5}), TypeError,
         r"config\['tirx.merge_static_smem'\]: expected str, int or bool, got float"),
        (lambda s: tirsat.lower(s, config=[("a", "b")]), TypeError, "config: expected a mapping"),
        (lambda s: tirsat.lower(s, config={1: "b"}), TypeError, "config: keys must be str"),
        (lambda s: tirsat.pipeline_passes(3), TypeError, "name: expected a str"),
        (lambda s: tirsat.run(s, seed=-1), ValueError, "seed must be >= 0"),
        (lambda s: tirsat.run(s, seed=2**64), OverflowError, "seed: 18446744073709551616 does not fit"),
        (lambda s: tirsat.run(s, seed=1.5), TypeError, "seed: expected an integer"),
        (lambda s: tirsat.run(s, function=3), TypeError, "function: expected a str"),
        (lambda s: tirsat.run(s, scalars={"n": 2**70}), OverflowError, r"scalars\['n'\]: .* does not fit"),
        (lambda s: tirsat.run(s, scalars={"n": 1.5}), TypeError, r"scalars\['n'\]: expected an integer"),
        (lambda s: tirsat.run(s, scalars=[("n", 1)]), TypeError, "scalars: expected a mapping"),
    ],
)
def test_script_argument_errors_name_the_argument(add_one, call, error, words):
    with pytest.raises(error, match=words):
        call(add_one)


# ---------------------------------------------------------------- depth (issue 28 pt 3)


def deep_inputs():
    names = sorted(p.name for p in DEEP.iterdir() if p.is_dir())
    assert len(names) >= 4, f"the deep corpus is missing: {DEEP}"
    return names


def in_small_thread(fn):
    """Runs `fn` on a thread with a 512 KiB stack: nothing may need a large one."""
    out = []
    old = threading.stack_size(512 * 1024)
    try:
        t = threading.Thread(target=lambda: out.append(fn()))
        t.start()
        t.join()
    finally:
        threading.stack_size(old)
    assert out, "the call died"
    return out[0]


@pytest.mark.parametrize("name", deep_inputs())
def test_deep_kernels_read_lower_and_print(name):
    src = (DEEP / name / "input.py").read_text()

    def work():
        printed = tirsat.fmt(src)
        assert tirsat.fmt(printed) == printed
        assert tirsat.check(src) == []
        lowered = tirsat.lower(src, pipeline="default", verify_each=True)
        assert tirsat.check(lowered) == []
        return printed, lowered

    printed, lowered = in_small_thread(work)
    assert "def " in printed and "__tvm_ffi_" in lowered


def test_a_flat_sum_of_10000_terms():
    terms = " + ".join(f"A[{k % 16}]" for k in range(10_000))
    src = (
        "from tvm.script import tirx as T\n"
        "@T.prim_func\n"
        'def f(A: T.Buffer((16,), "float32"), B: T.Buffer((1,), "float32")):\n'
        f"    B[0] = {terms}\n"
    )
    out = in_small_thread(lambda: tirsat.fmt(src))
    assert out.count(" + A[") == 9_999
    r = in_small_thread(lambda: tirsat.run(src, scalars={}))
    assert r.outputs[1] is not None and r.race_count == 0
