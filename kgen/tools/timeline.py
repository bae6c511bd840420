"""Schedule pictures: `kgen compile FILE -t T --emit timeline [-o out.svg]`.

A timeline draws what the roles of a block do over a few steady-state iterations of its main
loop: one row per warp role (the producer and consumer warpgroups of a warp-specialized kernel,
the wave groups of a ping-pong, the block's warps as one role otherwise), boxes for copies,
waits, matrix instructions and math, and arrows for the synchronisation that orders them.
Nothing is drawn by hand per kernel or per target: the picture is derived in three steps.

1. Traces: what each role executes, in program order.
   - With mbarriers (warp specialization), `kgen.verify.mbarrier` already runs every warp's
     control and synchronisation as coroutines over a few phase wraps; `_Traced` is that run
     with a recorder: each warp's events, which arrivals and TMA copies complete each
     mbarrier phase, and which phase each wait acquires. Warps with the same events in one
     warpgroup (specialize.WARPGROUP: the unit setmaxnreg and wgmma act on) are one row.
   - Otherwise the LIR is walked along its first (fast) branches, the main loop (the first one
     holding matrix instructions or async copies) a few times, other loops once; a kernel
     without such a loop is drawn once, as one row. `bar_group`s split the block into wave groups
     (kgen.passes.barriers, "Wave groups"): each group is a row and keeps only its own bar_groups,
     which is the one-barrier shift of the ping-pong. Where the back end inserts the waits
     itself (AMD: `s_waitcnt`), the main loop's events come from the emitted text instead, read
     with kgen.verify.amd's parser, so the waits are the real ones.
2. Time: a small discrete-event run over the traces with schematic costs (`_COSTS`: issue time,
   and for asynchronous work the time until it lands). Waits end when what they wait for has
   landed: an mbarrier phase when its arrivals and copies are in, a cp.async group or an
   s_waitcnt counter when enough older operations have landed, a wgmma_wait when the older
   wgmma groups have run, and the n-th barrier of every row when the last row reaches it
   (barriers match by count). The times are a picture of the ordering, not a measurement.
3. Drawing: SVG text (no library) or Rich blocks in a terminal. Each row has an issue track (what
   the warps execute; waits show where they stall) and an async track below it (copies in
   flight, wgmma groups on the tensor cores), split into lanes where they overlap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape

from ..lir import ops as L
from ..errors import CompilerBug, KgenError

EPS = 1e-6   # times closer than this are the same time

# ---- the picture, as data ------------------------------------------------------------------------


@dataclass
class Box:
    row: int
    track: int          # 0: issue (what the warps execute), 1 + lane: async work in flight
    start: float
    end: float
    kind: str           # one of KINDS
    name: str           # what it is ("TMA", "wait", "s_waitcnt vmcnt(2)")
    count: int = 1
    detail: str = ""
    blocked: bool = False   # a wait that stalled its row
    tag: str = ""           # what it touches (FULL[1], A2): merged boxes list them
    step: int | None = None  # the pipeline iteration, where known
    group: tuple | None = None   # async work of one group (a commit group, a phase): one box
    parts: dict = field(default_factory=dict)   # merged boxes of several names: name -> count


@dataclass(frozen=True)
class Arrow:
    kind: str           # "mbarrier" | "barrier" | "cp.async" | "waitcnt" | "wgmma"
    src: tuple          # (row, track, time)
    dst: tuple
    label: str
    ring: str = ""      # mbarrier edges: the barrier array ("FULL")


@dataclass
class Row:
    name: str
    detail: str


@dataclass
class Timeline:
    title: str
    notes: list[str]
    rows: list[Row]
    boxes: list[Box] = field(default_factory=list)
    arrows: list[Arrow] = field(default_factory=list)
    lanes: list[int] = field(default_factory=list)   # async lanes per row
    phases: list[tuple] = field(default_factory=list)  # (row, start, end, name) between barriers
    rings: list[str] = field(default_factory=list)   # mbarrier arrays, the copies' one first

    @property
    def end(self) -> float:
        return max((b.end for b in self.boxes), default=1.0)


# kind: (legend text, SVG fill, Rich style, terminal character)
KINDS = {
    "copy": ("copy into shared/LDS (TMA, cp.async, global \u2192 VGPR \u2192 LDS)", "#4e79a7",
             "blue", "\u2588"),
    "global": ("global load / store", "#76b7b2", "cyan", "\u2588"),
    "lds": ("shared/LDS access (ldmatrix, ld.shared, ds_read)", "#a0cbe8", "bright_cyan",
            "\u2593"),
    "matrix": ("matrix instruction (mma.sync, wgmma, MFMA)", "#59a14f", "green", "\u2588"),
    "math": ("math", "#f1ce63", "yellow", "\u2592"),
    "sync": ("arrive / expect_tx / commit / priority", "#b07aa1", "magenta", "\u2502"),
    "wait": ("wait (mbarrier, wait_group, s_waitcnt, wgmma_wait)", "#bab0ac", "white",
             "\u2591"),
    "barrier": ("block barrier (bar.sync, s_barrier)", "#555555", "bright_black", "\u2503"),
}

# ---- costs: schematic issue times and latencies, per op ------------------------------------------

# LIR op -> (kind, issue cost, latency after issue or time on the async unit, display name)
_COSTS = {
    "tma_load": ("copy", 0.25, 9.0, "TMA"),
    "tma_store": ("global", 0.25, 0.0, "TMA store"),
    "bulk_commit": ("sync", 0.1, 0.0, "bulk commit"),
    "bulk_wait": ("wait", 0.15, 0.0, "bulk wait"),
    "cp_async": ("copy", 0.05, 7.0, "cp.async"),
    "cp_async_commit": ("sync", 0.1, 0.0, "commit_group"),
    "cp_async_wait": ("wait", 0.15, 0.0, "wait_group"),
    "mbar_wait": ("wait", 0.15, 0.0, "wait"),
    "mbar_arrive": ("sync", 0.15, 0.0, "arrive"),
    "mbar_expect_tx": ("sync", 0.15, 0.0, "expect_tx"),
    "wgmma": ("matrix", 0.08, 1.5, "wgmma"),
    "wgmma_rs": ("matrix", 0.08, 1.5, "wgmma"),
    "wgmma_commit": ("sync", 0.05, 0.0, "commit"),
    "wgmma_wait": ("wait", 0.15, 0.0, "wgmma_wait"),
    "mma": ("matrix", 0.18, 0.0, "mma.sync"),
    "mfma": ("matrix", 0.12, 0.0, "MFMA"),
    "ldmatrix": ("lds", 0.05, 0.0, "ldmatrix"),
    "ld_shared": ("lds", 0.05, 0.0, "ld.shared"),
    "st_shared": ("lds", 0.05, 0.0, "st.shared"),
    "ld_global": ("global", 0.1, 0.0, "ld.global"),
    "st_global": ("global", 0.1, 0.0, "st.global"),
    "bar": ("barrier", 0.15, 0.0, "bar.sync"),
    "bar_named": ("barrier", 0.15, 0.0, "bar.sync"),
    "bar_group": ("barrier", 0.15, 0.0, "bar_group"),
    "setprio": ("sync", 0.1, 0.0, "setprio"),
    "warp_reduce": ("math", 0.3, 0.0, "warp reduce"),
    "shfl_xor": ("math", 0.05, 0.0, "shuffle"),
    "shfl_idx": ("math", 0.05, 0.0, "shuffle"),
}
_MATH = frozenset({"fadd", "fsub", "fmul", "fdiv", "fmin", "fmax", "fma", "fneg", "fabs", "ex2",
                   "lg2", "sqrt", "rsqrt", "rcp", "floor", "sin", "cos", "cvt"})
_MATH_COST = 0.03

# AMDGCN mnemonic prefix -> (kind, issue cost, latency, display name); the first match wins.
_AMD_COSTS = (
    ("global_load", ("copy", 0.25, 7.0, "global\u2192VGPR")),
    ("global_store", ("global", 0.25, 0.0, "global store")),
    ("ds_write", ("copy", 0.2, 1.5, "VGPR\u2192LDS")),
    ("ds_read", ("lds", 0.2, 1.5, "ds_read")),
    ("s_waitcnt", ("wait", 0.1, 0.0, "s_waitcnt")),
    ("s_barrier", ("barrier", 0.15, 0.0, "s_barrier")),
    ("s_setprio", ("sync", 0.1, 0.0, "s_setprio")),
    ("v_mfma", ("matrix", 0.0, 0.0, "MFMA")),
    ("v_", ("math", 0.05, 0.0, "VALU")),
)


@dataclass
class _Ev:
    """One event of a row's trace, ready for the timing run."""
    kind: str
    name: str                  # display name ("TMA", "wait", "s_waitcnt")
    cost: float
    latency: float = 0.0       # async: lands (or runs on the unit) this long after issue
    counter: str = ""          # async work tracked by a counter: "group", "vm", "lgkm", "mma"
    wait: tuple = ()           # ("phase", key) | ("count", counter, n) | ("barrier",) | ...
    phase: tuple | None = None  # arrivals and copies: the mbarrier phase they complete
    tag: str = ""              # what it touches ("FULL[1]", "A2,B2"): merges and labels
    step: int | None = None    # the pipeline iteration, where known
    detail: str = ""


