"""The LIR's op table: one row per op, the facts every pass, verifier and back end reads about it.

The meaning of each op is kgen.lir.ops's docstring; this is the same list as data: the names of
its attributes (an op's `attrs` tuple is read by name through `attr`), how many destinations and
sources it takes, whether it has an effect beyond its destinations (so dead-code elimination
keeps it), and which attributes name shared buffers or a store group (so passes that copy code
rename them). `verify_function` checks a function against it after every pass
(kgen.lir.verify, run by kgen.compiler after each pass): an op that is not here, or that has the
wrong number of attributes, destinations or sources, is a compiler bug at the pass that made it.
"""

from __future__ import annotations

from dataclasses import dataclass

ANY = 1 << 16     # no upper bound on a count (wgmma's accumulators, tma_load's coordinates)


@dataclass(frozen=True)
class OpDef:
    name: str
    attrs: tuple[str, ...] = ()     # attribute names, in the order of Inst.attrs
    required: int | None = None     # how many of them every instance has (default: all)
    dsts: tuple[int, int] = (1, 1)  # fewest and most destinations
    srcs: tuple[int, int] = (0, 0)  # fewest and most sources
    effect: bool = False            # acts beyond its destinations: never dead code
    buffers: tuple[str, ...] = ()   # attributes that name a shared buffer
    group: str = ""                 # the attribute that names a store group

    @property
    def least_attrs(self) -> int:
        return len(self.attrs) if self.required is None else self.required


def _row(names: str, **kw) -> list[OpDef]:
    return [OpDef(n, **kw) for n in names.split()]


