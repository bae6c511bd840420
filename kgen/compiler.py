"""The pipeline, as data: an ordered table of pure stages, each from one representation to the next.

    source --parse--> AST --check--> tile IR --schedule--> plan + LIR
    --warp_specialize, pipeline_loops--> --eliminate_dead_code--> --insert_barriers-->
    --verify (barriers, wave groups, async copies, mbarriers)--> LIR
    --emit--> PTX | AMDGCN text --assemble--> cubin | code object

`compile_source` runs the table up to a stage; the CLI's `--emit STAGE` is that stop. Every stage is
a function of its input alone (plus the target and options), so the same source gives byte-identical
text on every run.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, fields, replace

from .front import ast as A
from .tile import ir
from .lir import ops as L
from .lir.verify import verify_function
from .passes.barriers import (insert_barriers, verify_async_copies, verify_barriers,
                              verify_group_barriers)
from .front.check import Module, check, tiled
from .errors import KgenError, RegisterPressureError, SharedMemoryError
from .front.parse import parse
from .passes.pipeline import PROTOCOLS, pipeline_loops, pipelined_nodes
from .lower.kernel import (MAX_ELEMS_PER_THREAD, Plan, infer_layouts, lower_kernel, plan_kernel,
                           short_rows)
from .lower.product_plan import has_product, product_field
from .lower.split import split_reduction
from .collector import paused as collector_paused
from .source import Source
from .passes.specialize import declines, warp_specialize
from .passes.tensor_memory import place_tensor_memory
from .passes.divide import divide_by_multiplying
from .passes.wgmma_groups import merge_wgmma_groups
from .target.occupancy import occupancy
from .target.targets import MACHINES, Target, get_target
from .verify.mbarrier import verify_mbarriers

STAGES = ("ast", "ir", "schedule", "asm", "bin")


@dataclass
class Compiled:
    """Everything the pipeline produced, up to the stage it was asked for."""
    source: Source
    target: Target
    program: A.Program | None = None
    module: Module | None = None
    kernels: list[ir.Kernel] = field(default_factory=list)    # with the target's tile sizes
    plans: list[Plan] = field(default_factory=list)
    functions: list[L.Function] = field(default_factory=list)
    asm: str | None = None
    binary: bytes | None = None
    resources: list = field(default_factory=list)
    # Times the emitter's register pressure made the compiler schedule again (a variant left
    # out, a chunk halved): 0 where `functions` are the first schedule's, as stop="schedule"
    # gives them, so that kgen.cached serves that stage from a complete compile.
    reschedules: int = 0

    def copy(self) -> "Compiled":
        """A copy with lists of its own (the compile cache hands each caller one, kgen.cached):
        the holder may set a field or change a list and leave the original as it was."""
        return replace(self, **{f.name: list(getattr(self, f.name)) for f in fields(self)
                                if isinstance(getattr(self, f.name), list)})

    def text(self, stage: str) -> str:
        """The printed form of a stage's output, for `kgen compile --emit STAGE`."""
        if stage == "ast":
            return A.dump(self.program) + "\n"
        if stage == "ir":
            return "\n".join(ir.print_kernel(k) for k in self.kernels)
        if stage == "schedule":
            return "\n".join(_schedule_text(p, f) for p, f in zip(self.plans, self.functions))
        if stage == "asm":
            return self.asm or ""
        if stage in LIR_STAGES:
            return "\n".join(L.format_function(f) for f in L.module_functions(self.functions))
        raise ValueError(stage)