# ---- traces from the mbarrier protocol run -------------------------------------------------------

def _run_sizes(fn: L.Function, dims: list[str], size: int) -> dict[str, int]:
    """The sizes the ring's run takes: every dimension `size`; a persistent program's launch
    one tile a program (its tile loop one trip, as without `persistent`)."""
    given = {d: size for d in dims}
    for p in fn.params:
        if p.kind == "programs":
            given[p.name] = L.tile_total(fn, given)
    return given


def _mbarrier_traces(fn: L.Function, trips: int, steps: int, nvidia: bool):
    """Rows and traces of a warp-specialized function, from verify_mbarrier's run with every
    dimension `trips` trips of the ring; pipeline steps from `steps` on are not drawn."""
    from ..verify import mbarrier as V
    from ..passes.specialize import WARPGROUP

    class _Traced(V._Run):
        """verify_mbarrier's run, recording events, phase contributions and acquisitions."""

        def __init__(self, *a):
            super().__init__(*a)
            self.trace = {w: [] for w in range(self.nwarps)}
            self.depth = {w: 0 for w in range(self.nwarps)}
            self.copy_event: dict[int, tuple] = {}     # copy id -> (warp, event index)
            self.copy_phase: dict[int, tuple] = {}     # copy id -> (barrier, phase)
            self.arrivals: dict[tuple, list] = {}      # (barrier, phase) -> [(warp, index)]
            self.acquired: dict[tuple, tuple] = {}     # (warp, index) -> (barrier, phase)
            self.current: dict[int, int] = {}

        def nodes(self, nodes, regs, mask, w, state):
            for n in nodes:
                if isinstance(n, L.Loop):
                    self.depth[w] += 1
                    yield from super().nodes((n,), regs, mask, w, state)
                    self.depth[w] -= 1
                    continue
                if isinstance(n, L.Inst) and n.op in V._EVENTS:
                    if self.lanes(regs, n, mask) and n.op not in ("bar", "bar_named", "turn_sync",
                                                    "turn_arrive"):
                        self.trace[w].append((n, self.depth[w] > 0))
                        self.current[w] = len(self.trace[w]) - 1
                    before = self.copies
                    yield from super().nodes((n,), regs, mask, w, state)
                    if n.op == "tma_load" and self.copies != before:   # tma never yields
                        self.copy_event[self.copies] = (w, self.current[w])
                    continue
                yield from super().nodes((n,), regs, mask, w, state)

        def arrive(self, b, count, w, where, tx=0):
            # (every warp runs here: no twins, each arrival is one warp's)
            self.arrivals.setdefault((b.name, b.phase), []).append((w, self.current[w]))
            super().arrive(b, count, w, where, tx)

        def acquire(self, w, key, parity):
            b = self.barriers[key]
            for i in range(len(b.done) - 1, -1, -1):
                if (i & 1) == parity:
                    self.acquired[(w, self.current[w])] = (b.name, i)
                    break
            super().acquire(w, key, parity)

        def land_all(self):
            for key, *_, copy in self.inflight:
                self.copy_phase[copy] = (self.barriers[key].name, self.barriers[key].phase)
            super().land_all()

    # Every dimension `trips` trips of the longest-stepping loop (the ring's rounds), as
    # verify_mbarriers sizes its run.
    big = max(V.loop_steps(fn.body, bool(fn.programs)))
    dims = [p.name for p in fn.params if p.kind == "dim"]
    run = _Traced(fn, _run_sizes(fn, dims, big * trips), V._skeleton(fn.body, V._relevant(fn)))
    run.run()

    # Rows: warps of one warpgroup with the same events in the loop.
    per_group = max(1, WARPGROUP // V.WARP)
    groups: dict[tuple, list[int]] = {}
    for w, events in run.trace.items():
        inside = [(n.op, n.attrs) for n, looped in events if looped]
        if inside:
            groups.setdefault((w // per_group, tuple(inside)), []).append(w)
    rows, warp_row = [], {}
    for (g, _), warps in sorted(groups.items(), key=lambda kv: kv[1][0]):
        for w in warps:
            warp_row[w] = len(rows)
        rows.append((g, warps))
    sizes = _ring_sizes(fn)
    filled = _copy_barrier(fn)

    def phase_step(key):
        name, phase = key
        base, _, i = name.partition("[")
        n = sizes.get(base, 1)
        return phase * n + int(i.rstrip("]") or 0) if i else None

    # Contributions of each phase by (row, index in the row's trace).
    index_of: dict[tuple, int] = {}       # (warp, trace index) -> index in the row's trace
    traces = []
    for r, (g, warps) in enumerate(rows):
        rep = warps[0]
        evs: list[_Ev] = []
        step = None
        for i, (n, looped) in enumerate(run.trace[rep]):
            if not looped:
                continue
            for w in warps:
                index_of[(w, i)] = len(evs)
            ev = _lir_event(n, nvidia)
            if ev is None:
                continue
            if n.op == "mbar_wait":
                key = run.acquired.get((rep, i))
                ev.wait = ("phase", key)
                ev.tag = key[0] if key else ""
                if key and key[0].startswith(f"{filled}["):
                    step = phase_step(key)
            elif n.op in ("mbar_arrive", "mbar_expect_tx"):
                key = next((k for k, v in run.arrivals.items() if (rep, i) in v), None)
                ev.phase = key
                ev.tag = key[0] if key else ""
                if n.op == "mbar_expect_tx" and key:
                    step = phase_step(key)
            elif n.op == "tma_load":
                cid = next((c for c, at in run.copy_event.items() if at == (rep, i)), None)
                ev.phase = run.copy_phase.get(cid)
                ev.tag = f"{n.attr('buffer')}"
            if step is not None and step >= steps:
                break   # a size fixed at compile time may ask for many rounds: draw a few
            ev.step = step
            evs.append(ev)
        traces.append(evs)

    def at(w: int, i: int) -> int | None:
        """The index in its row's trace of warp w's i-th event, if it is drawn."""
        j = index_of.get((w, i))
        return j if j is not None and j < len(traces[warp_row[w]]) else None

    # Map every warp's contributions onto row events.
    contrib: dict[tuple, set] = {}
    for key, who in run.arrivals.items():
        for w, i in who:
            if at(w, i) is not None:
                contrib.setdefault(key, set()).add((warp_row[w], at(w, i), "issue"))
    for cid, key in run.copy_phase.items():
        w, i = run.copy_event[cid]
        if at(w, i) is not None:
            contrib.setdefault(key, set()).add((warp_row[w], at(w, i), "land"))
    names = []
    for r, (g, warps) in enumerate(rows):
        kinds = {e.kind for e in traces[r]}
        role = "consumer" if "matrix" in kinds else "producer" if "copy" in kinds else "warps"
        idle = [w for w in range(g * per_group, (g + 1) * per_group)
                if w < run.nwarps and w not in warps]
        detail = f"warp{'s' if len(warps) > 1 else ''} {_span(warps)}"
        if idle:
            detail += f"; warp{'s' if len(idle) > 1 else ''} {_span(idle)} idle in the loop"
        names.append(Row(f"{role} WG{g}", detail))
    return names, traces, contrib


def _ring_sizes(fn: L.Function) -> dict[str, int]:
    """Mbarrier arrays and their lengths: {"FULL": 4, "EMPTY": 4} (8 bytes per mbarrier)."""
    inits = [n for n in L.walk(fn.body) if n.op == "mbar_init"]
    return {b: sum(1 for n in inits if n.attr("buffer") == b)
            for b in {n.attr("buffer") for n in inits}}


def _copy_barrier(fn: L.Function) -> str:
    """The mbarrier array the TMA copies complete on ("FULL"): its phases number the steps."""
    return next((n.attr("bar_buffer") for n in L.walk(fn.body) if n.op == "tma_load"), "")


def _span(warps: list[int]) -> str:
    """_span([4, 5, 6, 7]) is '4-7'."""
    if len(warps) > 1 and warps == list(range(warps[0], warps[-1] + 1)):
        return f"{warps[0]}-{warps[-1]}"
    return ", ".join(map(str, warps))


def _lir_event(n: L.Inst, nvidia: bool) -> _Ev | None:
    """The event of an LIR instruction, or None for bookkeeping (integer and address ops);
    `nvidia` names the block barrier as its vendor's assembly does."""
    cost = _COSTS.get(n.op)
    if cost is None:
        if n.op in _MATH:
            return _Ev("math", "math", _MATH_COST, detail=n.note)
        return None
    kind, issue, latency, name = cost
    ev = _Ev(kind, name, issue, latency, detail=n.note)
    if n.op == "tma_load":
        ev.counter = "mbar"
    elif n.op == "cp_async":
        ev.counter, ev.tag = "group", n.attr("buffer")
    elif n.op == "cp_async_commit":
        ev.wait = ("close", "group")
    elif n.op == "cp_async_wait":
        ev.wait, ev.name = ("count", "group", n.attr("n")), f"wait_group {n.attr('n')}"
    elif n.op == "wgmma":
        ev.counter, ev.tag = "mma", f"{n.attr('buffer_a')},{n.attr('buffer_b')}"
    elif n.op == "wgmma_rs":       # A from registers: B's buffer only
        ev.counter, ev.tag = "mma", n.attr("buffer_b")
    elif n.op == "wgmma_commit":
        ev.wait = ("close", "mma")
    elif n.op == "wgmma_wait":
        ev.wait, ev.name = ("count", "mma", n.attr("n")), f"wgmma_wait {n.attr('n')}"
    elif n.op in ("bar", "bar_group"):
        ev.wait, ev.name = ("barrier",), "bar.sync" if nvidia else "s_barrier"
    elif n.op in ("ldmatrix", "ld_shared", "st_shared"):
        ev.tag = n.attr("buffer")
    elif n.op == "setprio":
        ev.name = f"setprio {n.attr('level')}"
    return ev


# ---- traces from the LIR's structure -------------------------------------------------------------

_MATRIX_OPS = frozenset({"mma", "mfma", "wgmma", "wgmma_rs"})


def _has(nodes, ops) -> bool:
    return any(n.op in ops for n in L.walk(nodes))


def _main_loop(nodes) -> L.Loop | None:
    """The pipelined loop: the first (first branches first) holding matrix instructions or
    asynchronous copies; None when there is none (the program is drawn once)."""
    return next((lp for lp in L.loops(nodes)
                 if _has((lp,), _MATRIX_OPS | {"cp_async", "tma_load"})), None)


def _walk_path(nodes, main, trips: int, loop_events, out: list, group: int | None,
               after: list) -> bool:
    """Appends the events of one run along first branches to `out`: the main loop `trips`
    times (its events from loop_events()), other loops once. Returns whether the main loop
    was met; past it, only barriers at its level are kept (into `after`: the catch-up)."""
    met = False
    for n in nodes:
        if met:
            if isinstance(n, L.Inst) and n.op in ("bar", "bar_group"):
                if n.op == "bar" or group is None or n.attr("group") == group:
                    after.append(n)
            continue
        if n is main:
            for t in range(trips):
                out.extend(loop_events(t))
            met = True
        elif isinstance(n, L.Loop):
            met = _walk_path(n.body, main, 1, loop_events, out, group, after)
        elif isinstance(n, L.If):
            inside = main is not None and any(lp is main for lp in L.loops((n,)))
            branch = n.else_ if inside and not any(
                lp is main for lp in L.loops(n.then)) else n.then
            met = _walk_path(branch, main, trips, loop_events, out, group, after)
        elif n.op == "bar_group" and group is not None and n.attr("group") != group:
            continue
        else:
            out.append(n)
    return met


def _structural_traces(fn: L.Function, target, text: str | None, trips: int):
    """Rows and traces of a function without warp roles: the block, or its wave groups."""
    groups = sorted({n.attr("groups") for n in L.walk(fn.body) if n.op == "bar_group"})
    count = groups[0] if groups else 1
    main = _main_loop(fn.body)
    text_loop = None
    if main is not None and text and not target.is_nvidia:
        # The AMD back end inserts the s_waitcnt itself: the main loop's events come from the
        # emitted text (the n-th LIR loop, then-branches first, is the text's loop<n>).
        index = next(i for i, lp in enumerate(L.loops(fn.body)) if lp is main)
        text_loop = _amd_loop(text, fn.name, index, target)

    def loop_events(_trip: int) -> list:
        if text_loop is not None:
            return list(text_loop)
        body: list = []
        _walk_path(main.body, None, 1, None, body, None, [])
        return body

    traces, rows = [], []
    waves = -(-fn.threads // target.wave)
    per = waves // count
    for g in range(count):
        path: list = []
        after: list = []
        _walk_path(fn.body, main, trips, loop_events, path, g if groups else None, after)
        evs: list[_Ev] = []
        for item in path + after:
            if isinstance(item, _Ev):
                evs.append(item)
                continue
            ev = _lir_event(item, target.is_nvidia)
            # Around a loop read from the text only the barriers matter (their count pairs
            # the groups' barriers); its own events are the text's.
            if ev is not None and (text_loop is None or ev.kind == "barrier"):
                evs.append(ev)
        traces.append(evs)
        if groups:
            rows.append(Row(f"wave group {g}",
                            f"waves {_span(list(range(g * per, (g + 1) * per)))}"))
        else:
            unit = "warps" if target.is_nvidia else "waves"
            rows.append(Row("block", f"all {waves} {unit} ({fn.threads} threads)"))
    return rows, traces


def _amd_loop(text: str, kernel: str, index: int, target) -> list[_Ev] | None:
    """The events of the emitted loop `.L<kernel>_loop<index>` (verify_amd's parse): its memory
    operations with their counters, s_waitcnt, s_barrier, s_setprio, MFMAs and VALU work.
    MFMAs take the target's pass count for their shape (Target.wait_states)."""
    from ..verify.amd import kernel_code
    code = kernel_code(text, kernel)
    head, end = f".L{kernel}_loop{index}", f".L{kernel}_loop{index}_end"
    at = [i for i, c in enumerate(code) if c[1] == "label" and c[2] in (head, end)]
    if len(at) != 2:
        return None
    lines = text.split("\n")
    out: list[_Ev] = []
    for line, op, rest, counter, _, limits in code[at[0] + 1:at[1]]:
        cost = next((c for prefix, c in _AMD_COSTS if op.startswith(prefix)), None)
        if cost is None:
            continue
        kind, issue, latency, name = cost
        note = lines[line - 1].partition(";")[2].strip()
        ev = _Ev(kind, name, issue, latency,
                 detail=f"{op} {rest}".strip() + (f"  ; {note}" if note else ""))
        ev.counter = {"vm": "vm", "lds": "lgkm"}.get(counter or "", "")
        if limits is not None:   # s_waitcnt vmcnt(n) lgkmcnt(m): limits {"vmcnt": n, ...}
            ev.wait = ("counts",) + tuple((k[:-3], n) for k, n in sorted(limits.items()))
            ev.name = "s_waitcnt " + " ".join(f"{k}({n})" for k, n in sorted(limits.items()))
        elif kind == "matrix":
            ev.cost = _MFMA_PASS * _passes(op, target)
        elif kind == "barrier":
            ev.wait = ("barrier",)
        elif kind == "sync":
            ev.name = f"{op} {rest}".strip()
        m = re.search(r"\b([AB]\d+)\b", note)
        ev.tag = m.group(1) if m and kind in ("copy", "lds") else ""
        out.append(ev)
    return out


_MFMA_PASS = 0.12   # schematic time of one MFMA pass


def _passes(op: str, target) -> int:
    """The passes of an MFMA mnemonic on the target: v_mfma_f32_32x32x8_bf16 on a target whose
    wait_states give 8 passes for 32x32x8 is 8 (4 when the target has no table)."""
    m = re.search(r"_(\d+x\d+x\d+)", op)
    try:
        return target.wait_states.passes(m.group(1))
    except (AttributeError, KeyError, TypeError):
        return 4


# ---- time ----------------------------------------------------------------------------------------

def _simulate(traces: list[list[_Ev]], contrib: dict) -> tuple[list[Box], list[Arrow]]:
    """Times every event (module doc, step 2); boxes on the issue and async tracks, arrows."""
    R = len(traces)
    pos, now = [0] * R, [0.0] * R
    times: list[list] = [[None] * len(t) for t in traces]   # (start, end, land)
    boxes: list[Box] = []
    arrows: list[Arrow] = []
    # Async state per row: counter -> list of [land time, (row, index) of the last op]
    inflight = [dict() for _ in range(R)]
    open_group = [dict() for _ in range(R)]      # counter -> [land, (row, index)] being built
    unit_free = [0.0] * R
    closed = [{"mma": 0, "group": 0} for _ in range(R)]
    nbar = [sum(1 for e in t if e.wait == ("barrier",)) for t in traces]
    bars_seen = [0] * R
    bar_arrival: dict[int, dict[int, float]] = {}

    def phase_time(key):
        """When the phase completes, and what completes it (the latest arrivals or landings:
        every one of them, when several come at once)."""
        who = contrib.get(key, set())
        if not who:
            return 0.0, []
        at = []
        for r, i, how in sorted(who):
            t = times[r][i]
            if t is None:
                return None, []
            at.append((t[2] if how == "land" else t[1], (r, 1 if how == "land" else 0)))
        best = max(t for t, _ in at)
        return best, sorted({(r, k, best) for t, (r, k) in at if t > best - EPS})

    progressed = True
    while progressed:
        progressed = False
        for r in range(R):
            while pos[r] < len(traces[r]):
                e = traces[r][pos[r]]
                start = now[r]
                release, src, srcs, arrow_kind = start, None, [], ""
                if e.wait and e.wait[0] == "phase":
                    got, srcs = phase_time(e.wait[1]) if e.wait[1] else (0.0, [])
                    if got is None:
                        break
                    release, arrow_kind = max(start, got), "mbarrier"
                elif e.wait and e.wait[0] in ("count", "counts"):
                    limits = [e.wait[1:]] if e.wait[0] == "count" else list(e.wait[1:])
                    latest = float("-inf")
                    for counter, n in limits:
                        pending = inflight[r].get(counter, [])
                        retire = pending[:max(0, len(pending) - n)]
                        inflight[r][counter] = pending[len(retire):]
                        for land, who in retire:
                            if land > latest:
                                latest, src = land, (who[0], 1 if who[2] else 0, land)
                                arrow_kind = {"group": "cp.async", "mma": "wgmma"}.get(
                                    counter, "waitcnt")
                    release = max(start, latest)
                elif e.wait == ("barrier",):
                    k = bars_seen[r]
                    bar_arrival.setdefault(k, {})[r] = start + e.cost
                    need = [x for x in range(R) if nbar[x] > k]
                    if any(x not in bar_arrival[k] for x in need):
                        break
                    release = max(bar_arrival[k].values())
                end = max(start + e.cost, release)
                land = None
                if e.counter == "mma":
                    run_start = max(start + e.cost, unit_free[r])
                    unit_free[r] = run_start + e.latency
                    land = unit_free[r]
                    g = open_group[r].setdefault("mma", [0.0, None])
                    g[0], g[1] = land, (r, pos[r], True)
                    boxes.append(Box(r, 1, run_start, land, e.kind, e.name, detail=e.detail,
                                     tag=e.tag, step=e.step, group=("mma", closed[r]["mma"])))
                elif e.counter:
                    land = end + e.latency
                    if e.counter == "group":
                        g = open_group[r].setdefault("group", [0.0, None])
                        g[0], g[1] = max(g[0], land), (r, pos[r], True)
                    elif e.counter in ("vm", "lgkm"):
                        inflight[r].setdefault(e.counter, []).append((land, (r, pos[r], True)))
                    if e.latency > 0:
                        group = ("phase", e.phase) if e.phase else \
                            (e.counter, closed[r][e.counter]) if e.counter == "group" else None
                        boxes.append(Box(r, 1, start, land, e.kind, e.name, detail=e.detail,
                                         tag=e.tag, step=e.step, group=group))
                if e.wait and e.wait[0] == "close":
                    closed[r][e.wait[1]] += 1
                    g = open_group[r].pop(e.wait[1], None)
                    if g is not None and g[1] is not None:
                        inflight[r].setdefault(e.wait[1], []).append((g[0], g[1]))
                times[r][pos[r]] = (start, end, land if land is not None else end)
                boxes.append(Box(r, 0, start, end, e.kind, e.name, detail=e.detail,
                                 blocked=release > start + e.cost + EPS, tag=e.tag,
                                 step=e.step))
                if e.wait == ("barrier",):
                    bars_seen[r] += 1
                ring = e.wait[1][0].split("[")[0] if srcs else ""
                for one in srcs if srcs else [src] if src is not None else []:
                    arrows.append(Arrow(arrow_kind, one, (r, 0, end),
                                        f"{e.name} {e.tag}".strip(), ring))
                now[r] = end
                pos[r] += 1
                progressed = True
    if any(pos[r] < len(traces[r]) for r in range(R)):
        stuck = [f"row {r} at {traces[r][pos[r]].name}" for r in range(R)
                 if pos[r] < len(traces[r])]
        raise CompilerBug("timeline: the traces' waits never resolve: " + ", ".join(stuck))
    # Barriers: every row's k-th barrier meets the others' (a connector at the release).
    for k, arrivals in sorted(bar_arrival.items()):
        if len(arrivals) > 1:
            t = max(arrivals.values())
            rows = sorted(arrivals)
            arrows.append(Arrow("barrier", (rows[0], 0, t), (rows[-1], 0, t),
                                f"barrier {k}"))
    return boxes, arrows


# ---- boxes: merging and lanes --------------------------------------------------------------------

_GAP = 0.35   # issue-track boxes of one kind closer than this merge into one


def _merge(boxes: list[Box]) -> list[Box]:
    """Runs of like boxes become one box with a count: async work of one group (the copies of
    one stage, the wgmmas of one commit group) whatever the gap, issue-track boxes of one kind
    and name when they follow each other."""
    out: list[Box] = []
    groups: dict[tuple, Box] = {}
    last: dict[tuple, Box] = {}
    for b in sorted(boxes, key=lambda b: (b.row, b.track > 0, b.start, b.end)):
        if b.track > 0 and b.group is not None:
            key = (b.row, b.kind, b.name, b.group)
            m = groups.get(key)
            if m is not None:
                _absorb(m, b)
                continue
            groups[key] = b
            out.append(b)
            continue
        key = (b.row, b.track > 0, b.kind, b.name)
        m = last.get((b.row, b.track > 0))
        if m is not None and b.track == 0 and {m.kind, b.kind} == {"matrix", "lds"} and \
                b.start - m.end < _GAP and (m.step == b.step or b.step is None):
            # operand reads between matrix instructions: one box, the matrix work named
            _absorb(m, b)
            if b.kind == "matrix":
                m.kind, m.name = "matrix", b.name
            continue
        if m is not None and (m.row, m.track > 0, m.kind, m.name) == key and \
                b.start - m.end < _GAP and not (b.kind == "wait" and (b.blocked or m.blocked)) \
                and b.kind not in ("barrier",) and (m.step == b.step or b.step is None):
            _absorb(m, b)
            continue
        last[(b.row, b.track > 0)] = b
        out.append(b)
    return out


def _absorb(m: Box, b: Box) -> None:
    m.start, m.end = min(m.start, b.start), max(m.end, b.end)
    m.count += b.count
    if not m.parts:
        m.parts = {m.name: m.count - b.count}
    for name, n in (b.parts or {b.name: b.count}).items():
        m.parts[name] = m.parts.get(name, 0) + n
    tags = [t for t in m.tag.split(",") if t]
    tags += [t for t in b.tag.split(",") if t and t not in tags]
    m.tag = ",".join(tags)
    if b.detail and b.detail not in m.detail and m.detail.count("\n") < 3:
        m.detail += "\n" + b.detail
    m.blocked = m.blocked or b.blocked


def _lanes(boxes: list[Box], rows: int) -> list[int]:
    """Gives each async box the first lane free at its start; the lanes each row needs."""
    need = [0] * rows
    ends: dict[int, list[float]] = {}
    for b in sorted((b for b in boxes if b.track > 0), key=lambda b: (b.row, b.start)):
        lane_ends = ends.setdefault(b.row, [])
        lane = next((i for i, t in enumerate(lane_ends) if t <= b.start + EPS), None)
        if lane is None:
            lane = len(lane_ends)
            lane_ends.append(0.0)
        lane_ends[lane] = b.end
        b.track = 1 + lane
        need[b.row] = max(need[b.row], lane + 1)
    return need


def box_text(b: Box) -> str:
    """The words in a box: 'wgmma x4 A1,B1 k5'."""
    if len(b.parts) > 1:
        text = " + ".join(f"{name} \u00d7{n}" if n > 1 else name
                          for name, n in sorted(b.parts.items(), key=lambda kv: kv[0] != b.name))
        return text + (f" k{b.step}" if b.step is not None else "")
    text = b.name + (f" \u00d7{b.count}" if b.count > 1 else "")
    if b.tag and b.kind in ("copy", "wait", "sync", "lds", "matrix"):
        text += f" {b.tag}"
    if b.step is not None and b.kind in ("copy", "matrix"):
        text += f" k{b.step}"
    return text


# ---- building ------------------------------------------------------------------------------------

ITERATIONS = 8     # pipeline steps drawn of an mbarrier ring (two rounds of a 4-stage ring)
STEPS = 4          # pipeline steps drawn of a walked loop (each with all its phases)


def build(compiled) -> list[Timeline]:
    """The timelines of a compiled module (kgen.compiler.Compiled, compiled at least to
    'schedule'; the AMD waits need 'asm'), one per kernel function (fallbacks left out)."""
    return [timeline(fn, compiled.target, compiled.asm) for fn in compiled.functions]


def timeline(fn: L.Function, target, asm: str | None = None) -> Timeline:
    """One function's timeline (module doc)."""
    notes: list[str] = []
    contrib: dict = {}
    if any(n.op == "mbar_init" for n in L.walk(fn.body)):
        rows, traces, contrib = _mbarrier_traces(fn, 2, ITERATIONS, target.is_nvidia)
        notes.append("rows and arrows from verify_mbarrier's run of the warp roles: an arrow "
                     "goes from the arrive or TMA complete_tx that completes an mbarrier "
                     "phase to each wait that phase releases")
    else:
        main = _main_loop(fn.body)
        trips = 1 if main is None else min(3, -(-STEPS // _matrix_steps(main)))
        rows, traces = _structural_traces(fn, target, asm, trips)
        if main is None:
            notes.append("no pipelined loop: one row, the block's program once (loops one trip)")
        else:
            notes.append(f"the main loop ({main.note or 'no note'}) {trips} "
                         f"trip{'s' if trips > 1 else ''}")
        if len(rows) > 1:
            notes.append("the n-th barrier of every wave group meets the others' n-th "
                         "(barriers match by count): a group that ran one bar_group alone "
                         "stays one barrier out of step")
    boxes, arrows = _simulate(traces, contrib)
    boxes = _merge(boxes)
    lanes = _lanes(boxes, len(rows))
    arrows = _anchor(arrows, boxes)
    head = [h.strip() for h in fn.header
            if not h.startswith("kernel ") and not h.strip().startswith("grid:")]
    title = f"{fn.name} on {target.name}: " + ", ".join(r.name for r in rows)
    notes.append("schematic times (issue costs and latencies per instruction kind), not a "
                 "measurement; what waits for what is the compiled schedule's")
    copies = _copy_barrier(fn)
    rings = sorted(_ring_sizes(fn), key=lambda ring: (ring != copies, ring))
    return Timeline(title, head + notes, rows, boxes, arrows, lanes, _phases(boxes, len(rows)),
                    rings)


def _phases(boxes: list[Box], rows: int) -> list[tuple]:
    """Names for the stretches between a row's barriers, where they alternate between matrix
    work and memory work (a ping-pong): [(row, start, end, 'MFMA phase'), ...]."""
    out: list[tuple] = []
    if rows < 2:
        return out
    for r in range(rows):
        issue = sorted((b for b in boxes if b.row == r and b.track == 0), key=lambda b: b.start)
        spans, cur = [], []
        for b in issue:
            if b.kind == "barrier":
                spans.append(cur)
                cur = []
            else:
                cur.append(b)
        spans.append(cur)
        named = []
        for span in spans:
            work = [b for b in span if b.kind not in ("wait", "sync") or not b.blocked]
            matrix = [b for b in work if b.kind == "matrix"]
            memory = [b for b in work if b.kind in ("copy", "lds", "global")]
            if matrix:
                named.append((r, span[0].start, span[-1].end, f"{matrix[0].name} phase"))
            elif memory:
                named.append((r, span[0].start, span[-1].end, "memory phase"))
        if any(n[3] == "memory phase" for n in named) and \
                any(n[3] != "memory phase" for n in named):
            out += named
    return out


def _matrix_steps(loop: L.Loop) -> int:
    """Pipeline steps in one trip of a loop: its runs of matrix instructions (one per step)."""
    runs, inside = 0, False
    for n in L.walk(loop.body):
        if n.op in _MATRIX_OPS:
            runs += not inside
            inside = True
        elif n.op in ("bar", "bar_group", "cp_async_wait", "mbar_wait", "cp_async_commit"):
            inside = False
    return max(1, runs)


def _anchor(arrows: list[Arrow], boxes: list[Box]) -> list[Arrow]:
    """Arrows that leave async work, moved onto the lane its box was given."""
    out = []
    for a in arrows:
        r, track, t = a.src
        if track > 0:
            box = min((b for b in boxes if b.row == r and b.track > 0),
                      key=lambda b: abs(b.end - t), default=None)
            if box is not None:
                a = Arrow(a.kind, (r, box.track, t), a.dst, a.label, a.ring)
        out.append(a)
    return out


# ---- SVG -----------------------------------------------------------------------------------------

_LEFT, _RIGHT, _TOP = 230, 30, 20
_ISSUE_H, _LANE_H, _ROW_GAP = 26, 15, 26
_RING_COLORS = ("#1f5fa8", "#d3542c", "#7a4fa0", "#2e8b57")
_WIDTH = 1500


def render_svg(timelines: list[Timeline]) -> str:
    """The timelines as one SVG document (text)."""
    parts, y = [], _TOP
    for tl in timelines:
        body, y = _svg_timeline(tl, y)
        parts += body
        y += 30
    head = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_WIDTH}" height="{y:.0f}" '
            f'viewBox="0 0 {_WIDTH} {y:.0f}" font-family="Helvetica, Arial, sans-serif">',
            "<defs>",
            '<pattern id="stall" width="6" height="6" patternUnits="userSpaceOnUse" '
            'patternTransform="rotate(45)"><rect width="6" height="6" fill="#e4e0dd"/>'
            '<line x1="0" y1="0" x2="0" y2="6" stroke="#b8b0aa" stroke-width="3"/></pattern>']
    for i, color in enumerate(_RING_COLORS + ("#333333", "#888888")):
        head.append(f'<marker id="head{i}" viewBox="0 0 10 10" refX="9" refY="5" '
                    f'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
                    f'<path d="M0,0 L10,5 L0,10 z" fill="{color}"/></marker>')
    head += ["</defs>", f'<rect width="{_WIDTH}" height="{y:.0f}" fill="white"/>']
    return "\n".join(head + parts + ["</svg>"]) + "\n"


def _svg_timeline(tl: Timeline, y0: float) -> tuple[list[str], float]:
    out = [f'<g class="timeline" data-title="{escape(tl.title)}">']
    out.append(f'<text x="12" y="{y0 + 14}" font-size="17" font-weight="bold">'
               f'{escape(tl.title)}</text>')
    y = y0 + 34
    for line in tl.notes:
        out.append(f'<text x="12" y="{y}" font-size="11.5" fill="#444">{escape(line)}</text>')
        y += 15
    y += 26
    scale = (_WIDTH - _LEFT - _RIGHT) / max(tl.end, 1.0)

    def x(t: float) -> float:
        return _LEFT + t * scale

    # the time axis
    axis_y = y - 8
    out.append(f'<line x1="{_LEFT}" y1="{axis_y}" x2="{x(tl.end):.1f}" y2="{axis_y}" '
               'stroke="#999"/>')
    step = _tick(tl.end)
    t = 0.0
    while t <= tl.end + EPS:
        out.append(f'<line x1="{x(t):.1f}" y1="{axis_y - 4}" x2="{x(t):.1f}" y2="{axis_y}" '
                   'stroke="#999"/>')
        out.append(f'<text x="{x(t):.1f}" y="{axis_y - 7}" font-size="9.5" fill="#777" '
                   f'text-anchor="middle">{t:g}</text>')
        t += step
    out.append(f'<text x="{_LEFT - 8}" y="{axis_y - 4}" font-size="9.5" fill="#777" '
               'text-anchor="end">time (schematic units)</text>')
    # rows
    tops: list[float] = []
    for r, row in enumerate(tl.rows):
        lanes = tl.lanes[r]
        phases = [p for p in tl.phases if p[0] == r]
        head = 14 if phases else 0
        height = head + _ISSUE_H + lanes * _LANE_H + (4 if lanes else 0)
        shade = "#f6f6f6" if r % 2 == 0 else "#ffffff"
        out.append(f'<g class="row" data-role="{escape(row.name)}" data-row="{r}">')
        out.append(f'<rect x="0" y="{y - 8}" width="{_WIDTH}" height="{height + 16}" '
                   f'fill="{shade}"/>')
        for _, t0, t1, name in phases:
            out.append(f'<g class="phase"><line x1="{x(t0) + 1:.1f}" y1="{y + 9}" '
                       f'x2="{x(t1) - 1:.1f}" y2="{y + 9}" stroke="#999" stroke-width="1"/>'
                       f'<text x="{(x(t0) + x(t1)) / 2:.1f}" y="{y + 6}" font-size="10" '
                       f'font-style="italic" fill="#555" text-anchor="middle">'
                       f'{escape(name)}</text></g>')
        y += head
        tops.append(y)
        out.append(f'<text x="12" y="{y + 12}" font-size="14" font-weight="bold">'
                   f'{escape(row.name)}</text>')
        out.append(f'<text x="12" y="{y + 27}" font-size="10.5" fill="#555">'
                   f'{escape(row.detail)}</text>')
        out.append(f'<text x="{_LEFT - 6}" y="{y + 16}" font-size="9" fill="#888" '
                   'text-anchor="end">issue</text>')
        if lanes:
            out.append(f'<text x="{_LEFT - 6}" y="{y + _ISSUE_H + 13}" font-size="9" '
                       'fill="#888" text-anchor="end">in flight</text>')
        for b in (b for b in tl.boxes if b.row == r):
            out.append(_svg_box(b, x, y))
        out.append("</g>")
        y += height - head + _ROW_GAP
    rings = tl.rings
    out.append('<g class="arrows">')
    for a in tl.arrows:
        out.append(_svg_arrow(a, x, tops, tl.lanes, rings))
    out.append("</g>")
    y = _svg_legend(out, tl, y + 4, rings)
    out.append("</g>")
    return out, y


def _tick(end: float) -> float:
    """A round tick spacing for about ten ticks: _tick(58) is 5."""
    for t in (1, 2, 5, 10, 20, 50, 100, 200, 500):
        if end / t <= 14:
            return float(t)
    return 1000.0


def _track_y(top: float, track: int) -> tuple[float, float]:
    """(y, height) of a track in a row whose issue track starts at `top`."""
    if track == 0:
        return top, _ISSUE_H - 4
    return top + _ISSUE_H + (track - 1) * _LANE_H, _LANE_H - 3


def _svg_box(b: Box, x, top: float) -> str:
    by, h = _track_y(top, b.track)
    x0, x1 = x(b.start), x(b.end)
    w = max(x1 - x0, 1.5)
    fill = KINDS[b.kind][1]
    extra = ""
    if b.kind in ("wait", "barrier") and b.blocked:
        fill, extra = "url(#stall)", ' stroke="#a39a94" stroke-width="0.6"'
    elif b.kind in ("wait", "sync", "barrier") and w < 3:
        w = 2.5
    cls = f"box {b.kind}" + (" stall" if b.blocked else "")
    text = box_text(b)
    tip = escape(f"{text}  [{b.start:.2f} .. {b.end:.2f}]" + (f"\n{b.detail}" if b.detail else ""))
    out = (f'<g class="{cls}" data-kind="{b.kind}"><title>{tip}</title>'
           f'<rect x="{x0:.1f}" y="{by:.1f}" width="{w:.1f}" height="{h}" rx="2" '
           f'fill="{fill}"{extra}/>')
    size = 10 if b.track == 0 else 9
    text = next((t for t in _shorter(b) if w > len(t) * size * 0.56 + 6), "")
    if text:
        color = "white" if b.kind in ("copy", "matrix") or \
            (b.kind == "barrier" and not b.blocked) else "#222"
        out += (f'<text x="{x0 + w / 2:.1f}" y="{by + h / 2 + size * 0.36:.1f}" '
                f'font-size="{size}" fill="{color}" text-anchor="middle">{escape(text)}</text>')
    elif b.kind in ("wait", "barrier") and b.blocked and w > 24:
        short = b.name.split()[0] if " " in b.name else b.name
        label = f"{short} {b.tag}".strip() if b.tag else short
        if w > len(label) * size * 0.56 + 4:
            out += (f'<text x="{x0 + w / 2:.1f}" y="{by + h / 2 + size * 0.36:.1f}" '
                    f'font-size="{size}" fill="#222" text-anchor="middle">'
                    f'{escape(label)}</text>')
    return out + "</g>"


def _shorter(b: Box) -> list[str]:
    """The words for a box, longest first: box_text, then less of it."""
    out = [box_text(b)]
    if b.step is not None:
        out.append(f"{b.name} k{b.step}")
    out.append(b.name + (f" \u00d7{b.count}" if b.count > 1 else ""))
    out.append(b.name)
    return out


def _svg_arrow(a: Arrow, x, tops, lanes, rings) -> str:
    (r0, k0, t0), (r1, k1, t1) = a.src, a.dst
    if a.kind == "barrier":
        ya, yb = tops[r0] - 3, tops[r1] + _ISSUE_H - 1
        return (f'<g class="arrow barrier" data-label="{escape(a.label)}"><title>'
                f'{escape(a.label)}: the rows meet here</title>'
                f'<line x1="{x(t0):.1f}" y1="{ya:.1f}" x2="{x(t0):.1f}" y2="{yb:.1f}" '
                f'stroke="#333" stroke-width="1.6" stroke-dasharray="4,2"/></g>')
    ys, hs = _track_y(tops[r0], k0)
    yd, hd = _track_y(tops[r1], k1)
    xs, xd = x(t0), x(t1)
    if a.kind == "mbarrier":
        i = rings.index(a.ring) % len(_RING_COLORS) if a.ring in rings else 0
        color, marker, width = _RING_COLORS[i], i, 1.4
        data = f' data-ring="{escape(a.ring)}"'
    else:
        color, marker, width, data = "#888888", len(_RING_COLORS) + 1, 0.9, ""
    if r0 == r1:     # within a row: from the async lane up to the issue track
        y_from, y_to = ys, yd + hd
    elif r0 < r1:
        y_from, y_to = ys + hs, yd
    else:
        y_from, y_to = ys, yd + hd
    mid = (y_from + y_to) / 2
    path = f"M{xs:.1f},{y_from:.1f} C{xs:.1f},{mid:.1f} {xd:.1f},{mid:.1f} {xd:.1f},{y_to:.1f}"
    return (f'<path class="arrow {a.kind}"{data} d="{path}" fill="none" stroke="{color}" '
            f'stroke-width="{width}" opacity="0.85" marker-end="url(#head{marker})">'
            f'<title>{escape(a.label)}</title></path>')


def _svg_legend(out: list[str], tl: Timeline, y: float, rings) -> float:
    kinds = [k for k in KINDS if any(b.kind == k for b in tl.boxes)]
    items = [(KINDS[k][1], KINDS[k][0], "box") for k in kinds]
    if any(b.blocked for b in tl.boxes):
        items.append(("url(#stall)", "a wait or barrier that stalls its row", "box"))
    for i, ring in enumerate(rings):
        edges = [a for a in tl.arrows if a.kind == "mbarrier" and a.ring == ring]
        if edges:
            how = "the copies' complete_tx" if any(a.src[1] > 0 for a in edges) else \
                "the arrive"
            items.append((_RING_COLORS[i % len(_RING_COLORS)],
                          f"mbarrier {ring}[s]: {how} that completes a phase -> the wait it "
                          "releases", "arrow"))
    if any(a.kind == "barrier" for a in tl.arrows):
        items.append(("#333333", "the same barrier in every row (matched by count)", "dash"))
    if any(a.kind in ("wgmma", "cp.async", "waitcnt") for a in tl.arrows):
        items.append(("#888888", "async work landing -> the wait that retires it", "arrow"))
    out.append('<g class="legend">')
    col, x0 = 0, 12
    for fill, text, shape in items:
        lx = x0 + col * 740
        if shape == "box":
            out.append(f'<rect x="{lx}" y="{y}" width="22" height="12" rx="2" fill="{fill}"/>')
        elif shape == "dash":
            out.append(f'<line x1="{lx}" y1="{y + 6}" x2="{lx + 22}" y2="{y + 6}" '
                       f'stroke="{fill}" stroke-width="1.6" stroke-dasharray="4,2"/>')
        else:
            out.append(f'<line x1="{lx}" y1="{y + 6}" x2="{lx + 22}" y2="{y + 6}" '
                       f'stroke="{fill}" stroke-width="2"/>')
        out.append(f'<text x="{lx + 30}" y="{y + 10}" font-size="11.5">{escape(text)}</text>')
        col += 1
        if col == 2:
            col, y = 0, y + 19
    out.append("</g>")
    return y + (19 if col else 0)


# ---- the terminal --------------------------------------------------------------------------------

_LABEL_W = 24


def render_rich(timelines: list[Timeline], console) -> None:
    """Prints the timelines on a Rich console: a line of colored blocks per track of each row
    (time left to right), the legend, and the synchronisation edges counted."""
    from rich.text import Text
    width = max(40, (console.width or 120) - _LABEL_W - 2)
    for tl in timelines:
        console.print(Text(tl.title, style="bold"))
        for line in tl.notes:
            console.print(Text("  " + line, style="dim"))
        scale = width / max(tl.end, 1.0)
        for r, row in enumerate(tl.rows):
            console.print()
            for track in range(1 + tl.lanes[r]):
                boxes = [b for b in tl.boxes if b.row == r and b.track == track]
                if track == 0:
                    head = Text(f"{row.name[:_LABEL_W - 1]:<{_LABEL_W}}", style="bold")
                elif track == 1:
                    head = Text(f"{'  async':<{_LABEL_W}}", style="dim")
                else:
                    head = Text(" " * _LABEL_W)
                console.print(head + _cells(boxes, width, scale), no_wrap=True, crop=True)
            console.print(Text(f"  {row.detail}", style="dim"))
        console.print()
        legend = Text("legend: ")
        for kind, (text, _, style, char) in KINDS.items():
            if any(b.kind == kind for b in tl.boxes):
                legend += Text(char * 2, style=style) + Text(f" {kind}  ")
        if any(b.blocked for b in tl.boxes):
            legend += Text("\u2591\u2591", style="bright_black") + Text(" stall")
        console.print(legend)
        for line in edge_summary(tl):
            console.print(Text("  " + line))
        console.print()


def _cells(boxes: list[Box], width: int, scale: float):
    """One track as `width` characters: each shows the box covering most of its time; a box
    wide enough carries its words (box_text) in its middle."""
    from rich.text import Text
    cover: list[tuple[float, Box | None]] = [(0.0, None)] * width
    for b in boxes:
        c0, c1 = int(b.start * scale), max(int(b.start * scale) + 1, int(b.end * scale + 0.999))
        for c in range(max(0, c0), min(width, c1)):
            lo, hi = c / scale, (c + 1) / scale
            part = min(hi, b.end) - max(lo, b.start)
            weight = part + (0.01 if b.kind != "wait" else 0.0)
            if weight > cover[c][0]:
                cover[c] = (weight, b)
    text = Text()
    c, shade = 0, False
    while c < width:
        b = cover[c][1]
        n = 1
        while c + n < width and cover[c + n][1] is b:
            n += 1
        c += n
        if b is None:
            text += Text(" " * n)
            continue
        if b.blocked:
            fill, style = "\u2591" * n, "bright_black"
        else:
            fill, style = KINDS[b.kind][3] * n, KINDS[b.kind][2]
        options = [f"{b.name.split()[0]} {b.tag}".strip()] if b.blocked else \
            [box_text(b), f"{b.name} k{b.step}" if b.step is not None else b.name,
             f"k{b.step}" if b.step is not None else ""]
        words = next((w for w in options if n >= len(w) + 4), "")
        color = style
        if b.track > 0 and not b.blocked:   # neighbours in flight: alternate the shade
            shade = not shade
            style = style if shade else f"dim {style}"
        if words:
            at = (n - len(words)) // 2
            on = "black" if b.kind in ("math", "lds", "wait") else "white"
            text += Text(fill[:at - 1], style=style) + \
                Text(f" {words} ", style="" if b.blocked else f"bold {on} on {color}") + \
                Text(fill[at + len(words) + 1:], style=style)
        else:
            text += Text(fill, style=style)
    return text


def edge_summary(tl: Timeline) -> list[str]:
    """The arrows in words, counted: 'mbarrier FULL: 16 edges (arrive/complete_tx -> wait)'."""
    out = []
    for ring in tl.rings:
        edges = [a for a in tl.arrows if a.kind == "mbarrier" and a.ring == ring]
        if not edges:
            continue
        srcs = sorted({tl.rows[a.src[0]].name for a in edges})
        dsts = sorted({tl.rows[a.dst[0]].name for a in edges})
        how = "copies landing (complete_tx)" if any(a.src[1] > 0 for a in edges) else "arrive"
        out.append(f"mbarrier {ring}[s]: {len(edges)} edges, {how} in {' / '.join(srcs)} -> "
                   f"waits of {' / '.join(dsts)}")
    bars = [a for a in tl.arrows if a.kind == "barrier"]
    if bars:
        out.append(f"barriers: {len(bars)} met by every row (the n-th of each row pairs)")
    for kind, what in (("cp.async", "cp.async groups landing -> wait_group"),
                       ("waitcnt", "memory operations landing -> s_waitcnt"),
                       ("wgmma", "wgmma groups done -> wgmma_wait")):
        n = sum(1 for a in tl.arrows if a.kind == kind)
        if n:
            out.append(f"{what}: {n} edges")
    return out


# ---- the command line's entry ----------------------------------------------------------------------

def timelines_for(source, target: str, sizes: dict[str, int] | None = None) -> list[Timeline]:
    """Compiles `source` for one target (to its text: AMD waits come from it) and draws it."""
    from ..compiler import compile_source
    from ..target.targets import TARGETS
    if target == "all":
        raise KgenError("--emit timeline draws one target, got '-t all'",
                        hint=f"pass one of: {', '.join(TARGETS)}")
    compiled = compile_source(source, target, specialize=sizes or None, stop="asm")
    return build(compiled)
