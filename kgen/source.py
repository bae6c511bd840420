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
