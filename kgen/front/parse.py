"""Parsing: text to AST, with errors a person can read.

The grammar lives in `grammar/kgen.lark` (installed as `kgen.grammar`); Lark builds an LALR(1)
parser from it once per process. A small post-lexer drops newlines inside brackets, so statements
end at a newline while parameter lists may span lines. Lark's own errors name internal terminals
(`RPAR`, `_NL`); `_translate` turns them into "expected ')' or ',', got end of line" at the token's
span.
"""

from __future__ import annotations

import functools
import hashlib
import math
from importlib import resources

import lark
from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from . import ast as A
from .. import cachedir
from ..errors import KgenError, ParseError
from ..source import Source, Span

# Deeper bracket nesting than this is refused: no kernel needs it, and it keeps every later
# (recursive) stage well inside Python's stack.
MAX_NESTING = 64


@functools.cache
def _parser() -> lark.Lark:
    text = resources.files("kgen.grammar").joinpath("kgen.lark").read_text()
    return lark.Lark(text, parser="lalr", lexer="contextual", propagate_positions=True,
                     maybe_placeholders=False, postlex=_BracketNewlines(),
                     cache=_tables(text))


def _tables(grammar: str) -> str | bool:
    """Where Lark keeps the grammar's LALR tables between processes (Lark's `cache`: a file
    that names the grammar, the options and Lark's version by a hash in its first line, which
    Lark checks before it reads the rest, and rebuilds and rewrites when they differ or the
    file does not read): in kgen's cache folder (kgen.cachedir), not the shared temp
    folder, since the file is a pickle. Building them is a third of a second, most of a small
    `kgen check` (about 1 s before), and every command of the CLI is a new process. False
    (build them every time) where the compile cache is off or its folder cannot be made."""
    folder = cachedir.folder()
    if folder is None:
        return False
    digest = hashlib.sha256(grammar.encode()).hexdigest()[:16]
    return str(folder / f"grammar-{digest}-lark-{lark.__version__}.tables")


class _BracketNewlines:
    """Drops newline tokens inside () and [], and refuses absurd nesting."""

    always_accept = ("_NL",)

    def process(self, stream):
        depth = 0
        for tok in stream:
            if tok.type in ("LPAR", "LSQB"):
                depth += 1
                if depth > MAX_NESTING:
                    raise ParseError(f"brackets nested deeper than {MAX_NESTING} levels",
                                     _tok_span("?", tok), hint="split the expression into "
                                     "named intermediate values")
            elif tok.type in ("RPAR", "RSQB"):
                depth = max(0, depth - 1)
            elif tok.type == "_NL" and depth:
                continue
            yield tok


def _short(text: str, n: int = 24) -> str:
    """_short('1' * 100) is '1111111111...1111111111': long literals in messages, cut."""
    text = str(text)
    return text if len(text) <= n else f"{text[:n // 2 - 2]}...{text[-(n // 2 - 2):]}"


# Names that are float literals (weak like 1.0); `-inf` is the negation of `inf`.
FLOAT_LITERALS = {"inf": math.inf, "nan": math.nan}

# Deeper expression trees than this are refused with a diagnostic at the expression: later stages
# walk expressions recursively.
MAX_EXPR_DEPTH = 200


def _check_depth(tree, file: str) -> None:
    """Iteratively measures each statement's expression depth (no recursion, any input)."""
    stack = [(tree, 0, None)]
    while stack:
        node, depth, anchor = stack.pop()
        if anchor is None and node.data in ("assign", "augassign", "store"):
            anchor = node.children[-1]  # errors point at the statement's expression
        if depth > MAX_EXPR_DEPTH:
            m = anchor.meta if isinstance(anchor, lark.Tree) else node.meta
            raise ParseError(f"expression nested deeper than {MAX_EXPR_DEPTH} levels",
                             Span(file, m.line, m.column, m.line, m.column + 1),
                             hint="split it into named intermediate values")
        for child in node.children:
            if isinstance(child, lark.Tree):
                stack.append((child, depth + 1, anchor))


