"""Assembling: PTX to cubin with NVIDIA's tools, AMDGCN to a code object with LLVM's.

PTX goes through nvJitLink (the `nvidia-nvjitlink` wheel, via `cuda-bindings`: no GPU and no CUDA
toolkit needed); `ptxas` on PATH is the fallback. Either way, any warning is an error: kgen's text
should draw none. The resource report (registers, spills, shared memory) is read back from the
assembler's info log, so `kgen compile --stats` shows what the hardware will get.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from .errors import AssembleError
from .targets import Target


@dataclass(frozen=True)
class KernelResources:
    kernel: str
    registers: int
    spill_bytes: int
    shared_bytes: int
    extra: str = ""     # vendor-specific detail (AMD: SGPRs, AGPRs)


def assemble(text: str, target: Target) -> tuple[bytes, list[KernelResources]]:
    if target.is_nvidia:
        return assemble_ptx(text, target)
    from .assemble_amd import assemble_amd, read_resources
    binary = assemble_amd(text, target)
    return binary, [KernelResources(r["kernel"], r["vgprs"], r.get("spills", 0), r["lds_bytes"],
                                    f"VGPRs; {r['sgprs']} SGPRs, {r.get('agprs', 0)} AGPRs")
                    for r in read_resources(binary, text)]


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


def assemble_ptx(text: str, target: Target) -> tuple[bytes, list[KernelResources]]:
    nvj = _nvjitlink()
    if nvj is not None:
        try:
            return _with_nvjitlink(nvj, text, target)
        except AssembleError:
            raise
        except Exception as e:  # the library is there but cannot be loaded (no libnvJitLink)
            if not shutil.which("ptxas"):
                raise AssembleError(f"nvJitLink could not run: {e}", hint="pip install "
                                    "nvidia-nvjitlink (or put CUDA's ptxas on PATH)") from None
    if shutil.which("ptxas"):
        return _with_ptxas(text, target)
    raise AssembleError("no PTX assembler found", hint="pip install cuda-bindings "
                        "nvidia-nvjitlink, or install the CUDA toolkit so that ptxas is on PATH")


def _with_nvjitlink(nvj, text: str, target: Target) -> tuple[bytes, list[KernelResources]]:
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
        if re.search(r"\bwarning\b", info, re.I):
            raise AssembleError("the PTX assembler warned (kgen treats warnings as errors):\n"
                                + info)
        size = nvj.get_linked_cubin_size(handle)
        buf = bytearray(size)
        nvj.get_linked_cubin(handle, buf)
        return bytes(buf), _parse_ptxas_log(info)
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


def _with_ptxas(text: str, target: Target) -> tuple[bytes, list[KernelResources]]:
    with tempfile.TemporaryDirectory(prefix="kgen-") as tmp:
        src, out = os.path.join(tmp, "k.ptx"), os.path.join(tmp, "k.cubin")
        with open(src, "w") as f:
            f.write(text)
        cmd = ["ptxas", f"-arch={target.name}", "-v", "-Werror", src, "-o", out]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        log = (p.stdout + p.stderr).replace(src, "k.ptx")
        if p.returncode != 0:
            raise AssembleError("ptxas refused kgen's PTX:\n" + log,
                                hint="repro: " + " ".join(cmd[:-3]) + " k.ptx")
        if re.search(r"\bwarning\b", log, re.I):
            raise AssembleError("ptxas warned (kgen treats warnings as errors):\n" + log)
        with open(out, "rb") as f:
            return f.read(), _parse_ptxas_log(log)
