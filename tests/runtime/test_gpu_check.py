"""benchmarks/gpu_check.py end to end without a GPU: the CUDA runtime over a stand-in for
cuda.core that runs every launch on kgen's emulator (tests/cuda_standin.py)."""

from __future__ import annotations

import sys

import pytest

from conftest import ROOT
from cuda_standin import EmulatedCuda, use_ptx_as_cubin
from kgen.runtime.cuda import CudaDevice

sys.path.insert(0, str(ROOT / "benchmarks"))
import gpu_check  # noqa: E402


def _run(monkeypatch, tmp_path, cc, examples, corrupt=False, speed=False, fp8=True):
    use_ptx_as_cubin(monkeypatch)
    sc = EmulatedCuda(cc=cc, corrupt=corrupt)
    dev = CudaDevice(core=sc.core, driver=sc.driver)
    out = tmp_path / "gpu_check.txt"
    argv = ["--examples", examples, "--no-probe", "--workers", "1", "--reps", "2",
            "--out", str(out)]
    argv += ["--speed-elems", "4096", "--copy-mib", "1", "--no-llm-sizes"] if speed else \
        ["--no-speed"]
    argv += [] if fp8 else ["--no-fp8-accumulation"]
    rc = gpu_check.main(argv, device=dev)
    return rc, out.read_text(), sc


def test_every_variant_at_both_alignments_matches_on_sm_90a(monkeypatch, tmp_path):
    rc, text, sc = _run(monkeypatch, tmp_path, (9, 0), "gemm_bf16,rowsum")
    assert rc == 0, text
    assert "device: emulated stand-in (compute capability 9.0)" in text and "kgen commit" in text
    rows = [line.split() for line in text.splitlines() if line.startswith("gemm_bf16.gemm_bf16")]
    # (variant, base): the TMA kernel at 16-byte aligned bases of 16-byte aligned rows; with
    # rows misaligned, the fallback.
    seen = {(r[1], r[2]) for r in rows}
    # and split-K at sizes of three parts (kgen.lower.split), through TMA
    assert seen == {("gemm_bf16", "+0"), ("gemm_bf16", "+16"), ("gemm_bf16_fallback", "+0"),
                    ("gemm_bf16_fallback", "+16"), ("gemm_bf16_split", "+0"),
                    ("gemm_bf16_split", "+16")}
    assert all("ok" in r and "bit-identical" in r for r in rows)
    assert "agreement: 14 of 14 launches match" in text
    assert {name for name, _, _ in sc.launches} >= {"gemm_bf16", "gemm_bf16_fallback", "rowsum",
                                                    "rowsum_split", "rowsum_split_fold"}
    # TMA boxes of rank 1 to 5, through the runtime's tensor maps (here the stand-in's).
    boxes = [line for line in text.splitlines() if "GPU = emulator = NumPy" in line]
    assert len(boxes) == 5 and sum(name == "tma_nd" for name, _, _ in sc.launches) == 5
    # The 8-bit wgmma accumulation, GPU (here the emulator behind the stand-in) against the
    # emulator, bit for bit, at each of its four depths.
    acc = [line for line in text.splitlines() if line.startswith("M=128 N=128 K=")]
    assert "8-bit wgmma accumulation (e4m3)" in text and len(acc) == 4
    assert all(line.split()[3] == "100.0%" for line in acc), acc


def test_a_tma_box_that_disagrees_fails_the_check(monkeypatch, tmp_path):
    rc, text, _ = _run(monkeypatch, tmp_path, (9, 0), "vadd", corrupt=True)
    assert rc == 1
    assert text.count("MISMATCH: GPU vs NumPy") >= 4


def test_memory_bound_speed_table_and_a_missing_torch_are_reported(monkeypatch, tmp_path):
    rc, text, _ = _run(monkeypatch, tmp_path, (8, 0), "softmax", speed=True)
    assert rc == 0, text
    assert "device-to-device copy:" in text and "softmax.softmax" in text
    assert "GEMM ratios not measured" in text or "kgen/torch" in text


def test_a_gpu_that_disagrees_with_the_emulator_fails_the_check(monkeypatch, tmp_path):
    rc, text, _ = _run(monkeypatch, tmp_path, (8, 0), "vadd", corrupt=True)
    assert rc == 1
    assert "differ" in text and "agreement: 0 of 2 launches match" in text


def test_segmented_kernels_read_their_offsets_back_through_the_cuda_runtime(monkeypatch,
                                                                           tmp_path):
    """The CUDA runtime's launch of a kernel over segments (tile s: 64 in cu[b]) copies the
    offsets back from the device to check them and size the grid (CudaDevice.prepare), for
    the TMA kernel and its fallback at both base alignments."""
    rc, text, sc = _run(monkeypatch, tmp_path, (9, 0), "grouped_gemm,attention_varlen",
                        fp8=False)     # checked by the test above
    assert rc == 0, text
    assert "agreement: 12 of 12 launches match" in text
    assert {name for name, _, _ in sc.launches} >= {"grouped_gemm", "grouped_gemm_fallback",
                                                    "attention_varlen_causal",
                                                    "attention_varlen_gqa",
                                                    "attention_varlen_gqa_causal"}


def test_the_gemm_table_takes_cluster_variants_only_on_targets_with_clusters():
    hopper, ampere = gpu_check.gemm_variants_for("sm_90a"), gpu_check.gemm_variants_for("sm_80")
    assert "cluster 2" in hopper and "cluster 2 persistent" in hopper
    assert not any("cluster" in v for v in ampere) and "tiles" in ampere
