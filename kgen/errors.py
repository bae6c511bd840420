"""One error hierarchy for everything a user can get wrong, and everything kgen can.

Library code raises; only the CLI prints and picks exit codes. A `KgenError` carries a span and a
hint, and renders as:

    examples/bad.kgen:3:13: error: unknown name 'yy'
        out[n] = x[n] + yy[n]
                        ^^
    hint: did you mean 'y'?
"""

from __future__ import annotations

from .source import Source, Span


class KgenError(Exception):
    kind = "error"
    # The source the span points into when it is not the caller's file: a schedule given from
    # Python is a small source of its own (kgen.front.schedule_arg), which the CLI does not hold.
    source: Source | None = None

    def __init__(self, message: str, span: Span | None = None, hint: str | None = None,
                 notes: tuple[str, ...] = ()):
        super().__init__(message)
        self.message = message
        self.span = span
        self.hint = hint
        self.notes = notes

    def render(self, source: Source | None = None) -> str:
        head = f"{self.span}: {self.kind}: {self.message}" if self.span else \
            f"{self.kind}: {self.message}"
        out = [head]
        if self.source is not None and (source is None or source.name != self.source.name):
            source = self.source
        if self.span and source is not None and source.name == self.span.file:
            text = source.line(self.span.line).rstrip("\n")
            if text:
                shown = text.expandtabs(1)
                col = self.span.col
                width = (self.span.end_col - col
                         if self.span.end_line == self.span.line else len(shown) - col + 1)
                width = max(1, min(width, len(shown) - col + 1, 80))
                if len(shown) > 120:  # a window around the column, so the caret stays on screen
                    start = max(0, col - 60)
                    piece = shown[start:start + 120]
                    shown = ("..." if start else "") + piece + (
                        "..." if start + 120 < len(shown) else "")
                    col = col - start + (3 if start else 0)
                    width = min(width, len(shown) - col + 1)
                out.append("    " + shown)
                out.append("    " + " " * (col - 1) + "^" * width)
        out.extend(f"note: {n}" for n in self.notes)
        if self.hint:
            out.append(f"hint: {self.hint}")
        return "\n".join(out)


class KgenWarning(KgenError):
    """Legal, but almost surely not what was meant: reported (same rendering, `warning:`), never
    raised; the command still succeeds."""
    kind = "warning"


class ParseError(KgenError):
    """The text is not a kgen program."""


class CheckError(KgenError):
    """The program is kgen but means nothing: names, dtypes, shapes, axes."""


class ScheduleError(KgenError):
    """A schedule asks for what the target cannot do, or what does not fit."""


class SharedMemoryError(ScheduleError):
    """A kernel's tiles need more shared memory (LDS) than a block has; `axis` is the tile
    whose size sets most of it (a product's contraction), which kgen.compiler shrinks to say
    what would fit."""

    def __init__(self, message: str, span: Span | None = None, hint: str | None = None,
                 notes: tuple[str, ...] = (), axis: str | None = None):
        super().__init__(message, span, hint, notes)
        self.axis = axis


class RegisterPressureError(ScheduleError):
    """A kernel needs more registers of a file than one wave can allocate, and kgen does not
    spill. The counts are attributes, so a scheduler can catch this and retry with a smaller
    chunk; `at` gives the same error at the schedule or tile declaration that set the chunk."""

    def __init__(self, kernel: str, needed: dict[str, int], limits: dict[str, int],
                 span: Span | None = None, hint: str | None = None, notes: tuple[str, ...] = ()):
        over = [f for f in needed if needed[f] > limits[f]]
        within = ", ".join(f"{needed[f]} of {limits[f]} {f}s" for f in needed if f not in over)
        message = (f"kernel '{kernel}' needs {' and '.join(f'{needed[f]} {f}s' for f in over)} "
                   f"per wave, more than the {' and '.join(str(limits[f]) for f in over)} a wave "
                   "can have, and kgen does not spill registers" +
                   (f" (it uses {within})" if within else ""))
        super().__init__(message, span, hint or "use a smaller tile or vector width in the "
                         "schedule", notes)
        self.kernel = kernel
        self.needed = dict(needed)    # register file ("VGPR", "AGPR", "SGPR") -> registers used
        self.limits = dict(limits)    # register file -> registers one wave can allocate

    vgprs = property(lambda self: self.needed.get("VGPR", 0))
    agprs = property(lambda self: self.needed.get("AGPR", 0))
    sgprs = property(lambda self: self.needed.get("SGPR", 0))

    @property
    def over(self) -> tuple[str, ...]:
        """The register files that overflow, e.g. ('SGPR',)."""
        return tuple(f for f in self.needed if self.needed[f] > self.limits[f])

    def at(self, span: Span | None, hint: str | None = None,
           notes: tuple[str, ...] = ()) -> "RegisterPressureError":
        """The same error at a source span, with a better hint."""
        return RegisterPressureError(self.kernel, self.needed, self.limits, span,
                                     hint or self.hint, notes or self.notes)


class TargetError(KgenError):
    """An unknown or unsupported target."""


class AssembleError(KgenError):
    """The vendor's assembler refused kgen's text, or is not installed."""


class AssemblerVerdict(AssembleError):
    """The assembler took kgen's text but reports that the machine code loses what the
    schedule planned (ptxas: "Potential Performance Loss", spills). `kernel` is the function,
    `code` the verdict's name (`C7519`, `spills`), `asm_line` the 1-based line of kgen's text it
    names (0: none)."""

    def __init__(self, message: str, kernel: str, code: str, asm_line: int = 0,
                 span=None, hint: str | None = None):
        super().__init__(message, span, hint)
        self.kernel, self.code, self.asm_line = kernel, code, asm_line


class RuntimeLaunchError(KgenError):
    """A device could not load or launch a kernel."""


class MismatchError(KgenError):
    """A kernel ran and its outputs differ from the expected ones."""


class CompilerBug(KgenError):
    """kgen produced something its own verifier refuses: never a user's fault."""

    kind = "internal compiler error"


def did_you_mean(name: str, candidates) -> str | None:
    """did_you_mean('yy', ['x', 'y']) returns "did you mean 'y'?"."""
    import difflib

    candidates = list(candidates)
    same = [c for c in candidates if c.lower() == name.lower()]   # `n` for `N`: the case
    close = same or difflib.get_close_matches(name, candidates, n=1, cutoff=0.5)
    return f"did you mean '{close[0]}'?" if close else None
