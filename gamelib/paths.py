"""Where gamelib finds its data files.

The repository's top-level ``data/`` folder, or the folder named by the
``GAMELIB_DATA`` environment variable.
"""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """The data folder (``$GAMELIB_DATA`` or ``<repo>/data``)."""
    return Path(os.environ.get("GAMELIB_DATA", REPO_ROOT / "data"))
