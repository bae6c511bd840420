"""Assembling AMDGCN text to a code object (.hsaco) with LLVM's tools: llvm-mc, then ld.lld.

    llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj k.s -o k.o
    ld.lld -shared k.o -o k.hsaco

No GPU and no ROCm are needed: Debian's `llvm-NN` and `lld-NN` packages are enough. Any warning
from either tool is an error (kgen's text should draw none), reported with the tool's log and a
command line that reproduces it.

The emitted text declares `.amdhsa_code_object_version 5`, a directive llvm-mc knows from LLVM 18
on (llvm-project PR 76267), so that is the oldest usable llvm-mc even where the processor itself
is older (gfx90a: LLVM 13).
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
import tempfile

from ..errors import AssembleError
from ..target.targets import Target

MIN_LLVM_FOR_TEXT = 18     # `.amdhsa_code_object_version` directive
ROCM_LLVM = "/opt/rocm/llvm/bin"
INSTALL_HINT = ("install LLVM's assembler and linker: `apt-get install llvm-22 lld-22` on "
                "Debian/Ubuntu, or ROCm (/opt/rocm/llvm/bin); or point $KGEN_LLVM_DIR at a "
                "directory holding llvm-mc and ld.lld")
_VERSION = re.compile(r"(?:LLVM version|LLD) (\d+)\.")
_SUFFIXED = re.compile(r"^llvm-mc-(\d+)$")


def tool_version(path: str) -> int | None:
    """The major version `path --version` reports, or None if it does not run."""
    try:
        p = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    m = _VERSION.search(p.stdout + p.stderr)
    return int(m.group(1)) if m else None


def _executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def candidate_pairs(env: dict | None = None) -> list[tuple[str, str]]:
    """(llvm-mc, ld.lld) pairs in the order kgen tries them: $KGEN_LLVM_DIR, ROCm, then
    llvm-mc-NN / ld.lld-NN on PATH from the highest NN down, then plain llvm-mc / ld.lld."""
    env = os.environ if env is None else env
    pairs = []
    for d in (env.get("KGEN_LLVM_DIR"), ROCM_LLVM):
        if d:
            pairs.append((os.path.join(d, "llvm-mc"), os.path.join(d, "ld.lld")))
    path_dirs = [d for d in env.get("PATH", "").split(os.pathsep) if d]
    versions: dict[int, str] = {}
    for d in path_dirs:
        try:
            names = sorted(os.listdir(d))
        except OSError:
            continue
        for name in names:
            m = _SUFFIXED.match(name)
            if m and int(m.group(1)) not in versions:
                versions[int(m.group(1))] = d
    for nn in sorted(versions, reverse=True):
        d = versions[nn]
        pairs.append((os.path.join(d, f"llvm-mc-{nn}"), os.path.join(d, f"ld.lld-{nn}")))
    for d in path_dirs:
        mc, lld = os.path.join(d, "llvm-mc"), os.path.join(d, "ld.lld")
        if _executable(mc) and _executable(lld):
            pairs.append((mc, lld))
            break
    return pairs


def find_llvm(target: Target) -> tuple[str, str]:
    """Paths to an llvm-mc and an ld.lld new enough for the target. A pair found is kept for
    the process (per LLVM version needed, $KGEN_LLVM_DIR and $PATH): the search runs each
    candidate's `--version`, two processes a pair."""
    need = max(target.llvm_min, MIN_LLVM_FOR_TEXT)
    found, tried = _search_llvm(need, os.environ.get("KGEN_LLVM_DIR"), os.environ.get("PATH"))
    if found is None:
        _search_llvm.cache_clear()      # not found is not cached: tools may be installed later
        only = ("; found only: " + "; ".join(tried)) if tried else ""
        raise AssembleError(f"no llvm-mc and ld.lld of LLVM {need} or newer for {target.name}"
                            + only, hint=INSTALL_HINT)
    return found


@functools.cache
def _search_llvm(need: int, llvm_dir: str | None, path: str | None):
    """(the first usable (llvm-mc, ld.lld) or None, the pairs tried); the environment is the
    cache key and is read again by candidate_pairs."""
    tried = []
    for mc, lld in candidate_pairs():
        if not (_executable(mc) and _executable(lld)):
            continue
        v_mc, v_lld = tool_version(mc), tool_version(lld)
        if v_mc is not None and v_mc >= need and v_lld is not None and v_lld >= need:
            return (mc, lld), tuple(tried)
        tried.append(f"{mc} (LLVM {v_mc}), {lld} (LLD {v_lld})")
    return None, tuple(tried)


