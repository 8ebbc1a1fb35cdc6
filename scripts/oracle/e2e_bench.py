#!/usr/bin/env python3
"""Issue 15's figures, tirsat against TVM 0.27, in one run (``--json`` for one JSON object).

Sections (each skippable; ratios come from this one run):

* ``e2e`` -- the module shapes of ``gen_bench_module.py`` (``--shapes NAME[:FUNCTIONS],...``,
  default ``e2e:N,buffers:200,chain:50,small:100,grid:200``: issue 15's N functions x 2
  kernels x 2 ``shared.dyn`` buffers; 2 kernels x 11 buffers of mixed types in chains with
  in-place updates and long-lived buffers; 1 kernel x 48 buffers; 16 kernels x 1 buffer; 2
  kernels x 11 buffers on 2-D thread blocks with wrapped indices, loops and conditionals),
  per shape:
  TVM 0.27 in this process: the three passes (MergeSharedMemoryAllocations, SplitHostDevice,
  MakePackedAPI) on its parsed module, ``--repeat`` times (best and median), and read
  (TVMScript parser) + passes + ``script()``, ``--e2e-repeat`` times (default ``--repeat``;
  TVM's parser takes minutes on the larger shapes); tirsat (a release binary, default
  ``target/release/tirsat``) as a subprocess: ``tirsat lower FILE --passes
  MergeSharedMemoryAllocations,SplitHostDevice,MakePackedAPI --time-passes`` (wall time of the
  whole process: start-up counts against tirsat, ``import tvm`` does not count for TVM), its
  user and system CPU time, minor page faults and peak RSS (``wait4``), and the passes alone
  from ``--time-passes``; the ratios TVM / tirsat of the passes (best, median) and end to end.
  ``--instructions`` adds tirsat's instruction count in ``run_passes`` (callgrind, one rayon
  thread: load-independent).
* ``corpus`` -- the real corpus (``tests/corpus/real/*/input.py``, TVM 0.27's own dlight/Relax
  kernels cut before its MergeSharedMemoryAllocations): per module, TVM's slice
  (MergeSharedMemoryAllocations, SplitHostDevice, MakePackedAPI, FP8StorageLegalize,
  BF16StorageLegalize) on its parse of the input against ``tirsat lower input.py --passes
  <the same> --time-passes``, medians of ``--corpus-repeat`` (default 5), the ratio, the sums
  and the modules whose passes take longer than TVM's.
* ``fmt`` -- ``tirsat fmt`` of the same module and of ``gen_fmt_bench.py``'s module of
  ``--fmt-functions`` functions: MB/s of input; TVM's parse + ``script()`` of the first.
* ``large`` -- ``tirsat lower --pipeline default`` on ``--large`` functions (default 20,000; 0
  skips): wall, CPU, peak RSS, output size (once).
* ``packing`` -- MiniMalloc's 11 challenging instances (``*.1048576.csv`` in ``--packing-dir``,
  default ``../shared/packing-bench/minimalloc``) at ``--capacity`` (default 1,048,576), fit
  mode: ``tirsat pack --first-fit --capacity C --json`` per instance (wall and CPU), and
  MiniMalloc itself when ``--minimalloc BINARY`` is given (``--capacity=C --input=X
  --output=OUT --validate``), whole processes one after another. A MiniMalloc run still going
  after ``--minimalloc-timeout`` seconds (default 60) is killed and reported as timed out, not
  as a time; totals and the ratio MiniMalloc / tirsat are over the instances both finished.
* ``optimise`` -- optimising mode (``tirsat pack --json --time-limit T``, ``--optimise-time``,
  default 5 s) on D and J of MiniMalloc's set and on idealloc's pangu_2.6B and S_1
  (``--idealloc-dir``): best peak, live-bytes bound, best proven bound, gap to it, optimal or
  not, seconds to the best layout and to the proof.

Timings are wall clock of whole processes; on a loaded machine label them "under load" (the
CPU times and page faults are less sensitive to load).

TVM is imported only by the sections that run it (``e2e``, and with it ``fmt``'s TVM column):
``--skip e2e`` runs the rest with any Python 3 and no TVM.

``--tvm-passes FILE... [--slice] [--repeat K]`` only times TVM's passes (or the corpus slice)
on each file, one JSON line per file (``cargo bench --bench pipeline`` uses it).

Usage: ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/e2e_bench.py [N] [--repeat K]
       [--shapes NAME[:N],...] [--e2e-repeat K] [--corpus-dir DIR] [--corpus-repeat K]
       [--instructions] [--tirsat target/release/tirsat] [--large N] [--fmt-functions N] [--packing-dir DIR]
       [--minimalloc BINARY] [--minimalloc-timeout SECS] [--capacity C] [--idealloc-dir DIR]
       [--optimise-time SECS] [--baseline BINARY] [--skip SECTION,...] [--json]
(build first: ``cargo build --release``)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_bench_module  # noqa: E402
import gen_fmt_bench  # noqa: E402

REPO = os.path.dirname(os.path.dirname(HERE))

# TVM is imported by the sections that run it (``e2e``, and ``fmt``'s TVM column of the e2e
# module), not at start: ``fmt`` alone, ``large``, ``packing`` and ``optimise`` run without it.
tvm = None
tvmio = None


def load_tvm():
    """Imports TVM 0.27 and ``tvmio`` once, and parses and prints a small module so that the
    first measured parse does not pay for loading TVM's Python."""
    global tvm, tvmio
    if tvm is None:
        try:
            import tvm as tvm_module
            import tvmio as tvmio_module
        except ImportError as e:
            raise SystemExit(f"the e2e section needs TVM 0.27 ({e}): run with .venv-tvm/bin/python or --skip e2e")
        tvm, tvmio = tvm_module, tvmio_module
        tvmio.load_file(os.path.join(REPO, "examples", "matmul.py")).script()
    return tvm

