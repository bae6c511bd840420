"""A command line that agrees with itself: --debug anywhere, -t/--emit/--device as listed choices,
`kgen run --size` checked as `kgen compile` checks it, --stats for every kernel variant."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from conftest import ROOT
from kgen.cli import EMIT_CHOICES, TARGET_CHOICES, _choices, app

runner = CliRunner()
BAD = "kernel k(x: f32[N], y: f32[N]) {\n    tile n: 256\n    y[n] = x[n] + q\n}\n"


def _kgen(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "kgen", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=120)


def test_debug_is_accepted_after_the_command(tmp_path):
    (tmp_path / "bad.kgen").write_text(BAD)
    for args in (["--debug", "check", "bad.kgen"], ["check", "bad.kgen", "--debug"]):
        r = _kgen(*args, cwd=tmp_path)
        assert r.returncode == 1 and "Traceback" in r.stderr and "unknown name 'q'" in r.stderr
    r = _kgen("check", "bad.kgen", cwd=tmp_path)
    assert r.returncode == 1 and "Traceback" not in r.stderr


def test_targets_stages_and_devices_are_listed_and_completed():
    r = runner.invoke(app, ["compile", "--help"])
    assert "|".join(TARGET_CHOICES) in r.output and "ast|ir|schedule|asm|bin" in r.output
    r = runner.invoke(app, ["run", "--help"])
    assert "auto|cuda|hip|sim" in r.output
    assert _choices(TARGET_CHOICES)("sm") == ["sm_80", "sm_90a", "sm_100a"]
    assert _choices(EMIT_CHOICES)("s") == ["schedule"]


def test_an_unknown_target_stays_a_diagnostic_with_a_guess():
    r = runner.invoke(app, ["compile", str(ROOT / "examples/vadd.kgen"), "-t", "sm90a"])
    assert r.exit_code == 1 and "did you mean 'sm_90a'" in r.output


def test_run_refuses_a_size_that_names_no_dimension_as_compile_does():
    for cmd in (["run", "-d", "sim"], ["compile"]):
        r = runner.invoke(app, [*cmd, str(ROOT / "examples/softmax.kgen"), "--size", "n=4096"])
        assert r.exit_code == 1, r.output
        assert "--size n=4096 names no dimension" in r.output and "did you mean 'N'" in r.output


def test_stats_shows_the_threads_of_the_fallback_kernel_too():
    r = runner.invoke(app, ["compile", str(ROOT / "examples/gemm_bf16.kgen"), "-t", "sm_90a",
                            "--stats"])
    assert r.exit_code == 0, r.output
    rows = [line for line in r.output.splitlines() if "gemm_bf16" in line]
    assert any("gemm_bf16_fallback" in line for line in rows)
    assert all(" ? " not in line for line in rows), rows


NOTHING_STORED = "kernel k(x: f32[N], y: f32[N]) {\n    tile n: 256\n    z = x[n] * 2.0\n}\n"


def test_a_kernel_that_stores_nothing_is_a_warning_not_an_error(tmp_path):
    (tmp_path / "w.kgen").write_text(NOTHING_STORED)
    r = _kgen("check", "w.kgen", cwd=tmp_path)
    assert r.returncode == 0 and "ok: kernel k" in r.stdout
    assert "w.kgen:1:8: warning: kernel 'k' stores nothing" in r.stderr and "^" in r.stderr


def test_the_api_raises_the_same_warning_through_python_warnings():
    import pytest
    import kgen
    from kgen.api import KgenUserWarning
    with pytest.warns(KgenUserWarning, match="stores nothing"):
        kgen.compile(NOTHING_STORED, device="sim")


_CACHED_CLI = """
import sys
import kgen.compiler
if sys.argv[1] == "cached":
    def boom(*a, **k):
        raise SystemExit("compiled again")
    kgen.compiler.compile_source = boom
from kgen.cli import main
sys.argv = ["kgen", *sys.argv[2:]]
main()
"""


def _cli(tmp_path, mode, *args):
    env = {**os.environ, "KGEN_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("KGEN_CACHE", None)
    return subprocess.run([sys.executable, "-c", _CACHED_CLI, mode, *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, env=env)


@pytest.mark.parametrize("args", [["check"], ["compile", "-t", "sm_90a"],
                                  ["compile", "-t", "gfx942", "--emit", "schedule"]])
def test_a_second_command_is_served_by_the_compile_cache_and_a_changed_file_is_not(
        tmp_path, args):
    """`kgen check` / `kgen compile` twice: the second process, whose compiler fails if called,
    prints the same; after an edit of the file it compiles again (and here fails to)."""
    f = tmp_path / "k.kgen"
    f.write_text((ROOT / "examples/softmax.kgen").read_text())
    first = _cli(tmp_path, "plain", *args, "k.kgen")
    assert first.returncode == 0, first.stderr
    second = _cli(tmp_path, "cached", *args, "k.kgen")
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout and second.stderr == first.stderr
    f.write_text(f.read_text().replace("warps 8", "warps 4"))
    changed = _cli(tmp_path, "cached", *args, "k.kgen")
    assert changed.returncode != 0 and "compiled again" in changed.stderr


def test_a_file_is_parsed_and_checked_once_per_command(tmp_path, monkeypatch):
    """`kgen check` reads the file's warnings, then compiles it for every target: one parse
    and one check of the program in all, up to its first diagnostic."""
    from kgen.front import check as C
    from kgen.front import parse as P
    calls = {"parse": 0, "check": 0}
    real_parse, real_check = P._parse, C._check

    def parse(source):
        calls["parse"] += 1
        return real_parse(source)

    def check(program, specialize):
        calls["check"] += 1
        return real_check(program, specialize)
    monkeypatch.setattr(P, "_parse", parse)
    monkeypatch.setattr(C, "_check", check)
    P._parsed.cache_clear()
    C._checked.cache_clear()
    monkeypatch.setenv("KGEN_CACHE", "0")
    (tmp_path / "bad.kgen").write_text(BAD)
    r = runner.invoke(app, ["check", str(tmp_path / "bad.kgen")])
    assert r.exit_code == 1 and "unknown name 'q'" in r.output
    assert calls == {"parse": 1, "check": 1}
    (tmp_path / "ok.kgen").write_text(BAD.replace(" + q", ""))
    r = runner.invoke(app, ["check", str(tmp_path / "ok.kgen")])
    assert r.exit_code == 0, r.output
    assert calls == {"parse": 2, "check": 2}      # one more of each, for all four targets


def test_every_lir_pass_is_an_emit_choice():
    """--emit offers every pass of kgen.compiler.PASSES (lir:NAME), as shell completion and in
    --help: a pass added to the compiler and not to the CLI's list would be refused there."""
    from kgen.cli import EMIT_CHOICES
    from kgen.compiler import LIR_STAGES
    assert set(LIR_STAGES) <= set(EMIT_CHOICES)
