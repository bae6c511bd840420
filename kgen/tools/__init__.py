"""What the commands do beyond compiling: run, golden files, bench, tune, timeline, mutation testing."""
