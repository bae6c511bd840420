"""The lowering's entry: a kernel's plan and its LIR, by the lowering its ops call for. A kernel
with a tile product takes the product lowering (kgen.lower.product), whose layouts are the
matrix instruction's fragments; any other takes the elementwise one (kgen.lower.program), whose
layouts follow the memory accesses."""

from __future__ import annotations

from ..tile import ir
from ..errors import ScheduleError
from ..lir import ops as L
from ..target.targets import TARGETS, Target
from .product import lower_products
from .product_plan import has_product, plan_products
from ..front.check import SchedSpec
from .plan import MAX_ELEMS_PER_THREAD, Plan, infer_layouts, plan_elementwise  # noqa: F401
from .program import lower_elementwise


def plan_kernel(k: ir.Kernel, target: Target, spec: SchedSpec | None,
                budget: int = MAX_ELEMS_PER_THREAD) -> Plan:
    """Chooses the grid, the chunk, the walks and the dominant layout of a kernel."""
    if not any(a.kind != "range" for a in k.axes):
        raise ScheduleError("kernel has no tile axis to spread over threads", k.span)
    check_formats(k, target)
    if has_product(k):
        return plan_products(k, target, spec)
    return plan_elementwise(k, target, spec, budget)


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
    """Carries out a plan: the kernel as one LIR function (barriers not yet inserted)."""
    if plan.roots:
        return lower_products(k, plan, target, source_name)
    return lower_elementwise(k, plan, target, source_name)
