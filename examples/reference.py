"""Independent NumPy references for the examples, their default sizes, and seeded inputs.

Written from the math, not from kgen: float64 where the kernel computes in f32, rounded to the
output dtype at the end. `kgen golden update` runs these to write golden/<example>/io.npz; the
tests compare every example on every target with them.
"""

from __future__ import annotations

import numpy as np

BF16 = "bf16"

# Default sizes per example: ragged (no tile, chunk or vector divides them), small enough for the
# emulator in CI.
SIZES = {
    "vadd": {"N": 5003}, "axpby": {"N": 3001}, "silu_mul": {"M": 3, "N": 4100},
    "softmax": {"M": 5, "N": 1029}, "layernorm": {"M": 3, "N": 777}, "rowsum": {"M": 5, "N": 2500},
    # GEMMs: ragged against every tile; K a multiple of 8 takes the 16-byte copy pipeline.
    "gemm_bf16": {"M": 150, "N": 136, "K": 72}, "gemm_f16": {"M": 70, "N": 45, "K": 37},
    "gemm_bt": {"M": 96, "N": 40, "K": 48},
    # Ports of LLM and tutorial kernels (issue 8): a few thousand to ~45k elements per tensor.
    "embedding": {"B": 3, "T": 37, "C": 101, "V": 61},
    "cross_entropy": {"T": 45, "V": 1003},
    "bias_grad": {"T": 301, "C": 93},
    "transpose": {"M": 133, "N": 75},
    # Programs per row: two heads (the head stride) over a few rows are every path.
    "causal_softmax": {"B": 1, "NH": 2, "T": 45},
    "rope": {"T": 13, "NH": 2, "D": 70, "P": 35},          # D = 2P
    "adamw": {"N": 10007},
    # dwdb's loop over 128-row tiles: one whole and one ragged.
    "layernorm_backward": {"T": 131, "C": 77},
    # Rows h: the top edge, an interior row, the bottom edge; w and c: a whole and a ragged tile.
    "conv3x3": {"H": 3, "W": 11, "C": 75},
    "dropout": {"N": 10007},
    # Products anywhere (issue 9): ragged against the 64-wide tiles.
    "attention": {"B": 1, "H": 2, "S": 70, "T": 90},
    # Three query heads a key/value head (not a power of two), two key/value heads.
    "attention_gqa": {"BH": 2, "G": 3, "S": 70, "T": 90},
    # Five query rows a key/value head (a ragged 16-row tile) against 1650 keys (25 whole
    # steps of 64 and a rest): long enough that the few programs split the keys on every
    # target (at least 4 parts of two pipeline fills: 1536 keys on sm_80 and sm_90a), so the
    # golden run goes through the parts and their log-sum-exp fold.
    "attention_decode": {"BH": 2, "R": 5, "T": 1650},
    # Three sequences over a pool of 11 pages of 64 keys: 200 keys (three whole pages and part
    # of a fourth), 65 (a page and one key), none; T, the walk, ragged past the longest.
    "attention_paged": {"B": 3, "R": 5, "NP": 11, "P": 4, "T": 220},
    "swiglu": {"M": 70, "N": 45, "K": 40},
    "batched_gemm": {"G": 2, "M": 70, "N": 45, "K": 40},
    "gemm_scaled": {"M": 70, "N": 45, "K": 40},
    # 8-bit floats: two 128-channel groups a token; weights of 2 x 2 blocks, both ragged.
    "fp8_quant": {"M": 5, "KB": 2, "N": 150, "K": 200, "NB": 2},
    "fp8_quant_fnuz": {"M": 5, "KB": 2, "N": 150, "K": 200, "NB": 2},
    # K a multiple of 16 (TMA's row pitch) but not of the 128-deep step; M, N ragged.
    "gemm_fp8": {"M": 150, "N": 136, "K": 208, "KB": 2, "NB": 2, "KS": 7},
    "gemm_fp8_fnuz": {"M": 100, "N": 72, "K": 200, "KB": 2, "NB": 1},
    # Two row tiles (one ragged) of two heads against three whole 64-key steps and a rest.
    "attention_fp8": {"BH": 2, "S": 70, "T": 200},
    "attention_fp8_fnuz": {"BH": 2, "S": 70, "T": 200},
    # Four experts over 300 tokens: the first takes 170 (a whole 128-row tile and a ragged
    # one), the second none, the others the rest; N and K ragged against the tiles.
    "grouped_gemm": {"T": 300, "G": 4, "G1": 5, "N": 136, "K": 72},
    # Four sequences (VARLEN_Q, VARLEN_K): two query tiles and two key steps and a rest, one
    # query against 65 keys, an empty one, and more queries than keys (causal: the first
    # ten see none).
    "attention_varlen": {"B": 4, "B1": 5, "H": 2, "TQ": 111, "TK": 185, "HQ": 8, "HK": 2},
    # Two 7 x 9 images of 24 channels (the reduction 216 = 6.75 chunks of 32), 40 filters:
    # P = 2 x 7 x 9 pixels (two row tiles, one ragged), Q = 2 x 4 x 5 at stride 2.
    "conv2d": {"NB": 2, "H": 7, "W": 9, "C": 24, "KK": 216, "CO": 40, "P": 126,
                     "Q": 40},
}

# attention_varlen's sequences: queries and keys of each (cu_q and cu_k their running sums).
VARLEN_Q, VARLEN_K = (70, 1, 0, 40), (90, 65, 0, 30)

