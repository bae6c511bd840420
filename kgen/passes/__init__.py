"""LIR passes: software pipelining, warp roles, barrier insertion and proof."""
