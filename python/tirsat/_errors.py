"""The exceptions tirsat raises.

Every error names where it happened: a :class:`ParseError` carries the file,
line and column of the input text (TVMScript, an expression, a CSV file, a rule
file); a :class:`PassError` carries the pass, the function and, where known,
the variable or buffer. Bad arguments (an unknown pass or planner name, an
empty range) raise :class:`ValueError`.
"""

from __future__ import annotations

from typing import Optional

__all__ = ["TirsatError", "ParseError", "PassError"]


class TirsatError(Exception):
    """Base class of tirsat's errors (also raised for interpreter failures)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ParseError(TirsatError):
    """Input text that does not read, located at ``file:line:column`` (1-based).

    >>> import tirsat
    >>> try:
    ...     tirsat.fmt("def f(:\\n", file="bad.py")
    ... except tirsat.ParseError as e:
    ...     print(e.file, e.line, e.column)
    bad.py 1 7
    """

    def __init__(self, message: str, file: str, line: int, column: int) -> None:
        super().__init__(message)
        self.file = file
        self.line = line
        self.column = column

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
        pass_name: str,
        function: Optional[str] = None,
        variable: Optional[str] = None,
    ) -> None:
        super().__init__(message)
        self.pass_name = pass_name
        self.function = function
        self.variable = variable
        setattr(self, "pass", pass_name)

    def __str__(self) -> str:
        where = f"in function {self.function}: " if self.function else ""
        return f"{self.pass_name}: {where}{self.message}"

    def __reduce__(self):
        return (type(self), (self.message, self.pass_name, self.function, self.variable))
