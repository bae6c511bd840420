"""Diagnostics: every bad program is one error at the right `file:line:col`, rendered with its line,
a caret under the offending token, and (where kgen has one) a hint.

Each case is a small inline source. Most run through the Python API (parse + check, or the whole
pipeline up to assembly text for errors that only the scheduler can see); a handful also run through
the real command line to pin the exit codes and make sure no Python traceback or internal path ever
reaches the user.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from kgen.front.check import check
from kgen.compiler import compile_source
from kgen.errors import KgenError, TargetError
from kgen.front.parse import parse
from kgen.source import Source

FILE = "t.kgen"


def K(body: str, params: str = "x: f32[N], y: f32[N]", tile: str = "n: 256",
      name: str = "k") -> str:
    """A one-kernel source: line 1 the signature, line 2 the tile, body from line 3."""
    return f"kernel {name}({params}) {{\n    tile {tile}\n{body}}}\n"


SOFTMAX = ("kernel softmax(x: f32[M, N], y: f32[M, N]) {\n"
           "    tile m: 1, n: all\n"
           "    e = exp(x[m, n] - max(x[m, n], axis=n))\n"
           "    y[m, n] = e / sum(e, axis=n)\n"
           "}\n")                                    # 5 lines: a schedule goes on line 6


def S(options: str, kernel: str = "softmax", target: str = "sm_90a") -> str:
    """SOFTMAX plus one schedule on line 6; its body starts at column 30 for softmax/sm_90a."""
    return SOFTMAX + f"schedule {kernel} on {target} {{ {options} }}\n"


LOOP = ("kernel k(x: f32[M, N], y: f32[M]) {{\n"
        "    tile m: 1, n: {tile}\n"
        "    acc = zeros(f32, m)\n"
        "    for nn in {over} {{\n"
        "        {stmt}\n"
        "    }}\n"
        "    y[m] = {store}\n"
        "}}\n")


# A row reduction walked in chunks (n: all over a long row) beside a `for` loop over another axis.
WALK_LOOP = ("kernel k(x: f32[M, N], w: f32[M, K], y: f32[M, N]) {\n"
             "    tile m: 1, n: all, k: 8\n"
             "    acc = zeros(f32, m)\n"
             "    for kk in k {\n"
             "        acc += sum(w[m, kk], axis=kk)\n"
             "    }\n"
             "    y[m, n] = x[m, n] / sum(x[m, n], axis=n) + acc\n"
             "}\n")


GEMM = ("kernel gemm(a: bf16[M, K], b: bf16[K, N], c: bf16[M, N]) {\n"
        "    tile m: 128, n: 128, k: 64\n"
        "    acc = zeros(f32, m, n)\n"
        "    for kk in k {\n"
        "        acc += a[m, kk] @ b[kk, n]\n"
        "    }\n"
        "    c[m, n] = bf16(acc)\n"
        "}\n")                                       # 8 lines: a schedule goes on line 9


def G(options: str, target: str = "sm_90a") -> str:
    """GEMM plus one schedule on line 9; its body starts at column 27 on sm_90a."""
    return GEMM + f"schedule gemm on {target} {{ {options} }}\n"


def L(tile="256", over="n", stmt="acc += sum(x[m, nn], axis=nn)", store="acc") -> str:
    return LOOP.replace("{tile}", tile).format(over=over, stmt=stmt, store=store)


@dataclass
class Case:
    id: str
    src: str
    line: int
    col: int | tuple[int, ...] | None   # a tuple: any of these; None: the line is enough
    msg: str | re.Pattern                # substring of the message, or a regex it must match
    hint: str | bool | None = None       # substring of the hint; True: some hint; None: no claim
    target: str | None = None            # run the whole pipeline for this target
    not_in_msg: tuple[str, ...] = field(default_factory=tuple)
    not_in_hint: tuple[str, ...] = field(default_factory=tuple)


R = re.compile

CASES = [
    # ---- syntax ------------------------------------------------------------------------------
    Case("missing-closing-brace",
         "kernel vadd(x: f32[N], out: f32[N]) {\n    tile n: 1024\n    out[n] = x[n]\n",
         3, 17, "unexpected end of file", "'}'"),
    Case("missing-rpar-params",
         "kernel k(x: f32[N], y: f32[N] {\n    tile n: 256\n    y[n] = x[n]\n}\n",
         1, 31, "expected ')' or ','", None, not_in_msg=("end of line",)),
    Case("missing-rpar-call", K("    y[n] = exp(x[n]\n"), 4, 1, "expected ')' or ','"),
    Case("missing-rbracket", K("    y[n = x[n]\n"), 3, 9, "got '='"),
    # A closed subscript kgen cannot take is about subscripts, never "'[' is not closed".
    Case("subscript-slice", K("    y[n] = x[n:4]\n"), 3, 15, "a subscript cannot contain ':'",
         "there are no slices", not_in_hint=("not closed",)),
    Case("subscript-semicolon", K("    y[n] = x[n; 1]\n"), 3, 15,
         "a subscript cannot contain ';'", "one index per dimension",
         not_in_hint=("not closed",)),
    Case("subscript-really-unclosed", K("    y[n] = x[n :\n"), 3, 16, "got ':'",
         "'[' at 3:13 is not closed"),
    # Python and C habits: named, at the habit, with the kgen form as the hint.
    Case("python-power", K("    y[n] = x[n] ** 2.0\n"), 3, 17, "kgen has no '**'", "pow(x, y)"),
    Case("python-and", K("    y[n] = where(x[n] > 0.0 and x[n] < 1.0, x[n], 0.0)\n"), 3, 29,
         "kgen has no 'and'", "`(x > 0.0) & (x < 1.0)`"),
    Case("python-or", K("    y[n] = where(x[n] < 0.0 or x[n] > 1.0, x[n], 0.0)\n"), 3, 29,
         "kgen has no 'or'", "`|`"),
    Case("c-and", K("    y[n] = where(x[n] > 0.0 && x[n] < 1.0, x[n], 0.0)\n"), 3, 29,
         "kgen has no '&&'", "`&`"),
    Case("c-or", K("    y[n] = where(x[n] < 0.0 || x[n] > 1.0, x[n], 0.0)\n"), 3, 29,
         "kgen has no '||'", "`|`"),
    Case("python-not", K("    y[n] = where(not x[n] > 0.0, x[n], 0.0)\n"), 3, 18,
         "kgen has no 'not'", "invert the comparison"),
    Case("c-not", K("    y[n] = where(!(x[n] > 0.0), x[n], 0.0)\n"), 3, 18,
         "kgen has no '!'", "invert the comparison"),
    Case("python-if", K("    y[n] = x[n] if x[n] > 0.0 else 0.0\n"), 3, 17,
         "kgen has no 'if'", "where(cond, a, b)"),
    Case("python-true", K("    y[n] = where(True, x[n], 0.0)\n"), 3, 18,
         "kgen has no 'True'", "comparison"),
    Case("garbage-character", K("    y[n] = x[n] $ 2\n"), 3, 17, "unexpected character '$'", True),
    Case("non-printing-character", K("    y[n] = x[n] + \x07\n"), 3, 19,
         "unexpected character", "non-printing"),
    Case("non-ascii-identifier", K("    y[n] = x[n] + \u03b6\n"), 3, 19, "unexpected character"),
    Case("statement-with-no-value", K("    y[n] =\n"), 3, 11, "got end of line"),
    Case("operator-then-end-of-line", K("    y[n] = x[n] *\n"), 3, 18, "got end of line"),
    Case("expression-as-statement", K("    x[n] + 1.0\n"), 3, 10, "expected '='",
         "an assignment is"),
    Case("comparison-as-statement", K("    y[n] == x[n]\n"), 3, 11, "got '='"),
    Case("keyword-typo", "kernl k(x: f32[N], y: f32[N]) {\n    tile n: 256\n}\n", 1, 1,
         "got 'kernl'"),
    Case("unexpected-eof-in-params", "kernel vadd(x: f32[N], out: f32[N]", 1, 34,
         "unexpected end of file", "the '(' at 1:12 is not closed"),
    Case("empty-file", "", 1, 1, "empty file", "kernel name(params)"),
    Case("whitespace-only", "  \n\t\n   \n", 1, 1, "empty file", True),
    Case("comments-only", "# nothing here\n// nor here\n", 1, 1, "no kernel", True),
    Case("python-floor-division", K("    y[n] = x[n] // 2.0\n"), 3, 17,
         "kgen has no floor division", "floor(a / b)"),
    Case("line-comment-after-code", K("    y[n] = x[n]  // copy\n"), 3, 18,
         "`//` after code", "write `# ...`"),
    Case("tile-missing-colon", K("    y[n] = x[n]\n", tile="n 256"), 2, 12, "expected ':'",
         not_in_msg=("end of line",)),
    Case("float-subscript", K("    y[n] = x[f32(n)]\n"), 3, 14,
         "a subscript of 'x' must be an integer (i32 or u32), got f32", "i32(...)"),
    Case("two-statements-on-one-line", K("    a = x[n] b = a\n    y[n] = b\n"), 3, 14, "got 'b'"),
    Case("brackets-nested-too-deep", K("    y[n] = " + "(" * 100 + "x[n]" + ")" * 100 + "\n"),
         3, 12 + 64, "nested deeper than 64", True),
    Case("expression-chain-too-long", K("    y[n] = " + " + ".join(["x[n]"] * 2000) + "\n"),
         3, (5, 12), R(r"nested (too deeply|deeper than)"), True),

    # ---- names -------------------------------------------------------------------------------
    Case("unknown-name", K("    y[n] = x[n] + xx\n"), 3, 19, "unknown name 'xx'", "did you mean 'x'"),
    Case("unknown-tensor", K("    y[n] = x[n] + yy[n]\n"), 3, 19, "unknown tensor 'yy'",
         "did you mean 'y'"),
    Case("unknown-function", K("    y[n] = expp(x[n])\n"), 3, 12, "unknown function 'expp'",
         "did you mean 'exp'"),
    Case("unknown-axis", K("    y[n] = x[nn]\n"), 3, 14, "unknown axis 'nn'", "did you mean 'n'"),
    Case("unknown-dtype", K("    y[n] = x[n]\n", params="x: f33[N], y: f32[N]"), 1, 13,
         "unknown dtype 'f33'", "did you mean 'f32'"),
    Case("reserved-dtype-u8", K("    y[n] = x[n]\n", params="x: u8[N], y: f32[N]"), 1, 13,
         "dtype u8 is not supported yet", "f32, f16, bf16, i32, u32"),
    Case("reserved-dtype-i8", K("    y[n] = x[n]\n", params="x: f32[N], y: i8[N]"), 1, 24,
         "dtype i8 is not supported yet", "supported today"),
    Case("reserved-dtype-bool-param", K("    y[n] = x[n]\n", params="x: bool[N], y: f32[N]"),
         1, 13, "dtype bool is not supported yet", True),
    Case("tensor-without-index", K("    y[n] = x + 1.0\n"), 3, 12, "used without an index",
         "x[n]"),
    Case("scalar-indexed", K("    y[n] = a[n]\n", params="a: f32, y: f32[N]"), 3, 12,
         "'a' is a scalar f32, not a tensor", True),
    Case("tensor-called", K("    y[n] = x(n)\n"), 3, 12, "'x' is not a function", "x[...]"),
    Case("range-axis-as-value", L(stmt="acc += sum(x[m, nn], axis=nn) + f32(n)"), 5, 45,
         "axis 'n' is walked by a loop; it has no single index", "nn"),
    Case("function-as-value", K("    y[n] = x[n] * exp\n"), 3, 19, "'exp' is a function; call it",
         "exp(...)"),
    Case("assign-to-parameter", K("    x = 1.0\n    y[n] = 2.0\n"), 3, 5,
         "cannot assign to parameter 'x'", True),
    Case("augassign-before-value", K("    acc += x[n]\n    y[n] = acc\n"), 3, 5,
         "before 'acc' has a value", "zeros"),
    Case("duplicate-kernel", SOFTMAX + SOFTMAX, 6, 8, "kernel 'softmax' is defined twice",
         "t.kgen:1:8"),
    Case("duplicate-parameter", K("    y[n] = x[n]\n", params="x: f32[N], x: f32[N], y: f32[N]"),
         1, 21, "parameter 'x' is declared twice"),
    Case("parameter-shadows-builtin",
         K("    y[n] = x[n]\n", params="exp: f32, x: f32[N], y: f32[N]"), 1, 10,
         "shadows the builtin 'exp'", True),
    Case("dimension-named-like-parameter",
         K("    y[n] = x[n]\n", params="N: f32, x: f32[N], y: f32[N]"), 1, 25,
         "dimension 'N' has the name of a parameter", True),
    Case("no-tile-declaration", "kernel k(x: f32[N], y: f32[N]) {\n    y[n] = x[n]\n}\n", 1, 8,
         "declares no tile", "tile n: 1024"),
    Case("two-tile-declarations", K("    tile n: 128\n    y[n] = x[n]\n"), 3, 5,
         "one tile declaration", True),
    Case("tile-size-zero", K("    y[n] = x[n]\n", tile="n: 0"), 2, 10,
         "tile size must be between 1 and"),
    Case("tile-size-beyond-i32", K("    y[n] = x[n]\n", tile="n: 4294967296"), 2, 10,
         "4294967296"),
    Case("axis-indexes-no-tensor", K("    y[n] = x[n]\n", tile="n: 256, q: 4"), 2, 18,
         "axis 'q' indexes no tensor", True),
    Case("five-dimensional-tensor",
         K("    y[n] = x[n]\n", params="x: f32[A, B, C, D, N], y: f32[N]"), 1, 29,
         "has 5 dimensions; kgen supports up to 4", "flatten"),

    # ---- dtypes ------------------------------------------------------------------------------
    Case("f32-plus-bf16", K("    y[n] = x[n] + z[n]\n", params="x: f32[N], z: bf16[N], y: f32[N]"),
         3, 17, "different dtypes: f32 and bf16", "cast one explicitly"),
    Case("f16-times-f32-scalar", K("    y[n] = x[n] * a\n", params="a: f32, x: f16[N], y: f16[N]"),
         3, 17, "different dtypes: f16 and f32", True),
    Case("store-f32-into-bf16", K("    y[n] = x[n] * 2.0\n", params="x: f32[N], y: bf16[N]"),
         3, 12, "storing f32 into bf16 tensor 'y'", "bf16(...)"),
    Case("float-literal-vs-i32", K("    y[n] = x[n] + 1.5\n", params="x: i32[N], y: i32[N]"),
         3, 19, "float literal 1.5 where i32 is expected", True),
    Case("float-literal-in-i32-min", K("    y[n] = min(x[n], 0.5)\n",
                                       params="x: i32[N], y: i32[N]"),
         3, 22, "float literal 0.5 where i32 is expected"),
    Case("integer-literal-does-not-fit-i32",
         K("    y[n] = x[n] + 99999999999999999999\n", params="x: i32[N], y: i32[N]"), 3, 19,
         R(r"does not fit i32|too large")),
    Case("integer-literal-thousands-of-digits", K("    y[n] = x[n] + " + "9" * 5000 + "\n"),
         3, 19, R(r"too (large|long|big)|does not fit|out of range")),
    Case("float-literal-overflows", K("    y[n] = x[n] * 1e999\n"), 3, 19,
         R(r"out of range|too large|overflow|does not fit|infinit")),
    Case("float-remainder", K("    y[n] = x[n] % 2.0\n"), 3, 17, "'%' needs integers, got f32",
         "floor"),
    Case("integer-constant-division-by-zero",
         K("    y[n] = x[n] / (1 / 0)\n", params="x: i32[N], y: i32[N]"), 3, 20,
         "division by zero in a constant"),
    Case("constant-division-by-zero", K("    y[n] = x[n] * (1.0 / 0.0)\n"), 3, 20,
         "division by zero"),
    Case("float-function-on-i32", K("    y[n] = exp(x[n])\n", params="x: i32[N], y: i32[N]"),
         3, 16, "exp() needs a float argument, got i32", "exp(f32(...))"),
    Case("bool-arithmetic", K("    c = x[n] > 0.0\n    d = c + c\n    y[n] = x[n]\n"), 4, 11,
         "'+' needs numbers, got bool", "select"),
    Case("bool-plus-float", K("    c = x[n] > 0.0\n    y[n] = c + x[n]\n"), 4, 14, "bool",
         not_in_hint=("bool(",)),
    Case("negate-bool", K("    y[n] = select(-(x[n] > 0.0), x[n], 0.0)\n"), 3, 19,
         "'-' needs numbers, got bool"),
    Case("order-bools", K("    c = (x[n] > 0.0) < (x[n] > 1.0)\n    y[n] = x[n]\n"), 3, 22,
         "cannot order bool values"),
    Case("cast-bool", K("    y[n] = f32(x[n] > 0.0)\n"), 3, 16, "cannot cast bool to f32",
         "select"),
    Case("select-non-bool-condition", K("    y[n] = select(x[n], x[n], 0.0)\n"), 3, 19,
         "select's condition must be bool, got f32", "x > 0"),
    Case("select-arity", K("    y[n] = select(x[n] > 0.0, x[n])\n"), 3, 12,
         "select() takes 3 arguments, got 2", True),
    Case("compare-two-literals", K("    c = 1 < 2\n    y[n] = x[n]\n"), 3, 9,
         "comparison of two literals"),
    Case("zeros-without-dtype", K("    a = zeros(n)\n    y[n] = x[n]\n"), 3, 9,
         "zeros() takes a dtype first", "zeros(f32"),

    # ---- shapes and axes ---------------------------------------------------------------------
    Case("wrong-number-of-indices",
         K("    y[m, n] = x[n]\n", params="x: f32[M, N], y: f32[M, N]", tile="m: 1, n: all"),
         3, 17, "tensor 'x' has 2 dimensions, indexed with 1", "f32[M, N]"),
    Case("value-has-axes-store-lacks",
         K("    y[m] = x[m, n]\n", params="x: f32[M, N], y: f32[M]", tile="m: 1, n: all"),
         3, 12, "value has axes (n) that the store to 'y' does not index", "axis=n"),
    Case("axis-bound-to-two-dimensions",
         K("    y[m, n] = x[m, n] + z[m, n]\n", params="x: f32[M, N], z: f32[N, M], y: f32[M, N]",
           tile="m: 1, n: all"),
         3, 27, "axis 'm' indexes dimension N here but M at 3:7", True),
    Case("same-axis-twice", K("    y[n] = x[n, n]\n", params="x: f32[N, N], y: f32[N]"), 3, 17,
         "axis 'n' indexes 'x' twice", True),
    Case("store-misses-grid-axis",
         K("    s[m] = sum(x[m, n], axis=n)\n    y[n] = w[n]\n",
           params="x: f32[M, N], w: f32[N], s: f32[M], y: f32[N]", tile="m: 1, n: all"),
         4, 5, "store to 'y' does not index axis 'm'", "`all`"),
    # Two stores that can write one element (issue "Correctness holes", item 1): element n + 1
    # of one program is element n of the next, written in no order kgen defines.
    Case("stores-overlap-across-programs",
         K("    y[n] = x[n]\n    y[n + 1] = x[n] * 2.0\n"),
         4, 5, "store to 'y' can write elements the store at 3:5 also writes",
         "`y[2 * n]` and `y[2 * n + 1]`"),
    Case("stores-overlap-by-stride", K("    y[2 * n] = x[n]\n    y[4 * n + 2] = x[n]\n",
                                       params="x: f32[N], y: f32[M]"),
         4, 5, "can write elements the store at 3:5", True),
    Case("stores-overlap-by-a-scalar", K("    y[n] = x[n]\n    y[n + s] = x[n]\n",
                                         params="x: f32[N], y: f32[N], s: i32"),
         4, 5, "can write elements the store at 3:5", True),
    Case("stores-overlap-in-one-dimension-of-two",
         K("    y[m, 2 * n] = x[m, n]\n    y[m + 1, 2 * n] = x[m, n]\n",
           params="x: f32[M, N], y: f32[M, K]", tile="m: 4, n: 64"),
         4, 5, "can write elements the store at 3:5", True),
    Case("stores-overlap-in-a-loop",
         K("    for mm in m {\n        y[n, mm] = x[mm, n]\n        y[n, mm + 1] = x[mm, n]\n"
           "    }\n", params="x: f32[M, N], y: f32[N, M]", tile="m: 16, n: 32"),
         5, 9, "can write elements the store at 4:9", True),
    # The same elements through a plain and an affine store: two lowerings, two layouts.
    Case("stores-same-elements-written-otherwise",
         K("    y[n, m] = x[m, n]\n    y[n, m + 0] = x[m, n]\n",
           params="x: f32[M, N], y: f32[N, M]", tile="m: 16, n: 32"),
         4, 5, "writes the elements of the store at 3:5 through subscripts written otherwise",
         "`y[n, m]`"),
    # A store that is not injective over the grid's axes is refused before any of that.
    Case("store-halves-a-grid-axis", K("    y[n / 2] = x[n]\n"), 3, 7,
         "store subscript is not affine in an axis (it uses 'div')", True),

    # ---- reductions --------------------------------------------------------------------------
    Case("reduce-axis-not-in-value",
         K("    s = sum(w[n], axis=m)\n    y[m, n] = x[m, n]\n",
           params="x: f32[M, N], w: f32[N], y: f32[M, N]", tile="m: 1, n: all"),
         3, 24, "cannot reduce over axis 'm'", True),
    Case("reduce-grid-split-axis",
         K("    y[n] = sum(x[m, n], axis=m)\n", params="x: f32[M, N], y: f32[N]",
           tile="m: 1, n: all"),
         3, 30, "split across programs", "tile m: all"),
    Case("reduce-missing-axis",
         K("    y[m, n] = x[m, n] / sum(x[m, n])\n", params="x: f32[M, N], y: f32[M, N]",
           tile="m: 1, n: all"),
         3, 25, "sum() needs the axis to reduce over", "axis=n"),
    Case("reduce-axis-not-a-name", K("    s = sum(x[n], axis=0)\n    y[n] = x[n]\n", tile="n: all"),
         3, 24, "axis= takes an axis name", True),
    Case("reduce-unknown-axis", K("    s = sum(x[n], axis=q)\n    y[n] = x[n]\n", tile="n: all"),
         3, 24, "unknown axis 'q'"),
    Case("reduce-bool", K("    s = sum(x[n] > 0.0, axis=n)\n    y[n] = x[n]\n", tile="n: all"),
         3, 13, "cannot sum a bool value"),
    Case("keyword-on-elementwise-function", K("    y[n] = exp(x[n], axis=n)\n"), 3, 22,
         "exp() takes no keyword 'axis'"),
    Case("misspelled-keyword", K("    s = sum(x[n], axes=n)\n    y[n] = x[n]\n", tile="n: all"),
         3, 19, "sum() takes no keyword 'axes'", "axis="),

    # ---- loops -------------------------------------------------------------------------------
    Case("loop-over-unknown-axis", L(over="q"), 4, 15, "loop over unknown axis 'q'", True),
    Case("loop-variable-outside-loop", L(store="acc + sum(x[m, nn], axis=nn)"), 7, 27,
         "loop variable 'nn' used outside its loop"),
    Case("loop-over-all-axis", L(tile="all"), 4, 15, "cannot loop over axis 'n' declared `all`",
         "tile n: 1024"),
    Case("loop-variable-name-taken", L().replace("for nn in n", "for x in n"), 4, 9,
         "loop variable 'x' is already a name", True),
    Case("index-walked-axis", L(stmt="acc += sum(x[m, n], axis=n)"), 5, 25,
         "axis 'n' is walked by a loop", "nn"),
    Case("carried-value-changes-dtype", L(stmt="acc = f16(sum(x[m, nn], axis=nn))"), 5, 9,
         "changes dtype from f32 to f16 inside a loop", True),
    Case("carried-value-gains-axes", L(stmt="acc += x[m, nn]"), 5, 9,
         "'acc' gains axes (nn) inside a loop", "axis=kk"),

    # ---- whole-pipeline (scheduler) errors ---------------------------------------------------
    # The layout lowering's limits (kgen/lower/program.py), now that in-place tensors, transposed access
    # and reductions over any axis compile.
    Case("reductions-over-two-walked-axes",
         K("    y[m, n] = x[m, n] - max(x[m, n], axis=n) - max(x[m, n], axis=m)\n",
           params="x: f32[M, N], y: f32[M, N]", tile="m: all, n: all"),
         3, 48, "reductions over 'm' and 'n', which are both walked in chunks",
         "give one of them a tile that fits one chunk", target="sm_90a"),
    Case("for-loop-in-walked-reduction", WALK_LOOP, 4, 5,
         "a `for` loop in a kernel that walks 'n' in chunks and reduces over it",
         "give 'n' a tile that fits one chunk, or loop over 'n' explicitly", target="gfx942"),
    Case("four-grid-axes",
         K("    y[a, b, c, d] = x[a, b, c, d]\n", params="x: f32[A, B, C, D], y: f32[A, B, C, D]",
           tile="a: 1, b: 1, c: 1, d: 256"),
         1, 1, "4 axes are spread over programs; a grid has three dimensions",
         "declare one of them `all`", target="sm_80"),

    # ---- schedules ---------------------------------------------------------------------------
    Case("schedule-unknown-option", S("warp 8"), 6, 30, "unknown schedule option 'warp'",
         "did you mean 'warps'"),
    Case("schedule-unknown-option-no-match", S("blocks 8"), 6, 30,
         "unknown schedule option 'blocks'", "threads N"),
    Case("threads-not-multiple-of-warp", S("threads 100"), 6, 38, "multiple of 32 threads",
         "warps of 32"),
    Case("threads-not-multiple-of-wave", S("threads 96", target="gfx942"), 6, 38,
         "multiple of 64 threads", "waves of 64"),
    Case("threads-over-1024", S("threads 2048", target="sm_80"), 6, 37, "up to 1024", True),
    Case("warps-zero", S("warps 0"), 6, 36, "got 0", True),
    Case("warps-on-amd", S("warps 4", target="gfx90a"), 6, 30, "'warps' is an NVIDIA option",
         "waves N"),
    Case("waves-on-nvidia", S("waves 4"), 6, 30, "'waves' is an AMD option", "warps N"),
    Case("vector-too-wide-for-f32", S("vector 8"), 6, 37, "vector 8 of 4-byte elements is 32 bytes",
         "vector 4"),
    Case("vector-3", S("vector 3"), 6, 37, "1, 2, 4 or 8", True),
    Case("vector-not-integer", S("vector four"), 6, 30, "takes one integer", "vector 4"),
    Case("threads-two-values", S("threads 128 256"), 6, 30, "takes one integer", True),
    Case("schedule-unknown-kernel", S("warps 8", kernel="sofmax"), 6, 10,
         "schedule for unknown kernel 'sofmax'", "did you mean 'softmax'"),
    Case("schedule-unknown-target", S("warps 8", target="sm_90"), 6, 21, "unknown target 'sm_90'",
         "did you mean 'sm_90a'"),
    Case("duplicate-schedule", S("warps 8") + "schedule softmax on sm_90a { warps 4 }\n", 7, 1,
         "a second schedule for 'softmax' on sm_90a", "t.kgen:6:1"),
    # Casts are accepted as @ operands, so the hint may suggest one.
    Case("matmul-f32-operand-hint-suggests-a-cast",
         GEMM.replace("bf16[M, K]", "f32[M, K]").replace("bf16[K, N]", "f32[K, N]"), 5, 25,
         "@ takes f16, bf16 or 8-bit float tiles, got f32", "cast the operand, `bf16(...)`"),
    Case("stages-on-memory-bound-kernel", S("stages 3"), 6, 30,
         "'stages' applies to matrix-product loops", True),
    Case("unknown-option-lists-every-option", G("stage 3"), 9, 27,
         "unknown schedule option 'stage'", R(r"did you mean 'stages'.*tile.*warpgroups")),
    # The TMA ring's stage (A 128x64 + B 64x128 bf16, unpadded), not mma.sync's padded one;
    # at the `stages` option.
    Case("sm90a-stage-overflow-quotes-the-tma-stage", G("stages 8"), 9, 27,
         "8 stages of the loop's operand streams (32768 bytes a stage)", "at most 7 stages",
         target="sm_90a", not_in_msg=("35840",)),
    Case("warpgroups-two-producers", G("warpgroups producer 2 consumer 2"), 9, 47,
         "one producer warpgroup", True),
    Case("warpgroups-bad-shape", G("warpgroups 2"), 9, 27,
         "expected `warpgroups producer P consumer C`", "warpgroups producer 1 consumer 2"),
    Case("warpgroups-on-sm80", G("warpgroups producer 1 consumer 2", target="sm_80"), 9, 26,
         "'warpgroups' sets sm_90a's producer/consumer warpgroups", "warps N"),
    Case("pingpong-is-chosen-by-the-tile", G("pingpong 2", target="gfx942"), 9, 27,
         "'pingpong' is not an option", "128 x 128"),
    Case("schedule-tiles-unknown-axis", S("tile q: 256"), 6, 35, "unknown axis 'q'"),
    Case("schedule-changes-all-axis", S("tile n: 2048"), 6, 35, "between `all` and a tile size",
         True),
    Case("schedule-huge-number", S("warps " + "9" * 5000), 6, 36,
         R(r"too (large|long|big)|does not fit|out of range|multiple of 32")),
]


def _raise(case: Case) -> tuple[KgenError, Source]:
    source = Source(FILE, case.src)
    with pytest.raises(KgenError) as info:
        if case.target:
            compile_source(source, case.target, stop="asm")
        else:
            check(parse(source))
    return info.value, source


def _cols(col) -> tuple[int, ...]:
    return col if isinstance(col, tuple) else (col,)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_diagnostic(case: Case) -> None:
    err, source = _raise(case)
    assert err.span is not None, f"no location: {err.render(source)}"
    got = (err.span.line, err.span.col)
    assert err.span.file == FILE
    assert got[0] == case.line and (case.col is None or got[1] in _cols(case.col)), \
        f"at {got}, expected {case.line}:{case.col}\n{err.render(source)}"
    if isinstance(case.msg, re.Pattern):
        assert case.msg.search(err.message), err.render(source)
    else:
        assert case.msg in err.message, err.render(source)
    for bad in case.not_in_msg:
        assert bad not in err.message, err.render(source)
    if case.hint is True:
        assert err.hint, f"no hint:\n{err.render(source)}"
    elif isinstance(case.hint, str):
        assert err.hint and case.hint in err.hint, err.render(source)
    for bad in case.not_in_hint:
        assert not err.hint or bad not in err.hint, err.render(source)
    _check_rendering(err, source)


def _check_rendering(err: KgenError, source: Source) -> None:
    """file:line:col: error: message / the line / a caret under the column / hint: ..."""
    text = err.render(source)
    lines = text.split("\n")
    line, col = err.span.line, err.span.col
    assert lines[0] == f"{FILE}:{line}:{col}: error: {err.message}"
    shown = source.text.split("\n")[line - 1].rstrip("\r").expandtabs(1)
    if len(shown) > 120:  # long lines are shown as a window around the column, marked "..."
        start = max(0, col - 60)
        shown = ("..." if start else "") + shown[start:start + 120] + (
            "..." if start + 120 < len(shown) else "")
        col = col - start + (3 if start else 0)
    if shown.strip():
        assert lines[1] == "    " + shown
        caret = lines[2]
        assert caret.startswith("    " + " " * (col - 1) + "^"), text
        assert set(caret.strip()) == {"^"}, text
        assert len(caret) - 4 <= max(len(shown), col), text  # never runs past the line
    if err.hint:
        assert lines[-1] == f"hint: {err.hint}"
    assert "Traceback" not in text


# ---- rendering details ---------------------------------------------------------------------------

@pytest.mark.parametrize("expr", [
    "pow(x[n], 2.0)", "where((x[n] > 0.0) & (x[n] < 1.0), x[n], 0.0)",
    "where((x[n] < 0.0) | (x[n] > 1.0), x[n], 0.0)", "where(x[n] <= 0.0, x[n], 0.0)",
    "where(x[n] > 0.0, x[n], 0.0)",
])
def test_the_python_habit_hints_compile_when_followed(expr) -> None:
    """Each kgen form the habit hints above offer is a program kgen takes."""
    check(parse(Source(FILE, K(f"    y[n] = {expr}\n"))))


def test_caret_spans_the_whole_token() -> None:
    err, source = _raise(Case("x", K("    y[n] = x[n] + foobar\n"), 3, 19, ""))
    assert err.render(source).split("\n")[2] == "    " + " " * 18 + "^" * 6


def test_tabs_keep_the_caret_under_the_token() -> None:
    src = "kernel k(x: f32[N], y: f32[N]) {\n\ttile n: 256\n\ty[n] = x[n] +\tzz\n}\n"
    err, source = _raise(Case("x", src, 3, 16, "unknown name 'zz'"))
    lines = err.render(source).split("\n")
    assert lines[1] == "    " + " y[n] = x[n] + zz"
    assert lines[2] == "    " + " " * 15 + "^^"


@pytest.mark.parametrize("sep", ["\f", "\v", "\u2028", "\x1c", "\x85"])
def test_odd_line_separators_in_comments_show_the_right_line(sep: str) -> None:
    """Only '\\n' ends a line for the parser; the rendered line must be the one it counted."""
    src = ("# a comment" + sep + "still the comment\n"
           "kernel k(x: f32[N], y: f32[N]) {\n    tile n: 256\n    y[n] = x[n] + zz\n}\n")
    err, source = _raise(Case("x", src, 4, 19, "unknown name 'zz'"))
    lines = err.render(source).split("\n")
    assert lines[1] == "        y[n] = x[n] + zz", err.render(source)
    assert lines[2] == "    " + " " * 18 + "^^"


def test_crlf_sources_report_the_same_place() -> None:
    src = K("    y[n] = x[n] + zz\n").replace("\n", "\r\n")
    err, source = _raise(Case("x", src, 3, 19, "unknown name 'zz'"))
    lines = err.render(source).split("\n")
    assert lines[1] == "        y[n] = x[n] + zz"


def test_unknown_target_in_api() -> None:
    with pytest.raises(TargetError) as info:
        compile_source(Source(FILE, K("    y[n] = x[n]\n")), "sm_91")
    assert "unknown target 'sm_91'" in info.value.message
    assert "did you mean 'sm_90a'" in (info.value.hint or "")
    assert info.value.render().startswith("error: unknown target 'sm_91'")


def test_size_for_unknown_dimension_has_no_bogus_location() -> None:
    """--size is a command-line option: its error must not point into a comment of the file."""
    src = "# a comment line that is fairly long\n" + K("    y[n] = x[n]\n")
    with pytest.raises(KgenError) as info:
        check(parse(Source(FILE, src)), specialize={"Q": 5})
    e = info.value
    assert "Q" in e.message
    assert e.span is None or (e.span.line, e.span.col) == (1, 1), e.render(Source(FILE, src))


def test_threads_hint_suggests_a_valid_count() -> None:
    err, source = _raise(Case("x", S("threads 128 256"), 6, 30, "takes one integer"))
    m = re.search(r"threads (\d+)", err.hint or "")
    assert m, err.render(source)
    n = int(m.group(1))
    assert n % 32 == 0 and 0 < n <= 1024, f"the hint suggests an invalid value: {err.hint}"


def test_every_case_is_distinct() -> None:
    assert len({c.id for c in CASES}) == len(CASES)
    assert len({c.src + str(c.target) for c in CASES}) == len(CASES)
    assert len(CASES) >= 30


# ---- through the command line --------------------------------------------------------------------

# The command runs in a temporary folder: PYTHONPATH names this checkout, so that it is this
# checkout's kgen that runs (not whichever one is installed).
ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join(
    [str(ROOT)] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []))}


def _kgen(*args: str, cwd, module: str = "kgen.cli") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", module, *args], cwd=cwd, capture_output=True,
                          text=True, timeout=60, env=ENV)


def _clean(stderr: str) -> None:
    assert "Traceback" not in stderr
    assert "site-packages" not in stderr
    assert "/kgen/" not in stderr
    assert '.py"' not in stderr
    assert "internal compiler error" not in stderr


CLI_CASES = [
    ("unknown-name", K("    y[n] = x[n] + xx\n"), ["check"], "3:19", "unknown name 'xx'"),
    ("syntax", K("    y[n] = x[n] $ 2\n"), ["check"], "3:17", "unexpected character"),
    ("eof", "kernel vadd(x: f32[N], out: f32[N]) {\n    tile n: 1024\n", ["check"], "2:",
     "unexpected end of file"),
    ("dtype", K("    y[n] = x[n] + z[n]\n", params="x: f32[N], z: bf16[N], y: f32[N]"),
     ["compile", "-t", "sm_90a"], "3:17", "different dtypes"),
    ("schedule", S("waves 4"), ["compile", "-t", "sm_80"], "6:30", "'waves' is an AMD option"),
    ("scheduler", WALK_LOOP, ["compile", "-t", "sm_80"], "4:5",
     "a `for` loop in a kernel that walks 'n' in chunks"),
    ("reserved-dtype", K("    y[n] = x[n]\n", params="x: u8[N], y: f32[N]"),
     ["compile", "-t", "sm_90a", "--emit", "ir"], "1:13", "not supported yet"),
]


@pytest.mark.parametrize("name,src,cmd,where,msg", CLI_CASES, ids=[c[0] for c in CLI_CASES])
def test_cli_diagnostic(tmp_path, name, src, cmd, where, msg) -> None:
    (tmp_path / "bad.kgen").write_text(src)
    r = _kgen(*cmd, "bad.kgen", cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    at = f"bad.kgen:{where}" if where.endswith(":") else f"bad.kgen:{where}: error:"
    assert at in r.stderr, r.stderr
    assert re.search(r"^bad\.kgen:\d+:\d+: error: ", r.stderr, re.M), r.stderr
    assert msg in r.stderr
    assert "^" in r.stderr
    assert r.stdout == ""
    _clean(r.stderr)


def test_cli_unknown_target(tmp_path) -> None:
    (tmp_path / "ok.kgen").write_text(K("    y[n] = x[n]\n"))
    r = _kgen("compile", "ok.kgen", "-t", "sm_91", cwd=tmp_path)
    assert r.returncode == 1
    assert "error: unknown target 'sm_91'" in r.stderr
    assert "did you mean 'sm_90a'" in r.stderr
    _clean(r.stderr)


def test_cli_good_file_checks(tmp_path) -> None:
    (tmp_path / "ok.kgen").write_text(SOFTMAX)
    r = _kgen("check", "ok.kgen", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "ok: kernel softmax" in r.stdout


@pytest.mark.parametrize("args", [
    ["compile", "ok.kgen", "--bogus"],
    ["check"],
    ["frobnicate", "ok.kgen"],
], ids=["unknown-option", "missing-argument", "unknown-command"])
def test_cli_usage_errors_exit_1(tmp_path, args) -> None:
    """A usage error is the user's error: exit 1 like every other (not Click's 2)."""
    (tmp_path / "ok.kgen").write_text(K("    y[n] = x[n]\n"))
    r = _kgen(*args, cwd=tmp_path)
    assert r.returncode == 1, (r.returncode, r.stderr)
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("args", [[], ["compile"], ["check"], ["run"], ["targets"],
                                  ["golden"], ["golden", "update"]])
def test_dash_h_is_help_on_every_command(tmp_path, args) -> None:
    r = _kgen(*args, "-h", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("Usage: kgen") and "No such option" not in r.stderr


def test_emit_help_lists_timeline(tmp_path) -> None:
    r = _kgen("compile", "--help", cwd=tmp_path)
    assert "ast|ir|schedule|asm|bin|timeline" in r.stdout, r.stdout


def test_cli_debug_shows_the_traceback(tmp_path) -> None:
    (tmp_path / "bad.kgen").write_text(K("    y[n] = x[n] + xx\n"))
    r = _kgen("--debug", "check", "bad.kgen", cwd=tmp_path)
    assert r.returncode != 0
    assert "bad.kgen:3:19: error: unknown name 'xx'" in r.stderr
    assert "Traceback" in r.stderr


def test_python_dash_m_kgen_is_the_kgen_command(tmp_path) -> None:
    """`python -m kgen` runs kgen.cli's main: the same diagnostics, output and exit codes."""
    (tmp_path / "bad.kgen").write_text(K("    y[n] = x[n] + xx\n"))
    (tmp_path / "ok.kgen").write_text(SOFTMAX)
    run = lambda *a: _kgen(*a, cwd=tmp_path, module="kgen")  # noqa: E731
    bad, ok, usage = run("check", "bad.kgen"), run("check", "ok.kgen"), run("frobnicate")
    assert bad.returncode == 1 and "bad.kgen:3:19: error: unknown name 'xx'" in bad.stderr
    _clean(bad.stderr)
    assert ok.returncode == 0 and "ok: kernel softmax" in ok.stdout, ok.stderr
    assert usage.returncode == 1


