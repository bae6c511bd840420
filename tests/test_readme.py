"""The documentation's samples, produced by the commands they show, so they cannot go stale.

README.md: every fenced block tagged `console` is a session. A line `$ kgen ARGS` runs
`python -m kgen ARGS` at the repository root (stdout and stderr together, as a pipe sees them); a
line `$ cat PATH` reads the file. The lines up to the next `$ ` line are the output shown, and must
be what the command prints, with three rules and nothing else:

- a line `...` (or `... (words)`) stands for any number of lines, none included;
- in a table (Rich's box characters), cells are compared without their padding and rules
  without their length, since a column is as wide as its widest cell;
- volatile numbers are masked: the cells of the columns `time`, `to text ms` and `assemble ms`,
  and the seconds and rate of "emulated in 0.25 s (23,736/s)".

A command exits 0, or 1 where its output shows an `error:`.

README.md and docs/api.md: a fenced block tagged `python` runs without an error, unless its first
line says "Not run by the tests" (and why).

docs/language.md: every fenced block tagged `kgen` compiles for sm_80 (to assembly text); a block
with a line `# error: WORDS` must instead be refused with a diagnostic containing WORDS.

`python tests/test_readme.py` prints what each README command prints now, to paste from.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
LANGUAGE = ROOT / "docs" / "language.md"
API = ROOT / "docs" / "api.md"

MASKED_COLUMNS = ("time", "to text ms", "assemble ms")
RATE = re.compile(r"emulated in [0-9.]+ s \([0-9,]+/s\)")
ELLIPSIS = re.compile(r"^\.\.\.( \(.*\))?$")
# Every corner, joint and edge rich draws: a rule is recognised by its two ends.
BOX = "┏┓┗┛┡┩└┘┌┐┃│┣┫┠┨┝┥╇╈┳┻┼┬┴━─"


def fenced_blocks(text: str, tag: str) -> list[tuple[int, list[str]]]:
    """(line number of the first line inside, lines) of every ``` block tagged `tag`."""
    blocks, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        if lines[i].strip() == f"```{tag}":
            start, body = i + 2, []
            i += 1
            while not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            blocks.append((start, body))
        i += 1
    return blocks


def sessions(text: str) -> list[tuple[int, str, list[str]]]:
    """(README line, command, shown output lines) for every `$ ` command of a console block."""
    out = []
    for start, body in fenced_blocks(text, "console"):
        for i, line in enumerate(body):
            if line.startswith("$ "):
                out.append((start + i, line[2:], []))
            elif out:
                out[-1][2].append(line)
    return out


def run_command(command: str) -> tuple[int, str]:
    """What a shown command prints at the repository root, and its exit code."""
    words = shlex.split(command)
    if words[0] == "cat" and len(words) == 2:
        return 0, (ROOT / words[1]).read_text()
    if words[0] != "kgen":
        raise AssertionError(f"the README shows a command the test cannot run: {command}")
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    p = subprocess.run([sys.executable, "-m", "kgen", *words[1:]], cwd=ROOT, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300)
    return p.returncode, p.stdout


def _trim(lines: list[str]) -> list[str]:
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return lines


def normalize(lines: list[str]) -> list[str]:
    """The rules of the module's docstring, applied alike to shown and printed lines."""
    out, masked = [], set()
    for line in lines:
        line = RATE.sub("emulated in # s (#/s)", line)
        s = line.strip()
        if s and s[0] in BOX and s[-1] in BOX:
            if s[0] in "┃│":
                cells = [c.strip() for c in s[1:-1].split(s[0])]
                if s[0] == "┃":      # a header row: which columns to mask
                    masked = {i for i, c in enumerate(cells) if c in MASKED_COLUMNS}
                else:
                    cells = ["#" if i in masked else c for i, c in enumerate(cells)]
                line = s[0] + s[0].join(cells) + s[0]
            else:                    # a rule: its corners and joints, not its length
                line = re.sub(r"([━─])+", r"\1", s)
        out.append(line)
    return out


def matches(shown: list[str], printed: list[str]) -> str | None:
    """None when the printed lines fit the shown ones (with `...` as any lines), else why."""
    segments, cur = [[]], None
    for line in shown:
        if ELLIPSIS.match(line.strip()):
            segments.append([])
        else:
            segments[-1].append(line)
    open_end = bool(shown) and ELLIPSIS.match(shown[-1].strip()) is not None
    pos = 0
    for n, seg in enumerate(segments):
        last = n == len(segments) - 1
        if n == 0:
            cur = 0 if printed[:len(seg)] == seg else None
            if cur is None:
                first = next((i for i, (a, b) in enumerate(zip(seg, printed)) if a != b),
                             min(len(seg), len(printed)))
                return _why(seg, printed, first, first)
        elif last and not open_end:
            cur = len(printed) - len(seg)
            if cur < pos or printed[cur:] != seg:
                return f"the shown output's last lines are not the printed ones:\n" \
                       f"  shown:   {seg[-3:]}\n  printed: {printed[-3:]}"
        else:
            cur = next((i for i in range(pos, len(printed) - len(seg) + 1)
                        if printed[i:i + len(seg)] == seg), None)
            if cur is None:
                return f"these shown lines are not printed (in order): {seg[:3]}"
        pos = cur + len(seg)
        if n == 0 and len(segments) == 1 and pos != len(printed):
            return f"printed more than shown, from: {printed[pos:pos + 3]}"
    return None


