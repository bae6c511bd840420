"""The shape of the code: kgen's folders are its stages, and a stage imports only what lies below
it; no module imports itself back through others; no file or function grows past a size a reader
can hold. Read from the source with `ast` (every import, including those inside functions, but
not those under `if TYPE_CHECKING:`), so a lazy import does not hide a cycle.

What does not meet the rules yet is listed below (DEBT), each with the reason; the test fails on
anything new, and on a listed item that has been fixed, so the list stays the true remainder."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT

# Floors, lowest first: a module may import its own folder and any lower floor. The package
# root (kgen/__init__.py) is only a namespace and is left out.
FLOORS = [
    ("kgen.source", "kgen.version", "kgen.collector", "kgen.cachedir"),
    ("kgen.errors",),
    ("kgen.target",),
    ("kgen.tile",),
    ("kgen.front",),
    ("kgen.lir",),
    ("kgen.passes", "kgen.verify"),
    ("kgen.lower", "kgen.emitters"),
    ("kgen.assemble", "kgen.sim"),
    ("kgen.cache",),
    ("kgen.compiler",),
    ("kgen.cached",),
    ("kgen.runtime",),
    ("kgen.tools",),
    ("kgen.api",),
    ("kgen.cli",),
    ("kgen.__main__",),
]
MAX_FILE_LINES = 1500
MAX_FUNCTION_LINES = 150

# The remainder, each with why it is still here. Fixing one means deleting its line.
DEBT_CYCLES: set[frozenset[str]] = set()
DEBT_FILES: set[str] = set()
DEBT_FUNCTIONS: set[str] = set()


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[0] == "emitters":
        parts = ["kgen"] + parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _files() -> dict[str, Path]:
    paths = [*(ROOT / "kgen").rglob("*.py"), *(ROOT / "emitters").rglob("*.py")]
    return {_module(p): p for p in paths}


def _type_checking_only(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            ids |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return ids


def _imported(node: ast.ImportFrom, mod: str, path: Path) -> str:
    """The absolute module a `from ... import` in module `mod` (file `path`) names."""
    if not node.level:
        return node.module or ""
    package = mod if path.name == "__init__.py" else mod.rsplit(".", 1)[0]
    base = package.split(".")[:len(package.split(".")) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def import_graph() -> dict[str, set[str]]:
    mods = _files()
    graph: dict[str, set[str]] = {}
    for mod, path in mods.items():
        tree = ast.parse(path.read_text())
        skip = _type_checking_only(tree)
        deps = set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.ImportFrom):
                target = _imported(node, mod, path)
                for alias in node.names:
                    name = f"{target}.{alias.name}"
                    deps.add(name if name in mods else target)
            elif isinstance(node, ast.Import):
                deps |= {a.name for a in node.names}
        graph[mod] = {d for d in deps if d in mods and d not in (mod, "kgen")}
    graph.pop("kgen", None)
    return graph


def _floor(mod: str) -> tuple[int, str]:
    for i, group in enumerate(FLOORS):
        for prefix in group:
            if mod == prefix or mod.startswith(prefix + "."):
                return i, prefix
    raise AssertionError(f"{mod} is in no floor of tests/test_house.py's FLOORS: add its folder")


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(frozenset(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_stage_folders_import_only_downward():
    graph = import_graph()
    bad = []
    for mod, deps in sorted(graph.items()):
        mine, folder = _floor(mod)
        for d in sorted(deps):
            theirs, other = _floor(d)
            if theirs > mine or (theirs == mine and other != folder):
                bad.append(f"{mod} imports {d}")
    assert not bad, "imports that go up (or across) the floors:\n" + "\n".join(bad)


def test_no_import_cycles_but_the_listed_debt():
    found = set(cycles(import_graph()))
    assert found - DEBT_CYCLES == set(), f"new import cycles: {found - DEBT_CYCLES}"
    assert DEBT_CYCLES - found == set(), \
        f"fixed, so delete from DEBT_CYCLES: {DEBT_CYCLES - found}"


def test_file_sizes():
    sizes = {str(p.relative_to(ROOT)): len(p.read_text().splitlines())
             for p in _files().values()}
    over = {f for f, n in sizes.items() if n > MAX_FILE_LINES}
    assert over - DEBT_FILES == set(), \
        f"files over {MAX_FILE_LINES} lines: {sorted((f, sizes[f]) for f in over - DEBT_FILES)}"
    assert DEBT_FILES - over == set(), f"fixed, so delete from DEBT_FILES: {DEBT_FILES - over}"


def test_function_sizes():
    long, seen = [], set()
    for path in _files().values():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = node.end_lineno - node.lineno + 1
                where = f"{path.relative_to(ROOT)}:{node.name}"
                if n > MAX_FUNCTION_LINES and where in DEBT_FUNCTIONS:
                    seen.add(where)
                elif n > MAX_FUNCTION_LINES:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}: {n} lines")
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines:\n" + "\n".join(long)
    assert DEBT_FUNCTIONS - seen == set(), \
        f"fixed, so delete from DEBT_FUNCTIONS: {DEBT_FUNCTIONS - seen}"


def test_every_import_of_kgen_resolves():
    """Every `from kgen... import name` (relative or not, at any depth of a function) names a
    module or an attribute that exists: a lazy import of a moved module fails only when its
    function runs, so it is checked here."""
    import importlib
    bad = []
    for mod, path in sorted(_files().items()):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.ImportFrom):
                continue
            target = _imported(node, mod, path)
            if target.split(".")[0] != "kgen":
                continue
            try:
                m = importlib.import_module(target)
            except ImportError as e:
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: {target}: {e}")
                continue
            for a in node.names:
                if not hasattr(m, a.name):
                    try:
                        importlib.import_module(f"{target}.{a.name}")
                    except ImportError:
                        bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: {target} has no "
                                   f"{a.name}")
    assert not bad, "\n".join(bad)


def test_the_checks_see_a_cycle_and_an_upward_import():
    """The graph reader on a planted example: a cycle through a lazy import is found."""
    graph = {"kgen.a": {"kgen.b"}, "kgen.b": {"kgen.c"}, "kgen.c": {"kgen.a"}, "kgen.d": set()}
    assert cycles(graph) == [frozenset({"kgen.a", "kgen.b", "kgen.c"})]
    assert _floor("kgen.tools.run") > _floor("kgen.compiler") > _floor("kgen.lower.kernel")
