"""kgen: a GPU kernel compiler from tile math to readable PTX and AMDGCN."""

__version__ = "0.1.0"