PASSES = "MergeSharedMemoryAllocations,SplitHostDevice,MakePackedAPI"
PASS_LINE = re.compile(r"^pass (\S+): ([0-9.]+) ms$")


def tvm_passes(mod):
    mod = tvm.s_tir.transform.MergeSharedMemoryAllocations()(mod)
    mod = tvm.tirx.transform.SplitHostDevice()(mod)
    return tvm.tirx.transform.MakePackedAPI()(mod)


def stats(samples):
    return {"min": min(samples), "median": statistics.median(samples)}


TIME = "/usr/bin/time"


class Usage:
    """A finished process's CPU times, minor page faults and peak RSS (KB), as GNU time
    reports them: the process is started by ``/usr/bin/time``, not forked from this Python
    process, whose own peak RSS a forked child would inherit."""

    def __init__(self, fields):
        self.ru_utime, self.ru_stime = float(fields[0]), float(fields[1])
        self.ru_minflt, self.ru_maxrss = int(fields[2]), int(fields[3])


class TimedOut(Exception):
    """A process ran past its time limit and was killed."""


def measured(argv, ok=(0,), stdout_path=None, timeout=None):
    """Runs a process; returns (wall s, Usage, stdout, stderr); stdout goes to
    ``stdout_path`` instead when given (and "" is returned). With ``timeout`` (seconds), a
    process still running then is killed with everything it started, and ``TimedOut`` is
    raised."""
    with tempfile.NamedTemporaryFile("r") as rusage, tempfile.TemporaryFile() as err:
        out = open(stdout_path, "wb") if stdout_path else tempfile.TemporaryFile()
        with out:
            start = time.perf_counter()
            # A session of its own: on timeout the whole group (GNU time and the process it
            # runs) is killed, not only GNU time.
            proc = subprocess.Popen(
                [TIME, "-q", "-o", rusage.name, "-f", "%U %S %R %M", *argv],
                stdout=out,
                stderr=err,
                start_new_session=True,
            )
            try:
                code = proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                raise TimedOut(f"{' '.join(argv)}: still running after {timeout:g} s, killed") from None
            wall = time.perf_counter() - start
            out.seek(0)
            stdout = "" if stdout_path else out.read().decode()
        err.seek(0)
        stderr = err.read().decode()
        fields = rusage.read().split()
    if code not in ok:
        raise SystemExit(f"{' '.join(argv)} failed ({code}): {stderr.strip()[:2000]}")
    return wall, Usage(fields[-4:]), stdout, stderr


def usage_dict(u):
    return {
        "user_s": u.ru_utime,
        "sys_s": u.ru_stime,
        "minor_faults": u.ru_minflt,
        "max_rss_mb": u.ru_maxrss / 1024.0,
    }


def run_tirsat(binary, path, passes=PASSES):
    """One ``tirsat lower FILE --passes PASSES --time-passes`` process: (wall s, the passes' sum
    of ``--time-passes`` in s, stdout, Usage)."""
    names = passes.split(",")
    wall, usage, stdout, stderr = measured([binary, "lower", path, "--passes", passes, "--time-passes"])
    passes_ms = 0.0
    seen = 0
    for line in stderr.splitlines():
        m = PASS_LINE.match(line.strip())
        if m:
            passes_ms += float(m.group(2))
            seen += 1
    if seen != len(names):
        raise SystemExit(f"expected {len(names)} `pass NAME: X ms` lines from tirsat, got {seen}")
    return wall, passes_ms / 1000.0, stdout, usage


def instructions(binary, path, passes=PASSES):
    """Instructions tirsat executes inside its passes (``run_passes``, one rayon thread), counted
    by callgrind: repeatable whatever the load."""
    argv = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        "--toggle-collect=tirsat::transform::manager::run_passes",
        binary, "lower", path, "--passes", passes,
    ]
    env = dict(os.environ, RAYON_NUM_THREADS="1")
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    m = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or not m:
        raise SystemExit(f"callgrind on {path} failed ({proc.returncode}): {proc.stderr.strip()[-2000:]}")
    return int(m.group(1))


