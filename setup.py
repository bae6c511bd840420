"""Packages for setuptools, found rather than listed: a listed set forgot kgen.sim once, so a
wheel's `kgen run --device sim` could not import its emulator. Everything else (metadata, the
package-dir mapping of emitters/ and grammar/ to kgen.emitters and kgen.grammar) is in
pyproject.toml; find_packages cannot see those two under their installed names, so they are
added by name here."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["kgen", "kgen.*"]), "kgen.emitters", "kgen.grammar"])
