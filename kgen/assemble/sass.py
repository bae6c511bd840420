"""What the assembler made of kgen's PTX: facts read from the SASS of a cubin.

ptxas may keep kgen's PTX and still not run it as scheduled: on sm_90a it can serialize a wgmma
pipeline (one warpgroup's products wait for each other) and says so only in an info line
(C7514, C7519: "Potential Performance Loss"). kgen.assemble.driver refuses those lines; this module
reads the machine code itself, so that `kgen compile --stats`, `kgen bench` and the tests see
how many HGMMA instructions a kernel has and how often its warpgroup waits for all of them.

The SASS words (nvdisasm, CUDA 13): `HGMMA.64x128x16.F32.BF16 R24, gdesc[UR16], R24, gsb0` is
one wgmma.mma_async (`gsb0` on the last of a commit group); `WARPGROUP.DEPBAR.LE gsb0, 0xN`
waits until at most N groups are in flight (wgmma.wait_group N); `WARPGROUP.ARRIVE` is a
wgmma.fence. A pipeline that overlaps has waits with N > 0 in its loop; a serialized one has a
full wait (`0x0`) after every group.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .. import cachedir
from ..errors import AssembleError

_FUNC = re.compile(r"^\s*\.section\s+\.text\.([A-Za-z_$][\w$]*),")
_INST = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)([^;]*);")
_WAIT = re.compile(r"gsb0,\s*0x([0-9a-f]+)")
# The tensor-core instructions a wgmma.mma_async becomes: HGMMA for f16/bf16 multiplicands,
# QGMMA for 8-bit floats (`QGMMA.64x128x32.F32.E4M3.E5M2 R24, gdesc[UR4], RZ, !UPT, gsb0`).
_GMMA = ("HGMMA", "QGMMA")


@dataclass(frozen=True)
class SassFacts:
    """One kernel's machine code, counted."""
    kernel: str
    instructions: int
    hgmma: int          # wgmma.mma_async as the tensor cores get them (HGMMA or QGMMA)
    full_waits: int     # WARPGROUP.DEPBAR.LE gsb0, 0x0: every product of the warpgroup done
    partial_waits: int  # ... 0xN, N > 0: the last N groups may still run (overlap)
    qgmma: int = 0      # of them QGMMA (8-bit multiplicands)
    # BRA.U.ANY: a loop ptxas builds to issue an instruction whose operands must be uniform
    # registers (a TMA copy, a tcgen05.mma) under a predicate it cannot prove one lane's: ELECT
    # a lane, R2UR its operands, issue, again while any lane is left. kgen issues those under
    # elect.sync (kgen.passes.specialize, kgen.lower.tcgen05), so none should be left.
    lane_loops: int = 0

    def line(self) -> str:
        loops = f", {self.lane_loops} lane loops" if self.lane_loops else ""
        if not self.hgmma:
            return f"{self.instructions} instr{loops}"
        name = "QGMMA" if self.qgmma == self.hgmma else "HGMMA" if not self.qgmma else \
            "HGMMA/QGMMA"
        return (f"{self.instructions} instr, {self.hgmma} {name}, wgmma waits: "
                f"{self.partial_waits} partial {self.full_waits} full{loops}")


def nvdisasm() -> str | None:
    """The wheel's nvdisasm (nvidia-cuda-nvdisasm, a dependency), else one on PATH."""
    import shutil

    from .driver import nvidia_wheel_tool
    return nvidia_wheel_tool("nvdisasm") or shutil.which("nvdisasm")