def _tok_span(file: str, tok: Token) -> Span:
    line, col = tok.line or 1, tok.column or 1
    end_line = tok.end_line or line
    end_col = tok.end_column or col + max(1, len(str(tok)))
    if end_line != line:  # a newline token: point at where it starts
        end_line, end_col = line, col + 1
    return Span(file, line, col, end_line, end_col)


def _node_span(file: str, meta) -> Span:
    return Span(file, meta.line, meta.column, meta.end_line, meta.end_column)


# Human names for the grammar's terminals, for "expected ..." messages.
_TERMINAL_NAMES = {
    "NAME": "a name", "INT": "an integer", "FLOAT": "a number", "ALL": "'all'",
    "_NL": "end of line",
    "$END": "end of file", "AUGOP": "'+='", "CMPOP": "a comparison", "ADDOP": "'+' or '-'",
    "MULOP": "'*', '/', '%' or '@'", "SHIFTOP": "'<<' or '>>'", "BANDOP": "'&'",
    "BXOROP": "'^'", "BOROP": "'|'",
}


def _describe(term: str) -> str:
    if term in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[term]
    try:
        pattern = _parser().get_terminal(term).pattern
        if isinstance(pattern, lark.lexer.PatternStr):
            return f"'{pattern.value}'"
    except KeyError:
        pass
    return term.lower()


def _got(tok: Token) -> str:
    if tok.type in ("_NL", "$END"):
        return _TERMINAL_NAMES[tok.type]
    return f"'{tok}'"


_EXPR_START = {"NAME", "FLOAT", "INT", "LPAR", "MINUS"}


def _expected(names) -> str:
    names = set(names) - {"COMMENT"}
    if len(names) > 1:
        names.discard("_NL")  # "end of line" is only worth saying when it is the one option
    if {"NAME", "FLOAT", "INT"} <= names:  # the start of an expression, whatever its form
        names = (names - _EXPR_START) | {"an expression"}
    names = sorted(_describe(t) if t != "an expression" else t for t in names)
    if len(names) > 6:
        names = names[:6] + ["..."]
    return " or ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " or " + names[-1]


_HINTS = {
    "'='": "an assignment is `name = expr`; a store is `tensor[axes] = expr`",
    "'{'": "a kernel body and a schedule body are blocks in braces",
}


# Python (and C) spellings that kgen writes another way, with the way: the parser meets them as
# an unexpected token; the diagnostic names the habit and its kgen form instead of listing the
# tokens the grammar expected. Every form in a hint exists in grammar/kgen.lark or check.BUILTINS.
_AND = "kgen writes `&` between comparisons, each in parentheses: `(x > 0.0) & (x < 1.0)`"
_OR = "kgen writes `|` between comparisons, each in parentheses: `(x < 0.0) | (x > 1.0)`"
_NOT = "kgen has no negation of a condition: invert the comparison (`x <= 0.0` for `not x > 0.0`)"
_IF = "an expression chooses with `where(cond, a, b)`: `where(x > 0.0, x, 0.0)`"
_PYTHON_HABITS = {
    "and": _AND, "&&": _AND, "or": _OR, "||": _OR, "not": _NOT, "!": _NOT,
    "if": _IF, "else": _IF, "**": "a power is `pow(x, y)`: x to the power y, floats",
}


def _python_habit(source: Source, e: UnexpectedInput) -> ParseError | None:
    """The diagnostic for a Python or C habit at the error, or None: `and`/`or`/`if`/`else` are
    the unexpected token itself; `not` is the word just before it (parsed as a name); `**`, `&&`
    and `||` are the token with its twin before it; `!` (not `!=`) an unexpected character."""
    text, pos = source.text, e.pos_in_stream
    if pos is None or pos >= len(text):
        return None
    word = text[pos:].split(None, 1)[0] if text[pos:].strip() else ""
    before = text[:pos].rstrip()
    line, col = e.line, e.column
    if isinstance(e, UnexpectedCharacters):
        habit = "!" if text[pos] == "!" and text[pos + 1:pos + 2] != "=" else None
    elif isinstance(e, UnexpectedToken) and word in ("and", "or", "if", "else"):
        habit = word
    elif isinstance(e, UnexpectedToken) and text[pos] in "*&|" and pos > 0 \
            and text[pos - 1] == text[pos]:
        habit, col = text[pos] * 2, col - 1
    elif isinstance(e, UnexpectedToken) and (before.endswith(" not") or before.endswith("(not")
                                             or before.endswith("=not")):
        habit = "not"
        col -= pos - (len(before) - 3)
    else:
        return None
    if habit is None:
        return None
    return ParseError(f"kgen has no '{habit}'", source.span_at(line, col, len(habit)),
                      hint=_PYTHON_HABITS[habit])


