"""Schedules given from Python: `compile_source(..., schedule={...})`.

A dict is the same thing as a `schedule` block, written as data, so it is turned into exactly
that: the text of a block (`schedule softmax on sm_80 { warps 8; vector 4 }`) in a small source of
its own, `<schedule>`, parsed by the real parser and merged into the program before `check`. The
options, their names and their validation are then the checker's, and a bad one is a diagnostic
at its line of `<schedule>`, with a caret under it:

    {"warps": 8, "vector": 4}                        # the file's only kernel
    {"tile": {"m": 128, "n": 64}, "stages": 3}       # `tile m: 128, n: 64; stages 3`
    {"gemm_bf16": {"waves": 8}, "softmax": {...}}    # per kernel, by name

An option the dict gives replaces the same option of the file's block for that kernel and target
(`warps`, `waves` and `threads` are one option: the block size); a tile axis replaces that axis;
everything else in the file's block stays. With no block in the file, the dict's is the block.
"""

from __future__ import annotations

from collections.abc import Mapping

from . import ast as A
from ..errors import KgenError
from .parse import parse
from ..source import Source

SOURCE_NAME = "<schedule>"

# Options that set the same thing: a later one replaces an earlier one of the group.
_SAME = {"threads": "block", "warps": "block", "waves": "block"}


def _group(name: str) -> str:
    return _SAME.get(name, name)


def _word(value, where: str) -> str:
    """One argument of an option as source text: an integer or a name (`pingpong`).

    _word(8, "warps") returns "8"."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise KgenError(f"schedule option {where}: expected an integer or a name, got "
                        f"{value!r}", hint="e.g. schedule={'warps': 8, 'vector': 4}")
    text = str(value)
    if isinstance(value, str) and not value.isidentifier():
        raise KgenError(f"schedule option {where}: {value!r} is not a name",
                        hint="names are words like `pingpong`; numbers are Python ints")
    return text


def _tile_text(tile, kernel: str) -> str:
    if not isinstance(tile, Mapping) or not tile:
        raise KgenError(f"schedule for '{kernel}': 'tile' takes a dict of axis sizes, got "
                        f"{tile!r}", hint="e.g. {'tile': {'m': 128, 'n': 128}}; None for all")
    parts = []
    for axis, size in tile.items():
        if not isinstance(axis, str) or not axis.isidentifier():
            raise KgenError(f"schedule for '{kernel}': tile axis {axis!r} is not a name")
        parts.append(f"{axis}: {'all' if size is None or size == 'all' else _word(size, axis)}")
    return "tile " + ", ".join(parts)


def block_text(kernel: str, target: str, options: Mapping) -> str:
    """The `schedule` block a dict stands for, on one line.

    block_text("softmax", "sm_80", {"warps": 8}) returns
    "schedule softmax on sm_80 { warps 8 }"."""
    if not isinstance(options, Mapping):
        raise KgenError(f"the schedule for '{kernel}' must be a dict of options, got "
                        f"{type(options).__name__}", hint="e.g. {'warps': 8, 'vector': 4}")
    items = []
    for name, value in options.items():
        if not isinstance(name, str) or not name.isidentifier():
            raise KgenError(f"schedule option {name!r} is not a name",
                            hint="options: tile, threads, warps, waves, vector, stages")
        if name == "tile":
            items.append(_tile_text(value, kernel))
            continue
        if value is True:          # an option of no arguments: {"persistent": True}
            items.append(name)
            continue
        args = value if isinstance(value, (tuple, list)) else (value,)
        if not args:
            raise KgenError(f"schedule option '{name}' has no value")
        items.append(" ".join([name] + [_word(a, f"'{name}'") for a in args]))
    return f"schedule {kernel} on {target} {{ {'; '.join(items)} }}"


def _per_kernel(program: A.Program, schedule: Mapping) -> dict[str, Mapping]:
    """{kernel: options}: the dict keyed by kernel names, or the options of the only kernel."""
    if not isinstance(schedule, Mapping):
        raise KgenError(f"schedule= takes a dict, got {type(schedule).__name__}",
                        hint="e.g. schedule={'warps': 8, 'vector': 4}")
    names = [k.name.id for k in program.kernels]
    if schedule and all(key in names for key in schedule):
        return dict(schedule)
    if len(names) != 1:
        raise KgenError(f"this file has {len(names)} kernels ({', '.join(names)}); the "
                        "schedule must say which it is for",
                        hint=f"key it by kernel: schedule={{'{names[0]}': {{...}}}}")
    return {names[0]: schedule}


def _merge(old: A.Schedule | None, new: A.Schedule) -> A.Schedule:
    """The file's block with the new block's options and tile axes in place of its own."""
    if old is None:
        return new
    given = {_group(i.name.id) for i in new.items if isinstance(i, A.SchedOption)}
    axes = {t.axis for i in new.items if isinstance(i, A.SchedTile) for t in i.items}
    kept: list = []
    for item in old.items:
        if isinstance(item, A.SchedOption):
            if _group(item.name.id) not in given:
                kept.append(item)
            continue
        rest = tuple(t for t in item.items if t.axis not in axes)
        if rest:
            kept.append(A.SchedTile(item.span, rest))
    return A.Schedule(new.span, old.kernel, old.target, (*kept, *new.items))


def apply_schedule(program: A.Program, target: str, schedule: Mapping
                   ) -> tuple[A.Program, Source]:
    """The program with `schedule` merged into its blocks for `target`, and the `<schedule>`
    source the merged options' spans point into (for diagnostics)."""
    per = _per_kernel(program, schedule)
    text = "\n".join(block_text(k, target, opts) for k, opts in per.items()) + "\n"
    source = Source(SOURCE_NAME, text)
    given = parse(source).schedules
    items = list(program.items)
    for new in given:
        at = next((i for i, s in enumerate(items) if isinstance(s, A.Schedule)
                   and s.kernel.id == new.kernel.id and s.target.id == target), None)
        if at is None:
            items.append(new)
        else:
            items[at] = _merge(items[at], new)
    return A.Program(program.span, tuple(items)), source


def format_block(s: A.Schedule) -> str:
    """A schedule block as source text, to paste into a file.

    format_block(<schedule softmax on sm_80 { warps 8; vector 4 }>) returns that text."""
    items = []
    for i in s.items:
        if isinstance(i, A.SchedTile):
            items.append("tile " + ", ".join(
                f"{t.axis}: {'all' if t.size is None else t.size}" for t in i.items))
        else:
            items.append(" ".join([i.name.id] + [str(a.value) if isinstance(a, A.Number)
                                                 else a.id for a in i.args]))
    return f"schedule {s.kernel.id} on {s.target.id} {{ {'; '.join(items)} }}"
