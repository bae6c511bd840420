"""Assembling: PTX to cubin with NVIDIA's tools, AMDGCN to a code object with LLVM's.

PTX goes through `ptxas` (the `nvidia-cuda-nvcc` wheel's copy, else one on PATH: no GPU and no CUDA
toolkit needed), which compiles a module as a whole program, as the driver does when it loads PTX.
nvJitLink (the `nvidia-nvjitlink` wheel, via `cuda-bindings`) is the fallback, and a lesser one:
it is a linker, and compiles each PTX input as a separately compiled, relocatable unit. Its log
shows this: given `-Xptxas=-ewp` it says "Conflicting options '--compile-only' and
'--extensible-whole-program' specified" (nvJitLink 13.5), and `ptxas --help` says of
--compile-only "Generate relocatable object"; the driver's cuLinkAddData documents the same
("treated as relocatable (-rdc=true to nvcc)", CUDA Driver API, Module Management). In that mode
ptxas drops `setmaxnreg`, "(C7504) Potential Performance Loss: 'setmaxnreg' ignored to maintain
compatibility across compilation units", whatever the kernel's directives say; no nvJitLink option
turns the mode off (tried with 13.5: -maxrregcount, -kernels-used, -lto, -Xptxas=-ewp,
-Xptxas=--device-function-maxrregcount).

Either way, any warning is an error, and so is any log line saying an instruction was ignored:
kgen's text should draw none, and a kernel without the instruction it was scheduled around is not
the kernel kgen verified. So is the assembler's verdict on speed (`verdicts`): an info line
"(C75xx) Potential Performance Loss" (ptxas serialized a wgmma pipeline, or dropped a register
budget) or spilled registers means the machine code is not the schedule kgen planned; the
compile stops there unless the kernel's schedule accepts that verdict by name
(`accept C7519`, `accept spills`). The resource report (registers, spills, shared memory) is read back from
the assembler's info log, so `kgen compile --stats` shows what the hardware will get.
"""

from __future__ import annotations

import functools
import glob
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from ..errors import AssembleError, AssemblerVerdict
from ..target.targets import Target


@dataclass(frozen=True)
class KernelResources:
    kernel: str
    registers: int
    spill_bytes: int
    shared_bytes: int
    extra: str = ""     # vendor-specific detail (AMD: SGPRs, AGPRs)


def assemble(text: str, target: Target, accept: dict[str, frozenset] | None = None
             ) -> tuple[bytes, list[KernelResources]]:
    """(binary, resources) of kgen's text; raises AssemblerVerdict for a verdict (see the
    module doc) that `accept` ({kernel: names of verdicts}) does not name for its kernel."""
    if target.is_nvidia:
        binary, res, log = assemble_ptx(text, target)
        for v in verdicts(log, res, target.name):
            if v.code not in (accept or {}).get(v.kernel, ()):
                raise v
        return binary, res
    from .amd import assemble_amd, read_resources
    binary = assemble_amd(text, target)
    # The metadata's .vgpr_count counts ArchVGPRs and AGPRs together on gfx90a/gfx942, as LLVM
    # writes it and as runtimes read it for occupancy (see emitters/amdgcn/codeobject.py vgpr_count).
    return binary, [KernelResources(r["kernel"], r["vgprs"], r.get("spills", 0), r["lds_bytes"],
                                    _amd_detail(r)) for r in read_resources(binary, text)]


def _amd_detail(r: dict) -> str:
    """_amd_detail({"sgprs": 42, "agprs": 32, ...}) is "VGPRs incl. 32 AGPRs; 42 SGPRs"."""
    agprs = f" incl. {r['agprs']} AGPRs" if r.get("agprs") else ""
    return f"VGPRs{agprs}; {r['sgprs']} SGPRs"


