"""What every device's launch shares: the result of a run, and the arguments a compiled kernel's
parameter slots turn into (scalars by ABI type, dynamic shared memory, TMA descriptors)."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from ..errors import RuntimeLaunchError
from ..lir import ops as L


@dataclass
class RunResult:
    outputs: dict[str, np.ndarray]
    millis: float               # kernel time (GPU events) or emulation wall time
    detail: str = ""            # e.g. "1.2M instructions emulated"
    functions: tuple[str, ...] = ()   # the functions launched, in order (a split's two)


@dataclass(frozen=True)
class Step:
    """One launch of a call: the function, the sizes it sees and the scalar arguments it
    adds to the call's (a split part's rows)."""
    fn: L.Function
    sizes: dict
    scalars: dict


def steps(fn: L.Function, sizes: dict[str, int]
          ) -> tuple[list[Step], dict[str, tuple[str, tuple[int, ...]]]]:
    """The launches of fn, the function kgen.lir.ops.select chose, in order: fn itself, or a
    split reduction's two (kgen.lower.split), the fold after the parts on the same stream;
    and the workspace they share, {name: (dtype, shape)}, which the device allocates for the
    call. Every element of it is written by the first launch before the second reads it."""
    if fn.split is None:
        return [Step(fn, sizes, {})], {}
    sp = fn.split
    if sp.parts in sizes:
        # the parts given (a sampled launch keeps its full launch's: kgen.tools.tune)
        parts = sizes[sp.parts]
        share = -(-sizes[sp.dim] // parts)                  # ceil(n / parts)
        rows = -(-share // sp.step) * sp.step
    else:
        parts, rows = L.split_shape(fn, sizes)
    at = {**sizes, sp.parts: parts}
    ws = {n: (d, (parts, *(at[x] if isinstance(x, str) else x for x in dims)))
          for n, d, dims in sp.workspace}
    return [Step(fn, at, {sp.rows: rows}), Step(sp.fold, at, {})], ws


def segment_sizes(fn: L.Function, sizes: dict[str, int], read) -> dict[str, int]:
    """sizes with the longest segment of each of fn's offsets tensors (kgen.lir.ops.Segments),
    after checking them: count + 1 entries, non-decreasing, inside [0, rows]. Segments that
    meet would have two programs write one row (a race): refused here, on every launch.
    read(name): the tensor's values on the host (a device reads a GPU tensor back)."""
    if not fn.segments:
        return sizes
    out = dict(sizes)
    for sg in fn.segments:
        count, rows = (x if isinstance(x, int) else sizes[x] for x in (sg.count, sg.rows))
        cu = np.asarray(read(sg.offsets)).astype(np.int64).reshape(-1)
        what = f"segment offsets '{sg.offsets}'"
        if cu.size != count + 1:
            raise RuntimeLaunchError(
                f"{what} hold {cu.size} entries; {count} segments ({sg.count}) need "
                f"{count + 1}", hint="pass FlashAttention's cu_seqlens form: the first row of "
                "each segment, then the end of the last")
        bad = np.flatnonzero(np.diff(cu) < 0)
        if bad.size:
            i = int(bad[0])
            raise RuntimeLaunchError(
                f"{what} decrease at entry {i + 1} ({cu[i]} then {cu[i + 1]}): segments "
                "would overlap, and two programs write one row", hint="offsets are cumulative "
                "lengths: sort the rows by segment and pass the running sums")
        if cu[0] < 0 or cu[-1] > rows:
            raise RuntimeLaunchError(
                f"{what} run from {cu[0]} to {cu[-1]}, outside the {rows} rows of "
                f"{sg.rows}", hint=f"keep every offset in [0, {rows}]")
        out[sg.longest] = int(np.diff(cu).max(initial=0))
    return out


def launched(fn: L.Function) -> list[L.Function]:
    """The functions a launch of fn runs, in order: fn, and a split's fold after it."""
    return [fn] if fn.split is None else [fn, fn.split.fold]


def workspace_names(fn: L.Function) -> set[str]:
    """fn's tensor arguments the runtime allocates (a split's workspace), not the call."""
    return {n for n, _, _ in fn.split.workspace} if fn.split is not None else set()


def written(fns: list[L.Function]) -> list[str]:
    """The call's tensors these launches write (a split's outputs are its fold's), in order."""
    skip = set().union(*(workspace_names(f) for f in fns))
    return list(dict.fromkeys(s.name for f in fns for s in f.params
                              if s.kind == "tensor" and not s.readonly and s.name not in skip))


def _ctype(ty: str):
    return {"u64": ctypes.c_uint64, "u32": ctypes.c_uint32, "s32": ctypes.c_int32,
            "f32": ctypes.c_float}[ty]


def scalar_value(slot: L.ParamSlot, value):
    """A scalar argument as the NumPy scalar of its ABI type (what cuda.core and ctypes take)."""
    return {"u32": np.uint32, "s32": np.int32, "f32": np.float32, "u64": np.uint64}[slot.ty](value)


def dynamic_shared(fn: L.Function, target) -> int:
    """Bytes of dynamic shared memory the launch must give: all of it past the 48 KiB that a
    block may declare statically (the PTX emitter then declares it `.extern`)."""
    from ..emitters.ptx import STATIC_SHARED_LIMIT
    return fn.shared_bytes if target.is_nvidia and fn.shared_bytes > STATIC_SHARED_LIMIT else 0


def tensor_map(slot: L.ParamSlot, address: int, sizes: dict[str, int]):
    """The TensorMapSpec a `tensormap` argument describes, for a tensor at `address`; a device
    encodes it (tensormap.encode_sim; cuda_map_options for cuda.core) and passes the 128 bytes by value, the
    argument's `size` bytes aligned to its `align`."""
    from ..target.tensormap import TensorMapSpec, contiguous_strides, elem_bytes
    shape = [sizes[d] if isinstance(d, str) else int(d) for d in slot.shape]
    eb = elem_bytes(slot.dtype)
    dims = tuple(reversed(shape))                 # innermost first
    return TensorMapSpec(address, eb, dims, contiguous_strides(dims, eb), slot.box,
                         slot.swizzle, slot.dtype)
