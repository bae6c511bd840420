"""Every example kernel under random schedules, on every target: each compiles or is refused
at a source span, and (with --run) what compiles matches kgen's evaluator on the emulator.

    python benchmarks/fuzz_schedules.py 2000 [--seed 1] [--targets sm_90a,gfx942] [--run]

A hypothesis strategy (`schedules`) picks an example file, one of its kernels and a target, and
writes a `schedule` block for them in place of the file's own: up to two tile items (a tile
axis or the axis a loop walks, resized to 1, a power of two or an odd size up to 512) and one
option (warps / waves, threads, stages, vector, persistent, raster, cluster or warpgroups).
The outcome is one of:
- compiled (and, with --run, matched: `kgen run`'s comparison at its default ragged sizes);
- refused: a KgenError with a source span that is not a CompilerBug;
- internal: a CompilerBug or any other exception (a KeyError, a StopIteration, ...);
- mismatch or emulator fault (--run only): the schedule changed what the kernel computes.

The first run (session 36, 2026-12-02) found a StopIteration in the product plan (a product's
axis tiled by 1), a KeyError in the wgmma descriptor (a B tile 8 columns wide), a CompilerBug in
the pipeline pass (xor in a swizzled cp.async tile's addresses), an mbarrier never initialised
(a tile of 96 keys on sm_100a) and a miscompile (a product's batch axis tiled by 2). The
derandomized test (tests/tools/test_fuzzed_schedules.py) runs a few of these each suite.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kgen.compiler import compile_source  # noqa: E402
from kgen.errors import CompilerBug, KgenError  # noqa: E402
from kgen.source import Source  # noqa: E402
from kgen.target.targets import TARGETS  # noqa: E402

EXAMPLES = sorted((ROOT / "examples").glob("*.kgen"))
TILE_SIZES = (1, 2, 8, 16, 32, 48, 64, 96, 128, 256, 512)


@dataclass(frozen=True)
class Case:
    example: str
    kernel: str
    target: str
    schedule: str           # the block's items: `tile n: 8; warps 4`

    def source(self) -> Source:
        text = (ROOT / "examples" / f"{self.example}.kgen").read_text()
        text = re.sub(rf"^schedule {self.kernel} on {self.target} .*$", "", text, flags=re.M)
        return Source(f"examples/{self.example}.kgen",
                      f"{text}\nschedule {self.kernel} on {self.target} {{ {self.schedule} }}\n")


def _tile_axes(text: str, kernel: str) -> list[str]:
    """The kernel's axes a schedule may resize: those of its tile line with a size."""
    body = text[text.index(f"kernel {kernel}("):]
    line = re.search(r"^\s*tile ([^\n]+)", body, re.M)[1]
    return [m[1] for m in re.finditer(r"(\w+):\s*(\d+)", line)]


@st.composite
def schedules(draw, targets=tuple(TARGETS)) -> Case:
    path = draw(st.sampled_from(EXAMPLES))
    text = path.read_text()
    kernel = draw(st.sampled_from(re.findall(r"^kernel (\w+)", text, re.M)))
    target = draw(st.sampled_from(targets))
    axes = _tile_axes(text, kernel)
    items = [f"tile {a}: {draw(st.sampled_from(TILE_SIZES))}"
             for a in draw(st.lists(st.sampled_from(axes), max_size=2, unique=True))] if axes \
        else []
    option = draw(st.sampled_from(("", "warps", "threads", "stages", "vector", "persistent",
                                   "raster", "cluster", "warpgroups")))
    if option == "warps":
        word = "warps" if TARGETS[target].is_nvidia else "waves"
        items.append(f"{word} {draw(st.sampled_from((1, 2, 3, 4, 8, 16)))}")
    elif option == "threads":
        items.append(f"threads {draw(st.sampled_from((32, 64, 96, 128, 256, 512, 1024)))}")
    elif option == "stages":
        items.append(f"stages {draw(st.integers(2, 6))}")
    elif option == "vector":
        items.append(f"vector {draw(st.sampled_from((1, 2, 4, 8)))}")
    elif option == "persistent":
        items.append(draw(st.sampled_from(("persistent", "persistent 1", "persistent 7",
                                           "persistent 132"))))
    elif option == "raster":
        items.append(draw(st.sampled_from(("raster linear", "raster grouped",
                                           "raster grouped 3", "raster grouped 8"))))
    elif option == "cluster":
        items.append("cluster 2")
    elif option == "warpgroups":
        items.append(f"warpgroups producer 1 consumer {draw(st.integers(1, 3))}")
    if not items:
        items.append(f"tile {axes[0]}: 64" if axes else "threads 128")
    return Case(path.stem, kernel, target, "; ".join(items))