def _loads_in_flight(fn: L.Function, plan: Plan) -> list[str]:
    """The schedule's lines on global loads in flight in a kernel without products (a
    memory-bound one; a product's operand streams state their stages): what one trip of each
    loop that loads from global memory issues (a thread's ld_global bytes there, the widest
    version of an If; an inner loop's trips are its own), for a block and for the blocks one SM
    (CU) holds at once by its warps and shared memory (registers are known after assembly:
    `--stats`)."""
    if plan.products:
        return []
    from .target.occupancy import occupancy
    from .target.targets import MACHINES, TARGETS

    def trip(nodes) -> int:
        total = 0
        for n in nodes:
            if isinstance(n, L.If):
                total += max(trip(n.then), trip(n.else_))
            elif isinstance(n, L.Inst) and n.op == "ld_global":
                total += n.attr("bits") * n.attr("n") // 8
        return total

    target = TARGETS[plan.target]
    occ = occupancy(target, fn.threads, 0, fn.shared_bytes)
    unit = "SM" if target.is_nvidia else "CU"
    rows = [(f"a trip of {n.note}" if n.note else "a loop trip", trip(n.body))
            for n in L.loops(fn.body)]
    rows = list(dict.fromkeys((what, b) for what, b in rows if b)) or \
        [("the program", trip(fn.body))]
    if not rows[0][1]:
        return []
    m = MACHINES[plan.target]
    out = [f"  global loads in flight: up to {occ.blocks} blocks per {unit} ({m.product}, by "
           f"{occ.limited_by}; registers permitting: `kgen compile --stats`)"]
    for what, b in rows:
        blk = b * fn.threads
        out.append(f"    {what}: {b} bytes a thread, {blk:,} a block, {blk * occ.blocks:,} "
                   f"per {unit}")
    return out


def _schedule_text(plan: Plan, fn: L.Function) -> str:
    lines = [f"kernel {fn.name} on {plan.target}", *fn.header[2:]]
    lines.append(f"  shared memory: {fn.shared_bytes} bytes")
    for b in fn.shared:
        lines.append(f"    {b.name} @{b.offset}, {b.size} bytes: {b.purpose}")
    bars = [n for n in L.walk(fn.body) if n.op in ("bar", "bar_group")]
    groups = {n.attr("groups") for n in bars if n.op == "bar_group"}
    lines.append(f"  barriers: {len(bars)} (inserted from shared-memory read/write sets, or "
                 "placed by the schedule; all proven by verify_barriers"
                 f"{' and verify_group_barriers' if groups else ''})")
    if groups:
        lines.append(f"  wave groups: {max(groups)}; a bar_group is executed by one group only "
                     "and shifts it one barrier against the others")
    for n in bars:
        if n.op == "bar":
            lines.append(f"    bar: {n.attr('reason')}")
        else:
            lines.append(f"    bar_group (group {n.attr('group')} only): {n.attr('reason')}")
    prios = [n for n in L.walk(fn.body) if n.op == "setprio"]
    if prios:
        lines.append(f"  priorities: {len(prios)} s_setprio")
        for n in prios:
            lines.append(f"    setprio {n.attr('level')}: {n.note}")
    mbar = [n for n in L.walk(fn.body) if n.op.startswith("mbar_") or n.op == "wgmma_wait"]
    if mbar:
        lines.append(f"  mbarrier protocol: {len(mbar)} operations (proven by verify_mbarriers "
                     "over a run of more than two phase wraps)")
        for n in mbar:
            at = f" {n.attr('buffer')}[{int(n.src[1].value) // 8}]" if n.op.startswith("mbar_") \
                else f" {n.attr('n')}"
            extra = (f" (count {n.attr('count')})" if n.op == "mbar_init" else
                     f" (+{n.attr('bytes')} bytes)" if n.op == "mbar_expect_tx" else "")
            lines.append(f"    {n.op}{at}{extra}: {n.note}")
    lines += _loads_in_flight(fn, plan)
    lines.append("")
    lines.append(L.format_function(fn))
    text = "\n".join(lines)
    for p, f in zip(plan.variants, fn.variants):
        text += "\n" + _schedule_text(p, f)
        if f.split is not None:
            text += "\n" + _schedule_text(p.fold, f.split.fold)
    if fn.fallback is not None:
        text += "\n" + _schedule_text(plan.fallback, fn.fallback)
    return text


