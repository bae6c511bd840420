"""Robustness: whatever file a user points kgen at, it answers with a diagnostic, quickly.

Every input here is not a kgen program (or is one taken to an absurd extreme). Through the real
command line, each must end in exit status 1 with `error:` on stderr, within a few seconds, with no
Python traceback, no internal path and no "internal compiler error" (that is for kgen's own bugs, and
none of these inputs is one).
"""

from __future__ import annotations

import random
import subprocess
import sys
import time

import pytest

# A guard against a hang or a blow-up (quadratic work on a huge input), not a speed bar (those
# live in benchmarks/): generous enough for a loaded 2-core machine running the suite on every
# core, far below what a blow-up on these inputs takes.
LIMIT_S = 45.0

KERNEL = "kernel k(x: f32[N], y: f32[N]) {{\n    tile n: 256\n    y[n] = {expr}\n}}\n"


def _kernel(expr: str) -> str:
    return KERNEL.format(expr=expr)


def _random_bytes() -> bytes:
    r = random.Random(1234)
    data = bytes(r.randrange(256) for _ in range(64 * 1024))
    return data + b"\x00\x00" + data[:100]


def _random_text() -> str:
    r = random.Random(99)
    return "".join(chr(r.randrange(32, 127)) for _ in range(20000))


# name, file contents (bytes or str; None: make no file), where the diagnostic points ("" for no
# source location), a substring of the message (None: any)
INPUTS = [
    ("empty", "", "1:1", "empty file"),
    ("whitespace-only", " \t \n\n\t\t\n    \n", "1:1", "empty file"),
    ("comments-only", "# a comment\n// another one\n#\n", "1:1", "no kernel"),
    ("binary-with-nuls", _random_bytes(), "1:1", "binary"),
    ("invalid-utf8", b"kernel k(x: f32[N]) {\n    tile n: \xff\xfe 256\n}\n", "2:13", "UTF-8"),
    ("utf16-text", _kernel("x[n]").encode("utf-16"), "1:1", None),
    ("two-megabytes", "# " + "a" * (2 * 1024 * 1024) + "\n", "1:1", "bytes"),
    ("just-under-the-size-limit", "kernel k(" + "x" * (1024 * 1024 - 100) + "\n", "", None),
    ("random-printable-text", _random_text(), "", None),
    ("deeply-nested-parentheses", _kernel("(" * 100000 + "x[n]" + ")" * 100000), "3:", "nested"),
    ("deeply-nested-brackets", _kernel("x" + "[" * 100000), "3:", None),
    ("unbalanced-open-parentheses", _kernel("(" * 100000), "3:", None),
    ("long-expression-chain", _kernel(" + ".join(["x[n]"] * 20000)), "3:", None),
    ("long-unary-chain", _kernel("-" * 50000 + "x[n]"), "3:", None),
    ("huge-integer-literal", _kernel("x[n] * " + "9" * 100000), "3:19", None),
    ("huge-float-literal", _kernel("x[n] * " + "9" * 100000 + ".5"), "3:19", None),
    ("huge-exponent", _kernel("x[n] * 1e99999999999999"), "3:19", None),
    ("huge-tile-size", "kernel k(x: f32[N], y: f32[N]) {\n    tile n: " + "9" * 10000
     + "\n    y[n] = x[n]\n}\n", "2:", None),
    ("huge-dimension", "kernel k(x: f32[" + "9" * 10000 + "], y: f32[N]) {\n    tile n: 256\n"
     "    y[n] = x[n]\n}\n", "1:", None),
    ("very-long-name", _kernel("x[n] + " + "a" * 500000), "3:19", "unknown name"),
    ("many-unknown-names-on-a-line", _kernel(" + ".join(f"v{i}" for i in range(20000))), "3:",
     None),
    ("null-in-the-middle", _kernel("x[n]").replace("tile", "ti\x00le"), "1:1", "NUL"),
    ("bom-then-garbage", b"\xef\xbb\xbf\x01\x02\x03", "1:", None),
    ("control-characters", "\x01\x02\x03\x04\x1b[31m", "1:1", None),
    ("unclosed-block-at-eof", "kernel k(x: f32[N], y: f32[N]) {\n" + "    y[n] = x[n]\n" * 1000,
     "", "end of file"),
    ("nonexistent-path", None, "", "no such file"),
]


def _kgen(*args: str, cwd) -> tuple[subprocess.CompletedProcess, float]:
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "kgen.cli", *args], cwd=cwd, capture_output=True,
                       timeout=120)
    return r, time.perf_counter() - t0


def _assert_clean(r: subprocess.CompletedProcess, elapsed: float) -> str:
    err = r.stderr.decode("utf-8", "replace")
    assert elapsed < LIMIT_S, f"took {elapsed:.1f} s"
    assert r.returncode == 1, (r.returncode, err[-2000:])
    assert "error:" in err, err[-2000:]
    assert "Traceback" not in err, err[-4000:]
    assert "internal compiler error" not in err, err[-2000:]
    assert "site-packages" not in err
    assert "/kgen/" not in err
    assert '.py"' not in err
    return err


@pytest.mark.parametrize("cmd", [["check"], ["compile", "-t", "sm_90a"]], ids=["check", "compile"])
@pytest.mark.parametrize("name,data,where,msg", INPUTS, ids=[i[0] for i in INPUTS])
def test_not_kgen_gives_a_clean_diagnostic(tmp_path, cmd, name, data, where, msg) -> None:
    path = tmp_path / "in.kgen"
    if isinstance(data, bytes):
        path.write_bytes(data)
    elif isinstance(data, str):
        path.write_bytes(data.encode("utf-8"))
    r, elapsed = _kgen(*cmd, "in.kgen", cwd=tmp_path)
    err = _assert_clean(r, elapsed)
    if where:
        # "1:1" must not match "1:12": a full position is followed by ': error:'
        at = f"in.kgen:{where}" if where.endswith(":") else f"in.kgen:{where}: error:"
        assert at in err, err[:2000]
    elif data is not None:
        assert "in.kgen:" in err, err[:2000]
    if msg:
        assert msg in err, err[:2000]
    assert r.stdout == b""


@pytest.mark.parametrize("cmd", [["check"], ["compile", "-t", "sm_90a"]], ids=["check", "compile"])
def test_directory_path(tmp_path, cmd) -> None:
    (tmp_path / "dir.kgen").mkdir()
    r, elapsed = _kgen(*cmd, "dir.kgen", cwd=tmp_path)
    err = _assert_clean(r, elapsed)
    assert "is a directory" in err


def test_diagnostic_for_a_huge_line_stays_readable(tmp_path) -> None:
    """A diagnostic on a 200,000-character line must not print the whole line."""
    (tmp_path / "in.kgen").write_text(_kernel("(" * 100000 + "x[n]" + ")" * 100000))
    r, elapsed = _kgen("check", "in.kgen", cwd=tmp_path)
    err = _assert_clean(r, elapsed)
    assert len(err) < 10000, f"{len(err)} characters of diagnostic"


def test_many_kernels_compile_in_time(tmp_path) -> None:
    """Not an error at all: a long but valid file still finishes within the limit."""
    src = "".join(f"kernel k{i}(x: f32[N], y: f32[N]) {{\n    tile n: 256\n    y[n] = x[n]\n}}\n"
                  for i in range(500))
    (tmp_path / "in.kgen").write_text(src)
    r, elapsed = _kgen("compile", "in.kgen", "-t", "sm_90a", "-o", "out.ptx", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()[-2000:]
    assert elapsed < LIMIT_S
