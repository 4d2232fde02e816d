"""Where gamelib finds its data files.

``gamelib/data`` is a link to the repository's top-level ``data/`` folder, and an installed
wheel carries a copy of it, so the lecture trees, the tuned Othello weights and the glossary
travel with the package.  The ``GAMELIB_DATA`` environment variable names another folder.

>>> (data_dir() / "othello" / "evaluation.npz").exists()
True
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]  # gamelib/core/paths.py -> the checkout


def data_dir() -> Path:
    """The data folder: ``$GAMELIB_DATA``, else the package's ``data`` (the repository's
    ``data/`` in a checkout, its copy in an installed wheel)."""
    if "GAMELIB_DATA" in os.environ:
        return Path(os.environ["GAMELIB_DATA"])
    packaged = Path(str(files("gamelib") / "data"))
    return packaged if packaged.is_dir() else REPO_ROOT / "data"  # (a checkout without links)
