"""Compiling and checking through the compile cache (kgen/cache.py): what the command line, the
Python API, `kgen run` and `kgen bench` call, so that a second call, or a second process, with the
same inputs and the same kgen compiles nothing. The compiler itself is imported only on a miss."""

from __future__ import annotations

from dataclasses import replace

from . import cache, cachedir
from .source import Source


def compile_cached(source: Source, target: str, *, specialize=None, schedule=None,
                   stop: str = "asm"):
    """compile_source through the compile cache (kgen/cache.py): a second call, or a second
    process, with the same source, target, sizes, schedule and kgen compiles nothing. Returns
    the kgen.compiler.Compiled, the caller's own (Compiled.copy), so that a caller that sets a
    field (`kgen bench` assembles the asm-stage compile it got, which sets `binary` and
    replaces the emitter's `resources` with the assembler's) leaves the entry as it was for
    the next call."""
    if stop == "schedule" and cachedir.enabled():
        whole = _whole(source, target, specialize, schedule)
        if whole is not None:
            return whole
    k = cache.key(source, target, specialize, schedule, stop)
    hit = cache.lookup(k)
    if hit is None:
        from .compiler import compile_source
        hit = compile_source(source, target, specialize=specialize, schedule=schedule,
                             stop=stop)
        cache.store(k, hit)
    return hit.copy()


def _whole(source: Source, target: str, specialize, schedule):
    """The schedule stage served by the complete compile (stop="asm"), kept or made now and
    kept: a schedule is most of a compile's work, and what asks for it (a test reading the
    LIR, `kgen compile --emit schedule`) is mostly followed by what asks for the text. Only a
    compile the emitter did not send back to schedule again (Compiled.reschedules 0) holds
    the first schedule's functions, as stop="schedule" gives them; None otherwise, and where
    the complete compile fails (the schedule stage may still succeed: compiled by itself)."""
    from .errors import KgenError
    k = cache.key(source, target, specialize, schedule, "asm")
    hit = cache.lookup(k)
    if hit is None:
        from .compiler import compile_source
        try:
            hit = compile_source(source, target, specialize=specialize, schedule=schedule)
        except KgenError:
            return None
        cache.store(k, hit)
    if hit.reschedules:
        return None
    return replace(hit.copy(), asm=None, resources=[])


def check_cached(source, targets=None):
    """kgen.compiler.check_source through the cache: each target's verdict is kept under the
    stage "check" as the checked module alone (saying ok again needs no more), so a second
    `kgen check` of the same file with the same kgen compiles nothing (and imports no
    compiler). Errors are never cached: a file that fails is compiled again, and fails again."""
    from .target.targets import TARGETS
    module = None
    for name in targets or TARGETS:
        k = cache.key(source, name, None, None, "check")
        module = cache.lookup(k)
        if module is None:
            from .compiler import compile_source
            module = compile_source(source, name, stop="asm").module
            cache.store(k, module)
    return module