# ptxas -v lines: "Function properties for k" / "Used 12 registers, ... 16 bytes smem"
_USED = re.compile(r"Used (\d+) registers")
_SPILL = re.compile(r"(\d+) bytes spill stores, (\d+) bytes spill loads")
_SMEM = re.compile(r"(\d+) bytes smem")
_FUNC = re.compile(r"(?:Compiling entry function|Function properties for) '?([A-Za-z_]\w*)'?")


def _parse_ptxas_log(log: str) -> list[KernelResources]:
    out: dict[str, dict] = {}
    current = None
    for line in log.splitlines():
        m = _FUNC.search(line)
        if m:
            current = m.group(1)
            out.setdefault(current, {"regs": 0, "spill": 0, "smem": 0})
        if current is None:
            continue
        if (m := _USED.search(line)):
            out[current]["regs"] = int(m.group(1))
            if (s := _SMEM.search(line)):
                out[current]["smem"] = int(s.group(1))
        if (m := _SPILL.search(line)):
            out[current]["spill"] = int(m.group(1)) + int(m.group(2))
    return [KernelResources(k, v["regs"], v["spill"], v["smem"]) for k, v in out.items()]


def _nvjitlink():
    try:
        from cuda.bindings import nvjitlink
        return nvjitlink
    except ImportError:
        return None


def assemble_ptx(text: str, target: Target) -> tuple[bytes, list[KernelResources], str]:
    """(cubin, resources, the assembler's info log): ptxas when there is one (a whole-program compile), else nvJitLink (see the module's
    docstring for why that order: nvJitLink drops setmaxnreg, and kgen then refuses its cubin)."""
    if find_ptxas():
        return _with_ptxas(text, target)
    nvj = _nvjitlink()
    if nvj is None:
        raise AssembleError("no PTX assembler found", hint="pip install nvidia-cuda-nvcc (it "
                            "brings ptxas), or install the CUDA toolkit so that ptxas is on PATH")
    try:
        return _with_nvjitlink(nvj, text, target)
    except AssembleError:
        raise
    except Exception as e:  # the library is there but cannot be loaded (no libnvJitLink)
        raise AssembleError(f"nvJitLink could not run: {e}", hint="pip install "
                            "nvidia-cuda-nvcc (or put CUDA's ptxas on PATH)") from None


# The ptxas kgen's sm_90a code is checked with (the nvidia-cuda-nvcc pin in pyproject.toml); an
# older one schedules some of it worse. Seen 2026-11-29: ptxas 13.0.88 (CUDA 13.0's, on an H200's
# image) injects warpgroup.arrive (C7519) into the loop of every attention kernel, where the
# previous step's P @ V sits under a branch; 13.5.37 takes the same PTX as written.
CHECKED_PTXAS = (13, 5)


@functools.cache
def ptxas_version(path: str) -> tuple[int, int] | None:
    """(major, minor) of the ptxas at `path` ("Cuda compilation tools, release 13.5, V13.5.37")."""
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True,
                             timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"release (\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _older_ptxas_note() -> str:
    """What to say first of a verdict when this ptxas is older than the one kgen is checked with
    ("" when it is not)."""
    path = find_ptxas()
    ver = ptxas_version(path) if path else None
    if ver is None or ver >= CHECKED_PTXAS:
        return ""
    want = ".".join(map(str, CHECKED_PTXAS))
    return (f"this ptxas is {ver[0]}.{ver[1]} ({path}); kgen's code is checked with ptxas "
            f"{want}, which may schedule this kernel as written: pip install "
            f"'nvidia-cuda-nvcc>={want}' (kgen takes the wheel's ptxas before one on PATH). "
            "Otherwise: ")


