"""Hostile files for round four's Moodle download (tests/test_red_team4.py)."""
from __future__ import annotations

import io
import zipfile


def traversal_zip(notebook_text: str, outside: str) -> bytes:
    """A ZIP whose members climb out of where it is extracted (1 to 9 levels), and one with an
    absolute path (``outside``: a file in the test's own temporary folder)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as box:
        for k in range(1, 10):
            box.writestr("../" * k + f"evil{k}-1_minimax.ipynb", notebook_text)
            box.writestr("../" * k + f"evil{k}-escape.txt", "escaped")
        box.writestr(outside, "escaped (absolute)")
        box.writestr("sub/../../../../../../../../evil-mixed-1_minimax.ipynb", notebook_text)
    return out.getvalue()


def _zip(members: dict[str, bytes], method: int) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", method) as box:
        for name, data in members.items():
            box.writestr(zipfile.ZipInfo(name, (2026, 11, 20, 8, 0, 0)), data,
                         compress_type=method)
    return out.getvalue()


def zeros_bomb(mb: int = 1, fan: int = 12, levels: int = 2) -> tuple[bytes, int]:
    """Nested ZIPs of zeros: a few KB that unpack to ``mb * fan ** levels`` MB (each level: a
    stored ZIP of ``fan`` copies of the one below, wrapped in a deflated ZIP so the copies
    compress to almost nothing). The bytes, and what they unpack to."""
    level = _zip({"zeros.bin": bytes(mb * 2 ** 20)}, zipfile.ZIP_DEFLATED)
    for depth in range(levels):
        stored = _zip({f"part{depth}-{i}.zip": level for i in range(fan)}, zipfile.ZIP_STORED)
        level = _zip({f"level{depth}.zip": stored}, zipfile.ZIP_DEFLATED)
    return level, mb * 2 ** 20 * fan ** levels


def impersonating_zip(folder: str, notebook: str, text: str) -> bytes:
    """A ZIP holding a Moodle folder of another student's, with one notebook in it."""
    return _zip({f"{folder}/{notebook}.ipynb": text.encode()}, zipfile.ZIP_DEFLATED)
