#!/usr/bin/env bash
# One lent-GPU session in one command (run by the device tool from the repository root, with
# .whl carried: lark and cuda-core wheels for the machine's Python 3.12). Prints each result as it
# has it; the tables go to $OUT.
set -o pipefail
export PYTHONUNBUFFERED=1 PATH="$PATH:/usr/local/cuda/bin"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site \
    .whl/lark-*.whl || exit 1
if ! python3 -c "import cuda.core as c, sys; v = tuple(int(x) for x in c.__version__.split('.')[:2]); sys.exit(v < (1, 2))"; then
    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site \
        .whl/cuda_core-*.whl || exit 1
fi
export PYTHONPATH=/tmp/site:$PWD
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
python3 -c "import cuda.core, cuda.bindings, torch, numpy; print('cuda.core', cuda.core.__version__, 'cuda.bindings', cuda.bindings.__version__, 'torch', torch.__version__, 'numpy', numpy.__version__)"
python3 -c "import kgen.assemble.driver as d; p = d.find_ptxas(); print('ptxas', p)" && ptxas --version | tail -1
python3 benchmarks/gpu_check.py --speed-only --out "$OUT/gpu_speed.txt" "$@" 2>&1 | tee "$OUT/speed.log"
python3 benchmarks/gpu_check.py --no-speed --workers 14 --out "$OUT/gpu_agreement.txt" 2>&1 | tee "$OUT/agreement.log"