def _run(cmd: list[str], tool: str, repro: str, tmp: str) -> None:
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    log = (p.stdout + p.stderr).replace(tmp + os.sep, "")
    if p.returncode != 0:
        raise AssembleError(f"{tool} refused kgen's AMDGCN:\n{log.rstrip()}",
                            hint=f"repro: {repro}")
    if re.search(r"\bwarning\b", log, re.I):
        raise AssembleError(f"{tool} warned (kgen treats warnings as errors):\n{log.rstrip()}",
                            hint=f"repro: {repro}")


def assemble_amd(text: str, target: Target) -> bytes:
    """AMDGCN text to a linked code object (ELF shared object, .hsaco)."""
    mc, lld = find_llvm(target)
    with tempfile.TemporaryDirectory(prefix="kgen-amd-") as tmp:
        src, obj, out = (os.path.join(tmp, n) for n in ("k.s", "k.o", "k.hsaco"))
        with open(src, "w") as f:
            f.write(text)
        mc_args = ["-triple=amdgcn-amd-amdhsa", f"-mcpu={target.name}", "-filetype=obj"]
        _run([mc, *mc_args, src, "-o", obj], "llvm-mc",
             f"kgen compile -t {target.name} -o k.s ...; {mc} {' '.join(mc_args)} k.s -o k.o",
             tmp)
        _run([lld, "-shared", obj, "-o", out], "ld.lld",
             f"{lld} -shared k.o -o k.hsaco (after the llvm-mc step above)", tmp)
        with open(out, "rb") as f:
            return f.read()


def read_resources(code_object: bytes, text: str | None = None) -> list[dict]:
    """Per kernel: name, vgprs, sgprs, agprs, lds_bytes, spills, read back from the code
    object's NT_AMDGPU_METADATA note with llvm-readelf --notes. `text` is unused (the
    signature matches kgen.assemble.driver's call). Empty if no llvm-readelf is found."""
    readelf = _find_readelf()
    if readelf is None:
        return []
    with tempfile.TemporaryDirectory(prefix="kgen-amd-") as tmp:
        path = os.path.join(tmp, "k.hsaco")
        with open(path, "wb") as f:
            f.write(code_object)
        p = subprocess.run([readelf, "--notes", path], capture_output=True, text=True,
                           timeout=60)
    if p.returncode != 0:
        return []
    return parse_metadata_notes(p.stdout)


def parse_metadata_notes(notes: str) -> list[dict]:
    """The per-kernel resource fields of the metadata YAML that llvm-readelf prints."""
    fields = {"name": str, "vgpr_count": int, "sgpr_count": int, "agpr_count": int,
              "group_segment_fixed_size": int, "vgpr_spill_count": int,
              "sgpr_spill_count": int, "private_segment_fixed_size": int}
    kernels: list[dict] = []
    current: dict | None = None
    in_args = False
    for line in notes.splitlines():
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if re.match(r"^\s{2}- \.", line):       # a new kernel entry (two-space list item)
            current = {}
            kernels.append(current)
            in_args = False
            stripped = stripped[2:]
        if current is None:
            continue
        if stripped.startswith(".args:"):
            in_args = True
            continue
        if in_args and indent > 4:
            continue
        in_args = False
        m = re.match(r"^\.(\w+):\s+(\S+)", stripped)
        if m and m.group(1) in fields:
            current[m.group(1)] = fields[m.group(1)](m.group(2))
        if not line.startswith(" ") and stripped and not stripped.startswith("-"):
            current = None
    out = []
    for k in kernels:
        if "name" not in k:
            continue
        out.append({"kernel": k["name"], "vgprs": k.get("vgpr_count", 0),
                    "sgprs": k.get("sgpr_count", 0), "agprs": k.get("agpr_count", 0),
                    "lds_bytes": k.get("group_segment_fixed_size", 0),
                    "spills": k.get("vgpr_spill_count", 0) + k.get("sgpr_spill_count", 0),
                    "scratch_bytes": k.get("private_segment_fixed_size", 0)})
    return out


def _find_readelf() -> str | None:
    for mc, _ in candidate_pairs():
        readelf = mc.replace("llvm-mc", "llvm-readelf")
        if _executable(readelf):
            return readelf
    return None
