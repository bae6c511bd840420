"""Lowering: the tile IR to LIR, through layouts (elementwise, reductions, products)."""
