"""`kgen compile --emit timeline`: the schedule picture (kgen/tools/timeline.py).

The pictures are derived from the compiled LIR and the verifiers' runs, so these tests check
structure, not pixels: one row per warp role with the expected names, the expected kinds of
boxes, an arrow for every mbarrier ring and barrier, the ping-pong's alternation, the terminal
rendering through the real command, and the diagnostics of bad use.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import ROOT, example_source
from kgen.cached import compile_cached
from kgen.lir import ops as L
from kgen.cli import app
from kgen.tools.timeline import _Ev, _simulate, build, render_svg, timelines_for

SVG = "{http://www.w3.org/2000/svg}"
GEMM = str(ROOT / "examples" / "gemm_bf16.kgen")


def _svg(example: str, target: str) -> ET.Element:
    text = render_svg(timelines_for(example_source(example), target))
    return ET.fromstring(text)


def _roles(svg: ET.Element) -> list[str]:
    return [g.get("data-role") for g in svg.iter(f"{SVG}g") if g.get("class") == "row"]


def _kinds(svg: ET.Element) -> set[str]:
    return {g.get("data-kind") for g in svg.iter(f"{SVG}g")
            if (g.get("class") or "").startswith("box ")}


def _arrows(svg: ET.Element, kind: str) -> list[ET.Element]:
    return [e for e in svg.iter() if (e.get("class") or "") == f"arrow {kind}"]


@pytest.fixture(scope="module")
def sm90a():
    c = compile_cached(example_source("gemm_bf16"), "sm_90a", stop="asm")
    return c, build(c)[0]


@pytest.fixture(scope="module")
def pingpong():
    c = compile_cached(example_source("gemm_bf16"), "gfx942", stop="asm")
    return c, build(c)[0]


def test_sm90a_rows_are_the_warp_roles(sm90a) -> None:
    _, tl = sm90a
    svg = ET.fromstring(render_svg([tl]))
    # The producer warpgroup comes after the consumers' (kgen.lower.product: warps 8-11).
    assert _roles(svg) == ["consumer WG0", "consumer WG1", "producer WG2"]
    assert "warps 9-11 idle" in tl.rows[2].detail
    assert {"copy", "wait", "matrix", "sync"} <= _kinds(svg)
    names = {b.name for b in tl.boxes}
    assert {"TMA", "wgmma", "expect_tx", "arrive", "wgmma_wait 1"} <= names


def test_sm90a_every_mbarrier_ring_has_arrows_the_right_way(sm90a) -> None:
    c, tl = sm90a
    rings = {n.attrs[0] for n in L.walk(c.functions[0].body) if n.op == "mbar_init"}
    assert rings == {"FULL", "EMPTY"}
    svg = ET.fromstring(render_svg([tl]))
    drawn = {a.get("data-ring") for a in _arrows(svg, "mbarrier")}
    assert drawn == rings
    for a in tl.arrows:
        if a.kind != "mbarrier":
            continue
        src, dst = tl.rows[a.src[0]].name, tl.rows[a.dst[0]].name
        if "FULL" in a.label:      # TMA complete_tx -> the consumers' waits
            assert src.startswith("producer") and dst.startswith("consumer"), a
            assert a.src[1] > 0, "a FULL phase completes when the copies land (async track)"
        else:                      # the consumers' arrivals -> the producer's waits
            assert src.startswith("consumer") and dst.startswith("producer"), a
        assert a.src[2] <= a.dst[2] + 1e-9, "an edge never goes back in time"


def test_sm90a_copies_overlap_the_tensor_cores(sm90a) -> None:
    """The picture shows the point of the schedule: TMA copies in flight while wgmma runs."""
    _, tl = sm90a
    tma = [b for b in tl.boxes if b.name == "TMA" and b.track > 0]
    mma = [b for b in tl.boxes if b.name == "wgmma" and b.track > 0]
    producer = next(i for i, r in enumerate(tl.rows) if r.name.startswith("producer"))
    assert tl.lanes[producer] >= 2, "several stages in flight at once"
    assert any(t.start < m.end and m.start < t.end for t in tma for m in mma)


def test_pingpong_rows_boxes_and_barriers(pingpong) -> None:
    _, tl = pingpong
    svg = ET.fromstring(render_svg([tl]))
    assert _roles(svg) == ["wave group 0", "wave group 1"]
    assert {"copy", "lds", "wait", "barrier", "matrix"} <= _kinds(svg)
    names = {b.name for b in tl.boxes}
    assert any(n.startswith("s_waitcnt vmcnt") for n in names), names
    assert any(n.startswith("s_waitcnt lgkmcnt") for n in names), names
    assert {"global\u2192VGPR", "VGPR\u2192LDS", "MFMA"} <= names
    bars = _arrows(svg, "barrier")
    assert bars and all(a.src[0] == 0 and a.dst[0] == 1 for a in tl.arrows
                        if a.kind == "barrier")


def test_pingpong_groups_alternate_mfma_and_memory(pingpong) -> None:
    """Between each pair of barriers one group runs MFMAs while the other runs its memory
    phase: the one-barrier shift of the ping-pong, read off the picture."""
    _, tl = pingpong
    by_row = [[p for p in tl.phases if p[0] == r] for r in range(2)]
    assert len(by_row[0]) >= 4 and len(by_row[1]) >= 4
    assert by_row[0][0][3] == "memory phase"
    assert by_row[1][0][3] == "memory phase"   # group 1 starts one barrier later ...
    assert by_row[1][0][1] > by_row[0][0][2] - 1e-9   # ... after group 0's memory phase
    overlaps = 0
    for r0, a0, b0, n0 in by_row[0]:
        for r1, a1, b1, n1 in by_row[1]:
            if min(b0, b1) - max(a0, a1) > 0.5:
                assert n0 != n1, (n0, a0, b0, n1, a1, b1)
                overlaps += 1
    assert overlaps >= 4


def test_sm80_one_row_with_its_cp_async_pipeline() -> None:
    tl = timelines_for(example_source("gemm_bf16"), "sm_80")[0]
    assert [r.name for r in tl.rows] == ["block"]
    names = {b.name for b in tl.boxes}
    assert {"cp.async", "wait_group 2", "bar.sync", "mma.sync"} <= names
    assert any(a.kind == "cp.async" for a in tl.arrows)
    assert tl.lanes[0] >= 2, "the pipeline keeps several commit groups in flight"


def test_no_pipeline_is_one_row_with_a_note() -> None:
    tl = timelines_for(example_source("softmax"), "sm_90a")[0]
    assert [r.name for r in tl.rows] == ["block"]
    assert any("no pipelined loop" in n for n in tl.notes)
    assert {"global", "math", "barrier"} <= {b.kind for b in tl.boxes}
    ET.fromstring(render_svg([tl]))


def test_the_picture_is_deterministic() -> None:
    one = render_svg(timelines_for(example_source("gemm_bf16"), "sm_90a"))
    two = render_svg(timelines_for(example_source("gemm_bf16"), "sm_90a"))
    assert one == two


def test_no_target_names_in_the_module() -> None:
    """Targets are data: the picture asks the LIR and Target fields, never a name."""
    text = (ROOT / "kgen" / "tools" / "timeline.py").read_text()
    assert not re.search(r"sm_\d|gfx\d", text)


# ---- the timing run on hand-built traces ---------------------------------------------------------

def test_barriers_meet_by_count() -> None:
    """The n-th barrier of each row meets the others' n-th: the early row stalls there."""
    bar = _Ev("barrier", "s_barrier", 0.1, wait=("barrier",))
    work = _Ev("matrix", "MFMA", 5.0)
    boxes, arrows = _simulate([[work, bar], [bar]], {})
    stall = next(b for b in boxes if b.row == 1 and b.kind == "barrier")
    assert stall.blocked and abs(stall.end - 5.1) < 1e-9
    assert [a.kind for a in arrows] == ["barrier"]


