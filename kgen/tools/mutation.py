"""Mutation testing of kgen's synchronisation: does the emulator fail every weakened kernel?

The emulator is how kgen's barriers are checked where there is no GPU, so it must fail every
kernel that real hardware could run wrong. This module proves it the way a fault-injection run
does: it takes each example's golden text for a target, weakens one synchronisation instruction
on a line the unmutated run executes, runs the mutant on the emulator with the example's io.npz
inputs (and at `EXTRA_SIZES`), and requires the run to fail (an emulator error, outputs that
differ from the reference, or no end in five times the unmutated run's time), or the mutant to
be on the reasoned allowlist (`ALLOWED`).

The operators, per instruction kind (`KINDS`, one row per kind: target family, the pattern that
finds it, the operators that apply):
- delete: the instruction is removed;
- raise: a wait count goes up by one (`cp.async.wait_group N`, `wgmma.wait_group N`, and each
  counter of an `s_waitcnt`), so one more operation may still be in flight after it;
- drop-spin: the `@!p bra` that repeats an `mbarrier.try_wait` is removed, leaving one try;
- flip-parity: the try_wait tests the other phase parity (an `xor` of the parity register with
  1 before the try_wait and again after it, so the register keeps its value elsewhere).

Everything here is a pure function of the text but `Subject` and `run_mutant`, which compile and
launch on the emulator.
"""

from __future__ import annotations

import math
import re
import signal
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..errors import KgenError


@dataclass(frozen=True)
class Kind:
    """One kind of synchronisation instruction: where it occurs, how to find it, what to try."""
    name: str
    vendor: str                 # "nvidia" | "amd"
    pattern: str                # regex on the instruction (guard stripped)
    operators: tuple[str, ...]


KINDS = (
    Kind("bar.sync", "nvidia", r"bar\.sync\b", ("delete",)),
    Kind("cp.async.commit_group", "nvidia", r"cp\.async\.commit_group\b", ("delete",)),
    Kind("cp.async.wait_group", "nvidia", r"cp\.async\.wait_(group|all)\b", ("delete", "raise")),
    Kind("mbarrier.arrive", "nvidia", r"mbarrier\.arrive\b", ("delete",)),
    Kind("mbarrier.try_wait", "nvidia", r"mbarrier\.try_wait\b",
         ("delete", "drop-spin", "flip-parity")),
    Kind("fence.proxy.async", "nvidia", r"fence\.proxy\.async\b", ("delete",)),
    Kind("fence.mbarrier_init", "nvidia", r"fence\.mbarrier_init\b", ("delete",)),
    Kind("wgmma.fence", "nvidia", r"wgmma\.fence\b", ("delete",)),
    Kind("wgmma.commit_group", "nvidia", r"wgmma\.commit_group\b", ("delete",)),
    Kind("wgmma.wait_group", "nvidia", r"wgmma\.wait_group\b", ("delete", "raise")),
    Kind("cp.async.bulk.commit_group", "nvidia", r"cp\.async\.bulk\.commit_group\b",
         ("delete",)),
    Kind("cp.async.bulk.wait_group", "nvidia", r"cp\.async\.bulk\.wait_group\b",
         ("delete", "raise")),
    Kind("s_barrier", "amd", r"s_barrier\b", ("delete",)),
    Kind("s_waitcnt", "amd", r"s_waitcnt\b", ("delete", "raise")),
)

# Largest count each wait can express: gfx9 s_waitcnt has a 6-bit vmcnt, 3-bit expcnt and 4-bit
# lgkmcnt (AMD CDNA3 ISA, "S_WAITCNT"); PTX wait_group takes any integer constant.
_COUNT_MAX = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}

_GUARD = re.compile(r"^(@!?%p\d+\s+)")
_SPIN = re.compile(r"^@!(%p\d+)\s+bra(\.uni)?\s+(\S+);")


@dataclass(frozen=True)
class Mutant:
    """One weakened copy of a golden: `line` (1-based) is the instruction mutated."""
    example: str
    target: str
    kind: str
    operator: str
    line: int
    original: str              # the instruction as the golden has it (comment stripped)
    # The golden's lines, and the lines [start, stop) replaced by `new`: the mutated text is
    # joined only when the mutant runs (`text`). A golden has hundreds of mutants and the
    # allowlist check looks at every one's context only.
    edit: tuple = field(default=(), compare=False, repr=False)
    # The golden's line before the mutated one, the line itself, the next label after it, the
    # next three lines, the header comment of the loop it is in, and whether it is the first
    # instruction of its opcode since that header (golden_context).
    context: tuple = ("", "", "", "", "", False)

    @property
    def key(self) -> str:
        return f"{self.example}/{self.target}:{self.line} {self.operator} {self.original}"

    @property
    def text(self) -> str:
        """The whole mutated assembly."""
        lines, start, stop, new = self.edit
        return "".join(lines[:start]) + "".join(new) + "".join(lines[stop:])


def _code(line: str) -> str:
    """A line's instruction, without indentation, comment or guard."""
    body = line.split("//")[0].split(";")[0].strip()
    return _GUARD.sub("", body)


# Each vendor's kinds with their patterns compiled once (kind_of reads every golden line).
_KIND_PATTERNS = {v: [(re.compile(k.pattern), k) for k in KINDS if k.vendor == v]
                  for v in ("nvidia", "amd")}


def kind_of(line: str, vendor: str) -> Kind | None:
    return _kind_of_code(_code(line), vendor)


def _kind_of_code(code: str, vendor: str) -> Kind | None:
    for pattern, k in _KIND_PATTERNS[vendor]:
        if pattern.match(code):
            return k
    return None


_LABEL = re.compile(r"^\s*[.$]L[\w$]*:")


# The comment kgen puts on a loop's first instruction ("// for tt in t: steps of 128: the rest,
# masked: rounds of 2"): which loop of a kernel a line is in.
_LOOP = re.compile(r"(?://|;)\s*(for \w+ in .*)$")     # PTX and AMDGCN comments
_ENTRY = re.compile(r"^\s*\.(visible\s+)?\.entry\b")


def golden_context(lines: list[str], i: int) -> tuple[str, str, str, str, str, bool]:
    """(the line before line i, line i, the first label after it, the three lines after it
    joined by newlines, the header comment of the last loop that starts before it in its
    kernel ("" if none), and whether line i is the first of its opcode since that header),
    stripped: what an allowlist entry may look at."""
    return Contexts(lines).at(i)