def count_functions(text):
    return len(re.findall(r"^    @T\.prim_func", text, flags=re.M))


# Shape name -> default functions. `e2e`'s N is the positional argument.
SHAPE_FUNCTIONS = {"e2e": 200, "buffers": 200, "chain": 50, "small": 100, "grid": 200}


def parse_shapes(spec, n):
    """``NAME[:N],...`` -> [(name, functions)]."""
    out = []
    for item in filter(None, spec.split(",")):
        name, _, count = item.partition(":")
        if name not in SHAPE_FUNCTIONS:
            raise SystemExit(f"unknown shape {name!r}; known: {', '.join(SHAPE_FUNCTIONS)}")
        default = n if name == "e2e" else SHAPE_FUNCTIONS[name]
        out.append((name, int(count) if count else default))
    return out


def e2e(args, tmp):
    """Every shape of ``--shapes``: TVM's three passes (on a parsed module) and its parse +
    passes + print, against tirsat's process and its passes; returns the e2e shape's file (for
    ``fmt``) and one row per shape."""
    load_tvm()
    rows, e2e_path = [], None
    for shape, n in parse_shapes(args.shapes, args.n):
        path = os.path.join(tmp, f"bench_{shape}_{n}.py")
        with open(path, "w") as fh:
            fh.write(gen_bench_module.generate(n, shape))
        if shape == "e2e":
            e2e_path = path
        rows.append(shape_row(args, shape, n, path))
    return e2e_path, rows


def shape_row(args, shape, n, path):
    kernels, buffers = gen_bench_module.SHAPES[shape]
    tvm_e2e, tvm_pass, ours_e2e, ours_pass, usages = [], [], [], [], []
    base_e2e, base_pass = [], []
    tvm_text = ours_text = base_text = ""
    parsed = None
    for k in range(max(args.repeat, args.e2e_repeat)):
        if k < args.e2e_repeat:
            start = time.perf_counter()
            parsed = tvmio.load_file(path)
            tvm_text = tvm_passes(parsed).script()
            tvm_e2e.append(time.perf_counter() - start)
        if k >= args.repeat:
            continue
        start = time.perf_counter()
        tvm_passes(parsed)
        tvm_pass.append(time.perf_counter() - start)

        # The two binaries take turns to go first: the first process after TVM's in-process
        # work was measured slower than the one after it, which favoured whichever ran second.
        order = ["ours", "base"] if args.baseline else ["ours"]
        if k % 2 == 1:
            order.reverse()
        for which in order:
            if which == "ours":
                wall, passes, ours_text, usage = run_tirsat(args.tirsat, path)
                ours_e2e.append(wall)
                ours_pass.append(passes)
                usages.append(usage_dict(usage))
            else:
                wall, passes, base_text, _ = run_tirsat(args.baseline, path)
                base_e2e.append(wall)
                base_pass.append(passes)
        if args.baseline and base_text != ours_text:
            raise SystemExit(f"{shape}: the baseline binary printed different output")
    n_tvm, n_ours = count_functions(tvm_text), count_functions(ours_text)
    if n_tvm != n_ours:
        raise SystemExit(f"{shape}: function counts differ: TVM {n_tvm}, tirsat {n_ours}")
    row = {
        "shape": shape,
        "functions_in": n,
        "kernels_per_function": kernels,
        "buffers_per_kernel": buffers,
        "functions_out": n_ours,
        "input_bytes": os.path.getsize(path),
        "seconds": {
            "tvm_end_to_end": stats(tvm_e2e),
            "tvm_passes": stats(tvm_pass),
            "tirsat_end_to_end": stats(ours_e2e),
            "tirsat_passes": stats(ours_pass),
        },
        "tirsat_process": {k: statistics.median(u[k] for u in usages) for k in usages[0]},
        "ratio_end_to_end_median": statistics.median(tvm_e2e) / statistics.median(ours_e2e),
        "ratio_passes_median": statistics.median(tvm_pass) / statistics.median(ours_pass),
        "ratio_passes_best": min(tvm_pass) / min(ours_pass),
    }
    if args.instructions:
        row["tirsat_pass_instructions"] = instructions(args.tirsat, path)
    if args.baseline:
        row["baseline"] = {
            "end_to_end": stats(base_e2e),
            "passes": stats(base_pass),
            "ratio_end_to_end_median": statistics.median(tvm_e2e) / statistics.median(base_e2e),
            "ratio_passes_median": statistics.median(tvm_pass) / statistics.median(base_pass),
        }
        if args.instructions:
            row["baseline"]["pass_instructions"] = instructions(args.baseline, path)
    return row


# TVM's slice after its cut of the real corpus (``tests/corpus/real/manifest.json``'s "slice").
CORPUS_SLICE = "MergeSharedMemoryAllocations,SplitHostDevice,MakePackedAPI,FP8StorageLegalize,BF16StorageLegalize"


