#!/usr/bin/env bash
# One lent-GPU session in one command (run by the device tool from the repository root, with
# .whl carried: the lark wheel, which the machine's Python 3.12 lacks, and ptxas.xz). Prints each
# result as it has it; the tables go to $OUT. Make .whl here first (it is not committed):
#   echo /.whl/ >> .git/info/exclude
#   pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#       --platform manylinux2014_x86_64 -d .whl lark==1.3.1
#   xz -T2 -6 -c "$(python -c 'import kgen.assemble.driver as d; print(d.find_ptxas())')" \
#       > .whl/ptxas.xz
# then: run(command="KGEN_COMMIT=<commit> bash benchmarks/device_session.sh", carry=[".whl"]).
set -o pipefail
export PYTHONUNBUFFERED=1 PATH="$PATH:/usr/local/cuda/bin"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site \
    .whl/lark-*.whl || exit 1
# kgen's pinned ptxas (the nvidia-cuda-nvcc wheel's, xz-compressed in .whl) ahead of the image's:
# CUDA 13.0's ptxas serializes wgmma in attention_causal_d128 (C7519) where 13.5's does not.
if [ -f .whl/ptxas.xz ]; then
    mkdir -p /tmp/ptxas && python3 -c "import lzma, shutil; shutil.copyfileobj(lzma.open('.whl/ptxas.xz'), open('/tmp/ptxas/ptxas', 'wb'))" && chmod +x /tmp/ptxas/ptxas
    export PATH="/tmp/ptxas:$PATH"
fi
export PYTHONPATH=/tmp/site:$PWD
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
python3 -c "import cuda.core, cuda.bindings, torch, numpy; print('cuda.core', cuda.core.__version__, 'cuda.bindings', cuda.bindings.__version__, 'torch', torch.__version__, 'numpy', numpy.__version__)"
python3 -c "import kgen.assemble.driver as d; p = d.find_ptxas(); print('ptxas', p)" && "$(python3 -c "import kgen.assemble.driver as d; print(d.find_ptxas())")" --version | tail -1
python3 benchmarks/gpu_check.py --no-speed --workers 14 --out "$OUT/gpu_agreement.txt" 2>&1 | tee "$OUT/agreement.log"
python3 benchmarks/gpu_check.py --speed-only --out "$OUT/gpu_speed.txt" "$@" 2>&1 | tee "$OUT/speed.log"
