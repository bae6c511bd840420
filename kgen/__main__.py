"""`python -m kgen`: the same command line as the `kgen` script."""

from .cli import main

main()
