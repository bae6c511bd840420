"""Targets as data: each machine's facts, and the TMA descriptor encoding."""
