"""One wgmma commit group for the products a step issues back to back.

Each product lowers to a group of its own (kgen.lower.product.product_wgmma: `wgmma_fence`,
its wgmmas, `wgmma_commit`, `wgmma_wait 0`, unless the warp roles keep it in flight). Where
two such products follow one another with nothing between them but register arithmetic that
touches neither's accumulators nor A registers (their descriptors: swiglu's gate and up
products in the steps of a cp.async pipeline), the first's wait_group 0 retires a group the
second does not depend on, so the tensor cores drain between the two: in the SASS a
`WARPGROUP.DEPBAR.LE gsb0, 0x0` and a `WARPGROUP.ARRIVE` split the HGMMA runs. This pass
joins them: the first product's `wgmma_commit` and `wgmma_wait 0` and the second's
`wgmma_fence` go, so one group holds both products and its `wgmma_wait 0` retires both before
anything reads either's registers.

Why that is the PTX ISA's ordering still:
- "wgmma.fence": a fence is required before the first wgmma.mma_async and between a register
  access and a wgmma.mma_async that accesses the same registers; the first product's fence
  stays, and between it and the second product's wgmmas no instruction but wgmmas writes the
  second's accumulators or A registers (checked below), so its own fence orders nothing more.
- "wgmma.commit_group" / "wgmma.wait_group": wait_group 0 waits for every committed group; the
  joined group is committed and waited for at once, as the second product's was, and no
  instruction between reads or writes the first product's accumulators or A registers (checked
  below) or touches memory, so nothing observes the first product retiring later.
Products whose registers meet (a chain through the accumulators, P fed to P V) or with a
memory access or barrier between them keep their groups.

A pure function of the LIR, after the pipelining passes and before the barrier pass, which
then sees each wgmma's operand reads last until the joined group's wait.
"""

from __future__ import annotations

from dataclasses import replace

from ..lir import ops as L
from ..lir.table import OPS

_PRODUCTS = ("wgmma", "wgmma_rs")


def merge_wgmma_groups(fn: L.Function) -> L.Function:
    """fn with every pair of back-to-back independent product groups joined (module doc)."""
    if not any(n.op == "wgmma_commit" for n in L.walk(fn.body)):
        return fn       # no product groups (mma.sync, MFMA): nothing to join
    return replace(fn, body=_nodes(fn.body))


def _nodes(nodes) -> tuple:
    out: list = []
    for n in nodes:
        if type(n) is L.Inst:
            out.append(n)
        elif isinstance(n, L.If):
            out.append(L.rebuilt(n, then=_nodes(n.then), else_=_nodes(n.else_)))
        elif isinstance(n, L.Loop):
            out.append(L.rebuilt(n, body=_nodes(n.body)))
        else:
            out.append(n)
    # Only a group's commit may start a join: found by the list's own search, over the ops
    # (most nodes are not commits; a join removes three, and the ops are read again).
    ops = [n.op if type(n) is L.Inst else "" for n in out]
    i = _find(ops, "wgmma_commit", 0)
    while i is not None:
        join = _joinable(out, i)
        if join is None:
            i = _find(ops, "wgmma_commit", i + 1)
            continue
        out = [n for j, n in enumerate(out) if j not in join]
        ops = [n.op if type(n) is L.Inst else "" for n in out]
        i = _find(ops, "wgmma_commit", join[0])  # the joined commit may join the next too
    return L.kept(nodes, out)


def _find(ops: list, op: str, start: int) -> int | None:
    """The first index of op in ops from start on, or None."""
    try:
        return ops.index(op, start)
    except ValueError:
        return None


def _is(n, op: str) -> bool:
    return type(n) is L.Inst and n.op == op


def _registers(products: list) -> set[int]:
    """The registers a group's wgmmas hold while in flight: accumulators (destinations and
    the same registers as sources) and A fragments (wgmma_rs); not the u64 descriptors or the
    scale-d predicate, which the instruction reads at issue."""
    out: set[int] = set()
    for n in products:
        out |= {d.id for d in n.dst}
        out |= {s.id for s in n.src if type(s) is L.Reg and s.ty not in ("u64", "pred")}
    return out


def _register_only(n) -> bool:
    """An instruction that reads and writes registers only (no memory, no barrier, no effect)."""
    if type(n) is not L.Inst:
        return False
    d = OPS[n.op]
    # shared_addr names a buffer but only computes its address (a descriptor's start field)
    return not d.effect and (not d.buffers or n.op == "shared_addr") and \
        not n.op.startswith("ld_") and n.op not in (*_PRODUCTS, "mfma", "mma", "ldmatrix")


def _names(n: L.Inst) -> set[int]:
    """The registers an instruction names (destinations, sources, guard)."""
    return {r.id for r in L.mentions((n,)) if type(r) is L.Reg}


def _joinable(out: list, i: int):
    """(the first group's commit, its wait, the second group's fence) as indices into out when
    out[i] commits a group that the next product's group may join (module doc), else None."""
    if not (_is(out[i], "wgmma_commit") and i + 1 < len(out) and _is(out[i + 1], "wgmma_wait")
            and out[i + 1].attr("n") == 0):
        return None
    # the first group: its wgmmas since its fence, straight-line
    j = i - 1
    first, written = [], set()
    while j >= 0 and type(out[j]) is L.Inst and out[j].op != "wgmma_fence":
        if out[j].op in _PRODUCTS:
            first.append(out[j])
        elif not _register_only(out[j]):
            return None
        else:
            written |= {d.id for d in out[j].dst}
        j -= 1
    if j < 0 or not _is(out[j], "wgmma_fence") or not first:
        return None
    held = _registers(first)
    # between the wait and the second group's fence: register arithmetic on other registers
    k = i + 2
    while k < len(out) and _register_only(out[k]):
        if _names(out[k]) & held:
            return None
        written |= {d.id for d in out[k].dst}
        k += 1
    if k >= len(out) or not _is(out[k], "wgmma_fence"):
        return None
    # the second group, up to its commit and a wait_group 0 right after it
    m = k + 1
    second = []
    while m < len(out) and type(out[m]) is L.Inst and out[m].op != "wgmma_commit":
        if out[m].op in _PRODUCTS:
            second.append(out[m])
        elif not _register_only(out[m]) or _names(out[m]) & held:
            return None
        m += 1
    if not second or m + 1 >= len(out) or not _is(out[m + 1], "wgmma_wait") or \
            out[m + 1].attr("n") != 0:
        return None
    theirs = _registers(second)
    if theirs & held or theirs & written:
        return None
    return i, i + 1, k