class Contexts:
    """golden_context of every line of one text (`at(i)`), from indexes made in one pass each
    way: a
    golden has thousands of mutants, and scanning the text from each one (to the next label,
    back to its loop's header) cost the allowlist's check over all goldens a minute."""

    def __init__(self, lines, codes=None) -> None:
        """codes: _code of each line, where the caller has them."""
        self.lines = lines
        n = len(lines)
        self.label = [""] * n           # the first label after line i
        nxt = ""
        for j in range(n - 1, -1, -1):
            self.label[j] = nxt
            if _LABEL.match(lines[j]):
                nxt = lines[j].strip()
        self.loop: list[int | None] = [None] * n    # the last loop header before i, its kernel's
        self.prev: list[int] = [-1] * n             # the last line before i of i's opcode
        cur, seen = None, {}
        for j, ln in enumerate(lines):
            self.loop[j] = cur
            op = (_code(ln) if codes is None else codes[j]).split(" ")[0]
            self.prev[j] = seen.get(op, -1)
            seen[op] = j
            if _ENTRY.match(ln):
                cur = None
            elif _LOOP.search(ln):
                cur = j

    def at(self, i: int) -> tuple[str, str, str, str, str, bool]:
        lines = self.lines
        after = "\n".join(ln.strip() for ln in lines[i + 1:i + 4])
        j = self.loop[i]
        loop = "" if j is None else _LOOP.search(lines[j]).group(1).strip()
        first = j is not None and self.prev[i] <= j
        return (lines[i - 1].strip() if i else "", lines[i].strip(), self.label[i], after, loop,
                first)


def _raised(line: str) -> list[str]:
    """Every variant of a wait line with one of its counts one higher (none past the field's
    maximum): `s_waitcnt vmcnt(0) lgkmcnt(0)` gives two, `wgmma.wait_group.sync.aligned 1` one."""
    out = []
    for m in re.finditer(r"(vmcnt|expcnt|lgkmcnt)\((\d+)\)", line.split("//")[0]):
        if int(m.group(2)) < _COUNT_MAX[m.group(1)]:
            out.append(line[:m.start(2)] + str(int(m.group(2)) + 1) + line[m.end(2):])
    m = re.search(r"(wait_group(?:\.sync\.aligned|\.read)?)\s+(\d+)\s*;", line)
    if m:
        out.append(line[:m.start(2)] + str(int(m.group(2)) + 1) + line[m.end(2):])
    return out


def _parity_register(line: str) -> str | None:
    ops = _code(line).split(None, 1)[1].split(",")
    reg = ops[-1].strip()
    return reg if reg.startswith("%r") else None


def mutants(text: str, example: str, target: str, vendor: str,
            executed: set[int] | None = None) -> list[Mutant]:
    """Every mutant of one golden text, on the lines in `executed` (all lines if None)."""
    lines = tuple(text.splitlines(keepends=True))
    codes = [_code(ln) for ln in lines]
    contexts = Contexts(lines, codes)
    out = []

    def make(kind, op, i, start, stop, new=()):
        """A mutant of line i: lines [start, stop) become `new`."""
        context = contexts.at(i)
        out.append(Mutant(example, target, kind.name, op, i + 1, codes[i],
                          (lines, start, stop, tuple(new)), context))

    for i, line in enumerate(lines):
        kind = _kind_of_code(codes[i], vendor)
        if kind is None or (executed is not None and i + 1 not in executed):
            continue
        for op in kind.operators:
            if op == "delete":
                make(kind, op, i, i, i + 1)
            elif op == "raise":
                for variant in _raised(line):
                    make(kind, op, i, i, i + 1, (variant,))
            elif op == "drop-spin":
                nxt = i + 1
                if nxt < len(lines) and _SPIN.match(lines[nxt].strip()):
                    make(kind, op, i, nxt, nxt + 1)
            elif op == "flip-parity":
                reg = _parity_register(line)
                if reg:
                    flip = f"\txor.b32 {reg}, {reg}, 1;\n"
                    make(kind, op, i, i, i + 1, (flip, line, flip))
    return out


# --------------------------------------------------------------------------------------------
# The allowlist: mutants that may pass, each with the reason the instruction is kept anyway.

@dataclass(frozen=True)
class Allowed:
    """Mutants of `kind` by `operator` on `targets` whose golden line (with its comment)
    matches `line`, and the first label after which matches `label` (when given), may pass:
    `reason` says why the instruction is there although no result depends on it."""
    kind: str
    operator: str
    targets: tuple[str, ...]
    line: str                  # regex, searched in the mutated line
    reason: str
    label: str = ""            # regex, searched in the first label after it
    before: str = ""           # regex, searched in the line before it
    after: str = ""            # regex, searched in the three lines after it (newline-joined)
    loop: str = ""             # regex, searched in its loop's header comment ("for tt in t: ...")
    first: bool = False        # only the first instruction of its opcode since that header


_AMD = ("gfx90a", "gfx942", "gfx950")
_PTX = ("sm_80", "sm_90a", "sm_100a")

# A CDNA attention walk's K prefetch (16-byte loads into v[32:37] for the step after next) is
# not in flight after the walk's ping-pong loop, but kgen's wait-count dataflow says it may be.
_K_PREFETCH_PAST_END = (
    "the wait for a CDNA attention walk's K prefetch (16-byte loads into the walk's prefetch "
    "registers, v[32:37] where the queries are staged, v[40:45] or v[42:45] where they are "
    "held in registers (kgen.lower.once), v[64:67] in the d128 kernels' 8-wave walks; for the "
    "step after next) outside the ping-pong loop that issues it: a loop of T trips computes "
    "steps 0..2T-1 (with an odd number of whole steps the tail computes step 2T from the LDS "
    "slot the last trip filled, reading no prefetch register first), so the prefetch of the "
    "last trip is for step 2T+1, never a whole step in bounds: its predicate ('a step the "
    "loop consumes') is false and the scalar branch skips the K load. The V loads beside it "
    "are issued with EXEC = 0 and write no register; the waits for them (vmcnt(1), "
    "vmcnt(0)) are kept, and their mutants are caught (the emulator keeps an EXEC = 0 load in "
    "flight). kgen's wait-count dataflow (emitters/amdgcn/waitcnt.py) joins the path that "
    "skips the K load with the one that issues it (it does not relate the predicate to the "
    "loop's exit), so it keeps a K load in flight after the walk and waits for it where its "
    "registers are next written: the odd tail's first fragment read, the next walk's zeroing "
    "of its prefetch registers, the masked rest's first index. "
    "Equivalent: one s_waitcnt per walk, left in place")