def forget() -> None:
    """Drops what this process remembers between compiles (the parse of each source, the
    check of each program, the proven mbarrier rings), so that the next compile is a first
    one: for benchmarks that time a cold compile, and for tests."""
    from .front import check as _check
    from .front import parse as _parse
    from .verify import mbarrier as _vm
    _parse._parsed.cache_clear()
    _check._checked.cache_clear()
    _vm._prove.cache_clear()


def compile_source(source: Source, target: str, *, specialize: dict[str, int] | None = None,
                   stop: str = "asm", schedule=None) -> Compiled:
    """Runs the stages in order and stops after `stop` (one of STAGES).

    schedule: options as a `schedule` block for `target` would give them (kgen.front.schedule_arg),
    e.g. {"warps": 8, "vector": 4}; they replace the file's own options of the same name. A
    diagnostic at one of them carries the `<schedule>` source it points into."""
    with collector_paused():        # a compile's objects live on (kgen.collector)
        return _compile_source(source, get_target(target), specialize, stop, schedule)


def _compile_source(source: Source, tgt: Target, specialize, stop: str, schedule) -> Compiled:
    out = Compiled(source, tgt)
    out.program = parse(source)
    if schedule is None:
        return _compile(out, tgt, source, specialize, stop)
    from .front.schedule_arg import apply_schedule
    out.program, given = apply_schedule(out.program, tgt.name, schedule)
    try:
        return _compile(out, tgt, source, specialize, stop)
    except KgenError as e:
        if e.span is not None and e.span.file == given.name:
            e.source = given
        raise


def _compile(out: Compiled, tgt: Target, source: Source, specialize, stop: str) -> Compiled:
    """compile_source after parsing."""
    if stop not in STAGES and stop not in LIR_STAGES:
        raise ValueError(f"no stage {stop!r}: {', '.join(STAGES + LIR_STAGES)}")
    if stop == "ast":
        return out
    out.module = check(out.program, specialize)
    out.kernels = [tiled(k, out.module.schedule_for(k.name, tgt.name)) for k in
                   out.module.kernels]
    if stop == "ir":
        return out
    budgets: dict[str, int] = {}
    # (kernel, bound): short-row variants left out; (kernel, "split"): a split reduction
    dropped: set[tuple[str, int | str]] = set()
    for out.reschedules in itertools.count():
        _schedule(out, tgt, source, budgets, stop.removeprefix("lir:") if stop in LIR_STAGES
                  else None, dropped)
        if stop == "schedule" or stop in LIR_STAGES:
            return out
        try:
            out.asm, out.resources = emit(out.functions, tgt, source.name)
            break
        except RegisterPressureError as e:
            name = _kernel_of(e.kernel, out.kernels)
            fn = next((g for g in L.module_functions(out.functions) if g.name == e.kernel), None)
            if fn is not None and fn.bounds:
                # A short-row variant is kgen's choice, not the user's: one that does not fit
                # a wave's registers is left out (its rows run on the next variant).
                dropped.add((name, fn.bounds[0][1]))
                continue
            if fn is not None and _in_split(fn.name, out.functions):
                # So is a split reduction: its fold planned again with half the elements a
                # thread, down to one vector, else the pair left out (the kernel runs alone).
                half = budgets.get(fn.name, FOLD_BUDGET) // 2
                if fn.name.endswith("_split_fold") and half >= 4:
                    budgets[fn.name] = half
                else:
                    dropped.add((name, "split"))
                continue
            # A layout-lowered kernel whose chunk needs more registers than a wave has is
            # planned again with half the elements per thread, down to one vector.
            k = next((k for k in out.kernels if k.name == name and not has_product(k)), None)
            plan = next((p for p in out.plans if getattr(p, "kernel", None) == name), None)
            budget = budgets.get(name, MAX_ELEMS_PER_THREAD) // 2
            if k is None or plan is None or budget < plan.vector:
                raise _at_chunk(e, out) from None
            budgets[name] = budget
    if not tgt.is_nvidia:
        from .verify.amd import verify_waits
        for fn in L.module_functions(out.functions):
            verify_waits(out.asm, fn.name)
    if stop == "asm":
        return out
    assemble_compiled(out)
    return out