REREAD = ("kernel k(x: f32[M, N], res: f32[M, N], y: f32[M, N]) {\n"
          "    tile m: 1, n: all\n"
          "    res[m, n] = x[m, n] * 2.0\n"
          "    y[m, n] = res[m, n] / sum(x[m, n], axis=n)\n"
          "}\n")


def test_reading_back_a_tensor_an_earlier_phase_wrote_has_a_hint_that_works() -> None:
    """The old hint (a smaller tile for 'n') led to a second error: a reduction split across
    programs. Both ways the new hint offers compile."""
    with pytest.raises(KgenError) as info:
        compile_source(Source(FILE, REREAD), "sm_80", stop="asm")
    err = info.value
    assert (err.span.line, err.span.col) == (4, 5)
    assert "tensor 'res' is read in phase 2" in err.message
    assert "name the value stored at 3:5" in err.hint and "--specialize" in err.hint
    named = REREAD.replace("    res[m, n] = x[m, n] * 2.0\n",
                           "    v = x[m, n] * 2.0\n    res[m, n] = v\n")
    named = named.replace("y[m, n] = res[m, n] /", "y[m, n] = v /")
    compile_source(Source(FILE, named), "sm_80", stop="asm")
    compile_source(Source(FILE, REREAD), "sm_80", specialize={"N": 1024}, stop="asm")