ALLOWED = (
    *(Allowed("wgmma.wait_group", op, ("sm_90a",),
              r"^wgmma\.wait_group\.sync\.aligned 0;\s+// past the end: the last products retire$",
              "the wait of a cp.async pipeline's last unrolled step when that step is past the "
              "end (kgen.passes.pipeline, 'cp.async': products in flight): no later step's "
              "copies follow it, since the loop ends after a step past the end, and the drain's "
              "wgmma.wait_group 0 after the loop retires the last products before anything "
              "reads them; the waits of the earlier unrolled steps order their later steps' "
              "zeros (deleting one fails). Kept: the barrier passes' loop state does not know "
              "that a step past the end ends the loop",
              after=r"\bbra\.uni \$L_\w+_loop\d+;")       # the loop's back edge follows
      for op in ("delete", "raise")),
    Allowed("bar.sync", "delete", _PTX,
            r"bar\.sync 0;\s+// WAR on opa\d+: (ldmatrix|wgmma) opa\d+ \(.*\) before st_shared "
            r"opa\d+ \(A operand of the product: stage a run\)",
            "the barrier of a walk's masked loop, in its branch that stages the activations by "
            "channel runs, against the loop's own previous iteration's fragment reads: that "
            "branch runs only where the run test holds (kgen.lower.runs), and there the whole "
            "chunks run in the pipeline (the test is the pipelined loop's condition too), so "
            "the masked loop runs once, the ragged last chunk, with no previous iteration; "
            "where the test fails every chunk runs the masked loop's other branch, element by "
            "element, whose barriers are exercised at C = 12 (EXTRA_SIZES)"),
    Allowed("s_barrier", "delete", _AMD, r"s_barrier\s*; ping-pong hand-over",
            "a hand-over of the last, odd K step (the tail after the ping-pong loop, ending at "
            "its if_end label): after it no wave group has a memory phase left, so it orders the "
            "two groups' MFMA phases (s_barrier with s_setprio, the CDNA 8-wave ping-pong), not "
            "data; the hand-overs inside the loop do order the LDS buffers' reuse (their "
            "mutants are caught)", label=r"^\.L\w+_if\d+_end:"),
    Allowed("s_barrier", "delete", _AMD, r"^s_barrier$",
            "the ping-pong's offset barrier (a bar_group one wave group executes alone: group 1 "
            "starts one barrier behind group 0, and group 0 catches up before the epilogue); "
            "without it the two groups run their phases in step instead of alternating, which "
            "orders the same data (the race detector passes) and only loses the overlap",
            label=r"^\.L\w+_group\d+:"),
    # (The wait for the product behind in a causal kernel's diagonal loop was on this list
    # while that loop was rotated: its steps are at most one of 128 keys, so it no longer is
    # (Pipelined.max_trips), and the same wait in the loops below the diagonal is caught.)
    Allowed("wgmma.wait_group", "delete", ("sm_90a",),
            r"wait_group\.sync\.aligned 0;\s+// the last second product is done \(at the "
            r"ring's last slot\)",
            "a rotated loop's drain (its last step's own second product) at the ring's last "
            "slot, in a loop another loop on the ring follows (causal attention's below-the-mask "
            "steps, the whole steps before a masked rest): the next loop's first step waits for "
            "every group (no product behind it) before anything touches the accumulators, and "
            "that slot's next refill comes a step into that loop; kept so that no product "
            "crosses a loop's end and a slot is released only after the wgmma reading it "
            "retired (verify_mbarriers refuses the release otherwise). The drain at slot 0 is "
            "caught (its slot is refilled at once)"),
    Allowed("wgmma.wait_group", "raise", ("sm_90a",),
            r"wait_group\.sync\.aligned 0;\s+// the last second product is done \(at the "
            r"ring's last slot\)",
            "the same wait (see its delete mutant), allowing one group in flight"),
    Allowed("s_barrier", "delete", _AMD, r"s_barrier\s*; ping-pong hand-over",
            "a hand-over inside the ping-pong loop over a causal kernel's diagonal (the masked "
            "whole steps): at 128 queries a program and 64 keys a step the diagonal is at most "
            "two steps, one trip, so no later trip of that loop refills the slots its reads "
            "use, and the masked rest after it orders its own LDS writes with its prologue's "
            "barrier; the same hand-overs in loops of more trips are caught (attention at "
            "S = 260, T = 236)", label=r"^\.Lattention_causal\w*_loop1_end:"),
    Allowed("mbarrier.try_wait", "drop-spin", ("sm_90a",),
            r"try_wait\.parity\S* %p\d+, \[(smem_attention(_causal)?\+983(20|28)|"
            r"smem_attention(_gqa)?(_causal)?(_d128)?\+1966(24|32))\], %r\d+; // stage \d released",
            "the producer's wait for a K slot's release (the K ring's empty barriers: shared "
            "bytes 98320 and 98328 of the d64 kernels, 196624 and 196632 of the d128 kernels, "
            "causal or not: the first ring each kernel's mbarrier.init lines set up) where the "
            "wait just before it is for a V slot the consumers release later in their own "
            "program order: FA3's rotated consumer (kgen.passes.specialize, the same in all "
            "four kernels) releases K of step i right after its Q K^T retires and V of step "
            "i-1 only after P V retires, later in step i, so the producer that has passed the "
            "V wait finds the K phase complete, and its one try_wait cannot fail (also across "
            "loops on the ring, a causal kernel's below-the-diagonal steps then its diagonal: "
            "the consumer's steps keep that order through a loop's drain). The K wait of slot 0 "
            "in the loop's second round follows a fresh V wait instead; its mutant was caught "
            "(attention at T = 300 with 64-key steps), as were the V waits' drop-spins where "
            "their slots come round (the ragged query tile at S = T = 650)",
            label=r"^\$L_attention\w*_wait\d+:$"),
    Allowed("mbarrier.try_wait", "drop-spin", ("sm_90a",),
            r"try_wait\.parity\S* %p\d+, \[smem_swiglu\+574(40|48|56|64)\], %r\d+; // stage \d "
            r"released",
            "the producer's wait for slot s of swiglu's second ring (w3's tiles: its empty "
            "barriers at shared bytes 57440-57464) right after its wait for slot s of the first "
            "ring (x's and w1's): one step's two products read both rings' slot s, and each "
            "consumer warp releases the two slots back to back after the wgmma_wait that "
            "retires those products (arrive on the first ring, then on the second). A producer "
            "past the first ring's wait has seen every consumer warp's arrive there, which "
            "each made after its reads of both slots had retired (mbarrier.arrive has release "
            "semantics: PTX ISA, 'mbarrier.arrive'), so refilling the second ring's slot "
            "without waiting orders nothing more; the wait keeps the producer's phase count "
            "for that barrier. Deleting it or flipping its parity is caught"),
    Allowed("mbarrier.try_wait", "drop-spin", ("sm_90a",),
            r"try_wait\.parity\S* %p\d+, \[smem_attention\+98360\], %r\d+; // stage 1 "
            r"released$",
            "the producer's wait for the V slot 1 release in a round whose second step is past "
            "the end (the ring turns empty: it waits with no copy after it): no later copy in "
            "the kernel goes into slot 1 (the masked rest refills slot 0), so nothing reads or "
            "writes after it what the wait orders; it keeps the producer's phase parity in step "
            "with the consumers' releases", label=r"^\$L_attention\w*_endif\d+:$"),
    Allowed("mbarrier.try_wait", "flip-parity", ("sm_90a",),
            r"try_wait\.parity\S* %p\d+, \[smem_attention\+98360\], %r\d+; // stage 1 "
            r"released$",
            "the same wait as the drop-spin above (the V slot 1 release where the ring turns "
            "empty): waiting on the other parity passes at once while the awaited phase is "
            "incomplete, as the dropped spin does (the emulator lands the slot's copy before "
            "the early no-copy arrival, 'which arrives on its next phase'), and no copy into "
            "slot 1 follows; where the phase is complete the flipped wait never returns and "
            "the mutant is caught", label=r"^\$L_attention\w*_endif\d+:$"),
    Allowed("bar.sync", "delete", ("sm_90a",),
            r"bar\.sync \d+, \d+;\s+// the consumers meet once after the wait for what is "
            r"loaded once$",
            "the consumers' meeting point after their wait for an operand the producer loads "
            "once by TMA (attention's Q: kgen.lower.once.stage_by_tma, kgen.passes.specialize "
            "_after_once_waits): the mbarrier wait orders the data (verify_mbarriers refuses "
            "it flipped or dropped: tests/lower/test_tma_streams.py); the barrier is there for "
            "ptxas, which without it moves the wgmma descriptors and the loops' uniform values "
            "out of the uniform registers (attention sm_90a: 40,160 SASS instructions with it, "
            "42,464 without). An equivalent mutant"),
    Allowed("mbarrier.arrive", "delete", ("sm_90a",), r"// release stage \d to the producer$",
            "a consumer's release in the walk's masked rest (a one-step loop, not rotated: the "
            "wait_group 0 before it retires its products) of the non-causal kernels (d64 and "
            "d128: the same loops): the rest is the walk's last step, so no copy into that "
            "slot follows and the producer never waits for this phase; kept so that every "
            "phase a copy filled is released",
            label=r"^\$L_attention(_d128|_gqa)?_wait\d+:$",
            before=r"wait_group\.sync\.aligned 0;\s+// the products are in their registers"),
    # (The consumers' wait before that hand-back is needed: without its spin they may hand
    # the slot back before the producer's own wait on it, whose parity then reads two phases
    # ahead as not complete, a deadlock. The emulator shows it since a TMA issue yields,
    # kgen/sim/ptx_sync.py `_tma_load`; it was on this list until then.)
    Allowed("mbarrier.arrive", "delete", ("sm_90a",), r"// hand stage \d back$",
            "the hand-back of a slot of a ring that turns empty (the producer arrives on the "
            "full barrier with no bytes, the consumers wait for that phase and hand the slot "
            "back): no copy into that slot follows in the non-causal kernels (d64, d128), so "
            "no producer waits for the phase the hand-back completes",
            label=r"^\$L_attention(_d128|_gqa)?_(wait|endif)\d+:$"),
    Allowed("bar.sync", "delete", ("sm_90a",),
            r"bar\.sync \d+, 256;\s+// the turn warpgroup 1 handed over last$",
            "the last turn of the two consumer warpgroups' ping-pong: warpgroup 0 takes the "
            "turn warpgroup 1 handed over after its last products, so that the named barrier "
            "has no arrival pending when the block exits; no shared-memory access follows it "
            "(the same in the four attention kernels: the epilogue stores from registers)",
            label=r"^\$L_attention\w*_endif\d+:$"),
    # attention_gqa's kernels (examples/attention_gqa.kgen) are attention_d128's and
# attention_causal_d128's walks with one more tile-1 axis: the same schedule, rings, shared
# memory and rotated consumer, so the entries on those kernels name them too.
# A causal program's rings after the loop below its diagonal (kgen.passes.specialize on
    # attention_causal and attention_causal_d128): 128 queries a program and 128 keys a step,
    # so the diagonal is one step, run by the whole-chunk loop of a whole query tile or by the
    # masked rest of the ragged one (the other loop runs none), at slot 0; slot 1 turns empty
    # there. After the loop below the diagonal, no copy goes into slot 1, and after the
    # diagonal step none into slot 0: the synchronisation below orders no data.
    Allowed("wgmma.commit_group", "delete", ("sm_90a",), r"^wgmma\.commit_group\.sync\.aligned;$",
            "the commit of a rotated loop's drain (its last step's own P V) at the ring's last "
            "slot in a causal kernel's loop below the diagonal: without it those wgmmas join "
            "the next group committed, the diagonal step's Q K^T (a causal program always has "
            "that step), whose wait_group 0 (a step of the diagonal's loop, at most one, is not "
            "rotated) retires them before anything reads the accumulators; and the V slot they read, "
            "released while they may still read it, gets no later copy (slot 1: see above). "
            "In the non-causal kernels the same deletion is caught (the ragged query tile's "
            "walk ending on the ring's last slot with no rest: S = 650, T = 768)",
            label=r"^\$L_attention(_gqa)?_causal\w*_endif\d+:$",
            after=r"the last second product is done \(at the ring's last slot\)"),
    Allowed("mbarrier.try_wait", "drop-spin", ("sm_90a",),
            r"\[smem_attention(_gqa)?_causal\w*\+\d+\], %r\d+; // stage 1 turned empty$",
            "the consumers' side of slot 1 turning empty in a causal kernel (a round whose "
            "second step is past the loop's end): the producer arrives on the full barrier with "
            "no bytes, and the consumers wait for that phase and hand the slot back, so that "
            "both barriers' phases stay in step for a later loop on the ring; in a causal "
            "program no copy goes into slot 1 after it first turns empty (see above), so "
            "neither the wait nor the hand-back orders any data (the non-causal kernels' "
            "'turned empty' waits are the entries above, by their loops)"),
    Allowed("mbarrier.arrive", "delete", ("sm_90a",),
            r"\[smem_attention(_gqa)?_causal\w*\+\d+\]; // hand stage 1 back$",
            "the hand-back of slot 1 where it turns empty in a causal kernel (see the drop-spin "
            "of its 'turned empty' wait): no copy into slot 1 follows, so the producer's "
            "later waits for that phase (its own turns with no copy) order nothing"),
    Allowed("mbarrier.arrive", "delete", ("sm_90a",),
            r"\[smem_attention(_gqa)?_causal\w*\+\d+\]; // release stage 0 to the producer$",
            "a consumer's release of slot 0 in a causal kernel's diagonal step (the whole-chunk "
            "loop of a whole query tile, the masked rest of the ragged one): that step is the "
            "program's last on the ring (see above), so no copy into slot 0 follows and the "
            "producer never waits for this phase; kept so that every phase a copy filled is "
            "released. The releases in the loop below the diagonal are caught",
            loop=r"^for tt in t: steps of 128: (whole chunks|the rest, masked): rounds of 2$"),
    Allowed("wgmma.fence", "delete", ("sm_90a",),
            r"wgmma\.fence\.sync\.aligned;\s+// one per group: ptxas serializes the pipeline "
            r"without it$",
            "a pipelined step's own fence in a K loop whose products accumulate in place: the "
            "PTX ISA orders accumulator accesses across wgmmas of one shape without a fence "
            "('wgmma.fence'), so after the first step's fence (the zeroing before it; deleting "
            "that one is caught) the emulator has nothing to find. It is there for ptxas, which "
            "serializes the whole pipeline without one per group (C7519; tests/assemble/test_sass.py "
            "reads the SASS), and kgen refuses that verdict"),
    Allowed("wgmma.fence", "delete", ("sm_90a",),
            r"wgmma\.fence\.sync\.aligned;\s+// accumulators and A registers written above$",
            "a fence right after the commit of a group of wgmmas (or after the branch over the "
            "previous step's P V that follows that commit): since the fence before that group "
            "only wgmmas and their descriptor arithmetic ran, so every register access is "
            "already ordered before the next wgmma (PTX ISA, 'wgmma.fence'; the emulator "
            "checks that rule and finds it met), and ptxas gives the same SASS without it "
            "(attention sm_90a lines 735 and 1114 deleted: no C75xx, identical instructions "
            "but for operand order). An equivalent mutant: kgen emits a fence the machine "
            "does not need there",
            before=r"wgmma\.commit_group\.sync\.aligned;$|// the previous iteration's second "
                   r"product$"),
    Allowed("wgmma.fence", "delete", ("sm_90a",),
            r"wgmma\.fence\.sync\.aligned;\s+// accumulators and A registers written above$",
            "the fence of a step of a TMA kernel's fallback (a cp.async pipeline whose every "
            "step commits its group and waits for it, wait_group 0, before the next) in a K loop "
            "accumulating in place: since the previous step's fence only wgmmas of the same "
            "shape touched the accumulators, which the PTX ISA orders without a fence "
            "('wgmma.fence'; the emulator checks that rule and finds it met; deleting the first "
            "step's, after the zeroing, is caught), and ptxas 13.5 gives the same SASS without "
            "it (gemm_bt sm_90a line 1642 deleted: 3,336 instructions, the same HGMMA and "
            "WARPGROUP counts): an equivalent mutant",
            label=r"^\$L_\w+_fallback_endif\d+:$", before=r"// wgmma descriptor of "),
    Allowed("wgmma.fence", "delete", ("sm_90a",),
            r"wgmma\.fence\.sync\.aligned;\s+// accumulators and A registers written above$",
            "the fence of a step's second product in a TMA kernel's fallback loop that stages "
            "element by element (swiglu's gate and up products, each its own commit group, "
            "waited for with wait_group 0 before the next): since the first product's fence "
            "in the same step only that product's wgmmas (other accumulators), st.shared of the "
            "operands and descriptor arithmetic ran, so no register the second product's "
            "wgmmas access was written after a fence (PTX ISA, 'wgmma.fence': required between "
            "a register access and a wgmma.mma_async that accesses the same registers); the "
            "first product's fence, after the zeroing, is caught. ptxas 13.0 and 13.5 give the "
            "same number of instructions without it (swiglu sm_90a line 3931 deleted: 3,296 "
            "and 3,232 in swiglu_fallback, one WARPGROUP.ARRIVE fewer, the same 32 HGMMA): an "
            "equivalent mutant, a fence the machine does not need there",
            label=r"^\$L_\w+_fallback_done\d+:$", before=r"// wgmma descriptor of "),
    Allowed("s_waitcnt", "raise", _AMD, r"^s_waitcnt lgkmcnt\(0\)$",
            "the LDS wait before a CDNA attention's ping-pong hand-over after a step's fragment "
            "reads (each k-step's fragments read before its first MFMA, K's then V's, one "
            "ds_read each): the MFMA phase right after the barrier reads the K fragments, "
            "issued first, and any count below 16 covers them (deleting the wait is caught: a "
            "stale K fragment); the V fragments, read last, are first used by P V after the "
            "softmax's own lgkmcnt(0), and no wave writes their stage in between (attention "
            "gfx942's sixth such wait, line 3824, at lgkmcnt(15) passes at every mutation "
            "size; its raise was the one that passed). Raising it by one "
            "is therefore equivalent; kgen drains every LDS read before a barrier, which here "
            "keeps the V reads from overlapping the Q K^T MFMAs (a count the wait could leave "
            "at 15: a saving for the attention issue, not a fault)",
            after=r"^s_barrier\s*; ping-pong hand-over",
            before=r"ds_read_b64 v\[\d+:\d+\], v\d+ offset:\d+\s+; A fragment \d+ of k-step "
                   r"\d+$"),
    Allowed("s_waitcnt", "raise", _AMD, r"^s_waitcnt lgkmcnt\(0\)$",
            "the LDS wait before an insert_barriers barrier in a CDNA attention loop whose last "
            "LDS op is a read of Q's first fragment (the B operand of Q K^T, 'opinv0': staged in LDS once "
            "before the walk and never written again): waiting for all but that read completes "
            "every earlier LDS op (LDS ops retire in order, CDNA3 ISA 4.4), the stage writes "
            "the barrier orders among them; the read left in flight meets no write, as "
            "no wave writes Q's buffer after its staging (kgen --emit lir:barriers: its only "
            "st_shared is the staging). Equivalent; a finer wait is a saving for the attention "
            "issue",
            after=r"^s_barrier\s+; inserted by insert_barriers",
            before=r"ds_read_b128 v\[\d+:\d+\], v\d+\s+; B fragment 0, k-steps 0\.\.1$",
            label=r"^\.Lattention\w*_loop\d+_end:$"),
    *(Allowed("s_waitcnt", op, _AMD, r"^s_waitcnt vmcnt\(2\)$", _K_PREFETCH_PAST_END,
              before=before, after=after, label=label, loop=loop)
      for op in ("delete", "raise")
      for before, after, label, loop in (
          # the odd tail's first fragment read
          ("", r"^ds_read_b128 v\[(?:3[2-9]|4\d|6[4-9]):\d+\], v\d+\s+; [AB] fragment 0, "
           r"k-steps 0\.\.1",
           r"^\.Lattention\w*_if\d+_end:$", ""),
          # the next walk's prologue zeroes its K prefetch registers
          (r"^s_cselect_b32 s\d+, 1, 0$", r"^v_mov_b32 v(?:3[2-9]|4\d|6[4-7]), 0\s+; outside: 0",
           "", ""),
          # the masked rest's first trip writes an index into v3x
          ("", r"^v_add_u32 v(?:3[2-9]|4\d|6[4-7]), \d+, v\d+\s+; index along", "",
           r"the rest, masked$"))),
    Allowed("s_barrier", "delete", _AMD, r"^s_barrier\s+; inserted by insert_barriers$",
            "the barrier before a CDNA GEMM's masked rest stages its chunk (ordering the "
            "staging against the previous trip's fragment reads of the same LDS): the rest "
            "is the one chunk left after the ping-pong's whole ones, so it runs at most one "
            "trip, and before it every LDS read of the ping-pong is consumed by an MFMA ahead "
            "of the wave's last hand-over barrier, after which group 0's catch-up barrier "
            "holds every wave until all have passed theirs: nothing is left for this barrier "
            "to order. A 2-stage pipeline through registers (swiglu) ends with no barrier after "
            "its last reads, and there the same barrier's mutant is caught",
            label=r"^\.Lgemm_bf16_loop\d+_end:$", loop=r"the rest, masked$",
            after=r"^ds_write_b16 v\d+, v\d+\s+; A operand of the product: stage"),
    Allowed("s_waitcnt", "raise", _AMD, r"^s_waitcnt lgkmcnt\(0\)$",
            "the LDS wait before the barrier at the top of a CDNA 2-stage register pipeline's "
            "masked rest (swiglu: two B rings, st1 for w1 at LDS [5120, 10240) and st2 for w3 "
            "at [10240, 15360) per stage): the only LDS operations that can be in flight there "
            "are the pipeline's last trip's writes of the next stage, whose final one is a K-pair "
            "into st2 (the pipeline's fragment reads are each waited for before their MFMA, and "
            "no s_load is outstanding after the kernel's arguments). LDS operations of one wave "
            "retire in issue order (CDNA3 ISA 4.4, as emitters/amdgcn/waitcnt.py and the emulator "
            "read it), so lgkmcnt(1) "
            "leaves exactly that one write in flight. Until each wave's next lgkmcnt(0) (before "
            "the barrier ahead of the rest's fragment reads) the waves touch only the A staging "
            "[0, 5120) and st1 (w1's staging, [5120, 10240)); st2 is written by the rest only "
            "after that wait and barrier. The same wait deleted leaves st1's writes in flight "
            "against w1's staging, and that mutant is caught (swiglu gfx90a 1771, 3820; gfx942 "
            "1810, 3891). Kept because a barrier that orders LDS must retire the wave's LDS "
            "operations first; only the address ranges make one in flight harmless here",
            loop=r"the rest, masked$",
            after=r"^s_barrier\s+; inserted by insert_barriers\n"
                  r"ds_write_b16 v\d+, v\d+\s+; A operand of the product: stage",
            label=r"^\.Lswiglu_loop\d+_end:$"),
    Allowed("bar.sync", "delete", ("sm_80",),
            r"^bar\.sync 0;\s+// WAR on opb\d+: ldmatrix opb\d+ \(B fragment 0 of k-step 0\) "
            r"before st_shared opb\d+ \(B operand of the product: stage\)",
            "the barrier at the top of an attention walk's one-trip loop on sm_80, before the "
            "trip stages K in the B-operand buffer: it orders the previous trip's reads of that "
            "buffer (its P V ldmatrix), and there is none: the masked rest is the one chunk "
            "left after the cp.async pipeline's whole ones, and a causal program's loop over "
            "its diagonal (64 queries, 64 keys a step, both aligned to 64) runs exactly one "
            "step. The pipeline before it stages through its own ring, not this buffer. The "
            "same WAR barrier later in the trip (before V is staged over the K the first "
            "product read) is caught (attention_gqa sm_80: 3835, 8315, 12661); a kgen that "
            "knew a loop's trip count would not emit it (issue 'Fast feedback', a saving)",
            loop=r"(the rest, masked|steps of 64: whole chunks)$", first=True),
    Allowed("cp.async.wait_group", "delete", _PTX, r"drain: nothing left in flight",
            "the drain after a cp.async pipeline: nothing after the loop reads the stages (the "
            "epilogue stores from registers), so no result depends on it; kept so that no "
            "cp.async is in flight into the shared memory of a block that exits, which the PTX "
            "ISA ('cp.async', 'cp.async.wait_group') does not define"),
    Allowed("cp.async.wait_group", "raise", _PTX, r"drain: nothing left in flight",
            "the drain after a cp.async pipeline (see its delete mutant): waiting for all but "
            "one group there leaves copies in flight that nothing reads"),
)