def tvm_slice(mod):
    mod = tvm_passes(mod)
    mod = tvm.tirx.transform.FP8StorageLegalize()(mod)
    return tvm.tirx.transform.BF16StorageLegalize()(mod)


def corpus(args):
    """The real corpus (``--corpus-dir``): per module, TVM's slice on its parse of ``input.py``
    against ``tirsat lower input.py --passes SLICE --time-passes``, medians of
    ``--corpus-repeat``; a module TVM cannot read or lower is listed, not timed."""
    load_tvm()
    import real_corpus  # noqa: PLC0415 - needs TVM only inside its functions

    rows = []
    for name in sorted(os.listdir(args.corpus_dir)):
        path = os.path.join(args.corpus_dir, name, "input.py")
        if not os.path.isfile(path):
            continue
        row = {"module": name, "input_bytes": os.path.getsize(path)}
        try:
            with open(path) as fh:
                mod, _ = real_corpus.load_unchecked(fh.read(), "")
            tvm_slice(mod)
        except Exception as exc:  # noqa: BLE001 - TVM's failure is the result
            row["tvm_error"] = f"{type(exc).__name__}: {str(exc).strip().splitlines()[-1][:200]}"
        theirs, ours, base = [], [], []
        for k in range(args.corpus_repeat):
            if "tvm_error" not in row:
                start = time.perf_counter()
                tvm_slice(mod)
                theirs.append(time.perf_counter() - start)
            order = ["ours", "base"] if args.baseline else ["ours"]
            if k % 2 == 1:
                order.reverse()
            for which in order:
                binary, into = (args.tirsat, ours) if which == "ours" else (args.baseline, base)
                into.append(run_tirsat(binary, path, CORPUS_SLICE)[1])
        row["tirsat_passes_s"] = statistics.median(ours)
        if base:
            row["baseline_passes_s"] = statistics.median(base)
        if theirs:
            row["tvm_passes_s"] = statistics.median(theirs)
            row["ratio"] = row["tvm_passes_s"] / row["tirsat_passes_s"]
        if args.instructions:
            row["tirsat_pass_instructions"] = instructions(args.tirsat, path, CORPUS_SLICE)
            if args.baseline:
                row["baseline_pass_instructions"] = instructions(args.baseline, path, CORPUS_SLICE)
        rows.append(row)
    timed = [r for r in rows if "tvm_passes_s" in r]
    out = {"repeat": args.corpus_repeat, "modules": rows}
    if timed:
        tvm_sum = sum(r["tvm_passes_s"] for r in timed)
        ours_sum = sum(r["tirsat_passes_s"] for r in timed)
        out["sum"] = {"modules": len(timed), "tvm_passes_s": tvm_sum, "tirsat_passes_s": ours_sum,
                      "ratio": tvm_sum / ours_sum}
        if args.baseline:
            out["sum"]["baseline_passes_s"] = sum(r["baseline_passes_s"] for r in timed)
        out["slower_than_tvm"] = [r["module"] for r in timed if r["ratio"] < 1.0]
    return out


def tvm_passes_only(args):
    """``--tvm-passes FILE...``: TVM's three passes (``--slice``: the real corpus's slice) on its
    parse of each FILE, ``--repeat`` times; one JSON line per file (seconds: min, median,
    samples; or the error). For ``cargo bench --bench pipeline``, which compares with TVM in the
    same run."""
    load_tvm()
    import real_corpus  # noqa: PLC0415

    run = tvm_slice if args.slice else tvm_passes
    for path in args.tvm_passes:
        try:
            with open(path) as fh:
                mod, _ = real_corpus.load_unchecked(fh.read(), "")
            run(mod)
        except Exception as exc:  # noqa: BLE001 - TVM's failure is the result
            print(json.dumps({"file": path, "error": f"{type(exc).__name__}: {str(exc).strip()[-200:]}"}))
            continue
        samples = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            run(mod)
            samples.append(time.perf_counter() - start)
        print(json.dumps({"file": path, **stats(samples), "samples": samples}), flush=True)
    return 0


def fmt(args, tmp, e2e_path):
    files = []
    if e2e_path:
        files.append(("e2e module", e2e_path))
    if args.fmt_functions > 0:
        big = os.path.join(tmp, f"fmt_{args.fmt_functions}.py")
        with open(big, "w") as fh:
            fh.write(gen_fmt_bench.generate(args.fmt_functions))
        files.append((f"gen_fmt_bench {args.fmt_functions}", big))
    out = []
    for label, path in files:
        walls, inside = [], []
        for _ in range(args.repeat):
            wall, _, _, stderr = measured([args.tirsat, "fmt", "--time", path])
            walls.append(wall)
            m = re.search(r"^fmt: ([0-9.]+) ms", stderr, flags=re.M)
            if m:
                inside.append(float(m.group(1)) / 1e3)
        size = os.path.getsize(path)
        row = {"file": label, "input_bytes": size, "tirsat_seconds": stats(walls)}
        row["tirsat_mb_per_s"] = size / 1e6 / row["tirsat_seconds"]["median"]
        if inside:
            # Read + print inside the process (`fmt --time`), without start-up.
            row["tirsat_inside_seconds"] = stats(inside)
            row["tirsat_inside_mb_per_s"] = size / 1e6 / statistics.median(inside)
        if args.baseline:
            base = [measured([args.baseline, "fmt", path])[0] for _ in range(args.repeat)]
            row["baseline_seconds"] = stats(base)
            row["baseline_mb_per_s"] = size / 1e6 / statistics.median(base)
        if path == e2e_path:
            tvm_walls = []
            for _ in range(args.repeat):
                start = time.perf_counter()
                tvmio.load_file(path).script()
                tvm_walls.append(time.perf_counter() - start)
            row["tvm_parse_print_seconds"] = stats(tvm_walls)
        out.append(row)
    return out