# The targets an example compiles for, where not all: the others refuse it at a source span
# (golden/<example>/<target>.refused holds that diagnostic). The 8-bit float formats are the
# hardware's: the OCP pair on sm_90a, sm_100a and gfx950, the FNUZ pair on gfx942
# (docs/language.md).
OCP_FP8 = ("sm_90a", "sm_100a", "gfx950")
ONLY_ON = {"fp8_quant": OCP_FP8, "fp8_quant_fnuz": ("gfx942",),
           "gemm_fp8": OCP_FP8, "gemm_fp8_fnuz": ("gfx942",),
           "attention_fp8": OCP_FP8, "attention_fp8_fnuz": ("gfx942",)}

# Philox4x32-10 (Salmon, Moraes, Dror, Shaw, "Parallel Random Numbers: As Easy as 1, 2, 3",
# SC'11, and Random123's include/Random123/philox.h): the round multipliers and the Weyl
# constants that bump the key between rounds.
PHILOX_M = (0xD2511F53, 0xCD9E8D57)
PHILOX_W = (0x9E3779B9, 0xBB67AE85)


def to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """Round-to-nearest-even f32 -> bf16, as uint16 bit patterns."""
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    r = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(x), np.uint16(0x7FC0), r)


def from_bf16_bits(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << 16).view(np.float32)


def philox4x32_10(ctr, key) -> list[np.ndarray]:
    """Philox4x32-10 on arrays: ctr is 4 words, key 2 (uint32 arrays or ints, broadcast); returns
    the 4 output words as uint32 arrays. Each round (Random123's philox4x32round) forms the two
    64-bit products M0 * ctr[0] and M1 * ctr[2] and outputs
    (hi1 ^ ctr[1] ^ key[0], lo1, hi0 ^ ctr[3] ^ key[1], lo0); the key gains the Weyl constants
    before every round but the first. Exact in uint64: a 32 x 32-bit product fits."""
    mask = np.uint64(0xFFFFFFFF)
    c = [np.asarray(x, np.uint64) for x in ctr]
    k = [np.asarray(x, np.uint64) for x in key]
    for r in range(10):
        if r:
            k = [(k[0] + np.uint64(PHILOX_W[0])) & mask, (k[1] + np.uint64(PHILOX_W[1])) & mask]
        p0 = np.uint64(PHILOX_M[0]) * c[0]
        p1 = np.uint64(PHILOX_M[1]) * c[2]
        c = [(p1 >> np.uint64(32)) ^ c[1] ^ k[0], p1 & mask,
             (p0 >> np.uint64(32)) ^ c[3] ^ k[1], p0 & mask]
    return [x.astype(np.uint32) for x in c]


def inputs(example: str, sizes: dict[str, int], seed: int = 0) -> dict[str, np.ndarray]:
    """Seeded inputs (never all zeros) for an example at the given dimension sizes."""
    rng = np.random.default_rng(seed)
    f = lambda *shape: rng.standard_normal(shape).astype(np.float32)  # noqa: E731
    if example in LLM_INPUTS:
        return LLM_INPUTS[example](rng, f, **sizes)
    M, N = sizes.get("M", 1), sizes["N"]
    if example == "vadd":
        return {"x": f(N), "y": f(N)}
    if example == "axpby":
        return {"a": np.float32(1.5), "x": f(N), "b": np.float32(-0.75), "y": f(N)}
    if example == "silu_mul":
        return {"x": to_bf16_bits(3 * f(M, N)), "y": to_bf16_bits(f(M, N))}
    if example == "softmax":
        return {"x": 4 * f(M, N)}
    if example == "layernorm":
        return {"x": 2 * f(M, N) + 0.5, "w": f(N), "b": f(N), "eps": np.float32(1e-5)}
    if example == "rowsum":
        return {"x": f(M, N)}
    K = sizes.get("K", 1)
    if example == "gemm_bf16":
        return {"a": to_bf16_bits(f(M, K)), "b": to_bf16_bits(f(K, N)), "bias": f(N)}
    if example == "gemm_f16":
        return {"a": f(M, K).astype(np.float16), "b": f(K, N).astype(np.float16), "bias": f(N)}
    if example == "gemm_bt":
        return {"a": to_bf16_bits(f(M, K)), "w": to_bf16_bits(f(N, K)),
                "scale": np.float32(0.125)}
    raise KeyError(example)