def assemble_compiled(out: Compiled) -> Compiled:
    """out.asm assembled into out.binary (and the assembler's resource report), taking the
    assembler verdicts each kernel's schedule accepts (`accept C7519`); any other verdict is an
    error at the kernel's source line the verdict's assembly line came from (kgen writes the
    source line beside each instruction), else at the kernel."""
    from .assemble.driver import assemble, verdict_hint
    from .errors import AssemblerVerdict
    tgt = out.target.name
    accept = {}
    for fn in L.module_functions(out.functions):
        # A variant (`<kernel>_fallback`, `<kernel>_rows<N>`) takes its kernel's schedule.
        name = _kernel_of(fn.name, out.kernels)
        spec = out.module.schedule_for(name, tgt) if out.module and name else None
        if spec is not None and spec.accept:
            accept[fn.name] = frozenset(spec.accept)
    try:
        out.binary, res = assemble(out.asm, out.target, accept)
    except AssemblerVerdict as e:
        if e.span is None:
            e.span = _verdict_span(e, out)
        e.hint = verdict_hint(e.code, _kernel_of(e.kernel, out.kernels) or e.kernel, tgt)
        raise
    out.resources = res or out.resources
    return out


def _rescaled_text(rescaled) -> str:
    """What the fold does with an online softmax's values (kgen.lower.split)."""
    if not rescaled:
        return ""
    by: dict[str, list[str]] = {}
    for c, m in rescaled:
        by.setdefault(m, []).append(f"'{c}'")
    return "".join(f" ({' and '.join(cs)} rescaled to the largest '{m}' of the parts: a "
                   "log-sum-exp combine)" for m, cs in by.items())


def _in_split(function: str, functions) -> bool:
    """True where the module's function is one of a split reduction's (kgen.lower.split)."""
    return any(function in (v.name, v.split.fold.name)
               for f in functions for v in f.variants if v.split is not None)


def _kernel_of(function: str, kernels) -> str | None:
    """The kernel a function of the module was compiled from: the longest kernel name that is
    the function's name or its prefix (a kernel's fallback is `<kernel>_fallback`)."""
    names = [k.name for k in kernels if function == k.name or function.startswith(k.name + "_")]
    return max(names, key=len, default=None)


def _verdict_span(e, out: Compiled):
    """Where a verdict points in the source: the `// file:line:` note nearest above the
    assembly line the assembler named, else the kernel's own span."""
    import re
    lines = (out.asm or "").split("\n")
    at = re.compile(r"//\s*" + re.escape(out.source.name) + r":(\d+)")
    for i in range(min(e.asm_line, len(lines)) - 1, -1, -1) if e.asm_line else ():
        m = at.search(lines[i])
        if m:
            line = int(m.group(1))
            text = out.source.line(line)
            col = len(text) - len(text.lstrip()) + 1
            return out.source.span_at(line, col, len(text.strip()))
        if lines[i].startswith(".visible .entry") or lines[i].startswith(".entry"):
            break
    name = _kernel_of(e.kernel, out.kernels)
    return next((k.span for k in out.kernels if k.name == name), None)


def check_source(source: Source) -> Module:
    """`kgen check`: the checked module, once every target has compiled every kernel to its
    assembly text, so that ok means every target can; what one cannot do is the diagnostic
    of its compile, at its span. (The CLI's goes through the compile cache:
    kgen.cached.check_cached.)"""
    from .target.targets import TARGETS
    for name in TARGETS:
        out = compile_source(source, name, stop="asm")
    return out.module