def large(args, tmp):
    path = os.path.join(tmp, f"large_{args.large}.py")
    with open(path, "w") as fh:
        fh.write(gen_bench_module.generate(args.large))
    outfile = os.path.join(tmp, "large.out")
    argv = [args.tirsat, "lower", path, "--pipeline", "default", "--time-passes"]
    wall, usage, _, stderr = measured(argv, stdout_path=outfile)
    passes = {m.group(1): float(m.group(2)) / 1e3 for m in map(PASS_LINE.match, stderr.splitlines()) if m}
    row = {
        "functions_in": args.large,
        "input_bytes": os.path.getsize(path),
        "output_bytes": os.path.getsize(outfile),
        "wall_s": wall,
        "pass_seconds": passes,
        **usage_dict(usage),
    }
    if args.baseline:
        argv[0] = args.baseline
        wall, usage, _, _ = measured(argv, stdout_path=outfile)
        row["baseline"] = {"wall_s": wall, **usage_dict(usage), "output_bytes": os.path.getsize(outfile)}
    os.remove(outfile)
    return row


def packing(args, tmp):
    files = sorted(
        os.path.join(args.packing_dir, f) for f in os.listdir(args.packing_dir) if f.endswith(".1048576.csv")
    )
    cap = str(args.capacity)
    rows = []
    for path in files:
        argv = [args.tirsat, "pack", "--first-fit", "--capacity", cap, "--json", path]
        wall, usage, stdout, _ = measured(argv, ok=(0, 2, 3))
        rec = json.loads(stdout.strip().splitlines()[-1])
        row = {
            "instance": os.path.basename(path).split(".")[0],
            "tirsat_wall_s": wall,
            "tirsat_cpu_s": usage.ru_utime + usage.ru_stime,
            "fits": rec.get("fits"),
            "peak": rec.get("peak"),
            "lower_bound": rec.get("lower_bound"),
            "valid": rec.get("valid"),
        }
        if args.minimalloc:
            out = os.path.join(tmp, "minimalloc.out.csv")
            mm = [args.minimalloc, f"--capacity={cap}", f"--input={path}", f"--output={out}", "--validate"]
            try:
                wall, usage, _, _ = measured(mm, timeout=args.minimalloc_timeout)
                row["minimalloc_wall_s"] = wall
                row["minimalloc_cpu_s"] = usage.ru_utime + usage.ru_stime
            except TimedOut:
                row["minimalloc_timed_out"] = True
        rows.append(row)
    return packing_summary(rows, args)


def packing_summary(rows, args):
    """Totals of tirsat over every instance, and of both tools over the instances MiniMalloc
    finished within its time limit (a timed-out instance counts in neither total)."""
    out = {"capacity": args.capacity, "instances": rows}
    if not rows:
        return out
    out["total"] = {k: sum(r[k] for r in rows) for k in ("tirsat_wall_s", "tirsat_cpu_s")}
    if args.minimalloc:
        both = [r for r in rows if "minimalloc_wall_s" in r]
        out["minimalloc_timeout_s"] = args.minimalloc_timeout
        out["minimalloc_timed_out"] = [r["instance"] for r in rows if r.get("minimalloc_timed_out")]
        keys = ("tirsat_wall_s", "tirsat_cpu_s", "minimalloc_wall_s", "minimalloc_cpu_s")
        out["total_both_finished"] = {"instances": len(both), **{k: sum(r[k] for r in both) for k in keys}}
        t = out["total_both_finished"]
        if both and t["tirsat_wall_s"] > 0:
            out["ratio_minimalloc_over_tirsat_wall"] = t["minimalloc_wall_s"] / t["tirsat_wall_s"]
            out["ratio_minimalloc_over_tirsat_cpu"] = t["minimalloc_cpu_s"] / max(t["tirsat_cpu_s"], 1e-9)
    return out


OPTIMISE = (("packing_dir", "D.1048576.csv"), ("packing_dir", "J.1048576.csv"),
            ("idealloc_dir", "pangu_2.6B.csv"), ("idealloc_dir", "S_1.csv"))


