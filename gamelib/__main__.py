"""``python -m gamelib``: the command line (see :mod:`gamelib.cli`, one module per command)."""

import sys

from gamelib.cli import main

if __name__ == "__main__":
    sys.exit(main())
