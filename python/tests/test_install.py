"""Installing from source says what it needs (issue 28 pt 5).

These run pip and the build backend (`python/build_backend/tirsat_build.py`) for real, in
subprocesses whose PATH holds only this Python's directory (or fake Rust tools): maturin's own
backend would instead go looking for a Rust toolchain to download (`puccinialin`) and fail, or
download 1 GB, without a word on what is missing.
"""

import os
import pathlib
import stat
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCE = ROOT / "python"
BIN = os.path.dirname(sys.executable)


def _env(path: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CARGO", "RUSTUP", "MATURIN", "TIRSAT"))}
    env["PATH"] = path
    env["TIRSAT_BUILD_QUIET"] = "1"  # no copy of the messages on the terminal
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # nothing written into the source tree
    return env


def _fake_tools(tmp_path, version: str) -> str:
    """A directory with `cargo` and `rustc` that report `version` and fail at anything else."""
    d = tmp_path / "fake-rust"
    d.mkdir()
    for tool in ("cargo", "rustc"):
        p = d / tool
        p.write_text(
            "#!/bin/sh\n"
            f'if [ "$1" = --version ]; then echo "{tool} {version} (fake)"; exit 0; fi\n'
            f'echo "fake {tool}: $*" >&2; exit 101\n'
        )
        p.chmod(p.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(d)


def test_the_test_environment_can_build():
    # pip's --no-build-isolation uses this environment's maturin: it must be there (the
    # suite's venv installs it), or the tests below would pass for the wrong reason.
    import maturin  # noqa: F401

    assert not any(os.access(os.path.join(BIN, t), os.X_OK) for t in ("cargo", "rustc")), BIN


def test_pip_install_without_cargo_names_the_missing_toolchain(tmp_path):
    r = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps",
         "--disable-pip-version-check", "--no-input", str(SOURCE), "-w", str(tmp_path / "out")],
        env=_env(BIN), capture_output=True, text=True, timeout=300,
    )
    out = r.stdout + r.stderr
    assert r.returncode != 0, out
    assert "tirsat: cannot build from source: `cargo` (Rust's build tool) is not on PATH" in out, out
    assert "needs Rust >= 1.95" in out and "https://rustup.rs" in out, out
    assert ".ci/wheel" in out, out  # the way on without Rust
    assert "puccinialin" not in out, out  # no toolchain download attempted
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


def _backend(hook: str, path: str, tmp_path):
    code = (
        "import sys, tirsat_build\n"
        f"print(tirsat_build.{hook}({str(tmp_path / 'out')!r}))\n"
    )
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=SOURCE, env={**_env(path), "PYTHONPATH": str(SOURCE / "build_backend")},
        capture_output=True, text=True, timeout=300,
    )


def test_too_old_rust_is_named(tmp_path):
    fake = _fake_tools(tmp_path, "1.80.0")
    r = _backend("build_wheel", f"{fake}:{BIN}", tmp_path)
    assert r.returncode != 0
    assert "tirsat: cannot build from source: rustc 1.80 is too old" in r.stderr, r.stderr
    assert "fake cargo" not in r.stderr  # stopped before any build


def test_a_source_build_says_it_compiles_before_it_starts(tmp_path):
    fake = _fake_tools(tmp_path, "1.95.0")
    r = _backend("build_wheel", f"{fake}:{BIN}", tmp_path)
    # The fake cargo fails the build; the note came first.
    assert r.returncode != 0
    note = r.stderr.find("tirsat: compiling the Rust extension (release build)")
    assert note >= 0, r.stderr
    assert "pip install -v" in r.stderr
    assert "cannot build from source" not in r.stderr


def test_the_opt_in_to_a_toolchain_download_is_honoured():
    code = "import tirsat_build; print(tirsat_build.missing_rust())"
    r = subprocess.run(
        [sys.executable, "-c", code],
        env={**_env(BIN), "TIRSAT_INSTALL_RUST": "1", "PYTHONPATH": str(SOURCE / "build_backend")},
        capture_output=True, text=True, timeout=60,
    )
    assert r.returncode == 0 and r.stdout.strip() == "None", r.stdout + r.stderr