def bounds(example: str, a: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """{output: per-element absolute bound} the comparison adds to its tolerance: where the
    kernel may round otherwise than this reference and still be right (LLM_BOUNDS); {} for
    most examples."""
    return LLM_BOUNDS[example](a) if example in LLM_BOUNDS else {}


def expected(example: str, a: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The outputs an example must produce, from its inputs."""
    if example in LLM_EXPECTED:
        return LLM_EXPECTED[example](a)
    d = {k: np.asarray(v, np.float64) if not (isinstance(v, np.ndarray) and v.dtype == np.uint16)
         else from_bf16_bits(v).astype(np.float64) for k, v in a.items()}
    if example == "vadd":
        return {"out": (d["x"] + d["y"]).astype(np.float32)}
    if example == "axpby":
        return {"out": (d["a"] * d["x"] + d["b"] * d["y"]).astype(np.float32)}
    if example == "silu_mul":
        x, y = d["x"], d["y"]
        return {"out": to_bf16_bits((x / (1 + np.exp(-x)) * y).astype(np.float32))}
    if example == "softmax":
        x = d["x"]
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return {"y": (e / e.sum(axis=1, keepdims=True)).astype(np.float32)}
    if example == "layernorm":
        x = d["x"]
        mean = x.mean(axis=1, keepdims=True)
        var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
        return {"y": ((x - mean) / np.sqrt(var + d["eps"]) * d["w"] + d["b"]).astype(np.float32)}
    if example == "rowsum":
        return {"out": d["x"].sum(axis=1).astype(np.float32)}
    if example == "gemm_bf16":
        return {"c": to_bf16_bits(np.maximum(d["a"] @ d["b"] + d["bias"], 0).astype(np.float32))}
    if example == "gemm_f16":
        return {"c": np.maximum(d["a"] @ d["b"] + d["bias"], 0).astype(np.float32)}
    if example == "gemm_bt":
        return {"c": (d["a"] @ d["w"].T * d["scale"]).astype(np.float32)}
    raise KeyError(example)


# -- ports of LLM and tutorial kernels: inputs(rng, f, **sizes) and expected(a), per example.
# Integer inputs (ids, targets) stay in range: an out-of-range index makes the kernel skip that
# output row (absent elements), which the NaN-poisoned comparison of `kgen run` and the golden
# tests cannot express (NaN never passes); tests/tile/test_examples_eval.py checks absence instead.

def _embedding_inputs(rng, f, B, T, C, V):
    return {"ids": rng.integers(0, V, (B, T)).astype(np.int32), "wte": f(V, C), "wpe": f(T, C)}


def _embedding(a):
    ids, wte, wpe = a["ids"].astype(np.int64), _f64(a["wte"]), _f64(a["wpe"])
    ok = (ids >= 0) & (ids < wte.shape[0])
    rows = np.where(ok[..., None], wte[np.clip(ids, 0, wte.shape[0] - 1)], np.nan)
    return {"out": (rows + wpe[None]).astype(np.float32)}


def _cross_entropy_inputs(rng, f, T, V):
    return {"logits": 3 * f(T, V), "targets": rng.integers(0, V, T).astype(np.int32)}


def _cross_entropy(a):
    x, tg = _f64(a["logits"]), a["targets"].astype(np.int64)
    mx = x.max(axis=1)
    lse = mx + np.log(np.exp(x - mx[:, None]).sum(axis=1))
    ok = (tg >= 0) & (tg < x.shape[1])
    picked = np.where(ok, x[np.arange(x.shape[0]), np.clip(tg, 0, x.shape[1] - 1)], np.nan)
    return {"loss": (lse - picked).astype(np.float32)}


def _causal_softmax(a):
    att = _f64(a["att"])
    T = att.shape[-1]
    causal = np.arange(T)[None, :] <= np.arange(T)[:, None]      # [t, s]: key s <= query t
    x = np.where(causal, att * float(a["scale"]), -np.inf)
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return {"y": (e / e.sum(axis=-1, keepdims=True)).astype(np.float32)}


def _rope_inputs(rng, f, T, NH, D, P):
    assert D == 2 * P, "rope: D must be 2P"
    # Llama's frequencies theta_i = 10000^(-2i/D); the tables are the kernel's inputs, in f32.
    angle = np.arange(T)[:, None] * 10000.0 ** (-2.0 * np.arange(P) / D)
    return {"x": f(T, NH, D), "freq_cos": np.cos(angle).astype(np.float32),
            "freq_sin": np.sin(angle).astype(np.float32)}


def _rope(a):
    x, c, s = _f64(a["x"]), _f64(a["freq_cos"])[:, None, :], _f64(a["freq_sin"])[:, None, :]
    x0, x1 = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x0 * c - x1 * s
    out[..., 1::2] = x0 * s + x1 * c
    return {"out": out.astype(np.float32)}


def _adamw_inputs(rng, f, N):
    beta1, beta2, step = np.float32(0.9), np.float32(0.999), 3
    return {"p": f(N), "g": 0.1 * f(N), "m": 0.01 * f(N),
            "v": (1e-3 * f(N) ** 2 + np.float32(1e-6)).astype(np.float32),
            "lr": np.float32(1e-3), "beta1": beta1, "beta2": beta2,
            "beta1_correction": np.float32(1 - float(beta1) ** step),
            "beta2_correction": np.float32(1 - float(beta2) ** step),
            "eps": np.float32(1e-8), "weight_decay": np.float32(0.01)}


def _adamw(a):
    d = {k: _f64(v) for k, v in a.items()}
    m = d["beta1"] * d["m"] + (1 - d["beta1"]) * d["g"]
    v = d["beta2"] * d["v"] + (1 - d["beta2"]) * d["g"] ** 2
    mhat, vhat = m / d["beta1_correction"], v / d["beta2_correction"]
    p = d["p"] - d["lr"] * (mhat / (np.sqrt(vhat) + d["eps"]) + d["weight_decay"] * d["p"])
    return {"p": p.astype(np.float32), "m": m.astype(np.float32), "v": v.astype(np.float32)}


def _layernorm_backward_inputs(rng, f, T, C):
    x = 2 * f(T, C) + 0.5
    x64 = x.astype(np.float64)
    mean = x64.mean(axis=1)
    rstd = 1 / np.sqrt(((x64 - mean[:, None]) ** 2).mean(axis=1) + 1e-5)
    return {"dout": f(T, C), "x": x, "mean": mean.astype(np.float32),
            "rstd": rstd.astype(np.float32), "w": f(C)}


def _layernorm_backward(a):
    dout, x, w = _f64(a["dout"]), _f64(a["x"]), _f64(a["w"])
    mean, rstd = _f64(a["mean"])[:, None], _f64(a["rstd"])[:, None]
    norm = (x - mean) * rstd
    dnorm = w * dout
    dnorm_mean = dnorm.mean(axis=1, keepdims=True)
    dnorm_norm_mean = (dnorm * norm).mean(axis=1, keepdims=True)
    dx = (dnorm - dnorm_mean - norm * dnorm_norm_mean) * rstd
    return {"dx": dx.astype(np.float32), "dw": (dout * norm).sum(axis=0).astype(np.float32),
            "db": dout.sum(axis=0).astype(np.float32)}


def _conv3x3(a):
    x, k = _f64(a["x"]), _f64(a["k"])
    H, W, _ = x.shape
    xp = np.pad(x, ((1, 1), (1, 1), (0, 0)))       # zero padding: the taps outside the image
    out = sum(xp[r:r + H, q:q + W] * k[3 * r + q] for r in range(3) for q in range(3))
    return {"out": out.astype(np.float32)}


def _dropout_inputs(rng, f, N):
    p = np.float32(0.25)
    return {"x": f(N), "p": p, "seed": np.uint32(0x2545F491),
            "threshold": np.uint32(round(float(p) * 2 ** 32))}


def _dropout(a):
    x = _f64(a["x"])
    n = np.arange(x.shape[0], dtype=np.uint64)
    word = philox4x32_10((n, 0, 0, 0), (int(a["seed"]), 0))[0]
    keep = word >= a["threshold"]
    return {"out": np.where(keep, x / (1 - float(a["p"])), 0.0).astype(np.float32)}


def _f64(x) -> np.ndarray:
    return np.asarray(x, np.float64)


def _attention_inputs(rng, f, B, H, S, T):
    return {"q": to_bf16_bits(f(B, H, S, 64)), "k": to_bf16_bits(f(B, H, T, 64)),
            "v": to_bf16_bits(f(B, H, T, 64)), "qh": f(B, H, S, 128).astype(np.float16),
            "kh": f(B, H, T, 128).astype(np.float16), "vh": f(B, H, T, 128).astype(np.float16),
            "scale": np.float32(0.125)}


def _sdpa(q, k, v, scale, causal):
    """softmax(q k^T scale) v over the last two axes, in float64; causal: query i sees keys
    j <= i."""
    x = np.einsum("bhsd,bhtd->bhst", q, k) * scale
    if causal:
        s, t = x.shape[-2:]
        x = np.where(np.arange(s)[:, None] >= np.arange(t)[None, :], x, -np.inf)
    p = np.exp(x - x.max(axis=-1, keepdims=True))
    return np.einsum("bhst,bhtd->bhsd", p / p.sum(axis=-1, keepdims=True), v)


def _attention(a):
    q, k, v = (from_bf16_bits(a[n]).astype(np.float64) for n in ("q", "k", "v"))
    qh, kh, vh = (_f64(a[n]) for n in ("qh", "kh", "vh"))
    sc = float(a["scale"])
    bf = lambda x: to_bf16_bits(x.astype(np.float32))  # noqa: E731
    return {"o": bf(_sdpa(q, k, v, sc, False)), "o_causal": bf(_sdpa(q, k, v, sc, True)),
            "oh": _sdpa(qh, kh, vh, sc, False).astype(np.float16),
            "oh_causal": _sdpa(qh, kh, vh, sc, True).astype(np.float16)}


def _attention_gqa_inputs(rng, f, BH, G, S, T):
    return {"q": to_bf16_bits(f(BH, G, S, 128)), "k": to_bf16_bits(f(BH, T, 128)),
            "v": to_bf16_bits(f(BH, T, 128)), "scale": np.float32(128 ** -0.5)}


def _attention_decode_inputs(rng, f, BH, R, T):
    return {"q": to_bf16_bits(f(BH, R, 128)), "k": to_bf16_bits(f(BH, T, 128)),
            "v": to_bf16_bits(f(BH, T, 128)), "scale": np.float32(128 ** -0.5)}


def _attention_decode(a):
    """Each of a key/value head's R query rows attends to all of its T keys."""
    q, k, v = (from_bf16_bits(a[n]).astype(np.float64)[:, None] for n in ("q", "k", "v"))
    return {"o": to_bf16_bits(_sdpa(q, k, v, float(a["scale"]), False)[:, 0]
                              .astype(np.float32))}


def _attention_paged_inputs(rng, f, B, R, NP, P, T):
    """Three sequences: 200 keys, 65, none (more: each T long)."""
    return paged_cache(rng, f, [200, 65, 0][:B] + [T] * max(0, B - 3), R, NP, P)


def paged_cache(rng, f, lens, R, NP, P):
    """Sequences of `lens` keys over a pool of NP pages of 64, pages dealt out of the pool in a
    shuffled order; a table entry past a sequence's pages is -1 (no page: nothing is read
    there). Also tests/lower/test_paged.py's inputs."""
    lens = np.asarray(lens, np.int32)
    pages = rng.permutation(NP)
    table = np.full((len(lens), P), -1, np.int32)
    used = 0
    for b, n in enumerate(lens):
        k = -(-int(n) // 64)
        table[b, :k] = pages[used:used + k]
        used += k
    return {"q": to_bf16_bits(f(len(lens), R, 128)), "kc": to_bf16_bits(f(NP, 64, 128)),
            "vc": to_bf16_bits(f(NP, 64, 128)), "table": table, "lens": lens,
            "scale": np.float32(128 ** -0.5)}


def _attention_paged(a):
    """Sequence b's keys are rows of its pages, in table order, its first lens[b]; each of its
    query rows attends to them; a sequence with none gives zeros."""
    q, kc, vc = (from_bf16_bits(a[n]).astype(np.float64) for n in ("q", "kc", "vc"))
    out = np.zeros(q.shape)
    for b, n in enumerate(a["lens"]):
        if n == 0:
            continue
        rows = [(a["table"][b, t // 64], t % 64) for t in range(int(n))]
        k = np.stack([kc[p, r] for p, r in rows])[None, None]
        v = np.stack([vc[p, r] for p, r in rows])[None, None]
        out[b] = _sdpa(q[b][None, None], k, v, float(a["scale"]), False)[0, 0]
    return {"o": to_bf16_bits(out.astype(np.float32))}


def _attention_gqa(a):
    """Each query head of a group attends to the group's one key/value head: k and v broadcast
    over the group axis."""
    q, k, v = (from_bf16_bits(a[n]).astype(np.float64) for n in ("q", "k", "v"))
    sc = float(a["scale"])
    G = q.shape[1]
    kk, vv = (np.broadcast_to(x[:, None], (x.shape[0], G, *x.shape[1:])) for x in (k, v))
    bf = lambda x: to_bf16_bits(x.astype(np.float32))  # noqa: E731
    return {"o": bf(_sdpa(q, kk, vv, sc, False)), "o_causal": bf(_sdpa(q, kk, vv, sc, True))}


def _grouped_gemm_inputs(rng, f, T, G, G1, N, K):
    """Tokens sorted by expert: the first expert gets T // 2 + 20 of them, the second none, the
    others random shares of the rest; offs the G + 1 running sums."""
    lens = np.zeros(G, np.int64)
    lens[0] = T // 2 + 20
    cuts = np.sort(rng.integers(0, T - lens[0] + 1, G - 3))
    lens[2:] = np.diff(np.concatenate([[0], cuts, [T - lens[0]]]))
    return {"x": to_bf16_bits(f(T, K)), "w": to_bf16_bits(f(G, N, K)),
            "offs": np.concatenate([[0], np.cumsum(lens)]).astype(np.int32)}


def _attention_varlen_inputs(rng, f, B, B1, H, TQ, TK, HQ, HK):
    cu = lambda lens: np.concatenate([[0], np.cumsum(lens)]).astype(np.int32)  # noqa: E731
    return {"q": to_bf16_bits(f(TQ, H, 64)), "k": to_bf16_bits(f(TK, H, 64)),
            "v": to_bf16_bits(f(TK, H, 64)), "cu_q": cu(VARLEN_Q), "cu_k": cu(VARLEN_K),
            "qg": to_bf16_bits(f(TQ, HQ, 64)), "kg": to_bf16_bits(f(TK, HK, 64)),
            "vg": to_bf16_bits(f(TK, HK, 64)), "scale": np.float32(0.125)}


def _attention_varlen(a):
    """Each sequence's attention by itself, in float64: softmax(q k^T scale) v over its own
    keys; causal aligned at the bottom right (query i of Lq sees keys j <= i + Lk - Lq), a
    query that sees no key a row of zeros."""
    q, k, v, qg, kg, vg = (from_bf16_bits(a[n]).astype(np.float64)
                           for n in ("q", "k", "v", "qg", "kg", "vg"))
    # grouped-query: query head h reads key/value head h // 4
    kg, vg = (np.repeat(x, qg.shape[1] // x.shape[1], axis=1) for x in (kg, vg))
    cq, ck, sc = a["cu_q"], a["cu_k"], float(a["scale"])
    out = {"o": np.zeros(q.shape), "o_causal": np.zeros(q.shape), "og": np.zeros(qg.shape),
           "og_causal": np.zeros(qg.shape)}
    for b in range(len(cq) - 1):
        qs, ks = slice(cq[b], cq[b + 1]), slice(ck[b], ck[b + 1])
        lq, lk = qs.stop - qs.start, ks.stop - ks.start
        seen = np.arange(lq)[:, None] + lk - lq >= np.arange(lk)[None, :]
        for name, (qq, kk, vv), m in (("o", (q, k, v), np.ones_like(seen)),
                                      ("o_causal", (q, k, v), seen),
                                      ("og", (qg, kg, vg), np.ones_like(seen)),
                                      ("og_causal", (qg, kg, vg), seen)):
            y = np.where(m, np.einsum("shd,thd->hst", qq[qs], kk[ks]) * sc, -np.inf)
            top = np.max(y, axis=-1, keepdims=True, initial=-np.inf)
            p = np.where(m, np.exp(y - np.where(np.isfinite(top), top, 0)), 0)
            total = p.sum(axis=-1, keepdims=True)
            out[name][qs] = np.einsum("hst,thd->shd", p / np.where(total > 0, total, 1), vv[ks])
    return {n: to_bf16_bits(x.astype(np.float32)) for n, x in out.items()}


def _conv2d_inputs(rng, f, NB, H, W, C, KK, CO, P, Q):
    return {"x": to_bf16_bits(f(NB, H, W, C)), "w3": to_bf16_bits(f(KK, CO) / 8),
            "w1": to_bf16_bits(f(C, CO) / 4)}


def _conv2d(a):
    """NHWC convolutions in float64 by their definition: y[n, i, j, co] = sum over taps (r, s)
    and channels c of x[n, st i + r - pad, st j + s - pad, c] w[r, s, c, co], the taps off the
    image zero; the outputs flattened to [pixels, CO] as the kernels write them."""
    x = from_bf16_bits(a["x"]).astype(np.float64)
    nb, h, w, c = x.shape

    def conv(wt, k, stride):
        pad = k // 2
        xp = np.pad(x, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
        ho, wo = (h + 2 * pad - k) // stride + 1, (w + 2 * pad - k) // stride + 1
        taps = from_bf16_bits(wt).astype(np.float64).reshape(k, k, c, -1)
        y = np.zeros((nb, ho, wo, taps.shape[-1]))
        for r in range(k):
            for s in range(k):
                win = xp[:, r:r + stride * ho:stride, s:s + stride * wo:stride, :]
                y += np.einsum("nijc,co->nijo", win, taps[r, s])
        return to_bf16_bits(y.reshape(-1, y.shape[-1]).astype(np.float32))
    return {"y": conv(a["w3"], 3, 1), "y2": conv(a["w3"], 3, 2), "y1": conv(a["w1"], 1, 2)}


def _grouped_gemm(a):
    x, w, offs = from_bf16_bits(a["x"]).astype(np.float64), from_bf16_bits(a["w"]), a["offs"]
    y = np.zeros((x.shape[0], w.shape[1]))
    for g in range(w.shape[0]):
        rows = slice(offs[g], offs[g + 1])
        y[rows] = x[rows] @ w[g].astype(np.float64).T
    return {"y": to_bf16_bits(y.astype(np.float32))}


def _swiglu(a):
    x, w1, w3 = (from_bf16_bits(a[n]).astype(np.float64) for n in ("x", "w1", "w3"))
    g, u = x @ w1, x @ w3
    return {"h": to_bf16_bits((g / (1 + np.exp(-g)) * u).astype(np.float32))}


def _gemm_scaled(a):
    act = from_bf16_bits(a["a"]).astype(np.float64)
    act[:, int(a["width"]):] = 0
    # The kernel's bf16(w * wscale): an f32 product rounded to bf16.
    wb = from_bf16_bits(to_bf16_bits(a["w"] * a["wscale"])).astype(np.float64)
    return {"c": (act @ wb).astype(np.float32)}


# -- 8-bit floats, from the OCP 8-bit floating point specification (and LLVM's FNUZ semantics)
# through ml_dtypes: a cast rounds to nearest even and saturates to the largest finite value.
FP8 = {"e4m3": ("float8_e4m3fn", 448.0), "e5m2": ("float8_e5m2", 57344.0),
       "e4m3fnuz": ("float8_e4m3fnuz", 240.0), "e5m2fnuz": ("float8_e5m2fnuz", 57344.0)}


def to_fp8_bits(x, fmt: str) -> np.ndarray:
    import ml_dtypes
    name, top = FP8[fmt]
    x = np.asarray(x, np.float32)
    out = np.clip(x, -top, top).astype(getattr(ml_dtypes, name)).view(np.uint8)
    return np.where(np.isnan(x), np.uint8(0x80 if fmt.endswith("fnuz") else 0x7F), out)


def from_fp8_bits(b, fmt: str) -> np.ndarray:
    import ml_dtypes
    return np.asarray(b, np.uint8).view(getattr(ml_dtypes, FP8[fmt][0])).astype(np.float64)


def _fp8_quant_inputs(fnuz: bool):
    act, grad = ("e4m3fnuz", "e5m2fnuz") if fnuz else ("e4m3", "e5m2")

    def make(rng, f, M, KB, N, K, NB):
        # Groups of very different magnitudes, one all zero.
        x = f(M, KB, 128) * np.exp2(rng.integers(-6, 7, (M, KB, 1))).astype(np.float32)
        x[1, 0] = 0.0
        g = f(N) * np.float32(3e4)
        g[:2] = (np.inf, -np.inf)             # saturate to the largest finite value
        return {"x": to_bf16_bits(x), "w": to_fp8_bits(4 * f(N, K), act),
                "ws": np.abs(f(NB, KB)) + np.float32(0.01), "g": g,
                "scale": np.float32(1.5), "gq_in": to_fp8_bits(f(N) * 1000, grad)}
    return make


def _fp8_quant(fnuz: bool):
    act, grad = ("e4m3fnuz", "e5m2fnuz") if fnuz else ("e4m3", "e5m2")

    def ref(a):
        x = from_bf16_bits(a["x"]).astype(np.float64)
        sc = np.maximum(np.abs(x).max(axis=2), 1e-10) / FP8[act][1]
        w = from_fp8_bits(a["w"], act)
        n, k = np.arange(w.shape[0]) // 128, np.arange(w.shape[1]) // 128
        deq = w * a["ws"].astype(np.float64)[n[:, None], k[None, :]]
        scale = np.float64(a["scale"])
        return {"y": to_fp8_bits(x / sc[..., None], act), "s": sc.astype(np.float32),
                "out": to_bf16_bits(deq.astype(np.float32)),
                "gq": to_fp8_bits(a["g"].astype(np.float64) * scale, grad),
                "g_out": (from_fp8_bits(a["gq_in"], grad) / scale).astype(np.float32)}
    return ref


def _gemm_fp8_inputs(fnuz: bool):
    act, wt = ("e4m3fnuz", "e5m2fnuz") if fnuz else ("e4m3", "e5m2")

    def make(rng, f, M, N, K, KB, NB, KS=0):
        return {"a": to_fp8_bits(4 * f(M, K), act), "b": to_fp8_bits(4 * f(N, K), act),
                "scale_a": np.float32(0.0625), "scale_b": np.float32(0.03125),
                "x": to_fp8_bits(4 * f(M, K), act), "w": to_fp8_bits(64 * f(N, K), wt),
                "sx": np.abs(f(M)) / 16 + np.float32(0.01),
                "sw": np.abs(f(N)) / 512 + np.float32(0.001),
                "xa": to_fp8_bits(4 * f(M, K), act), "wb": to_fp8_bits(4 * f(N, K), act),
                "sa": np.abs(f(M, KB)) / 8 + np.float32(0.01),
                "sb": np.abs(f(NB, KB)) / 8 + np.float32(0.01),
                **({} if fnuz else {     # mxfp8 (OCP MX): e8m0 scales 2^(e - 127) a 32-block
                    "xq": to_fp8_bits(4 * f(M, K), act), "wq": to_fp8_bits(4 * f(N, K), act),
                    "xs": rng.integers(121, 131, (M, KS)).astype(np.uint8),
                    "ws": rng.integers(121, 131, (N, KS)).astype(np.uint8)})}
    return make


def _gemm_fp8(fnuz: bool):
    act, wt = ("e4m3fnuz", "e5m2fnuz") if fnuz else ("e4m3", "e5m2")

    def ref(a):
        A, B = from_fp8_bits(a["a"], act), from_fp8_bits(a["b"], act)
        X, W = from_fp8_bits(a["x"], act), from_fp8_bits(a["w"], wt)
        s = np.float64(np.float32(a["scale_a"]) * np.float32(a["scale_b"]))
        rowwise = (X @ W.T) * a["sx"].astype(np.float64)[:, None] * a["sw"].astype(np.float64)
        out = {"c": to_bf16_bits((A @ B.T * s).astype(np.float32)),
               "out": to_bf16_bits(rowwise.astype(np.float32))}
        if "xa" in a:       # the blockwise kernel
            XA, WB = from_fp8_bits(a["xa"], act), from_fp8_bits(a["wb"], act)
            sa, sb = a["sa"].astype(np.float64), a["sb"].astype(np.float64)
            y = np.zeros((XA.shape[0], WB.shape[0]))
            for kb in range(sa.shape[1]):
                blk = slice(128 * kb, 128 * kb + 128)
                scale = sa[:, kb, None] * sb[np.arange(WB.shape[0]) // 128, kb][None, :]
                y += (XA[:, blk] @ WB[:, blk].T) * scale
            out["y"] = to_bf16_bits(y.astype(np.float32))
        if "xq" in a:       # mxfp8: each 32-deep block's product times 2^(ex - 127) 2^(ew - 127)
            XQ, WQ = from_fp8_bits(a["xq"], act), from_fp8_bits(a["wq"], act)
            xs = np.exp2(a["xs"].astype(np.float64) - 127)
            ws = np.exp2(a["ws"].astype(np.float64) - 127)
            o = np.zeros((XQ.shape[0], WQ.shape[0]))
            for kb in range(xs.shape[1]):
                blk = slice(32 * kb, 32 * kb + 32)
                o += (XQ[:, blk] @ WQ[:, blk].T) * xs[:, kb, None] * ws[None, :, kb]
            out["o"] = to_bf16_bits(o.astype(np.float32))
        return out
    return ref



# FlashAttention-3's FP8 forward (examples/attention_fp8.kgen). Q and K hold integers in [-4, 4]
# (every e4m3 and e4m3fnuz value there is exact) and the softmax scale is 1/32, so every score is
# an integer under 2^11 that any accumulation keeping 14 bits adds exactly (Hopper's FP8 tensor
# cores: DeepSeek-V3 3.5.2), and (x - max) * scale is exact in f32: the kernel's p differs from
# this float64 p by its exp alone. V holds any 8-bit values.
ATTENTION_FP8_STEP = 64       # the kernel's `tile t: 64`: P is rounded against each step's max
# How far the kernel's f32 p may be from the float64 p, relatively: ex2.approx.ftz.f32's 2 ulp
# (PTX ISA 9.7.3.21 "ex2") and the rounding of the argument times log2(e), with room to spare.
P_WINDOW = 2.0 ** -16


def _attention_fp8_inputs(fmt: str):
    def make(rng, f, BH, S, T):
        ints = lambda *shape: rng.integers(-4, 5, shape).astype(np.float32)  # noqa: E731
        return {"q": to_fp8_bits(ints(BH, S, 128), fmt), "k": to_fp8_bits(ints(BH, T, 128), fmt),
                "vt": to_fp8_bits(2 * f(BH, 128, T), fmt), "scale": np.float32(1 / 32),
                "descale": np.float32(0.5)}
    return make


def _attention_fp8(fmt: str, lean: int = 0):
    """The kernel's online softmax as written: each 64-key step's p = exp((x - m) scale) against
    the running max m, rounded to the 8-bit format, times V^T; l sums p unrounded. Returns the
    output and, beside it, the bound on where the kernel may differ: a p within P_WINDOW of a
    rounding midpoint of the format may round to either neighbour, moving the output by the
    gap between them, times the later steps' rescale, |V| and descale / l. lean +1 / -1: such
    a p rounds to its upper / lower neighbour (what the bound must cover)."""
    fp8 = lambda y: from_fp8_bits(to_fp8_bits(y, fmt), fmt)  # noqa: E731
    leaned = lambda y: fp8(y * (1 + lean * P_WINDOW))  # noqa: E731

    def ref(a):
        q, k, vt = (from_fp8_bits(a[n], fmt) for n in ("q", "k", "vt"))
        x = np.einsum("bsd,btd->bst", q, k)
        sc, ds = float(a["scale"]), float(a["descale"])
        mx = np.full(x.shape[:2], -np.inf)
        l, acc, gaps = np.zeros(x.shape[:2]), np.zeros(x.shape[:2] + (vt.shape[1],)), []
        for t0 in range(0, x.shape[2], ATTENTION_FP8_STEP):
            keys = slice(t0, t0 + ATTENTION_FP8_STEP)
            m2 = np.maximum(mx, x[..., keys].max(axis=-1))
            p = np.exp((x[..., keys] - m2[..., None]) * sc)
            alpha = np.exp((mx - m2) * sc)
            l = l * alpha + p.sum(axis=-1)
            acc = acc * alpha[..., None] + np.einsum("bst,bdt->bsd", leaned(p), vt[..., keys])
            gaps.append((keys, m2, fp8(p * (1 + P_WINDOW)) - fp8(p * (1 - P_WINDOW))))
            mx = m2
        bound = sum(np.einsum("bst,bdt->bsd", gap * np.exp((m2 - mx) * sc)[..., None],
                              np.abs(vt[..., keys])) for keys, m2, gap in gaps)
        return {"o": to_bf16_bits((acc * (ds / l)[..., None]).astype(np.float32))}, \
            {"o": bound * (ds / l)[..., None]}
    return ref

LLM_INPUTS = {
    "attention": _attention_inputs,
    "attention_gqa": _attention_gqa_inputs,
    "attention_decode": _attention_decode_inputs,
    "attention_paged": _attention_paged_inputs,
    "swiglu": lambda rng, f, M, N, K: {"x": to_bf16_bits(f(M, K)), "w1": to_bf16_bits(f(K, N)),
                                       "w3": to_bf16_bits(f(K, N))},
    "batched_gemm": lambda rng, f, G, M, N, K: {"a": to_bf16_bits(f(G, M, K)),
                                                "w": to_bf16_bits(f(G, K, N))},
    "gemm_scaled": lambda rng, f, M, N, K: {"a": to_bf16_bits(f(M, K)), "w": f(K, N),
                                            "wscale": f(N), "width": np.int32(29)},
    "embedding": _embedding_inputs,
    "cross_entropy": _cross_entropy_inputs,
    "bias_grad": lambda rng, f, T, C: {"dout": f(T, C)},
    "transpose": lambda rng, f, M, N: {"x": f(M, N)},
    "causal_softmax": lambda rng, f, B, NH, T: {"att": 4 * f(B, NH, T, T),
                                                "scale": np.float32(0.125)},
    "rope": _rope_inputs,
    "adamw": _adamw_inputs,
    "layernorm_backward": _layernorm_backward_inputs,
    "conv3x3": lambda rng, f, H, W, C: {"x": f(H, W, C), "k": f(9, C)},
    "dropout": _dropout_inputs,
    "fp8_quant": _fp8_quant_inputs(False),
    "fp8_quant_fnuz": _fp8_quant_inputs(True),
    "gemm_fp8": _gemm_fp8_inputs(False),
    "gemm_fp8_fnuz": _gemm_fp8_inputs(True),
    "attention_fp8": _attention_fp8_inputs("e4m3"),
    "attention_fp8_fnuz": _attention_fp8_inputs("e4m3fnuz"),
    "grouped_gemm": _grouped_gemm_inputs,
    "attention_varlen": _attention_varlen_inputs,
    "conv2d": _conv2d_inputs,
}

LLM_EXPECTED = {
    "attention": _attention,
    "attention_gqa": _attention_gqa,
    "attention_decode": _attention_decode,
    "attention_paged": _attention_paged,
    "swiglu": _swiglu,
    "batched_gemm": lambda a: {"c": np.einsum(
        "gmk,gkn->gmn", from_bf16_bits(a["a"]).astype(np.float64),
        from_bf16_bits(a["w"]).astype(np.float64)).astype(np.float32)},
    "gemm_scaled": _gemm_scaled,
    "embedding": _embedding,
    "cross_entropy": _cross_entropy,
    "bias_grad": lambda a: {"dbias": _f64(a["dout"]).sum(axis=0).astype(np.float32)},
    "transpose": lambda a: {"y": np.ascontiguousarray(a["x"].T)},
    "causal_softmax": _causal_softmax,
    "rope": _rope,
    "adamw": _adamw,
    "layernorm_backward": _layernorm_backward,
    "conv3x3": _conv3x3,
    "dropout": _dropout,
    "fp8_quant": _fp8_quant(False),
    "fp8_quant_fnuz": _fp8_quant(True),
    "gemm_fp8": _gemm_fp8(False),
    "gemm_fp8_fnuz": _gemm_fp8(True),
    "attention_fp8": lambda a: _attention_fp8("e4m3")(a)[0],
    "attention_fp8_fnuz": lambda a: _attention_fp8("e4m3fnuz")(a)[0],
    "grouped_gemm": _grouped_gemm,
    "attention_varlen": _attention_varlen,
    "conv2d": _conv2d,
}

# Per-element bounds beside the tolerance rule, where the reference can say by how much the
# kernel's own legitimate roundings may move an output (kgen.tools.golden: io.npz's bound_*).
LLM_BOUNDS = {
    "attention_fp8": lambda a: _attention_fp8("e4m3")(a)[1],
    "attention_fp8_fnuz": lambda a: _attention_fp8("e4m3fnuz")(a)[1],
}