def allowed(m: Mutant) -> Allowed | None:
    """The allowlist entry that explains a mutant, if any."""
    prev, at, nxt, after, loop, first = m.context
    for a in ALLOWED:
        if (a.kind == m.kind and a.operator == m.operator and m.target in a.targets
                and re.search(a.line, at) and (not a.label or re.search(a.label, nxt))
                and (not a.before or re.search(a.before, prev))
                and (not a.after or re.search(a.after, after))
                and (not a.loop or re.search(a.loop, loop)) and (first or not a.first)):
            return a
    return None


def reason(m: Mutant) -> str | None:
    a = allowed(m)
    return a.reason if a else None


# --------------------------------------------------------------------------------------------
# Running a mutant on the emulator.

@dataclass(frozen=True)
class Outcome:
    mutant: Mutant
    caught: bool
    why: str                   # the error's first line, "outputs differ", or "passed"
    seconds: float


class _Hang(Exception):
    pass


def _alarm(signum, frame):
    raise _Hang()


# Sizes each example also runs at, beside its io.npz: the GEMMs' goldens have too few k-tiles
# for their pipelines to come round to a stage again (gemm_bf16's K = 72 is two of sm_90a's four
# stages), so a mutant that releases a stage too early would never meet the refill it races
# with. K = 520 is nine 64-wide k-tiles, past two turns of every ring; rows stay 16-byte
# aligned so the main path (TMA, cp.async) runs, and M, N stay ragged against every tile. 3 x 3
# blocks of 128 x 128: both versions of the tile (whole, ragged) run in blocks of both
# release orders (the PTX emulator alternates them, kgen.sim.core.run_block), so a producer's
# missing wait for a slot's release meets consumers that have not released it.
#
# Attention's golden keys (T = 90) are one whole chunk and a ragged rest: T = 236 is three whole
# chunks and a ragged rest, so sm_90a's rotated consumer carries a product from one step into
# the next, across a round of its two-slot rings, and drains it from slot 0 (whose refill then
# comes right after the drain's release); S = 260 is two whole tiles of queries and a ragged
# one, so a causal kernel's whole tile at 128 has steps wholly below its diagonal (a loop of
# their own) as well as the diagonal's.
EXTRA_SIZES = {
    # 128 keys a step on sm_90a (64 elsewhere): 4 whole steps and a masked rest, so that both
    # slots of the two-slot rings come round inside the loop.
    # S = T = 1024: eight whole tiles and no rest. A causal program's loop below the diagonal
    # wraps its two-slot rings only in a whole tile with three or more steps below it (tiles
    # 3-7: their blocks meet all four of the emulator's warp orders, kgen.sim.core.block_order);
    # the non-causal walk ends on the ring's last slot with no masked rest, so nothing commits
    # its last products but the loop itself (at T = 556 the rest's group swept up those of a
    # deleted commit_group, and at 896 the walk ends on slot 0: the mutants passed).
    # T = 428: three whole steps and a rest, so the walk ends on slot 0 and the rest refills
    # it (the drain's release of slot 0 is waited for; at 896, with no rest, it is not).
    # H = 4, S = 650: a causal kernel's ragged query tile (rows 640-649, the other path of
    # its producer and consumers) has five whole steps below its diagonal, so both slots of its
    # rings come round there and its last round turns empty before the masked rest refills
    # slot 0; at the sizes above that tile has at most two steps below it (every slot's first
    # use, whose wait on a fresh barrier cannot fail: the producer's drop-spins passed) and
    # sits in one block, so it met one warp order. Four heads put it in blocks of all four
    # orders (kgen.sim.core.block_order: x + y + z). At S = T = 400 (three steps below) slot 1
    # came round only past the end, and its waits' drop-spins passed. T = 768 (six whole steps,
    # no rest) with that ragged query tile: the non-causal walk of the ragged tile's own code
    # ends on the ring's last slot with nothing after it (deleting that drain's commit_group
    # passed at every other size: a later group swept its wgmmas up); a causal program stops
    # at its diagonal, so T past S changes nothing there.
    # H = 4, S = T = 400 as well: three whole steps, so a round turns empty at slot 1 in every
    # query tile's walk, then the masked rest refills slot 0, in blocks of all four orders (the
    # d128 producer's V slot 1 wait where the ring turns empty, its spin dropped, deadlocks
    # there and passes at every size above).
    # S = T = 240: a ragged query tile of 112 rows, whose walk across the diagonal has three
    # whole steps of 32 (the CDNA d128 kernels): its ping-pong's one trip fetches step 2 and
    # its odd tail computes it. Every other size leaves that tile under 96 rows, so the trip's
    # fetch never ran and deleting the wait before its deposit passed.
    "attention": ({"B": 1, "H": 1, "S": 260, "T": 556}, {"B": 1, "H": 1, "S": 1024, "T": 1024},
                  {"B": 1, "H": 1, "S": 130, "T": 428}, {"B": 1, "H": 4, "S": 650, "T": 768},
                  {"B": 1, "H": 4, "S": 400, "T": 400}, {"B": 1, "H": 1, "S": 240, "T": 240}),
    # Grouped-query attention: the same walks as attention's d128 kernels (the group axis g
    # in place of the head axis), at the same sizes for the same reasons.
    "attention_gqa": ({"BH": 1, "G": 1, "S": 260, "T": 556},
                      {"BH": 1, "G": 1, "S": 1024, "T": 1024},
                      {"BH": 1, "G": 1, "S": 130, "T": 428}, {"BH": 1, "G": 4, "S": 650, "T": 768},
                      {"BH": 1, "G": 4, "S": 400, "T": 400},
                      {"BH": 1, "G": 1, "S": 240, "T": 240}),
    # M = 556: 5 row tiles of 128 (the last 44 rows, as M = 300 had), so that in the grouped
    # raster (block x walks a group's row tiles first: kgen.lower.raster) the blocks of whole
    # tiles have every residue of x mod 4 and meet all four of the emulator's warp orders
    # (kgen.sim.core.block_order).
    # K = 100 (rows not a multiple of 8 elements): the unaligned version, whose masked loop
    # stages element by element over every chunk of K (at aligned sizes it runs only the one
    # ragged chunk after the pipeline, so its barrier against its own previous iteration's
    # ldmatrix never had a previous iteration: deleting it passed).
    # Aligned rows (N, K multiples of 8) and four whole 64-element chunks of K: the TMA
    # kernel runs, and so does its fallback (_variants), whose cp.async pipeline then
    # consumes steps and wraps its three-slot ring; at the io.npz sizes (N = 45) only the
    # fallback runs, its element-by-element loop over all of K (deleting the first group's
    # commit_group passed there).
    # M = 556 there too (five row tiles): at M = 70 the TMA kernel ran in one block, one warp
    # order, and its producer's drop-spins passed. K = 100 as for the GEMMs: the fallback's
    # element-by-element loop over every chunk of K (elsewhere it runs once, the masked rest,
    # and its WAR barrier against its own previous iteration's wgmma had nothing to order).
    # K = 256 (whole chunks only, no masked rest): the walk ends on its pipeline, and what the
    # epilogue meets is the pipeline's last trip, not the rest's loads (gemm_bf16 gfx90a/gfx942:
    # the wait before the bias load, raised, passed at every size with a rest; at K = 256 a
    # prefetch of the step past the end is still in flight there, and the emulator says so).
    "batched_gemm": ({"G": 2, "M": 556, "N": 72, "K": 264}, {"G": 2, "M": 150, "N": 136, "K": 100},
                     {"G": 2, "M": 150, "N": 136, "K": 256}),
    "swiglu": ({"M": 556, "N": 72, "K": 264}, {"M": 150, "N": 136, "K": 100},
               {"M": 150, "N": 136, "K": 256}),
    "gemm_bf16": ({"M": 556, "N": 264, "K": 520}, {"M": 150, "N": 136, "K": 100},
                  {"M": 150, "N": 136, "K": 256}),
    "gemm_bt": ({"M": 556, "N": 264, "K": 520}, {"M": 150, "N": 136, "K": 100},
                {"M": 150, "N": 136, "K": 256}),
    "gemm_f16": ({"M": 556, "N": 264, "K": 520}, {"M": 150, "N": 136, "K": 100},
                 {"M": 150, "N": 136, "K": 256}),
}


