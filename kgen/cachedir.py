"""Where kgen keeps what it made for the next process: $KGEN_CACHE_DIR (default ~/.cache/kgen),
and whether it may (KGEN_CACHE=0 turns that off). The compile cache (kgen.cache), the grammar's
parse tables (kgen.front.parse) and the SASS facts of cubins (kgen.assemble.sass) live there.

A file is written whole or not at all (to a temporary name, then renamed), so a concurrent
reader never sees half of one; one that cannot be written or read is made again by its caller
the next time, which is all a cache promises."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def enabled() -> bool:
    return os.environ.get("KGEN_CACHE", "1") not in ("0", "off", "false", "no")


def directory() -> Path:
    return Path(os.environ.get("KGEN_CACHE_DIR") or Path.home() / ".cache" / "kgen")


def folder() -> Path | None:
    """The cache folder, made if need be; None where the cache is off or the folder cannot be
    made (a read-only home)."""
    if not enabled():
        return None
    d = directory()
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return d


def read(name: str) -> bytes | None:
    """The file `name` of the cache folder; None where the cache is off or there is none."""
    if not enabled():
        return None
    try:
        return (directory() / name).read_bytes()
    except OSError:
        return None


def write(name: str, data: bytes) -> None:
    """Keeps data as the file `name` of the cache folder (not where the cache is off). A disk
    that is read-only or full keeps nothing: the next process makes it again."""
    d = folder()
    if d is None:
        return
    try:
        fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, d / name)
    except OSError:
        return
