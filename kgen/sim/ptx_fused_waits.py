"""Fused warps in kernels that wait on mbarriers, TMA copies and counted barriers (sm_90a's
pipelines): core.run_block's scheduler, with groups of converged warps (ptx_fused.Group) as its
units.

A warp-specialised kernel splits at its role branch into a few classes of warps that each run
one program: the producer warp, the warps of a consumer warpgroup. Each class runs here as one
group, whose instructions run once for all its warps (ptx_fused). The synchronisation
instructions (ptx_fused.SYNC) run once per member warp, on its own state, as they would warp
by warp, and the members' answers decide the group's (Group._sync): the group blocks when every
member waits, yields when one released others (an arrive, a completed counted barrier, a TMA
copy issued), and splits where its members disagree (some blocked, others went on; the consumer
warpgroups of a ping-pong, each waiting at its own counted barrier).

The order is core.run_block's, unit by unit: round robin in rank order (reversed with
`reverse`), a unit that yields lets the pass start again from the first (with `eager`, it runs
on until it blocks), a blocked unit runs again once every member is ready, and a whole-block
barrier opens when every live warp waits at it, where converged warps at one pc merge again
(ptx_fused.regroup). The members of a group do in one step what warp by warp they would do in
consecutive turns with no other warp between them: every such order is one the hardware may
run, and the race detector does not depend on the order. A verdict that does (a producer that
refills a slot before its consumers release it meets a phase they have not completed only in
some orders) is the warp-by-warp run's: a fused launch that raises is run again warp by warp
from its start (ptx.PtxModule.run), and tests/sim/test_sim_fused_waits.py checks that broken
pipelines meet the same verdict both ways, a refused one failing already in the fused run.
This scheduler is core.run_block's loop again, over units: splits replace a unit by its parts,
and a barrier counts and joins the units' member warps."""

from __future__ import annotations

from .core import BarrierDeadlock
from .ptx_fused import Group, Plan, _open, members, regroup


def _warps(units) -> int:
    return sum(len(members(u)) for u in units)


def _step(u, code: list, plan: Plan):
    """Runs the unit until it blocks, yields, waits at a barrier, exits or splits."""
    if isinstance(u, Group):
        return u.run(code, plan)
    return u.run(), None


def run_block_waits(warps: list, regs: list, code: list, plan: Plan, eager: bool = False,
                    reverse: bool = False) -> None:
    """Runs one block's warps (regs: their registers side by side, warp by warp) as groups,
    in core.run_block's order (`eager`, `reverse`: kgen.sim.core.block_order)."""
    live: list = [Group(warps, regs, 0)]
    waiting: list = []
    blocked: list = []
    while live:
        ran = False
        exited = []
        for u in (live[::-1] if reverse else list(live)):
            if any(u is x for x in waiting):
                continue
            if any(u is x for x in blocked):
                if not u.ready():
                    continue
                blocked = [x for x in blocked if x is not u]
            ran = True
            status, more = _step(u, code, plan)
            while eager and status == "yield":
                status, more = _step(u, code, plan)     # the releasing unit runs on
            if status == "split":
                parts = [p if isinstance(p, tuple) else (p, None) for p in more]
                i = next(j for j, x in enumerate(live) if x is u)
                live[i:i + 1] = [p for p, _ in parts]
                blocked += [p for p, s in parts if s == "blocked"]
                break                   # as after a yield: the pass starts again
            if status == "barrier":
                waiting.append(u)
            elif status == "blocked":
                blocked.append(u)
            elif status == "yield":
                break
            else:
                exited.append(u)
        live = [u for u in live if not any(u is x for x in exited)]
        if waiting and _warps(waiting) == _warps(live):
            _open(sorted((w for u in waiting for w in members(u)), key=lambda w: w.rank))
            live, waiting = regroup(waiting, plan), []
            continue
        if live and not ran:
            what = "; ".join(u.blocked_on() if not any(u is x for x in waiting)
                             else f"warps {[w.id for w in members(u)]} wait at a barrier"
                             for u in live)
            raise BarrierDeadlock(f"no warp of the block can go on: {what}")
