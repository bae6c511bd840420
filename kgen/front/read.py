"""Reading a kernel file: the front end's first stage. What is not a kgen source (missing, a
directory, too large, binary, not UTF-8) is a diagnostic naming the file, never a traceback."""

from __future__ import annotations

from pathlib import Path

from ..errors import KgenError, ParseError
from ..source import Source, Span

# Inputs larger than this are refused before parsing: no kernel is this long, and a parse of a huge
# file would look like a hang.
MAX_SOURCE_BYTES = 1 << 20


def load_source(path) -> Source:
    """A .kgen file read from disk; a missing or unreadable path is a diagnostic naming it."""
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