def optimise(args):
    rows = []
    for attr, name in OPTIMISE:
        path = os.path.join(getattr(args, attr), name)
        if not os.path.exists(path):
            rows.append({"instance": name, "skipped": f"{path} not found"})
            continue
        argv = [args.tirsat, "pack", "--json", "--time-limit", str(args.optimise_time), path]
        wall, usage, stdout, _ = measured(argv)
        rec = json.loads(stdout.strip().splitlines()[-1])
        keep = ("buffers", "peak", "lower_bound", "gap_percent", "proven_lower_bound", "proven_gap_percent",
                "optimal", "valid", "seconds_to_best", "seconds_to_proof", "method")
        rows.append({"instance": name[: -len(".csv")].replace(".1048576", ""), "wall_s": wall,
                     "cpu_s": usage.ru_utime + usage.ru_stime, **{k: rec.get(k) for k in keep}})
    return {"time_limit_s": args.optimise_time, "instances": rows}


SECTIONS = ("e2e", "corpus", "fmt", "large", "packing", "optimise")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("n", type=int, nargs="?", default=200)
    ap.add_argument("--repeat", type=int, default=5, help="runs of the passes per shape (TVM and tirsat)")
    ap.add_argument(
        "--shapes",
        default=",".join(SHAPE_FUNCTIONS),
        help="generated shapes of the e2e section, NAME[:FUNCTIONS],... (e2e's default is N)",
    )
    ap.add_argument(
        "--e2e-repeat",
        type=int,
        default=None,
        help="TVM parse + passes + print runs per shape (default: --repeat; TVM's parser is slow)",
    )
    corpus_dir = os.path.join(REPO, "tests", "corpus", "real")
    ap.add_argument("--corpus-dir", default=corpus_dir, help="the real corpus (one input.py per module)")
    ap.add_argument("--corpus-repeat", type=int, default=5, help="runs per real-corpus module (median)")
    ap.add_argument(
        "--instructions",
        action="store_true",
        help="also count tirsat's pass instructions with callgrind (valgrind), for loaded machines",
    )
    ap.add_argument("--tvm-passes", metavar="FILE", nargs="+", help="only time TVM's passes on each FILE (JSON lines)")
    ap.add_argument("--slice", action="store_true", help="with --tvm-passes: the real corpus's slice")
    ap.add_argument("--tirsat", default=os.path.join(REPO, "target", "release", "tirsat"))
    ap.add_argument("--large", type=int, default=20000, help="functions of the memory run (0 skips)")
    ap.add_argument("--fmt-functions", type=int, default=1000, help="gen_fmt_bench functions (0 skips)")
    shared = [os.path.join(REPO, *up, "shared", "packing-bench", "minimalloc") for up in (("..",), ("..", ".."))]
    ap.add_argument("--packing-dir", default=next((d for d in shared if os.path.isdir(d)), shared[0]))
    ap.add_argument("--minimalloc", help="MiniMalloc's binary, run on the same instances")
    ap.add_argument(
        "--minimalloc-timeout",
        type=float,
        default=60.0,
        help="seconds per MiniMalloc run; one still running then is killed and reported as timed out",
    )
    ap.add_argument("--capacity", type=int, default=1048576, help="capacity of the packing section (both tools)")
    ideal = [os.path.join(REPO, *up, "shared", "packing-bench", "idealloc") for up in (("..",), ("..", ".."))]
    ap.add_argument("--idealloc-dir", default=next((d for d in ideal if os.path.isdir(d)), ideal[0]))
    ap.add_argument("--optimise-time", type=float, default=5.0, help="seconds per instance in optimising mode")
    ap.add_argument(
        "--baseline",
        help="another tirsat binary (e.g. an older build) measured in the same run: e2e, fmt, large",
    )
    ap.add_argument("--skip", default="", help=f"comma-separated sections to skip: {', '.join(SECTIONS)}")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.e2e_repeat is None:
        args.e2e_repeat = args.repeat
    if args.tvm_passes:
        return tvm_passes_only(args)
    skip = {s for s in args.skip.split(",") if s}
    if skip - set(SECTIONS):
        ap.error(f"unknown sections {sorted(skip - set(SECTIONS))}; known: {', '.join(SECTIONS)}")
    if args.n < 1 or args.repeat < 1 or args.large < 0 or args.e2e_repeat < 1 or args.corpus_repeat < 1:
        ap.error("N, --repeat, --e2e-repeat and --corpus-repeat must be >= 1, --large >= 0")
    if args.minimalloc_timeout <= 0 or args.capacity < 1:
        ap.error("--minimalloc-timeout must be > 0, --capacity >= 1")
    if not os.path.exists(args.tirsat):
        ap.error(f"{args.tirsat} not found; run `cargo build --release` first")
    if args.baseline and not os.path.exists(args.baseline):
        ap.error(f"{args.baseline} not found")
    if args.minimalloc and not os.path.exists(args.minimalloc):
        ap.error(f"{args.minimalloc} not found")

    report = {"repeat": args.repeat, "load_average": os.getloadavg()}
    with tempfile.TemporaryDirectory() as tmp:
        path = None
        if "e2e" not in skip:
            path, report["e2e"] = e2e(args, tmp)
        if "corpus" not in skip:
            report["corpus"] = corpus(args)
        if "fmt" not in skip:
            report["fmt"] = fmt(args, tmp, path)
        if "large" not in skip and args.large:
            report["large"] = large(args, tmp)
        if "packing" not in skip:
            if os.path.isdir(args.packing_dir):
                report["packing"] = packing(args, tmp)
            else:
                report["packing"] = {"skipped": f"{args.packing_dir} not found"}
        if "optimise" not in skip:
            report["optimise"] = optimise(args)
    if tvm is not None:
        report["tvm_version"] = tvm.__version__
    if args.json:
        print(json.dumps(report, indent=2, sort_keys=True))
        return 0
    print_report(report)
    return 0