def _translate(e: UnexpectedInput, source: Source) -> ParseError:
    habit = _python_habit(source, e)
    if habit is not None:
        return habit
    if isinstance(e, UnexpectedCharacters):
        ch = source.text[e.pos_in_stream] if e.pos_in_stream < len(source.text) else "?"
        return ParseError(f"unexpected character {ch!r}",
                          source.span_at(e.line, e.column), hint="kgen has no such operator or "
                          "symbol" if ch.isprintable() else "remove the non-printing character")
    if isinstance(e, UnexpectedToken):
        tok = e.token
        span = _tok_span(source.name, tok)
        if tok.type == "$END":
            last = source.text.rstrip().split("\n") or [""]
            span = source.span_at(len(last), max(1, len(last[-1])))
            open_at = _unclosed_bracket(source, tok)
            hint = (f"the '{open_at[0]}' at {open_at[1]}:{open_at[2]} is not closed" if open_at
                    else "is a '}' missing?" if "'}'" in _expected(e.expected) else None)
            return ParseError(f"unexpected end of file: expected {_expected(e.expected)}",
                              span, hint=hint)
        expected = _expected(e.expected)
        hint = None
        for key, h in _HINTS.items():
            if key in expected:
                hint = h
        open_at = _unclosed_bracket(source, tok)
        if open_at is not None and open_at[0] == "[" and _closes_later(source, tok):
            # Inside a subscript whose ']' does come: the subscript is what kgen cannot take.
            return ParseError(f"a subscript cannot contain {_got(tok)}", span, hint=_SUBSCRIPTS)
        if open_at is not None:
            hint = (f"the '{open_at[0]}' at {open_at[1]}:{open_at[2]} is not closed"
                    if not _closes_later(source, tok) else hint)
        return ParseError(f"expected {expected}, got {_got(tok)}", span, hint=hint)
    if isinstance(e, UnexpectedEOF):
        last = source.text.rstrip().splitlines() or [""]
        return ParseError(f"unexpected end of file: expected {_expected(e.expected)}",
                          source.span_at(len(last), max(1, len(last[-1]))))
    return ParseError(str(e), source.span_at(1, 1))


_SUBSCRIPTS = ("a subscript is one index per dimension, separated by commas: an axis (`n`), an "
               "affine index (`n + 1`, `2 * n`) or a gathered one (`idx[n]`); there are no "
               "slices: a tile says how much of an axis each program takes")


def _closes_later(source: Source, tok: Token) -> bool:
    """Whether the bracket open at `tok` is closed later on the statement's line: depth 0 is
    reached again before the end of the line."""
    if tok.start_pos is None:
        return False
    depth = 0
    for ch in source.text[tok.start_pos:]:
        if ch == "\n":
            return False
        if ch in "([":
            depth += 1
        elif ch in ")]":
            if depth == 0:
                return True
            depth -= 1
    return False


def _unclosed_bracket(source: Source, tok: Token) -> tuple[str, int, int] | None:
    """The innermost '(' or '[' still open where the parser stopped, as (char, line, col)."""
    stack: list[tuple[str, int, int]] = []
    line, col = 1, 1
    end = len(source.text) if tok.type == "$END" or tok.start_pos is None else tok.start_pos
    in_comment = False
    for i, ch in enumerate(source.text[:end]):
        if ch == "\n":
            line, col, in_comment = line + 1, 1, False
            continue
        if not in_comment:
            if ch == "#" or source.text.startswith("//", i):
                in_comment = True
            elif ch in "([":
                stack.append((ch, line, col))
            elif ch in ")]" and stack:
                stack.pop()
        col += 1
    return stack[-1] if stack else None


