"""Source text and spans.

Every AST node, IR value and diagnostic carries a `Span`: the file, and the 1-based line and column
where the construct starts and ends. A `Source` turns a span back into the line it points at, so
that any stage can report an error the way a user wants to read it (`file:line:col`, the line, a
caret).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Span:
    file: str
    line: int
    col: int
    end_line: int
    end_col: int  # exclusive

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    def to(self, other: "Span") -> "Span":
        """The span from the start of self to the end of other: a binary op from its operands."""
        return Span(self.file, self.line, self.col, other.end_line, other.end_col)


NOWHERE = Span("<kgen>", 1, 1, 1, 1)


@dataclass(frozen=True)
class Source:
    name: str
    text: str

    def line(self, n: int) -> str:
        # Only "\n" ends a line, as in the parser's positions (str.splitlines would also split
        # on form feeds and U+2028 and shift every later line).
        lines = self.text.split("\n")
        return lines[n - 1].rstrip("\r") if 1 <= n <= len(lines) else ""

    def span_at(self, line: int, col: int, length: int = 1) -> Span:
        return Span(self.name, line, col, line, col + max(length, 1))


# Inputs larger than this are refused before parsing: no kernel is this long, and a parse of a huge
# file would look like a hang.
MAX_SOURCE_BYTES = 1 << 20


def load_source(path) -> Source:
    """A .kgen file read from disk; a missing or unreadable path is a diagnostic naming it."""
    from pathlib import Path

    from .errors import KgenError
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise KgenError(f"no such file: {path}", hint="pass the path of a .kgen file") from None
    except IsADirectoryError:
        raise KgenError(f"{path} is a directory", hint="pass the path of a .kgen file") from None
    except OSError as e:
        raise KgenError(f"cannot read {path}: {e.strerror}") from None
    return read_source(str(path), data)


def read_source(path: str, data: bytes) -> Source:
    """Decodes a file as UTF-8 text, refusing what is not a kgen source with a diagnostic."""
    from .errors import ParseError

    where = Span(path, 1, 1, 1, 1)
    if len(data) > MAX_SOURCE_BYTES:
        raise ParseError(
            f"file is {len(data)} bytes; kgen sources are at most {MAX_SOURCE_BYTES} bytes",
            where, hint="is this really a .kgen file?")
    if b"\x00" in data:
        raise ParseError("file contains NUL bytes: it looks like a binary file, not kgen source",
                         where, hint="pass a .kgen text file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise ParseError(f"file is not valid UTF-8 (byte 0x{data[e.start]:02x})",
                         Span(path, line, col, line, col + 1),
                         hint="kgen sources are UTF-8 text") from None
    return Source(path, text.removeprefix("\ufeff"))  # a UTF-8 byte-order mark is not code