def _why(seg, printed, i, j) -> str:
    shown = seg[i] if i < len(seg) else "(nothing)"
    got = printed[j] if j < len(printed) else "(nothing)"
    return f"line {i + 1} differs:\n  shown:   {shown!r}\n  printed: {got!r}"


README_SESSIONS = sessions(README.read_text())


def test_readme_shows_sessions():
    assert len(README_SESSIONS) >= 6
    text = README.read_text()
    for command in ("bash .ci/setup && kgen run examples/softmax.kgen", "bash .ci/run"):
        assert command in text


@pytest.mark.parametrize("line,command,shown", README_SESSIONS,
                         ids=[f"README:{n}:{c[:40]}" for n, c, _ in README_SESSIONS])
def test_readme_sample(line, command, shown):
    rc, printed = run_command(command)
    shown = _trim(shown)
    want_rc = 1 if any("error:" in s for s in shown) else 0
    assert rc == want_rc, f"README.md:{line}: `{command}` exited {rc}:\n{printed[-2000:]}"
    why = matches(normalize(shown), normalize(_trim(printed.split("\n"))))
    assert why is None, f"README.md:{line}: `{command}`: {why}"


PYTHON_BLOCKS = [(path, line, body) for path in (README, API)
                 for line, body in fenced_blocks(path.read_text(), "python")
                 if "Not run by the tests" not in body[0]]


@pytest.mark.parametrize("path,line,body", PYTHON_BLOCKS,
                         ids=[f"{p.name}:{n}" for p, n, _ in PYTHON_BLOCKS])
def test_python_block(path, line, body):
    """The Python of README.md and docs/api.md runs as shown (on the emulator)."""
    exec(compile("\n".join(body), f"{path.name}:{line}", "exec"), {})


def test_links_exist():
    for page in (README, *sorted((ROOT / "docs").glob("*.md"))):
        for target in re.findall(r"\]\(([^)#:]+)\)", page.read_text()):
            assert (page.parent / target).exists(), f"{page.name} links to {target}, missing"


def test_matching_rules():
    """The matcher refuses what it should (so an edited sample fails)."""
    printed = ["a", "b", "c", "d"]
    assert matches(["a", "...", "d"], printed) is None
    assert matches(["a", "b", "...", "c", "d"], printed) is None
    assert matches(["a", "..."], printed) is None
    assert matches(["...", "c", "..."], printed) is None
    assert matches(["a", "b", "c"], printed) is not None          # d not shown
    assert matches(["a", "...", "c"], printed) is not None        # not the end
    assert matches(["a", "...", "x", "..."], printed) is not None
    assert matches(["a", "...", "c", "b", "..."], printed) is not None
    row = ["┃ target ┃ time ┃", "│ sm_80  │ 1.00 ms │"]
    assert normalize(row) == normalize(["┃ target ┃   time ┃", "│ sm_80  │ 12.5 ms │"])
    assert normalize(row) != normalize(["┃ target ┃ time ┃", "│ sm_90a │ 1.00 ms │"])
    # A rule's length follows the masked column's width; its corners and joints still count.
    assert normalize(["┏━━━┳━━━━━┓", "└───┴───┘"]) == normalize(["┏━━━┳━━━━━━┓", "└───┴─────┘"])
    assert normalize(["┏━━━┳━━━━━┓"]) != normalize(["┏━━━━━━━━━┓"])


LANGUAGE_BLOCKS = fenced_blocks(LANGUAGE.read_text(), "kgen")


@pytest.mark.parametrize("line,body", LANGUAGE_BLOCKS,
                         ids=[f"language.md:{n}" for n, _ in LANGUAGE_BLOCKS])
def test_language_snippet(line, body):
    from kgen.compiler import compile_source
    from kgen.errors import KgenError
    from kgen.source import Source
    text = "\n".join(body) + "\n"
    want = [m.group(1).strip() for m in re.finditer(r"#\s*error:(.*)", text)]
    source = Source(f"docs/language.md:{line}", text)
    if not want:
        compile_source(source, "sm_80", stop="asm")
        return
    with pytest.raises(KgenError) as e:
        compile_source(source, "sm_80", stop="asm")
    said = e.value.message + " " + (e.value.hint or "")
    assert all(w in said for w in want), f"docs/language.md:{line}: refused with: {said}"


if __name__ == "__main__":
    for line, command, _ in README_SESSIONS:
        print(f"$ {command}    (README.md:{line})")
        print(run_command(command)[1].rstrip("\n"))
        print()