class _Build(Transformer):
    """Lark tree to AST nodes, bottom-up."""

    def __init__(self, file: str):
        super().__init__()
        self.file = file

    def _s(self, meta) -> Span:
        return _node_span(self.file, meta)

    def _int(self, tok: Token) -> int:
        """An integer literal; one too long for any use is refused before Python parses it.

        _int('0x10') is 16: hexadecimal literals are integers like decimal ones."""
        if len(tok) > 19:
            raise ParseError(f"integer literal {_short(tok)} is too large",
                             _tok_span(self.file, tok), hint="integers are 32-bit (i32 or u32)")
        return int(tok, 16) if tok[:2] in ("0x", "0X") else int(tok)

    def _name(self, tok: Token) -> A.Name:
        return A.Name(_tok_span(self.file, tok), str(tok))

    @v_args(meta=True)
    def start(self, meta, items):
        return A.Program(Span(self.file, 1, 1, 1, 2), tuple(items))

    @v_args(meta=True)
    def kernel(self, meta, c):
        name, *rest = c
        body = rest[-1]
        params = tuple(p for p in rest[:-1] if isinstance(p, A.Param))
        return A.Kernel(self._s(meta), self._name(name), params, body)

    @v_args(meta=True)
    def param(self, meta, c):
        name, dtype, *shape = c
        return A.Param(self._s(meta), self._name(name), self._name(dtype),
                       shape[0] if shape else None)

    def shape(self, c):
        return tuple(c)

    @v_args(meta=True)
    def dim(self, meta, c):
        tok = c[0]
        if tok.type == "INT":
            return A.Dim(self._s(meta), None, self._int(tok))
        return A.Dim(self._s(meta), str(tok), None)

    def block(self, c):
        return tuple(c)

    @v_args(meta=True)
    def tile_decl(self, meta, c):
        return A.TileDecl(self._s(meta), tuple(c))

    @v_args(meta=True)
    def tile_item(self, meta, c):
        axis, size, *dim = c
        dim = dim[0] if dim else None
        return A.TileItem(self._s(meta), str(axis), size,
                          dim if dim is None or isinstance(dim, A.Index) else self._name(dim))

    def tile_size(self, c):
        tok = c[0]
        return None if tok.type == "ALL" else self._int(tok)

    @v_args(meta=True)
    def assign(self, meta, c):
        name, value = c
        return A.Assign(self._s(meta), self._name(name), "=", value)

    @v_args(meta=True)
    def augassign(self, meta, c):
        name, op, value = c
        return A.Assign(self._s(meta), self._name(name), str(op), value)

    @v_args(meta=True)
    def store(self, meta, c):
        name, *subs, value = c
        return A.Store(self._s(meta), self._name(name), tuple(subs), value)

    @v_args(meta=True)
    def for_loop(self, meta, c):
        var, axis, body = c
        return A.For(self._s(meta), self._name(var), self._name(axis), body)

    @v_args(meta=True)
    def binary(self, meta, c):
        lhs, op, rhs = c
        return A.Binary(self._s(meta), str(op), lhs, rhs, _tok_span(self.file, op))

    compare = binary

    @v_args(meta=True)
    def neg(self, meta, c):
        return A.Neg(self._s(meta), c[0])

    @v_args(meta=True)
    def call(self, meta, c):
        func, *args = c
        pos = tuple(a for a in args if not isinstance(a, A.Kwarg))
        kws = tuple(a for a in args if isinstance(a, A.Kwarg))
        return A.Call(self._s(meta), self._name(func), pos, kws)

    @v_args(meta=True)
    def kwarg(self, meta, c):
        name, value = c
        return A.Kwarg(self._s(meta), str(name), value)

    @v_args(meta=True)
    def index(self, meta, c):
        name, *subs = c
        return A.Index(self._s(meta), self._name(name), tuple(subs))

    @v_args(meta=True)
    def number(self, meta, c):
        tok = c[0]
        if tok.type == "INT":
            return A.Number(self._s(meta), self._int(tok), False)
        value = float(tok)
        if not math.isfinite(value):
            raise ParseError(f"float literal {_short(tok)} is out of range",
                             _tok_span(self.file, tok), hint="f32 holds magnitudes up to 3.4e38")
        return A.Number(self._s(meta), value, True)

    @v_args(meta=True)
    def name(self, meta, c):
        if c[0] in FLOAT_LITERALS:  # `inf` and `nan` are float literals, not names
            return A.Number(_tok_span(self.file, c[0]), FLOAT_LITERALS[c[0]], True)
        return self._name(c[0])

    @v_args(meta=True)
    def schedule(self, meta, c):
        kernel, target, items = c
        return A.Schedule(self._s(meta), self._name(kernel), self._name(target), items)

    def sched_block(self, c):
        return tuple(c)

    @v_args(meta=True)
    def sched_tile(self, meta, c):
        return A.SchedTile(self._s(meta), tuple(c))

    @v_args(meta=True)
    def sched_opt(self, meta, c):
        name, *args = c
        vals = tuple(A.Number(_tok_span(self.file, t), self._int(t), False) if t.type == "INT"
                     else self._name(t) for t in args)
        return A.SchedOption(self._s(meta), self._name(name), vals)


