"""The low-level IR (one thread's program, per target) and its interpreter."""
