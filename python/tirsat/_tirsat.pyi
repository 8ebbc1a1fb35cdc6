# Type stubs of the extension module `tirsat._tirsat` (Rust, PyO3). The public,
# documented API is `tirsat` (`__init__.py`), which wraps these functions.
from typing import Dict, List, Optional, Sequence, Tuple, Union

__version__: str

def fmt(source: str, file: str) -> str: ...
def check(source: str, file: str) -> List[Tuple[str, Optional[str], str]]: ...
def lower(
    source: str,
    file: str,
    passes: Sequence[str],
    pipeline: Optional[str],
    config: Sequence[Tuple[str, str]],
    verify_each: bool,
) -> str: ...
def pass_names() -> List[str]: ...
def pipeline_names() -> List[str]: ...
def pipeline_passes(name: str) -> List[str]: ...

_Range = Tuple[str, str, Optional[int], Optional[int]]

def simplify(expr: str, ranges: Sequence[_Range], rules: Optional[str]) -> str: ...
def prove(
    pred: str, ranges: Sequence[_Range], rules: Optional[str]
) -> Tuple[str, Optional[List[Tuple[str, int]]], Optional[str]]: ...
def pack(
    buffers: Sequence[Tuple[int, int, int, int]],
    csv: Optional[str],
    capacity: Optional[int],
    planner: str,
    time_limit: float,
    node_limit: Optional[int],
    first_fit: bool = ...,
) -> Dict[str, object]: ...
_Inputs = Sequence[Tuple[str, Sequence[float], bool]]

def run(
    source: str,
    file: str,
    functions: Optional[Sequence[str]],
    seed: int,
    scalars: Sequence[Tuple[str, int]],
    inputs: _Inputs,
    blocks: Optional[int],
    all_blocks: bool,
    max_steps: Optional[int],
    ints: str,
    fit_indices: bool,
) -> List[Dict[str, object]]: ...
def compare(
    a: str,
    b: str,
    file_a: str,
    file_b: str,
    functions: Optional[Sequence[str]],
    seed: int,
    scalars: Sequence[Tuple[str, int]],
    inputs: _Inputs,
    blocks: Optional[int],
    all_blocks: bool,
    max_steps: Optional[int],
    ints: str,
    fit_indices: bool,
) -> List[Dict[str, object]]: ...
