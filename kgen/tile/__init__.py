"""The tile IR, built by the checker, and its float64 evaluator (the reference)."""
