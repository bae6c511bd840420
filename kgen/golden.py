"""Golden files: `golden/<example>/<target>.ptx|.s`, the exact text kgen emits for each example.

They change only through `kgen golden update`, and the diff is reviewed like code. The tests
regenerate every file in memory and compare; a difference is shown as a unified diff.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from .compiler import compile_source
from .source import Source
from .targets import TARGETS


def examples(root: Path) -> list[Path]:
    return sorted((root / "examples").glob("*.kgen"))


def golden_path(root: Path, example: Path, target: str) -> Path:
    return root / "golden" / example.stem / f"{target}{TARGETS[target].asm_suffix}"


def emitted(root: Path, example: Path, target: str) -> str:
    """The text kgen emits for an example, named relative to the repository root."""
    rel = example.relative_to(root).as_posix()
    return compile_source(Source(rel, example.read_text()), target).asm


def update_goldens(root: Path) -> list[tuple[str, str]]:
    changes = []
    for ex in examples(root):
        for t in TARGETS:
            path = golden_path(root, ex, t)
            text = emitted(root, ex, t)
            state = "unchanged"
            if not path.exists():
                state = "new"
            elif path.read_text() != text:
                state = "changed"
            if state != "unchanged":
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
            changes.append((path.relative_to(root).as_posix(), state))
    return changes


def diff(expected: str, actual: str, name: str) -> str:
    return "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        f"{name} (golden)", f"{name} (emitted now)"))