def _lower_layouts(k, tgt, spec, source_name, budget):
    def lower(t: Target):
        plan = infer_layouts(k, plan_kernel(k, t, spec, budget or MAX_ELEMS_PER_THREAD))
        return plan, lower_kernel(k, plan, t, source_name)
    plan, fn = lower(tgt)
    # A loop streamed by TMA whose step the warp roles cannot run (a store in it, an operand
    # computed in it and staged by the consumers) streams by the target's other copies
    # instead, without roles: a schedule choice the plan states, not a silent one.
    # Folding only drops code, so a function whose loops hold nothing the roles refuse
    # folds to one that holds nothing either: the fold is needed only to confirm a refusal.
    why = declines(fn) and declines(L.fold_constant_branches(fn))
    if why is not None:
        plan, fn = lower(replace(tgt, stream_tma=False))
        said = (f"no warp roles on {tgt.name}: {why}; the operands stream by "
                f"{tgt.stream_copy} copies instead")
        at = 1 + len(plan.describe())    # the header: kernel, target, then the plan's lines
        plan = replace(plan, reasons=plan.reasons + (said,))
        fn = replace(fn, header=fn.header[:at] + (f"  {said}",) + fn.header[at:])
    # An 8-wave kernel none of whose loops gets the wave-group ping-pong (kgen.passes.pipeline,
    # "Wave groups") with the target's first matrix instruction takes a later one that gives
    # it: attention's 128 queries on 8 CDNA waves keep each wave's rows whole with 16-row
    # MFMA tiles, so P stays in registers and the step splits into its LDS reads and
    # register-only math; with 32-row tiles it would not.
    field = product_field(k)           # the instructions for k's products (8- or 16-bit)
    if _wants_ping_pong(plan, tgt, field) and not _ping_pongs(fn):
        names = getattr(tgt, field)
        for i in range(1, len(names)):
            try:
                alt = lower(replace(tgt, **{field: names[i:]}))
            except KgenError:
                continue
            if _ping_pongs(alt[1]):
                return alt
    return plan, fn


def _wants_ping_pong(plan, tgt: Target, field: str) -> bool:
    """A block of 8 waves whose loops' operands stream through registers: the ping-pong's."""
    proto = PROTOCOLS.get(tgt.stream_copy)
    return plan.threads == 8 * tgt.wave and proto is not None and not proto.groups and \
        len(getattr(tgt, field)) > 1


def _ping_pongs(fn: L.Function) -> int:
    """The function's loops that take the wave-group ping-pong."""
    return sum(1 for n in pipelined_nodes(fn.body) if isinstance(n.roles, L.WaveGroups))


def _schedule(out: Compiled, tgt: Target, source: Source, budgets: dict[str, int],
              stop_after: str | None = None, dropped: frozenset = frozenset()) -> None:
    """Plans and lowers every kernel, then runs the passes after scheduling (up to the pass
    named by stop_after, for `--emit lir:NAME`)."""
    out.plans, out.functions = [], []
    for k in out.kernels:
        spec = out.module.schedule_for(k.name, tgt.name)
        try:
            plan, fn = _lower_finished(k, tgt, spec, source.name, budgets.get(k.name),
                                       stop_after)
        except SharedMemoryError as e:
            raise _what_fits(e, out, k, spec) from None
        if fn.fallback is None and not has_product(k):
            plan, fn = _short_rows(k, tgt, spec, source.name, budgets.get(k.name), plan, fn,
                                   stop_after, {b for n, b in dropped if n == k.name})
        plan, fn = _split(k, tgt, spec, source.name, budgets, plan, fn, stop_after,
                          (k.name, "split") in dropped)
        if stop_after is None:
            L.verify_access_widths(fn, tgt.max_vector_bits, tgt.max_shared_vector_bits)
        out.plans.append(plan)
        out.functions.append(fn)


