"""The exceptions tirsat raises.

Every error names where it happened: a :class:`ParseError` carries the file,
line and column of the input text (TVMScript, an expression, a CSV file, a rule
file); a :class:`PassError` carries the pass, the function and, where known,
the variable or buffer. Bad arguments (an unknown pass or planner name, an
empty range) raise :class:`ValueError`.
"""

from __future__ import annotations

import threading
from typing import Dict, Optional, Tuple

__all__ = ["TirsatError", "ParseError", "PassError"]

# An error raised inside a TVM pass crosses TVM's FFI as its class name and
# message only, and is built again from the message on the other side
# (`tirsat.tvm` registers the classes with TVM). The fields wait here until
# then; passes run on any thread, so the table has a lock.
_IN_FLIGHT: Dict[Tuple[type, str], tuple] = {}
_IN_FLIGHT_LOCK = threading.Lock()


def _send_through_ffi(err: "TirsatError") -> None:
    """Keeps ``err``'s fields for its copy on the far side of TVM's FFI."""
    fields = (err.message, *err._fields())
    with _IN_FLIGHT_LOCK:
        if len(_IN_FLIGHT) > 64:
            _IN_FLIGHT.clear()
        # TVM passes on str(err); take the message too, in case it passes that.
        for text in (str(err), err.message):
            _IN_FLIGHT[(type(err), text)] = fields


def _received(cls: type, text: str) -> Optional[tuple]:
    with _IN_FLIGHT_LOCK:
        return _IN_FLIGHT.get((cls, text))


class TirsatError(Exception):
    """Base class of tirsat's errors (also raised for interpreter failures)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def _fields(self) -> tuple:
        return ()


class ParseError(TirsatError):
    """Input text that does not read, located at ``file:line:column`` (1-based).

    >>> import tirsat
    >>> try:
    ...     tirsat.fmt("def f(:\\n", file="bad.py")
    ... except tirsat.ParseError as e:
    ...     print(e.file, e.line, e.column)
    bad.py 1 7
    """

    def __init__(
        self, message: str, file: Optional[str] = None, line: int = 0, column: int = 0
    ) -> None:
        if file is None:
            message, file, line, column = _received(type(self), message) or (message, "<unknown>", 0, 0)
        super().__init__(message)
        self.file = file
        self.line = line
        self.column = column

    def _fields(self) -> tuple:
        return (self.file, self.line, self.column)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"

    def __reduce__(self):  # picklable across processes
        return (type(self), (self.message, self.file, self.line, self.column))


class PassError(TirsatError):
    """A pass that failed: ``pass_name``, ``function`` and ``variable`` say where.

    ``function`` and ``variable`` are ``None`` when the pass does not know them.
    The pass name is also readable as ``getattr(e, "pass")``.
    """

    def __init__(
        self,
        message: str,
        pass_name: Optional[str] = None,
        function: Optional[str] = None,
        variable: Optional[str] = None,
    ) -> None:
        if pass_name is None:
            message, pass_name, function, variable = _received(type(self), message) or (
                message,
                "<unknown>",
                None,
                None,
            )
        super().__init__(message)
        self.pass_name = pass_name
        self.function = function
        self.variable = variable
        setattr(self, "pass", pass_name)

    def _fields(self) -> tuple:
        return (self.pass_name, self.function, self.variable)

    def __str__(self) -> str:
        where = f"in function {self.function}: " if self.function else ""
        return f"{self.pass_name}: {where}{self.message}"

    def __reduce__(self):
        return (type(self), (self.message, self.pass_name, self.function, self.variable))
