"""kgen: a GPU kernel compiler from tile math to readable PTX and AMDGCN."""

from pathlib import Path as _Path

from .version import __version__  # noqa: F401 (kgen.__version__)

# An installed kgen holds its back ends and grammar as kgen/emitters and kgen/grammar. A source
# checkout keeps them at the top of the repository (the design card's layout); searching the
# checkout's root as well lets any checkout (a git worktree, CI's clone) run in place, with
# `python -m pytest` from its root, whichever checkout an editable install points at.
_root = _Path(__file__).resolve().parent.parent
if (_root / "emitters" / "__init__.py").is_file() and (_root / "grammar").is_dir():
    __path__.append(str(_root))  # noqa: F821 (a package's __path__)


def __getattr__(name: str):
    """kgen.compile, kgen.Program and kgen.Kernel (kgen/api.py), imported on first use so that
    `import kgen` stays cheap for the command line. (Tuning and benchmarking from Python are
    kgen.api.tune and kgen.api.bench: kgen.tools.tune and kgen.tools.bench are their modules.)"""
    if name in ("compile", "Program", "Kernel"):
        from . import api
        return getattr(api, name)
    raise AttributeError(f"module 'kgen' has no attribute '{name}'")
