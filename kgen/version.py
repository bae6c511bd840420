"""kgen's version: one place, read by the command line and the compile cache's key."""

__version__ = "0.1.0"