def print_report(report):
    tvm_line = f"TVM {report['tvm_version']}; " if "tvm_version" in report else "TVM not run; "
    print(f"{tvm_line}load average {report['load_average'][0]:.1f}; medians of {report['repeat']}")
    for e in report.get("e2e", []):
        print_shape(e)
    c = report.get("corpus")
    if c:
        print_corpus(c)
    for row in report.get("fmt", []):
        line = f"\n== fmt {row['file']} ({row['input_bytes'] / 1e6:.2f} MB): {row['tirsat_seconds']['median']:.4f} s, {row['tirsat_mb_per_s']:.1f} MB/s"
        if "tirsat_inside_mb_per_s" in row:
            line += f" (inside the process {row['tirsat_inside_mb_per_s']:.1f} MB/s)"
        if "baseline_mb_per_s" in row:
            line += f"; baseline {row['baseline_seconds']['median']:.4f} s, {row['baseline_mb_per_s']:.1f} MB/s"
        if "tvm_parse_print_seconds" in row:
            line += f"; TVM parse + print {row['tvm_parse_print_seconds']['median']:.3f} s"
        print(line)
    g = report.get("large")
    if g:
        print(
            f"\n== lower --pipeline default, {g['functions_in']} functions ({g['input_bytes'] / 1e6:.1f} MB -> "
            f"{g['output_bytes'] / 1e6:.1f} MB): {g['wall_s']:.2f} s wall, {g['user_s']:.2f} s user, "
            f"{g['sys_s']:.2f} s sys, {g['max_rss_mb']:.0f} MB peak RSS"
        )
        b = g.get("baseline")
        if b:
            print(
                f"   baseline: {b['wall_s']:.2f} s wall, {b['user_s']:.2f} s user, {b['sys_s']:.2f} s sys, "
                f"{b['max_rss_mb']:.0f} MB peak RSS"
            )
    k = report.get("packing")
    if k and "instances" in k:
        print_packing(k)
    elif k:
        print(f"\n== packing: {k['skipped']}")
    o = report.get("optimise")
    if o:
        print(f"\n== optimising mode, --time-limit {o['time_limit_s']:g} s")
        print(f"{'':11} {'peak':>11} {'live bytes':>11} {'proven LB':>11} {'gap':>8} {'optimal':>7} {'to best':>8} {'to proof':>8}")
        for r in o["instances"]:
            if "skipped" in r:
                print(f"{r['instance']:11} {r['skipped']}")
                continue
            proof = "-" if r["seconds_to_proof"] is None else f"{r['seconds_to_proof']:.3f}"
            print(
                f"{r['instance']:11} {r['peak']:11} {r['lower_bound']:11} {r['proven_lower_bound']:11} "
                f"{r['proven_gap_percent']:7.3f}% {str(r['optimal']):>7} {r['seconds_to_best']:8.3f} {proof:>8}"
            )


def print_shape(e):
    s, p = e["seconds"], e["tirsat_process"]
    print(
        f"\n== {e['shape']}: {e['functions_in']} functions x {e['kernels_per_function']} kernels x "
        f"{e['buffers_per_kernel']} buffers ({e['input_bytes'] / 1e3:.0f} KB) -> {e['functions_out']} functions"
    )
    print(f"{'':12} {'passes best':>12} {'median':>12} {'end to end':>12}")
    for label, passes, whole in (
        ("TVM 0.27", s["tvm_passes"], s["tvm_end_to_end"]),
        ("tirsat", s["tirsat_passes"], s["tirsat_end_to_end"]),
    ):
        print(f"{label:12} {passes['min']:12.4f} {passes['median']:12.4f} {whole['median']:12.4f}")
    print(
        f"{'TVM/tirsat':12} {e['ratio_passes_best']:11.2f}x {e['ratio_passes_median']:11.2f}x "
        f"{e['ratio_end_to_end_median']:11.1f}x"
    )
    b = e.get("baseline")
    if b:
        print(f"{'baseline':12} {b['passes']['min']:12.4f} {b['passes']['median']:12.4f} {b['end_to_end']['median']:12.4f}")
        print(f"{'TVM/baseline':12} {'':12} {b['ratio_passes_median']:11.2f}x {b['ratio_end_to_end_median']:11.1f}x")
    line = (
        f"tirsat process: {p['user_s']:.3f} s user, {p['sys_s']:.3f} s sys, "
        f"{p['minor_faults']:.0f} minor faults, {p['max_rss_mb']:.1f} MB peak"
    )
    if "tirsat_pass_instructions" in e:
        line += f"; passes {e['tirsat_pass_instructions'] / 1e6:.1f} M instructions"
        if b and "pass_instructions" in b:
            line += f" (baseline {b['pass_instructions'] / 1e6:.1f} M)"
    print(line)