def test_a_counter_wait_ends_when_enough_older_work_landed() -> None:
    """s_waitcnt vmcnt(1) after two loads waits for the older one only."""
    load = _Ev("copy", "global load", 0.5, 10.0, counter="vm")
    wait = _Ev("wait", "s_waitcnt vmcnt(1)", 0.1, wait=("counts", ("vm", 1)))
    boxes, arrows = _simulate([[load, load, wait]], {})
    w = next(b for b in boxes if b.kind == "wait")
    assert abs(w.end - 10.5) < 1e-9 and w.blocked      # the first load lands at 0.5 + 10
    assert arrows[0].kind == "waitcnt" and abs(arrows[0].src[2] - 10.5) < 1e-9


def test_an_mbarrier_wait_ends_when_the_phase_completes() -> None:
    """A wait on a phase ends at the latest of the arrivals and copies that complete it."""
    key = ("FULL[0]", 0)
    copy = _Ev("copy", "TMA", 0.5, 8.0, counter="mbar", phase=key)
    arrive = _Ev("sync", "expect_tx", 0.1, phase=key)
    wait = _Ev("wait", "wait", 0.1, wait=("phase", key), tag="FULL[0]")
    contrib = {key: {(0, 0, "issue"), (0, 1, "land")}}
    boxes, arrows = _simulate([[arrive, copy], [wait]], contrib)
    w = next(b for b in boxes if b.kind == "wait")
    assert abs(w.end - 8.6) < 1e-9
    assert arrows == [arrows[0]] and arrows[0].ring == "FULL" and arrows[0].src[:2] == (0, 1)