_NONE = dict(dsts=(0, 0))
_ROWS = [
    *_row("ld_param", attrs=("param",)),
    *_row("tid"),
    # one lane of the warp, the same one every time the predicate is read (NVIDIA elect.sync;
    # the whole warp runs it): which lane is the hardware's, nothing kgen emits depends on it
    *_row("elect"),
    *_row("ctaid", attrs=("axis",)),
    *_row("mov not neg abs cvt_u64 not_p fneg fabs ex2 lg2 sqrt rsqrt rcp floor sin cos",
          srcs=(1, 1)),
    *_row("add sub mul min max shl shr and or xor mulhi mul_wide add64 shl64 and_p or_p "
          "fadd fsub fmul fdiv fmin fmax", srcs=(2, 2)),
    # ("nonnegative",): an s32 dividend the lowering knows is >= 0 (kgen.passes.divide)
    *_row("div rem", attrs=("dividend",), required=0, srcs=(2, 2)),
    *_row("selp fma", srcs=(3, 3)),
    *_row("setp", attrs=("cmp", "type"), srcs=(2, 2)),
    *_row("cvt", attrs=("kind",), srcs=(1, 2)),
    # n elements of `bits` each, one vector access: n destinations (stores: n values)
    *_row("ld_global", attrs=("bits", "n"), dsts=(1, 8), srcs=(3, 3)),
    *_row("st_global", attrs=("bits", "n"), dsts=(0, 0), srcs=(4, 11), effect=True),
    *_row("ld_shared", attrs=("buffer", "bits"), required=1, dsts=(1, 4), srcs=(2, 2),
          buffers=("buffer",)),
    *_row("st_shared", attrs=("buffer", "bits", "group"), required=1, dsts=(0, 0), srcs=(3, 6),
          effect=True, buffers=("buffer",), group="group"),
    *_row("warp_reduce", attrs=("kind", "type"), srcs=(1, 1)),
    *_row("shfl_xor", attrs=("mask",), srcs=(1, 1)),
    *_row("shfl_idx", srcs=(2, 2)),
    # scope "here": the threads that run it (kgen.passes.barriers: inside a warp role, that
    # role's named barrier); else the block's
    *_row("bar", attrs=("reason", "scope"), required=1, **_NONE, effect=True),
    # NVIDIA: cp.async
    *_row("cp_async", attrs=("buffer", "bytes", "group"), dsts=(0, 0), srcs=(4, 4), effect=True,
          buffers=("buffer",), group="group"),
    *_row("cp_async_commit", **_NONE, effect=True),
    *_row("cp_async_wait", attrs=("n",), **_NONE, effect=True),
    # sm_90a: TMA, mbarriers, wgmma, warp roles
    *_row("shared_addr", attrs=("buffer",), buffers=("buffer",)),
    *_row("mbar_init", attrs=("buffer", "count"), dsts=(0, 0), srcs=(2, 2), effect=True,
          buffers=("buffer",)),
    *_row("mbar_expect_tx", attrs=("buffer", "bytes"), dsts=(0, 0), srcs=(2, 2), effect=True,
          buffers=("buffer",)),
    *_row("mbar_arrive", attrs=("buffer",), dsts=(0, 0), srcs=(2, 2), effect=True,
          buffers=("buffer",)),
    *_row("mbar_wait", attrs=("buffer", "scope"), required=1, dsts=(0, 0), srcs=(3, 3),
          effect=True, buffers=("buffer",)),
    *_row("fence_mbar_init fence_proxy_async wgmma_fence wgmma_commit trap", **_NONE,
          effect=True),
    # off, imm, tmap, 1..5 coordinates, bar_off, bar_imm
    *_row("tma_load", attrs=("buffer", "bar_buffer", "bytes", "operand", "multicast"),
          required=4, dsts=(0, 0), srcs=(6, 10), effect=True, buffers=("buffer", "bar_buffer")),
    # thread-block clusters
    *_row("cluster_rank"),
    *_row("cluster_sync", attrs=("reason",), **_NONE, effect=True),
    *_row("mbar_arrive_peer", attrs=("buffer",), dsts=(0, 0), srcs=(3, 3), effect=True,
          buffers=("buffer",)),
    # off, imm, tmap, 1..5 coordinates: one box of shared memory to global (bulk_group)
    *_row("tma_store", attrs=("buffer", "operand"), dsts=(0, 0), srcs=(4, 8), effect=True,
          buffers=("buffer",)),
    *_row("bulk_commit", **_NONE, effect=True),
    *_row("bulk_wait", attrs=("n",), **_NONE, effect=True),
    *_row("wgmma_wait", attrs=("n",), **_NONE, effect=True),
    *_row("wgmma", attrs=("shape", "dtype", "trans_a", "trans_b", "buffer_a", "buffer_b"),
          dsts=(1, ANY), srcs=(3, ANY), buffers=("buffer_a", "buffer_b")),
    *_row("wgmma_rs", attrs=("shape", "dtype", "trans_b", "buffer_b"), dsts=(1, ANY),
          srcs=(6, ANY), buffers=("buffer_b",)),
    *_row("bar_named", attrs=("id", "threads", "reason"), **_NONE, effect=True),
    *_row("turn_sync turn_arrive", attrs=("threads", "reason"), dsts=(0, 0), srcs=(1, 1),
          effect=True),
    *_row("setmaxnreg", attrs=("direction", "registers"), **_NONE, effect=True),
    # AMD: MFMA and wave groups; NVIDIA sm_80: ldmatrix and mma.sync
    # srcA and srcB (2 registers each, 4 for CDNA4's 16-bit 32x32x16 / 16x16x32), then srcC
    *_row("mfma", attrs=("shape", "dtype", "agpr"), required=2, dsts=(4, 16), srcs=(8, 32)),
    *_row("ldmatrix", attrs=("buffer", "n", "trans"), dsts=(1, 4), srcs=(2, 2),
          buffers=("buffer",)),
    *_row("mma", attrs=("shape", "dtype"), dsts=(4, 4), srcs=(10, 10)),
    *_row("bar_group", attrs=("group", "groups", "reason"), dsts=(0, 0), srcs=(1, 1),
          effect=True),
    *_row("setprio", attrs=("level",), **_NONE, effect=True),
    # sm_100a: tcgen05 (tensor memory, the MMA one thread issues, its commit to an mbarrier)
    *_row("tmem_alloc", attrs=("buffer", "cols"), dsts=(0, 0), srcs=(2, 2), effect=True,
          buffers=("buffer",)),
    *_row("tmem_dealloc", attrs=("cols",), dsts=(0, 0), srcs=(1, 1), effect=True),
    *_row("tmem_relinquish tmem_wait_ld", **_NONE, effect=True),
    *_row("tc_fence", attrs=("kind",), **_NONE, effect=True),
    # taddr, adesc, bdesc, idesc, enable-input-d
    *_row("tc_mma", attrs=("kind", "dtype", "buffer_a", "buffer_b"), dsts=(0, 0), srcs=(5, 5),
          effect=True, buffers=("buffer_a", "buffer_b")),
    # the commits made before it; its mbarrier pair
    *_row("tc_commit", attrs=("buffer",), dsts=(0, 0), srcs=(1, 1), effect=True,
          buffers=("buffer",)),
    # the commits made so far; keep: how many of the newest may stay in flight (0: none)
    *_row("tc_wait", attrs=("buffer", "keep"), dsts=(0, 0), srcs=(1, 1), effect=True,
          buffers=("buffer",)),
    *_row("tmem_ld", attrs=("n",), dsts=(1, 128), srcs=(1, 1)),
    *_row("tmem_st", attrs=("n",), dsts=(0, 0), srcs=(2, 129), effect=True),
    *_row("tmem_wait_st", **_NONE, effect=True),
]
OPS: dict[str, OpDef] = {r.name: r for r in _ROWS}
assert len(OPS) == len(_ROWS), "an op listed twice"

EFFECTS = frozenset(n for n, r in OPS.items() if r.effect)
# {op: positions of its attributes that name shared buffers}; {op: position of its group}
BUFFER_ATTRS = {n: tuple(r.attrs.index(b) for b in r.buffers) for n, r in OPS.items() if r.buffers}
GROUP_ATTRS = {n: r.attrs.index(r.group) for n, r in OPS.items() if r.group}
