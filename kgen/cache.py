"""The compile cache: a compiled program is kept in memory and on disk, so that a second call, or
a second process, compiles nothing (Triton's cache is the model).

The key is everything the result depends on: the source text and its name (spans and the
emitted header name it), the target, the sizes fixed at compile time, schedule options given from
Python, the stage compiled to, and kgen itself: its version and a hash of its own code (the
package's .py files, the back ends and the grammar), so that an edited checkout never reads a
stale entry; for a binary, also the assembler that made it (assembler_identity). Entries are pickles under $KGEN_CACHE_DIR (default ~/.cache/kgen), one file per key,
written to a temporary name and renamed into place, so concurrent processes never read a half
file; an entry that cannot be read is compiled again and rewritten. KGEN_CACHE=0 turns the cache
off. Errors are never cached: a diagnostic is recomputed (it is cheap and names the caller's
file).
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
from pathlib import Path

from . import cachedir
from .version import __version__

_MEMORY: dict[str, object] = {}
_MEMORY_KEPT = 64


@functools.cache
def code_hash() -> str:
    """SHA-256 over kgen's own code: the package's .py and .lark files, and in a source checkout
    (kgen's __path__ holds its root after the package) the back ends and grammar there."""
    import kgen
    package, *checkouts = (Path(p) for p in kgen.__path__)
    files = [f for f in package.rglob("*") if f.suffix in (".py", ".lark")]
    for root in checkouts:
        for sub in ("emitters", "grammar"):
            files += [f for f in (root / sub).rglob("*") if f.suffix in (".py", ".lark")]
    h = hashlib.sha256(__version__.encode())
    for f in sorted(files):
        if "__pycache__" not in f.parts:
            h.update(f.name.encode())
            h.update(f.read_bytes())
    return h.hexdigest()


def key(source, target: str, specialize, schedule, stop: str) -> str:
    parts = (code_hash(), source.name, source.text, target,
             sorted((specialize or {}).items()), repr(_canonical(schedule)), stop)
    if stop == "bin":
        parts += (assembler_identity(target),)
    return hashlib.sha256(repr(parts).encode()).hexdigest()


@functools.cache
def assembler_identity(target: str) -> str:
    """What a binary depends on beyond kgen: the assembler that makes it (the path, size and
    modification time of ptxas or of llvm-mc and ld.lld, and the installed NVIDIA packages'
    versions, nvJitLink's among them), so that another assembler never serves an old binary.
    "none" when there is none (the compile then fails, and failures are not cached)."""
    from importlib import metadata

    from .target.targets import get_target
    tgt = get_target(target)
    try:
        if tgt.is_nvidia:
            from .assemble.driver import find_ptxas
            tools = [find_ptxas()]
            packages = sorted(f"{d.metadata['Name']}=={d.version}"
                              for d in metadata.distributions()
                              if (d.metadata["Name"] or "").lower().startswith(
                                  ("nvidia-", "cuda-bindings")))
        else:
            from .assemble.amd import find_llvm
            tools, packages = list(find_llvm(tgt)), []
    except Exception:  # noqa: BLE001 - no assembler: the compile reports it
        return "none"
    stamps = []
    for t in tools:
        if t:
            st = os.stat(t)
            stamps.append(f"{os.path.realpath(t)}:{st.st_size}:{st.st_mtime_ns}")
    return ";".join(stamps + packages) or "none"


def _canonical(schedule):
    if isinstance(schedule, dict):
        return sorted((k, _canonical(v)) for k, v in schedule.items())
    if isinstance(schedule, (list, tuple)):
        return [_canonical(v) for v in schedule]
    return schedule


def lookup(k: str):
    """The cached Compiled for key k, from memory, else disk; None if there is none."""
    if not cachedir.enabled():
        return None
    if k in _MEMORY:
        return _MEMORY[k]
    data = cachedir.read(f"{k}.pkl")
    if data is None:
        return None
    try:
        value = pickle.loads(data)
    except Exception:  # noqa: BLE001 - a truncated or foreign file: compile again, rewrite it
        return None
    _remember(k, value)
    return value


def store(k: str, value) -> None:
    if not cachedir.enabled():
        return
    _remember(k, value)     # a disk that keeps nothing: the memory still serves this process
    cachedir.write(f"{k}.pkl", pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def _remember(k: str, value) -> None:
    _MEMORY[k] = value
    while len(_MEMORY) > _MEMORY_KEPT:
        _MEMORY.pop(next(iter(_MEMORY)))


def clear_memory() -> None:
    _MEMORY.clear()