@dataclass
class Subject:
    """An example compiled for a target, with its inputs and expected outputs at the io.npz
    sizes and at EXTRA_SIZES: `run(text)` runs a text in place of the golden on each, and
    raises (an emulator error, a Mismatch) at the first failure."""
    root: Path
    example: str
    target: str
    compiled: object
    cases: list                # [(sizes, inputs, expected outputs, bounds)]
    seconds: float = 0.0       # the unmutated run
    # Per kernel of the example: the golden's lines its unmutated run executes, and its time.
    # A mutant runs only the kernels that execute its line: the text of the others is the
    # golden's, so their verdict is the unmutated run's (attention's four kernels cost 4x).
    lines_of: dict = field(default_factory=dict)
    seconds_of: dict = field(default_factory=dict)

    @classmethod
    def load(cls, root: Path, example: str, target: str, extra: bool = True) -> "Subject":
        from ..cached import compile_cached
        from .golden import load_reference, read_bounds, read_io, source
        # through the compile cache, as the golden checks: the same compile (a mutant is a
        # replace of its text, never a change to it)
        c = compile_cached(source(root, root / "examples" / f"{example}.kgen"), target,
                           stop="asm")
        io = root / "golden" / example / "io.npz"
        cases = [(*read_io(io), read_bounds(io))]
        if extra and example in EXTRA_SIZES:
            ref = load_reference(root)
            # Smallest first (by the product of the sizes): a mutant stops at its first
            # failing size, and most fail at the smallest that runs their line.
            for sizes in sorted(EXTRA_SIZES[example], key=lambda z: math.prod(z.values())):
                inputs = ref.inputs(example, sizes, seed=0)
                cases.append((sizes, inputs, ref.expected(example, inputs),
                              ref.bounds(example, inputs)))
        return cls(root, example, target, c, cases)

    @property
    def golden(self) -> str:
        from .golden import golden_path
        return golden_path(self.root, self.root / "examples" / f"{self.example}.kgen",
                           self.target).read_text()

    def run(self, text: str, executed: set | None = None, only: frozenset | None = None,
            per_kernel: dict | None = None) -> None:
        """Every kernel of the example (those named in `only`, if given) on `text`, at every
        size; raises KgenError (Mismatch when the outputs differ from the reference) at the
        first failure. `per_kernel`, if given, collects each kernel's executed lines and
        seconds."""
        import numpy as np

        from .. import sim
        from .run import launch_and_check, reference_written, stored
        from ..runtime.device import SimDevice
        c = replace(self.compiled, asm=text)
        # SimDevice builds the Launch; the coverage set rides on it through kgen.sim.emulate,
        # which SimDevice looks up at each run.
        emulate = sim.emulate

        def traced(asm, target, kernel, launch):
            launch.executed = executed
            return emulate(asm, target, kernel, launch)
        sim.emulate = traced
        try:
            for sizes, inputs, outputs, bounds in self.cases:
                inputs = {k: np.asarray(v) for k, v in inputs.items()}
                for k, fn, name in _variants(c, sizes):
                    if only is not None and name not in only:
                        continue
                    want = {n: (outputs[n], reference_written(outputs[n], k.param(n).dtype))
                            for n in sorted(stored(k))}
                    t0 = time.perf_counter()
                    if per_kernel is not None:
                        executed = per_kernel.setdefault(name, (set(), [0.0]))[0]
                    _, checks = launch_and_check(SimDevice(), c, fn, k, inputs, sizes, want,
                                                 bounds=bounds)
                    if per_kernel is not None:
                        per_kernel[name][1][0] += time.perf_counter() - t0
                    bad = [ch for ch in checks if not ch.ok]
                    if bad:
                        raise Mismatch(f"{name} at {sizes}: {bad[0].name}: {bad[0].bad} of "
                                       f"{bad[0].total} elements differ from the reference")
        finally:
            sim.emulate = emulate

    def coverage(self) -> set[int]:
        """The golden's lines that the unmutated run executes (it must pass)."""
        per: dict = {}
        t0 = time.perf_counter()
        self.run(self.golden, per_kernel=per)
        self.seconds = time.perf_counter() - t0
        self.lines_of = {k: frozenset(v[0]) for k, v in per.items()}
        self.seconds_of = {k: v[1][0] for k, v in per.items()}
        return set().union(*self.lines_of.values()) if per else set()

    def kernels_at(self, line: int) -> frozenset:
        """The kernels whose unmutated run executes `line` (every kernel if unknown)."""
        return frozenset(k for k, ls in self.lines_of.items() if line in ls) or \
            frozenset(self.lines_of)