def _lower_finished(k, tgt, spec, source_name, budget, stop_after):
    """The kernel's plan and function after the passes, with its fallback where it has one:
    TMA copies need row pitches of 16 bytes (Function.requires, for extents known at
    launch); the same kernel without them runs the other sizes."""
    plan, lowered = _lower_layouts(k, tgt, spec, source_name, budget)
    fallback = None
    if lowered.requires:
        fplan, flow = _lower_layouts(k, replace(tgt, stream_tma=False), spec, source_name,
                                     budget)
        fallback = _finish(replace(flow, name=f"{k.name}_fallback"), stop_after)
        plan = replace(plan, fallback=fplan)
    fn = _finish(lowered, stop_after)
    return plan, (fn if fallback is None else replace(fn, fallback=fallback))


def _short_rows(k, tgt, spec, source_name, budget, plan, fn, stop_after, dropped):
    """The kernel with its short-row variants (kgen.lower.plan.short_rows), `<kernel>_rows<N>`
    for rows of at most N, which the runtime launches first where the row length allows
    (kgen.lir.ops.select); the kernel itself walks rows of any length. `dropped`: the bounds
    of variants that did not fit a wave's registers."""
    budget = budget or MAX_ELEMS_PER_THREAD
    found = [(r, kv) for r, kv in short_rows(k, plan, tgt, budget) if r.bound not in dropped]
    fns, plans = [], []
    for rows, kv in found:
        vplan = infer_layouts(kv, plan_kernel(kv, tgt, spec, budget, rows))
        low = lower_kernel(kv, vplan, tgt, source_name)
        fns.append(replace(_finish(replace(low, name=f"{k.name}_rows{rows.bound}"), stop_after),
                           bounds=((rows.dim, rows.bound),)))
        plans.append(vplan)
    said = tuple(f"  short rows at most {b}: left out, more registers than a wave has"
                 for b in sorted(dropped))
    return (replace(plan, variants=tuple(plans)),
            replace(fn, variants=tuple(fns), header=fn.header + said))


# Elements a thread a fold holds for each step of its walk over the parts: a fold only adds
# them, and a 128 x 128 GEMM tile's parts at the full budget need more scalar registers than a
# CDNA wave has (gemm_bf16_split_fold on gfx942: 100 SGPRs), which cost two compiles more.
FOLD_BUDGET = MAX_ELEMS_PER_THREAD // 4