def nvidia_wheel_tool(name: str) -> str | None:
    """The path of an executable that an NVIDIA wheel installs under the `nvidia` namespace
    package: nvidia/cu13/bin/ptxas from `nvidia-cuda-nvcc` (CUDA 13 layout),
    nvidia/cuda_nvcc/bin/ptxas from `nvidia-cuda-nvcc-cu12`, nvidia/cu13/bin/nvdisasm from
    `nvidia-cuda-nvdisasm`. None when no such wheel is installed."""
    try:
        import nvidia
    except ImportError:
        return None
    for base in sorted(getattr(nvidia, "__path__", ())):
        for path in sorted(glob.glob(os.path.join(base, "*", "bin", name)), reverse=True):
            if os.access(path, os.X_OK):
                return path
    return None


def find_ptxas() -> str | None:
    """The wheel's ptxas first (its version is the one kgen's dependencies pin and its tests
    ran), then one on PATH."""
    return nvidia_wheel_tool("ptxas") or shutil.which("ptxas")


# A line saying the assembler dropped an instruction kgen wrote. ptxas 13.0 and 13.5 (and
# nvJitLink 13.5) word it "'setmaxnreg' ignored to maintain compatibility across compilation
# units" (C7504) or "'setmaxnreg' ignored; unable to determine register count at entry" (C7508),
# and others' logs show "'setmaxnreg' ignored to maintain minimum register requirements" (C7507):
# an info line, which -Werror lets through.
_IGNORED = re.compile(r"'([A-Za-z_][\w.]*)'\s+(?:is\s+|was\s+|will be\s+)?ignored")


def check_log(log: str, tool: str) -> None:
    """Raises AssembleError when the assembler's log warns or says it ignored an instruction;
    kgen treats both as errors, since the cubin would not be the program kgen verified."""
    for line in log.splitlines():
        m = _IGNORED.search(line)
        if not m:
            continue
        hint = ("the kernel would run without it, on other resources than kgen planned; "
                "report it as a kgen bug with this log")
        if "compilation units" in line:
            hint = ("nvJitLink compiles PTX as a relocatable unit, where ptxas drops "
                    f"'{m.group(1)}'; install ptxas (pip install nvidia-cuda-nvcc), which "
                    "compiles kgen's module as a whole program and keeps it")
        raise AssembleError(f"{tool} ignored the instruction '{m.group(1)}' in kgen's PTX:\n"
                            + line.strip(), hint=hint)
    if re.search(r"\bwarning\b", log, re.I):
        raise AssembleError(f"{tool} warned (kgen treats warnings as errors):\n" + log)


def _with_nvjitlink(nvj, text: str, target: Target) -> tuple[bytes, list[KernelResources], str]:
    opts = [f"-arch={target.name}", "-Xptxas=-v", "-Xptxas=-Werror"]
    handle = nvj.create(len(opts), opts)
    try:
        data = text.encode()
        try:
            nvj.add_data(handle, nvj.InputType.PTX, data, len(data), "kgen.ptx")
            nvj.complete(handle)
        except Exception:
            raise AssembleError("nvJitLink refused kgen's PTX:\n" + _nvj_log(nvj, handle, "error"),
                                hint=f"repro: save the text with `kgen compile -t "
                                     f"{target.name} -o k.ptx`, then `ptxas -arch="
                                     f"{target.name} -v k.ptx`") from None
        info = _nvj_log(nvj, handle, "info")
        check_log(info, "nvJitLink")
        size = nvj.get_linked_cubin_size(handle)
        buf = bytearray(size)
        nvj.get_linked_cubin(handle, buf)
        return bytes(buf), _parse_ptxas_log(info), info
    finally:
        _destroy(nvj, handle)


def _destroy(nvj, handle) -> None:
    try:
        nvj.destroy(handle)
    except Exception:
        pass


def _nvj_log(nvj, handle, which: str) -> str:
    try:
        size = getattr(nvj, f"get_{which}_log_size")(handle)
        buf = bytearray(size)
        getattr(nvj, f"get_{which}_log")(handle, buf)
        return buf.decode(errors="replace").rstrip("\x00")
    except Exception as e:  # pragma: no cover - the log itself failed
        return f"(no {which} log: {e})"


