"""tirsat's PEP 517 build backend: maturin's, behind a check that says what a source build needs.

Building tirsat from source compiles its Rust extension, which needs Rust (``cargo`` and
``rustc``, the version in ``Cargo.toml``'s ``rust-version``). When ``cargo`` is not on PATH,
maturin's backend would download a whole Rust toolchain (about 1 GB) into a temporary
directory, silently; this backend stops instead, with a message that names what is missing and
the two ways on (install Rust, or install a prebuilt wheel). ``TIRSAT_INSTALL_RUST=1`` restores
maturin's download.

A release build takes minutes (about 5 on 2 cores with a warm cache, 10 from nothing), and pip
shows a build backend's output only with ``-v``: before compiling, the backend says so on the
terminal (``/dev/tty`` when there is one, and stderr).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from typing import Any, List, Mapping, Optional

#: The oldest Rust that builds tirsat (`rust-version` in Cargo.toml: edition 2024, let chains).
RUST_VERSION = (1, 95)

_OPT_IN = "TIRSAT_INSTALL_RUST"

if os.environ.get(_OPT_IN) != "1":
    # maturin's switch for "do not download Rust" (read when its hooks run).
    os.environ["MATURIN_NO_INSTALL_RUST"] = "1"

import maturin as _maturin  # noqa: E402


def _say(text: str) -> None:
    """Writes `text` to stderr and, when there is one, to the terminal (pip hides a backend's
    output unless the build fails or runs with -v)."""
    sys.stderr.write(text)
    sys.stderr.flush()
    if os.environ.get("TIRSAT_BUILD_QUIET") == "1":
        return
    try:
        with open("/dev/tty", "w") as tty:
            tty.write(text)
    except OSError:
        pass


def _version(tool: str) -> Optional[tuple]:
    """`tool --version`'s (major, minor), or None when it does not run."""
    exe = shutil.which(tool)
    if exe is None:
        return None
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"(\d+)\.(\d+)\.\d+", out)
    return (int(m.group(1)), int(m.group(2))) if m else None


def missing_rust() -> Optional[str]:
    """What is missing to build from source, or None."""
    if os.environ.get(_OPT_IN) == "1":
        return None
    need = f"{RUST_VERSION[0]}.{RUST_VERSION[1]}"
    cargo = _version("cargo")
    rustc = _version("rustc")
    if cargo is None or rustc is None:
        what = "`cargo` (Rust's build tool)" if cargo is None else "`rustc` (the Rust compiler)"
        problem = f"{what} is not on PATH"
    elif rustc < RUST_VERSION:
        problem = f"rustc {rustc[0]}.{rustc[1]} is too old"
    else:
        return None
    return (
        f"\ntirsat: cannot build from source: {problem}.\n"
        f"Building tirsat compiles its Rust extension and needs Rust >= {need} (cargo and rustc).\n"
        "Either install Rust (https://rustup.rs, e.g. `curl https://sh.rustup.rs -sSf | sh`,\n"
        "then open a new shell) and retry, or install a prebuilt wheel:\n"
        "    pip install tirsat-*-cp39-abi3-*.whl   (built by `.ci/wheel`, see the README).\n"
        f"{_OPT_IN}=1 lets maturin download a temporary Rust toolchain (about 1 GB) instead.\n\n"
    )


def _require_rust() -> None:
    problem = missing_rust()
    if problem is not None:
        _say(problem)
        raise SystemExit(1)


def get_requires_for_build_wheel(config_settings: Optional[Mapping[str, Any]] = None) -> List[str]:
    _require_rust()
    return _maturin.get_requires_for_build_wheel(config_settings)


def get_requires_for_build_editable(config_settings: Optional[Mapping[str, Any]] = None) -> List[str]:
    _require_rust()
    return _maturin.get_requires_for_build_editable(config_settings)


def get_requires_for_build_sdist(config_settings: Optional[Mapping[str, Any]] = None) -> List[str]:
    _require_rust()
    return _maturin.get_requires_for_build_sdist(config_settings)


def prepare_metadata_for_build_wheel(
    metadata_directory: str, config_settings: Optional[Mapping[str, Any]] = None
) -> str:
    _require_rust()
    return _maturin.prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def prepare_metadata_for_build_editable(
    metadata_directory: str, config_settings: Optional[Mapping[str, Any]] = None
) -> str:
    _require_rust()
    return _maturin.prepare_metadata_for_build_editable(metadata_directory, config_settings)


def _compiling(kind: str) -> None:
    _say(
        f"tirsat: compiling the Rust extension ({kind} build): several minutes (about 5 on 2 cores,\n"
        "10 with nothing cached); `pip install -v` shows the compiler's progress.\n"
    )


def build_wheel(
    wheel_directory: str,
    config_settings: Optional[Mapping[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    _require_rust()
    _compiling("release")
    return _maturin.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_editable(
    wheel_directory: str,
    config_settings: Optional[Mapping[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    _require_rust()
    _compiling("editable")
    return _maturin.build_editable(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory: str, config_settings: Optional[Mapping[str, Any]] = None) -> str:
    _require_rust()
    return _maturin.build_sdist(sdist_directory, config_settings)