def disassemble(cubin: bytes) -> str:
    """The cubin's SASS as nvdisasm prints it."""
    tool = nvdisasm()
    if tool is None:
        raise AssembleError("nvdisasm not found: kgen reads the SASS with it",
                            hint="pip install nvidia-cuda-nvdisasm")
    with tempfile.TemporaryDirectory(prefix="kgen-") as tmp:
        path = Path(tmp) / "k.cubin"
        path.write_bytes(cubin)
        p = subprocess.run([tool, "-c", str(path)], capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        raise AssembleError("nvdisasm could not read the cubin:\n" + p.stderr.strip())
    return p.stdout


def facts(sass: str) -> dict[str, SassFacts]:
    """{kernel: its facts} of nvdisasm's text."""
    counts: dict[str, list[int]] = {}
    cur = None
    for line in sass.splitlines():
        m = _FUNC.match(line)
        if m:
            cur = counts.setdefault(m.group(1), [0, 0, 0, 0, 0, 0])
            continue
        m = _INST.search(line)
        if m is None or cur is None:
            continue
        op = m.group(2)
        cur[0] += 1
        if op.startswith(_GMMA):
            cur[1] += 1
            cur[4] += op.startswith("QGMMA")
        elif op == "BRA.U.ANY":
            cur[5] += 1
        elif op == "WARPGROUP.DEPBAR.LE":
            w = _WAIT.search(m.group(3))
            if w:
                cur[2 if int(w.group(1), 16) == 0 else 3] += 1
    return {k: SassFacts(k, *v) for k, v in counts.items()}


@functools.lru_cache(maxsize=8)
def cubin_facts(cubin: bytes) -> dict[str, SassFacts]:
    """facts of a cubin, disassembled once: in the process (`kgen bench` asks for each kernel
    of a module), and across processes where the cache is on (nvdisasm is 0.3-0.6 s a call,
    most of a cached `kgen bench` of a small kernel): kept as JSON in kgen's cache folder under
    the hash of the cubin, this module's text (how facts are counted) and the nvdisasm used.
    A kept file that does not read is disassembled again and rewritten."""
    tool = nvdisasm()
    name = None if tool is None else _kept_name(cubin, tool)
    kept = None if name is None else _from_json(cachedir.read(name))
    if kept is not None:
        return kept
    got = facts(disassemble(cubin))
    if name is not None:
        cachedir.write(name, json.dumps({k: dataclasses.asdict(v)
                                         for k, v in got.items()}).encode())
    return got


def _from_json(data: bytes | None) -> dict[str, SassFacts] | None:
    """Facts kept as JSON; None where none were kept or the file does not read."""
    if data is None:
        return None
    try:
        return {k: SassFacts(**v) for k, v in json.loads(data).items()}
    except (ValueError, TypeError):
        return None


def _kept_name(cubin: bytes, tool: str) -> str:
    """The name cubin_facts keeps a cubin's facts under: a hash of the cubin, this module's
    text and the nvdisasm (its path, size and time)."""
    st = os.stat(tool)
    h = hashlib.sha256(cubin)
    h.update(_this().encode())
    h.update(f"{os.path.realpath(tool)}:{st.st_size}:{st.st_mtime_ns}".encode())
    return f"sass-{h.hexdigest()}.json"


@functools.cache
def _this() -> str:
    """The hash of this module's text: how facts are counted."""
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()


def compiled_facts(compiled) -> dict[str, SassFacts]:
    """{function: facts} of an assembled NVIDIA compile; {} for other targets (their machine
    code is kgen's own text) or before assembling."""
    if compiled.binary is None or not compiled.target.is_nvidia or \
            not compiled.binary.startswith(b"\x7fELF"):   # PTX handed to a driver as it is
        return {}
    return cubin_facts(compiled.binary)


def ptx_waits(text: str) -> dict[str, tuple[int, int]]:
    """{function: (wgmma.wait_group 0 count, wgmma.wait_group N > 0 count)} of PTX text: what
    the schedule asked for, to set beside the SASS's full and partial waits."""
    out: dict[str, list[int]] = {}
    cur = None
    for line in text.splitlines():
        m = re.match(r"\.visible \.entry (\w+)", line)
        if m:
            cur = out.setdefault(m.group(1), [0, 0])
        m = re.search(r"wgmma\.wait_group\.sync\.aligned (\d+)", line)
        if m and cur is not None:
            cur[0 if m.group(1) == "0" else 1] += 1
    return {k: (v[0], v[1]) for k, v in out.items()}