def _split(k, tgt, spec, source_name, budgets, plan, fn, stop_after, dropped):
    """The kernel with its split-reduction variant (kgen.lower.split), `<kernel>_split` and
    its fold `<kernel>_split_fold`, which the runtime launches where the kernel's programs
    are too few to fill the machine (kgen.lir.ops.split_shape). budgets: elements a thread
    by function name (the fold's is halved where it overflows a wave's registers);
    dropped: the pair was left out, more registers than a wave has even so."""
    got = split_reduction(k, plan.walked, plan.persistent is not None)
    if got is None:
        return plan, fn
    if isinstance(got, str):
        return plan, replace(fn, header=fn.header + (f"  {got}",))
    if dropped:
        return plan, replace(fn, header=fn.header + (
            f"  split reduction over '{got.axis}': left out, more registers than a wave has",))
    # The part takes its kernel's schedule, without a fallback of its own: where TMA cannot
    # address the rows, the kernel runs unsplit (its own fallback), which saves lowering a
    # fourth GEMM for a case that gains least from the split.
    try:
        pplan, lowered = _lower_layouts(got.partial, tgt, spec, source_name,
                                        budgets.get(k.name))
        fplan, fold = _lower_finished(got.fold, tgt, None, source_name,
                                      budgets.get(got.fold.name, FOLD_BUDGET), stop_after)
    except SharedMemoryError as e:
        # A part stores what the kernel's epilogue consumed in registers (an attention's
        # f32 accumulator, through a conversion buffer beside the stream's slots): where
        # that does not fit, the kernel runs alone, and the schedule says why.
        return plan, replace(fn, header=fn.header + (
            f"  split reduction over '{got.axis}': left out, {e.message}",))
    depth = max((n.stages for n in pipelined_nodes(lowered.body)), default=1)
    part = _finish(lowered, stop_after, rings=False)
    chunks = dict(pplan.chunk)
    step = next((chunks[a.name] for a in got.partial.axes if a.name in chunks and
                 (a.name == got.axis or a.parent == got.axis)), 1)
    # Programs that fill the machine: every SM (CU) holding as many blocks of the parts as
    # its warps, shared memory and registers allow, the registers where kgen sets them (a
    # warp-specialized part's .maxnreg, L.entry_registers; not for `--emit lir:NAME`, whose
    # part stops before the passes), else known only after assembly and left out. A part
    # walks at least two fills of its pipeline (two steps where it has none): fewer would
    # spend itself filling it, and a short walk gains less than the second launch costs.
    regs = L.entry_registers(part) if stop_after is None else None
    want = MACHINES[tgt.name].units * max(1, occupancy(tgt, part.threads, regs or 0,
                                                       part.shared_bytes).blocks)
    split = L.Split(fold, got.dim, got.parts, got.rows, step, 2 * step * depth, want,
                    got.workspace)
    ws = ", ".join(f"{n}: {d}[{got.parts}, {', '.join(map(str, dims))}]"
                   for n, d, dims in got.workspace)
    said = (f"  split reduction over '{got.axis}' where fewer than {want // 2} programs run "
            f"({want} fill the {MACHINES[tgt.name].product}): {part.name} walks parts of "
            f"'{got.dim}', the argument '{got.rows}' rows each (a multiple of {step}, at least "
            f"{split.least}, chosen at launch), into {ws}; {fold.name} folds the parts"
            f"{_rescaled_text(got.rescaled)} and stores: two launches, no atomics")
    part = replace(part, split=split)
    if stop_after is None:
        # its ring proven with the rows a part walks (the proof sizes them from the split)
        verify_mbarriers(part)
    return (replace(plan, variants=plan.variants + (replace(pplan, fold=fplan),)),
            replace(fn, variants=fn.variants + (part,), header=fn.header + (said,)))


def _what_fits(e: SharedMemoryError, out: Compiled, k, spec) -> SharedMemoryError:
    """The lowering's shared-memory error at the tile that sets it (the schedule's `tile` for
    the target, else the kernel's), with the largest halving of its axis that fits (the
    kernel lowered again at each size, the error's path only): "k: 16 fits"."""
    sched = next((s for s in out.program.schedules
                  if s.kernel.id == k.name and s.target.id == out.target.name), None)
    where = next((i for i in sched.items if isinstance(i, A.SchedTile)), None) if sched else None
    node = next((n for n in out.program.kernels if n.name.id == k.name), None)
    where = where or next((s for s in node.body if isinstance(s, A.TileDecl)), node)
    size = next((a.size for a in k.axes if a.name == e.axis), None)
    hint = e.hint
    while e.axis and size and size > 1:
        size //= 2
        smaller = tiled(next(x for x in out.module.kernels if x.name == k.name),
                        replace(spec, tile=tuple((a, n) for a, n in spec.tile if a != e.axis) +
                                ((e.axis, size),)) if spec else
                        _tile_spec(k.name, out.target.name, e.axis, size, node.span))
        try:
            _lower_layouts(smaller, out.target, spec, out.source.name, None)
        except SharedMemoryError:
            continue
        except KgenError:
            break           # it fits, but something else refuses that tile: no hint
        hint = f"{e.axis}: {size} fits"
        break
    return SharedMemoryError(e.message, where.span, hint, e.notes, e.axis)


def _tile_spec(kernel: str, target: str, axis: str, size: int, span):
    from .front.check import SchedSpec
    return SchedSpec(kernel, target, None, None, ((axis, size),), span)


