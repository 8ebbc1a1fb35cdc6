# Type stubs of the extension module `tirsat._tirsat` (Rust, PyO3). The public,
# documented API is `tirsat` (`__init__.py`), which wraps these functions.
from typing import Dict, List, Optional, Sequence, Tuple, Union

__version__: str

# Result classes: frozen, compared by value, built from their fields in order
# (positionally or by keyword), picklable.
class Layout:
    offsets: List[int]
    peak: Optional[int]
    lower_bound: int
    optimal: bool
    planner: str
    valid: bool
    names: List[str]
    overlaps: List[Tuple[int, int]]
    timed_out: bool
    capacity: Optional[int]
    fits: Optional[bool]
    proof: Optional[str]
    proven_lower_bound: int
    nodes: int
    method: str
    failures: List[str]
    seconds: float
    def __init__(
        self,
        offsets: List[int],
        peak: Optional[int],
        lower_bound: int,
        optimal: bool,
        planner: str,
        valid: bool,
        names: List[str],
        overlaps: List[Tuple[int, int]],
        timed_out: bool,
        capacity: Optional[int],
        fits: Optional[bool],
        proof: Optional[str],
        proven_lower_bound: int,
        nodes: int,
        method: str,
        failures: List[str],
        seconds: float,
    ) -> None: ...

class RaceAccess:
    thread: Tuple[int, int, int]
    write: bool
    stmt: str
    def __init__(self, thread: Tuple[int, int, int], write: bool, stmt: str) -> None: ...

class Race:
    kernel: str
    block: Tuple[int, int, int]
    phase: int
    buffer: str
    byte: int
    first: RaceAccess
    second: RaceAccess
    def __init__(
        self,
        kernel: str,
        block: Tuple[int, int, int],
        phase: int,
        buffer: str,
        byte: int,
        first: RaceAccess,
        second: RaceAccess,
    ) -> None: ...

class PoisonReport:
    function: str
    what: str
    path: List[str]
    def __init__(self, function: str, what: str, path: List[str]) -> None: ...

class Run:
    function: str
    race_count: int
    races: List[Race]
    outputs: List[Optional[Union[List[int], List[float]]]]
    steps: int
    digest: str
    poison_count: int
    poison: List[PoisonReport]
    undefined_count: int
    undefined: List[str]
    sampled: List[Tuple[str, Tuple[int, int, int], List[int]]]
    seconds: float
    error: Optional[str]
    def __init__(
        self,
        function: str,
        race_count: int,
        races: List[Race],
        outputs: List[Optional[Union[List[int], List[float]]]],
        steps: int,
        digest: str,
        poison_count: int,
        poison: List[PoisonReport],
        undefined_count: int,
        undefined: List[str],
        sampled: List[Tuple[str, Tuple[int, int, int], List[int]]],
        seconds: float,
        error: Optional[str],
    ) -> None: ...

class Comparison:
    function: str
    difference: Optional[str]
    a: Run
    b: Optional[Run]
    def __init__(self, function: str, difference: Optional[str], a: Run, b: Optional[Run]) -> None: ...

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
) -> Layout: ...
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
) -> List[Run]: ...
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
) -> List[Comparison]: ...