def _variants(c, sizes: dict):
    """(kernel, function, name) for each kernel of c at these sizes: the function the launch
    selects, and also its fallback where the sizes let the kernel itself run (a TMA kernel's
    fallback runs at other sizes or for a tensor whose address a tensor map refuses: the
    mutation runs do not plant such addresses, and its pipeline must meet mutants too)."""
    from ..lir import ops as L
    for k, fn in zip(c.kernels, c.functions):
        yield k, fn, k.name
        # the kernel itself at these sizes (aligned addresses: the emulator's allocations)
        if fn.fallback is not None and L.select(fn, sizes, {}) is fn:
            yield k, fn.fallback, fn.fallback.name


class Mismatch(KgenError):
    kind = "mismatch"


def run_mutant(subject: Subject, m: Mutant, limit: float | None = None) -> Outcome:
    """Runs one mutant. A run that has not finished after `limit` seconds (default: 5 times
    the unmutated run, at least 5 s) counts as caught: it spins where the original did not
    (a deleted try_wait whose loop tests a predicate nothing sets), which a GPU would too."""
    only = subject.kernels_at(m.line) if subject.lines_of else None
    base = sum(subject.seconds_of[k] for k in only) if only else subject.seconds
    limit = limit or max(5.0, 5 * base)
    t0 = time.perf_counter()
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        # The timer is off before any handler below runs: an alarm while one formats a
        # caught error would otherwise escape it (the error is caught either way).
        try:
            subject.run(m.text, only=only)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        caught, why = False, "passed"
    except _Hang:
        caught, why = True, f"hang: still running after {limit:.0f} s"
    except KgenError as e:
        caught, why = True, f"{type(e).__name__}: {str(e).splitlines()[0][:300]}"
    except Exception as e:    # noqa: BLE001 (a mutant may break the emulator's assumptions)
        caught, why = True, f"{type(e).__name__} (crash): {str(e).splitlines()[0][:200]}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    return Outcome(m, caught, why, time.perf_counter() - t0)


def subject_mutants(root: Path, example: str, target: str) -> tuple[Subject, list[Mutant]]:
    """The example compiled for the target and every mutant on its executed lines."""
    from ..target.targets import TARGETS
    s = Subject.load(root, example, target)
    vendor = "nvidia" if TARGETS[target].is_nvidia else "amd"
    return s, mutants(s.golden, example, target, vendor, s.coverage())
