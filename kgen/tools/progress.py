"""Progress while the emulator works: programs done of total and warp instructions per second,
and targets done of total for `-t all`.

Library code takes a `progress` object and calls three methods on it; `Quiet` does nothing, and is
what every function uses unless the CLI hands it `Bars`, a Rich progress display that:
- appears only on a terminal (a CI log or a pipe gets the results and nothing else), and only once
  the work has taken more than `delay` seconds (a quick run shows no flicker);
- reads the emulator's `Stats` (blocks done, warp instructions) from a watcher thread, so the
  emulator needs no callback and pays nothing for it;
- disappears when the work is done (transient), leaving the tables clean.
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager


class Quiet:
    """The default: no output."""

    def targets(self, total: int) -> None:
        """Work over `total` targets begins."""

    def target_done(self) -> None:
        """One target is done."""

    @contextmanager
    def emulating(self, label: str, blocks: int, stats):
        """An emulation of `blocks` programs filling `stats` (kgen.sim.Stats) runs inside."""
        yield

    @contextmanager
    def step(self, label: str, total: int):
        """A loop of `total` steps runs inside; the body calls advance() after each."""
        yield

    def advance(self, note: str = "") -> None:
        """One step of the open loop is done."""


class Bars(Quiet):
    """Rich bars on `console` (stderr in the CLI) after `delay` seconds; a context manager."""

    def __init__(self, console, delay: float = 1.0, refresh: float = 0.1):
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                   TimeElapsedColumn)
        self.enabled = console.is_terminal
        self.delay, self.refresh = delay, refresh
        self.progress = Progress(TextColumn("{task.description}"), BarColumn(),
                                 MofNCompleteColumn(), TextColumn("{task.fields[rate]}"),
                                 TimeElapsedColumn(), console=console, transient=True,
                                 auto_refresh=False)
        self._lock = threading.Lock()
        self._watched: list = []          # (task, stats, start) of running emulations
        self._targets = self._loop = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._t0 = time.perf_counter()

    def __enter__(self) -> "Bars":
        if self.enabled:
            self._thread = threading.Thread(target=self._watch, daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        if self.progress.live.is_started:
            self.progress.stop()

    def _watch(self) -> None:
        """Starts the display after the delay, then refreshes it from the watched Stats."""
        if self._stop.wait(self.delay):
            return
        self.progress.start()
        while not self._stop.is_set():
            with self._lock:
                for task, stats, start in self._watched:
                    rate = stats.instructions / max(time.perf_counter() - start, 1e-9)
                    self.progress.update(task, completed=stats.blocks,
                                         rate=f"{rate:,.0f} warp instr/s")
                self.progress.refresh()
            self._stop.wait(self.refresh)

    def targets(self, total: int) -> None:
        if total > 1:
            with self._lock:
                self._targets = self.progress.add_task("targets", total=total, rate="")

    def target_done(self) -> None:
        if self._targets is not None:
            with self._lock:
                self.progress.advance(self._targets)

    @contextmanager
    def emulating(self, label: str, blocks: int, stats):
        with self._lock:
            task = self.progress.add_task(f"{label}: programs", total=max(blocks, 1), rate="")
            entry = (task, stats, time.perf_counter())
            self._watched.append(entry)
        try:
            yield
        finally:
            with self._lock:
                self._watched.remove(entry)
                self.progress.remove_task(task)

    @contextmanager
    def step(self, label: str, total: int):
        with self._lock:
            self._loop = self.progress.add_task(label, total=total, rate="")
        try:
            yield
        finally:
            with self._lock:
                self.progress.remove_task(self._loop)
                self._loop = None

    def advance(self, note: str = "") -> None:
        if self._loop is not None:
            with self._lock:
                self.progress.update(self._loop, advance=1, rate=note)


def emulated_blocks(fn, k, sizes: dict[str, int]) -> tuple[int, int]:
    """(programs, tiles) of an emulator launch of fn (kernel k) at these sizes: the grid of the
    variant the sizes select (the emulator's buffers are 2^32 apart, so addresses never decide)
    and the tiles its programs take (more than the programs where they are persistent)."""
    import math
    from ..lir.ops import grid_dims, select, tile_total
    from ..runtime.launch import steps
    chosen = select(fn, sizes, {t.name: 1 << 40 for t in k.tensors})
    todo, _ = steps(chosen, sizes)          # a split reduction's two launches
    return (sum(math.prod(grid_dims(s.fn, s.sizes)) for s in todo),
            sum(tile_total(s.fn, s.sizes) for s in todo))