def _with_ptxas(text: str, target: Target) -> tuple[bytes, list[KernelResources], str]:
    with tempfile.TemporaryDirectory(prefix="kgen-") as tmp:
        src, out = os.path.join(tmp, "k.ptx"), os.path.join(tmp, "k.cubin")
        with open(src, "w") as f:
            f.write(text)
        ptxas = find_ptxas()
        if ptxas is None:
            raise AssembleError("ptxas not found", hint="pip install nvidia-cuda-nvcc")
        cmd = [ptxas, f"-arch={target.name}", "-v", "-Werror", src, "-o", out]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        log = (p.stdout + p.stderr).replace(src, "k.ptx")
        if p.returncode != 0:
            raise AssembleError("ptxas refused kgen's PTX:\n" + log,
                                hint="repro: " + " ".join(["ptxas"] + cmd[1:-3]) + " k.ptx")
        check_log(log, "ptxas")
        with open(out, "rb") as f:
            return f.read(), _parse_ptxas_log(log), log


# "ptxas info    : (C7519) Potential Performance Loss: wgmma.mma_async instructions are
# serialized due to ... in the function 'gemm_bf16' in line 1114" (ptxas 13.5; C7514 and C7519
# serialize a wgmma pipeline, C7504-C7508 drop setmaxnreg and are refused by check_log first).
# ptxas words some C75xx verdicts otherwise: "(C7519) warpgroup.arrive is injected in around line
# 27828 by compiler to allow use of registers in GMMA in function 'k'" (ptxas 13.5): every C75xx
# info line is a verdict, whatever its wording.
_LOSS = re.compile(r"\((C75\d\d)\) (?:Potential Performance Loss: )?(.*?)(?: in (?:the )?function "
                   r"'([A-Za-z_$][\w$]*)')?(?: in line (\d+))?\s*$")

# What each verdict means for the kernel, and what to do, by code; the default covers the rest.
_VERDICT_HINT = {
    "C7514": "an instruction other than a wgmma touches a product's accumulators while its group "
             "may be in flight, or the waits differ between paths",
    "C7519": "ptxas had to insert a warpgroup arrive (wgmma.fence) in a branch",
}


def verdict_hint(code: str, kernel: str, target: str) -> str:
    """What a verdict means and how to take it: the exact schedule line for `kernel`."""
    take = (f"write `schedule {kernel} on {target} {{ accept {code} }}` (or add "
            f"`accept {code}` to that schedule)")
    if code == "spills":
        return ("a smaller tile (`tile ...` in the schedule) or fewer warps per block need "
                f"fewer registers; to take the spills, {take}")
    why = _VERDICT_HINT.get(code, "")
    return _older_ptxas_note() + (f"{why}: " if why else "") + \
        f"this is a kgen scheduling bug, please report it with the kernel; to take the slower " \
        f"code, {take}"


def verdicts(log: str, resources: list[KernelResources], target: str
             ) -> list[AssemblerVerdict]:
    """The assembler's verdicts on speed in its log: each performance-loss line, and each
    kernel that spills registers to local memory."""
    out = []
    for line in log.splitlines():
        m = _LOSS.search(line)
        if m is None:
            continue
        code, what, kernel, at = m.group(1), m.group(2), m.group(3) or "", int(m.group(4) or 0)
        out.append(AssemblerVerdict(
            f"ptxas degraded kernel '{kernel}': ({code}) {what}" +
            (f" (ptxas points at line {at} of the PTX)" if at else ""), kernel, code, at,
            hint=verdict_hint(code, kernel, target)))
    for r in resources:
        if r.spill_bytes:
            out.append(AssemblerVerdict(
                f"kernel '{r.kernel}' spills: ptxas moved {r.spill_bytes} bytes of registers to "
                f"local memory ({r.registers} registers used)", r.kernel, "spills",
                hint=verdict_hint("spills", r.kernel, target)))
    return out
