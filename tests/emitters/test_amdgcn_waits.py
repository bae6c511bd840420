"""The AMD emitter's s_waitcnt insertion across branches and loops (emitters/amdgcn/waitcnt.py):
every wait the dataflow inserts is one verify_amd also finds needed."""

from __future__ import annotations

from kgen.emitters import amdgcn
from kgen.emitters.amdgcn import waitcnt
from kgen.verify.amd import verify_waits


def _inst(text: str, defs=(), uses=(), target: str = "") -> amdgcn.PInst:
    op = "label" if text.endswith(":") else text.split()[0]
    return amdgcn.PInst(text, op, sum(1 << r for r in defs), sum(1 << r for r in uses),
                        target=target, kind=waitcnt._kind(op))


def test_a_wait_on_one_path_of_a_join_retires_the_older_loads_for_the_blocks_after_it():
    """v[0:3] is loaded, a branch skips a second load into v[4:7], and at the join the
    ds_write of v[4:7] waits with vmcnt(0), which retires v[0:3] too on either path. A block
    after the join (here a loop's, so the dataflow iterates) that overwrites v0 needs no wait.
    The dataflow used to walk the branch's target before its fallthrough and keep, joined into
    every later block, the state that first walk left (v[0:3] in flight): a redundant wait
    before the overwrite, which verify_amd (and the golden test that removes each wait) found
    unneeded."""
    stream = [
        _inst("global_load_dwordx4 v[0:3], v9, s[0:1]", defs=range(0, 4), uses=(9,)),
        _inst("s_cbranch_scc1 .L1", target=".L1"),
        _inst("global_load_dwordx4 v[4:7], v9, s[0:1]", defs=range(4, 8), uses=(9,)),
        _inst(".L1:", target=".L1"),
        _inst("ds_write_b128 v8, v[4:7]", uses=(4, 5, 6, 7, 8)),
        _inst(".L2:", target=".L2"),
        _inst("v_mov_b32 v0, 0", defs=(0,)),
        _inst("s_cbranch_scc1 .L2", target=".L2"),
        _inst("s_endpgm"),
    ]
    out = amdgcn.insert_waits(stream)
    texts = [p.text for p in out]
    assert texts.count("s_waitcnt vmcnt(0)") == 1
    assert texts[texts.index("ds_write_b128 v8, v[4:7]") - 1] == "s_waitcnt vmcnt(0)"
    assert texts[texts.index("v_mov_b32 v0, 0") - 1] == ".L2:"
    verify_waits("k:\n" + "\n".join(texts) + "\n", "k")
