"""Where kgen keeps what it made for the next process: $KGEN_CACHE_DIR (default ~/.cache/kgen),
and whether it may (KGEN_CACHE=0 turns that off). The compile cache (kgen.cache) and the
grammar's parse tables (kgen.front.parse) both live there."""

from __future__ import annotations

import os
from pathlib import Path


def enabled() -> bool:
    return os.environ.get("KGEN_CACHE", "1") not in ("0", "off", "false", "no")


def directory() -> Path:
    return Path(os.environ.get("KGEN_CACHE_DIR") or Path.home() / ".cache" / "kgen")
