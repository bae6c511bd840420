"""The grammar's LALR tables are kept between processes in kgen's cache folder
(kgen.front.parse._tables): every command of the CLI is a new process, and building them was a
third of a second of a small `kgen check`. A process that finds them reads the same programs;
a file that does not read is built again; with the cache off nothing is written."""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import ROOT

# Parses an example in a fresh process and prints its AST and whether Lark read the tables from
# the file ("loaded"), built and wrote them ("built"), or neither ("uncached"), from what it logs
# at debug level ("Loading grammar from cache", "Saving grammar to cache").
_PARSE = """
import logging, sys
from lark import logger
logger.setLevel(logging.DEBUG)
seen = []
class H(logging.Handler):
    def emit(self, r): seen.append(r.getMessage())
logger.addHandler(H())
from kgen.front.parse import parse
from kgen.source import Source
text = open(sys.argv[1]).read()
print(repr(parse(Source("x.kgen", text))))
saved = any("Saving grammar to cache" in m for m in seen)
tried = any("Loading grammar from cache" in m for m in seen)
print("built" if saved else "loaded" if tried else "uncached")
"""


def _parse(tmp_path, cache: str = "1") -> tuple[str, str]:
    env = {**os.environ, "KGEN_CACHE_DIR": str(tmp_path), "KGEN_CACHE": cache}
    out = subprocess.run([sys.executable, "-c", _PARSE, str(ROOT / "examples/softmax.kgen")],
                         capture_output=True, text=True, env=env, check=True, timeout=120)
    ast, how = out.stdout.rsplit("\n", 2)[:2]
    return ast, how


def test_a_second_process_reads_the_tables_and_the_same_program(tmp_path):
    first, how1 = _parse(tmp_path)
    tables = list(tmp_path.glob("grammar-*.tables"))
    assert how1 == "built" and len(tables) == 1
    second, how2 = _parse(tmp_path)
    assert how2 == "loaded" and second == first
    # A file that does not read (cut short by a process that died writing it) is built again.
    tables[0].write_bytes(tables[0].read_bytes()[:100])
    third, how3 = _parse(tmp_path)
    assert how3 == "built" and third == first
    assert _parse(tmp_path)[1] == "loaded"


def test_with_the_cache_off_nothing_is_written(tmp_path):
    assert _parse(tmp_path, cache="0")[1] == "uncached"
    assert not list(tmp_path.iterdir())