def _floor_division(source: Source) -> ParseError | None:
    """A `//` after code on its line: in Python that is floor division, and taking it for a
    comment would compile `y[n] = x[n] // 2.0` as `y[n] = x[n]`, a wrong result with no word.
    So `//` starts a comment only where a line starts (after blanks); after code, `#` does.

    _floor_division on "y = a // 2" is an error at 1:7."""
    for n, line in enumerate(source.text.split("\n"), 1):
        code = line.split("#", 1)[0]
        at = code.find("//")
        if at > 0 and code[:at].strip():
            return ParseError("`//` after code: kgen has no floor division, and a comment after "
                              "code starts with `#`", source.span_at(n, at + 1, 2),
                              hint="for floor division write `floor(a / b)`; for a comment "
                                   "write `# ...` (`//` comments take a line of their own)")
    return None


def parse(source: Source) -> A.Program:
    """Parses a whole source file into a Program, or raises ParseError at the offending token.

    A file is parsed once per process: the Program (frozen nodes, never changed by a later
    stage) or the ParseError is remembered for an equal Source (its name and text), so the
    CLI's warnings pass, the compile after it and the compile of each target share one parse,
    and a large file reaches its first diagnostic after one parse, not two."""
    got = _parsed(source)
    if isinstance(got, ParseError):
        raise fresh_error(got)    # a copy: a caller may set its source or span
    return got


def fresh_error(e: KgenError) -> KgenError:
    """A copy of a remembered error (same class, message, span, hint, notes), to raise."""
    out = e.__class__.__new__(e.__class__)
    out.__dict__.update(e.__dict__)
    out.args = e.args
    return out


@functools.lru_cache(maxsize=64)
def _parsed(source: Source) -> A.Program | ParseError:
    try:
        return _parse(source)
    except ParseError as e:
        return e.with_traceback(None)


def _parse(source: Source) -> A.Program:
    """parse, every time."""
    if not source.text.strip():
        raise ParseError("empty file: no kernel to compile", source.span_at(1, 1),
                         hint="a kernel starts with `kernel name(params) { ... }`")
    if (e := _floor_division(source)) is not None:
        raise e
    try:
        tree = _parser().parse(source.text)
    except UnexpectedInput as e:
        raise _translate(e, source) from None
    except ParseError as e:
        raise ParseError(e.message, Span(source.name, *_span_tail(e.span)), e.hint) from None
    _check_depth(tree, source.name)
    try:
        return _Build(source.name).transform(tree)
    except lark.exceptions.VisitError as e:
        if isinstance(e.orig_exc, ParseError):
            raise e.orig_exc from None
        raise


def _span_tail(s: Span) -> tuple[int, int, int, int]:
    return (s.line, s.col, s.end_line, s.end_col)
