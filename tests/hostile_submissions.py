"""Submissions for the sandbox tests, built in a test's folder: the hostile bots of a folder
under ``tests/bots/`` (each with its ``@KEY@`` placeholders filled in), an honest bot, and ZIP
files made on the spot."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

BOTS = Path(__file__).resolve().parent / "bots"
#: the honest bot: the first legal move (from the hostile folder's ``_common.py``)
HONEST = "from _common import first_legal\n\n\ndef bot(victory_cell, cell, you):\n    return first_legal(cell, you)\n"


def zip_submission(path: Path, files: dict[str, bytes]) -> Path:
    """Write a ZIP holding ``files`` (name: bytes, names as given, however hostile) to ``path``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    path.write_bytes(buffer.getvalue())
    return path


def folder_submissions(hostile: Path, folder: Path, fills: dict[str, str]) -> list[Path]:
    """Each ``*_group.py`` of ``hostile`` as a folder submission in ``folder`` (its ``bot.py``
    with ``fills`` applied, and the shared ``_common.py``), then the honest bot's folder last."""
    common = (hostile / "_common.py").read_text()
    made = []
    for source in sorted(hostile.glob("*_group.py")):
        text = source.read_text()
        for key, value in fills.items():
            text = text.replace(key, value)
        made.append(_folder(folder / source.stem, text, common))
    made.append(_folder(folder / "honest_group", HONEST, common))
    return made


def _folder(bot: Path, text: str, common: str) -> Path:
    bot.mkdir()
    (bot / "bot.py").write_text(text)
    (bot / "_common.py").write_text(common)
    return bot
