"""Moved to examples/reference.py (kept importable here for older test modules)."""
from reference import *  # noqa: F401,F403
from reference import expected, from_bf16_bits, inputs, to_bf16_bits  # noqa: F401