def _at_chunk(e: RegisterPressureError, out: Compiled) -> RegisterPressureError:
    """The emitter's register error (it knows no source) at what set the chunk a wave holds:
    the `tile` of the kernel's schedule for the target, else the kernel's tile declaration;
    the hint names the tiles and the schedule's vector width."""
    k = next((k for k in out.kernels if _kernel_of(e.kernel, out.kernels) == k.name), None)
    node = next((n for n in out.program.kernels if k and n.name.id == k.name), None)
    if k is None or node is None:
        return e
    target = out.target.name
    spec = out.module.schedule_for(k.name, target)
    sched = next((s for s in out.program.schedules
                  if s.kernel.id == k.name and s.target.id == target), None)
    where = next((i for i in sched.items if isinstance(i, A.SchedTile)), None) if sched else None
    where = where or next((s for s in node.body if isinstance(s, A.TileDecl)), node)
    knobs = [f"`tile {a.name}: {a.size}`" for a in k.axes
             if a.kind in ("grid", "range") and a.size and a.size > 1]
    notes = ()
    if spec is not None and spec.vector and spec.vector > 1:
        knobs.append(f"`vector {spec.vector}`")
        option = next((o for o in spec.options if o.name.id == "vector"), None)
        if option is not None:
            notes = (f"{option.span}: the schedule for {target} sets `vector {spec.vector}`",)
    listed = " and ".join(knobs) if len(knobs) < 3 else \
        ", ".join(knobs[:-1]) + " and " + knobs[-1]
    one = len(knobs) == 1
    hint = (f"each wave holds what {listed} make{'s' if one else ''} it hold at once: lower "
            f"{'it' if one else 'one of them'}" if knobs else "use a smaller tile") + \
        (", or spread the tile over more `waves`" if has_product(k) else "") + \
        (f" (in `schedule {k.name} on {target} {{ ... }}` to change only {target})"
         if spec is None else "")
    return e.at(where.span, hint, notes)


# The passes after scheduling, in order: the LIR is checked against the op table after each
# (kgen.lir.verify), and `kgen compile --emit lir:NAME` prints it after the one named.
PASSES = (
    ("fold", L.fold_constant_branches),   # branches a specialised size settles
    ("roles", warp_specialize),           # Pipelined loops that ask for warp roles
    ("tmem", place_tensor_memory),        # tcgen05's tensor memory around the whole body
    ("pipeline", pipeline_loops),         # every other Pipelined loop
    ("groups", merge_wgmma_groups),       # back-to-back independent products: one wgmma group
    ("dce", L.eliminate_dead_code),
    ("divide", divide_by_multiplying),    # divisions by constants and shared uniform divisors
    ("barriers", insert_barriers),
)


LIR_STAGES = ("lir:lower", *(f"lir:{name}" for name, _ in PASSES))


def _finish(lowered: L.Function, stop_after: str | None = None,
            rings: bool = True) -> L.Function:
    """The passes after scheduling (PASSES), then the proofs; with stop_after, the function as
    that pass left it (no later pass, no proof: for `--emit lir:NAME`). rings=False leaves
    the mbarrier proof to the caller (a split reduction's part, proven once it knows the rows
    a part walks)."""
    seen: dict = {}
    fn = verify_function(lowered, "lower", seen)
    if stop_after == "lower":
        return fn
    for name, run in PASSES:
        fn = verify_function(run(fn), name, seen)
        if name == stop_after:
            return fn
    verify_barriers(fn)
    verify_group_barriers(fn)
    verify_async_copies(fn)
    if rings:
        verify_mbarriers(fn)
    return fn


def emit(functions: list[L.Function], target: Target, title: str) -> tuple[str, list]:
    """The emitter for the target's vendor: text, and the resources it already knows."""
    if target.is_nvidia:
        from .emitters import ptx
        return ptx.emit_module(functions, target, title), []
    from .emitters import amdgcn
    return amdgcn.emit_module(functions, target)