# ---- the command line ----------------------------------------------------------------------------

runner = CliRunner()


def test_cli_terminal_rendering() -> None:
    r = runner.invoke(app, ["compile", GEMM, "-t", "sm_90a", "--emit", "timeline"])
    assert r.exit_code == 0, r.output
    for text in ("consumer WG0", "consumer WG1", "producer WG2", "legend:",
                 "mbarrier FULL[s]", "mbarrier EMPTY[s]", "TMA"):
        assert text in r.output, text


def test_cli_terminal_pingpong() -> None:
    r = runner.invoke(app, ["compile", GEMM, "-t", "gfx942", "--emit", "timeline"])
    assert r.exit_code == 0, r.output
    assert "wave group 0" in r.output and "wave group 1" in r.output
    assert "barriers:" in r.output and "MFMA" in r.output


def test_cli_writes_svg(tmp_path: Path) -> None:
    out = tmp_path / "pics" / "gemm.svg"
    r = runner.invoke(app, ["compile", GEMM, "-t", "gfx942", "--emit", "timeline", "-o",
                            str(out)])
    assert r.exit_code == 0, r.output
    svg = ET.parse(out).getroot()
    assert _roles(svg) == ["wave group 0", "wave group 1"]


def test_cli_softmax_is_one_row() -> None:
    softmax = str(ROOT / "examples" / "softmax.kgen")
    r = runner.invoke(app, ["compile", softmax, "-t", "gfx942", "--emit", "timeline"])
    assert r.exit_code == 0, r.output
    assert "no pipelined loop" in r.output
    assert r.output.count("legend:") == 1


@pytest.mark.parametrize("args,message", [
    (["-t", "all"], "--emit timeline draws one target"),
    (["-t", "sm_90a", "-o", "pic.png"], "must name a .svg file"),
    (["-t", "sm_91"], "unknown target 'sm_91'"),
], ids=["all-targets", "not-svg", "unknown-target"])
def test_cli_bad_use_is_a_diagnostic(tmp_path: Path, args, message) -> None:
    args = [str(tmp_path / a) if a.endswith(".png") else a for a in args]
    r = runner.invoke(app, ["compile", GEMM, "--emit", "timeline", *args])
    assert r.exit_code == 1, r.output
    assert message in r.output
    assert "Traceback" not in r.output
    assert not (tmp_path / "pic.png").exists()


def test_cli_unknown_stage_names_timeline() -> None:
    r = runner.invoke(app, ["compile", GEMM, "--emit", "timelines"])
    assert r.exit_code == 1
    assert "timeline" in r.output.split("unknown stage")[1]