@dataclass(frozen=True)
class Outcome:
    kind: str        # compiled, matched, refused, internal, mismatch, fault
    detail: str = ""


def check_case(case: Case, run: bool = False) -> Outcome:
    src = case.source()
    try:
        compile_source(src, case.target, stop="asm")
    except CompilerBug as e:
        return Outcome("internal", f"CompilerBug: {e}")
    except KgenError as e:
        if e.span is None:
            return Outcome("internal", f"unlocated {type(e).__name__}: {e}")
        return Outcome("refused", str(e).split("\n")[0])
    except Exception as e:                   # noqa: BLE001 - any other is an internal error
        return Outcome("internal", f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=4)}")
    if not run:
        return Outcome("compiled")
    from kgen.errors import RuntimeLaunchError
    from kgen.sim.core import EmulatorError
    from kgen.tools.run import run_source
    try:
        reports = run_source(src, device="sim", target=case.target)
    except EmulatorError as e:
        return Outcome("fault", f"{type(e).__name__}: {str(e)[:300]}")
    except RuntimeLaunchError as e:         # the launch's own refusal at the default sizes
        return Outcome("refused", str(e).split("\n")[0])
    except KgenError as e:
        return Outcome("internal", f"run: {type(e).__name__}: {str(e)[:300]}")
    except Exception as e:                   # noqa: BLE001
        return Outcome("internal", f"run: {type(e).__name__}: {e}")
    bad = [r for r in reports if not r.ok]
    return Outcome("mismatch", bad[0].kernel) if bad else Outcome("matched")


def fuzz(n: int, targets=tuple(TARGETS), seed: int = 0, run: bool = False,
         on_failure=None) -> Counter:
    """n cases drawn by `schedules` (hypothesis, seeded); {(target, outcome kind): count}.
    on_failure(case, outcome) for each case that is not compiled, matched or refused."""
    from hypothesis import HealthCheck, Phase, given, seed as seeded, settings
    counts: Counter = Counter()

    @settings(max_examples=n, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), derandomize=False)
    @given(schedules(targets))
    def one(case):
        out = check_case(case, run)
        counts[(case.target, out.kind)] += 1
        if out.kind not in ("compiled", "matched", "refused") and on_failure:
            on_failure(case, out)

    seeded(seed)(one)()
    return counts


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", type=int, help="cases to try")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--run", action="store_true", help="emulate what compiles (slow)")
    args = ap.parse_args(argv)
    targets = tuple(args.targets.split(","))
    seen: set[str] = set()

    def show(case: Case, out: Outcome) -> None:
        key = out.detail.split("\n")[0][:120]
        if key not in seen:
            seen.add(key)
            print(f"{out.kind}: {case.example} {case.target} {{ {case.schedule} }} :: "
                  f"{out.detail[:400]}", flush=True)

    t0 = time.time()
    counts = fuzz(args.n, targets, args.seed, args.run, show)
    print(f"\n{sum(counts.values())} cases in {time.time() - t0:.0f} s (seed {args.seed}"
          f"{', emulated' if args.run else ''})")
    kinds = sorted({k for _, k in counts})
    print(f"{'target':8} " + " ".join(f"{k:>9}" for k in kinds))
    for t in targets:
        print(f"{t:8} " + " ".join(f"{counts[(t, k)]:>9}" for k in kinds))
    return 1 if seen else 0


if __name__ == "__main__":
    raise SystemExit(main())
