"""Shared fixtures: the repository root, example sources, and a compile helper."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "examples"))

EXAMPLES = sorted(p.stem for p in (ROOT / "examples").glob("*.kgen"))
NVIDIA = ("sm_80", "sm_90a")
AMD = ("gfx90a", "gfx942")


@pytest.fixture
def root() -> Path:
    return ROOT


def example_source(name: str):
    from kgen.source import Source
    path = ROOT / "examples" / f"{name}.kgen"
    return Source(f"examples/{name}.kgen", path.read_text())


def compile_text(text: str, target: str = "sm_90a", stop: str = "asm", name: str = "t.kgen",
                 specialize=None):
    from kgen.compiler import compile_source
    from kgen.source import Source
    return compile_source(Source(name, text), target, stop=stop, specialize=specialize)
