"""The lowering's entry: a kernel's plan, and its LIR. The plan's layouts come from what the
kernel's ops ask: a kernel with a tile product holds its axes whole in the matrix instruction's
fragments (kgen.lower.product_plan), any other walks them in chunks of one blocked layout that
follows its memory accesses (kgen.lower.plan). Either plan is carried out by the one lowering
(kgen.lower.program.Lowering), whose rules per op take each value in the layout the plan gives
its axes."""

from __future__ import annotations

from dataclasses import replace

from ..tile import ir
from ..errors import ScheduleError
from ..lir import ops as L
from ..passes.pipeline import pipelined_nodes
from ..target.targets import TARGETS, Target
from .product_plan import (MATRIX, STREAM_STAGES, has_product, plan_products, ring_depth,
                           stream_protocol)
from ..front.check import SchedSpec
from .plan import (MAX_ELEMS_PER_THREAD, Plan, Rows, infer_layouts, plan_elementwise,  # noqa: F401
                   short_rows)
from .program import Lowering


def plan_kernel(k: ir.Kernel, target: Target, spec: SchedSpec | None,
                budget: int = MAX_ELEMS_PER_THREAD, rows: Rows | None = None) -> Plan:
    """Chooses the grid, the chunk, the walks and the dominant layout of a kernel (`rows`: of
    its short-row variant, kgen.lower.plan.short_rows)."""
    if not any(a.kind != "range" for a in k.axes):
        raise ScheduleError("kernel has no tile axis to spread over threads", k.span)
    check_formats(k, target)
    if has_product(k):
        return plan_products(k, target, spec)
    return plan_elementwise(k, target, spec, budget, rows)


def check_formats(k: ir.Kernel, target: Target) -> None:
    """Every 8-bit float the kernel names is one the target converts and multiplies in
    hardware (Target.fp8), else a diagnostic at the name that says which it has."""
    products = [v for v in ir.values(k.body) if v.op == "matmul"]
    if len({v.args[0].dtype.is_fp8 for v in products}) > 1:
        v = next(v for v in products if v.args[0].dtype.is_fp8)
        raise ScheduleError("a kernel's products are all of 8-bit floats or none: one matrix "
                            "instruction family tiles a kernel", v.span,
                            hint="cast this product's operands to bf16 (exact for 8-bit "
                                 "floats), or split the kernel")
    named = [(p.dtype, getattr(p, "dtype_span", None) or p.span) for p in k.params] + [
        (v.dtype, v.span) for v in ir.values(k.body) if v.op == "cast"]
    for dt, span in named:
        if dt.is_fp8 and dt.label not in target.fp8:
            have = (f"{target.name} converts {' and '.join(target.fp8)}, whose encodings "
                    f"differ from {dt}'s (bias, range, NaN)" if target.fp8 else
                    f"{target.name} has no 8-bit float conversions or products")
            others = ", ".join(t.name for t in TARGETS.values() if dt.label in t.fp8)
            raise ScheduleError(f"{dt} is not a format {target.name} converts in hardware",
                                span, hint=have + (f"; {dt} compiles for {others} "
                                                   f"(-t {others.split(',')[0]})"
                                                   if others else ""))


def lower_kernel(k: ir.Kernel, plan: Plan, target: Target, source_name: str) -> L.Function:
    """Carries out a plan: the kernel as one LIR function (barriers not yet inserted), its
    loops' operand streams (kgen.lower.product) as deep as shared memory allows (the
    schedule's `stages`, else STREAM_STAGES, or IN_FLIGHT_STAGES where every pipelined step
    leaves its products in flight or TMA streams 8-bit operands, else fewer; none: staged
    synchronously). The depth changes only the Pipelined nodes (kgen.passes.pipeline
    multiplies their buffers), so the kernel is lowered once and its nodes given the depth
    that fits."""
    mx = MATRIX[plan.matrix] if plan.matrix else None
    want = plan.stages or (STREAM_STAGES.get(stream_protocol(target, mx, k), 0) if mx else 0)
    low = Lowering(k, plan, target, source_name, want)
    try:
        fn = low.run()
    except ScheduleError:
        if plan.stages or not low.stream_buffers:
            raise
        # Even one slot per stream does not fit beside the rest: stage synchronously (an
        # error that is not about the streams comes back from this lowering too).
        return Lowering(k, plan, target, source_name, 0).run()
    if not low.stream_buffers:
        return fn
    loops = list(pipelined_nodes(fn.body))
    want = ring_depth(want, bool(plan.stages), loops, low.promotes)
    top = max((x.offset + x.size for x in fn.shared), default=0)
    span = sum(x.size for x in fn.shared if x.name in low.stream_buffers)
    fits = [S for S in range(want, 1, -1) if top + (S - 1) * span <= target.shared_bytes]
    if not span or fits[:1] == [low.stages]:
        return fn
    if plan.stages:
        raise ScheduleError(
            f"{want} stages of the loop's operand streams ({span} bytes a stage) need "
            f"{top + (want - 1) * span} bytes of shared memory; {target.name} has "
            f"{target.shared_bytes}", plan.stages_at or k.span,
            hint=f"at most {fits[0]} stages fit these tiles" if fits else
            "even 2 stages do not fit: use smaller tiles")
    if fits:
        return replace(fn, body=_restage(fn.body, fits[0]))
    return Lowering(k, plan, target, source_name, 0).run()


def _restage(nodes, stages: int) -> tuple:
    """nodes with every Pipelined loop `stages` deep."""
    out = []
    for n in nodes:
        if type(n) is L.Inst:      # most nodes: nothing to look into
            pass
        elif isinstance(n, L.Pipelined):
            n = replace(n, stages=stages)
        elif isinstance(n, L.If):
            n = replace(n, then=_restage(n.then, stages), else_=_restage(n.else_, stages))
        elif isinstance(n, L.Loop):
            n = replace(n, body=_restage(n.body, stages))
        out.append(n)
    return tuple(out)