def print_corpus(c):
    print(f"\n== real corpus, {CORPUS_SLICE.replace(',', ', ')}: passes ms, medians of {c['repeat']}")
    rows = c["modules"]
    base = any("baseline_passes_s" in r for r in rows)
    ins = any("tirsat_pass_instructions" in r for r in rows)
    head = f"{'module':30} {'KB':>5} {'TVM':>9} {'tirsat':>9} {'ratio':>7}"
    if base:
        head += f" {'baseline':>9}"
    if ins:
        head += f" {'M instr':>8}"
    print(head)
    for r in rows:
        tvm_ms = f"{r['tvm_passes_s'] * 1e3:9.3f}" if "tvm_passes_s" in r else f"{'error':>9}"
        ratio = f"{r['ratio']:6.2f}x" if "ratio" in r else f"{'':7}"
        line = f"{r['module']:30} {r['input_bytes'] / 1e3:5.0f} {tvm_ms} {r['tirsat_passes_s'] * 1e3:9.3f} {ratio}"
        if base:
            line += f" {r['baseline_passes_s'] * 1e3:9.3f}"
        if ins:
            line += f" {r['tirsat_pass_instructions'] / 1e6:8.2f}"
            if "baseline_pass_instructions" in r:
                line += f" (baseline {r['baseline_pass_instructions'] / 1e6:.2f})"
        print(line)
        if "tvm_error" in r:
            print(f"{'':30} TVM: {r['tvm_error']}")
    t = c.get("sum")
    if t:
        line = (
            f"sum over {t['modules']} modules TVM reads and lowers: TVM {t['tvm_passes_s'] * 1e3:.2f} ms, "
            f"tirsat {t['tirsat_passes_s'] * 1e3:.2f} ms, {t['ratio']:.2f}x"
        )
        if "baseline_passes_s" in t:
            line += f"; baseline {t['baseline_passes_s'] * 1e3:.2f} ms"
        print(line)
        slow = c.get("slower_than_tvm") or []
        print(f"modules whose passes take longer than TVM's: {', '.join(slow) if slow else 'none'}")


def print_packing(k):
    mm = "minimalloc_timeout_s" in k
    print(f"\n== MiniMalloc's {len(k['instances'])} at capacity {k['capacity']:,}, fit mode (wall and CPU seconds)")
    head = f"{'':4} {'fits':>5} {'peak':>9} {'bound':>9} {'tirsat s':>9} {'cpu s':>7}"
    if mm:
        head += f" {'MiniMalloc s':>13} {'cpu s':>7}"
    print(head)
    for r in k["instances"]:
        line = (
            f"{r['instance']:4} {str(r['fits']):>5} {r['peak'] or 0:9} {r['lower_bound'] or 0:9} "
            f"{r['tirsat_wall_s']:9.3f} {r['tirsat_cpu_s']:7.3f}"
        )
        if r.get("minimalloc_timed_out"):
            line += f" {'timed out':>13} {'':>7}"
        elif mm:
            line += f" {r['minimalloc_wall_s']:13.3f} {r['minimalloc_cpu_s']:7.3f}"
        print(line)
    t = k["total"]
    print(f"{'all':4} {'':5} {'':9} {'':9} {t['tirsat_wall_s']:9.3f} {t['tirsat_cpu_s']:7.3f}")
    if not mm:
        return
    b = k["total_both_finished"]
    print(
        f"both finished ({b['instances']} of {len(k['instances'])}): tirsat {b['tirsat_wall_s']:.3f} s wall, "
        f"{b['tirsat_cpu_s']:.3f} s CPU; MiniMalloc {b['minimalloc_wall_s']:.3f} s wall, {b['minimalloc_cpu_s']:.3f} s CPU"
    )
    if k["minimalloc_timed_out"]:
        print(f"MiniMalloc timed out (> {k['minimalloc_timeout_s']:g} s, killed) on: {', '.join(k['minimalloc_timed_out'])}")
    if "ratio_minimalloc_over_tirsat_wall" in k:
        print(
            f"MiniMalloc / tirsat over the instances both finished: {k['ratio_minimalloc_over_tirsat_wall']:.1f}x wall, "
            f"{k['ratio_minimalloc_over_tirsat_cpu']:.1f}x CPU"
        )


if __name__ == "__main__":
    sys.exit(main())
