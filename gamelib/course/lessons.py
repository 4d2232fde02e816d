"""The Vietnamese edition of the lessons: generated from the English notebooks, never edited.

One source of truth per lesson. The code lives once, in the English notebook
(``notebooks/NN_name.ipynb``); the Vietnamese words live in ``notebooks/translations/NN_name.vi.json``,
one entry per markdown cell (by the cell's id), each holding a fingerprint of the English text
it translates. Exercise templates (code cells tagged ``exercise``) are translated too, since a
student reads their comments and messages; only those words may differ (a test compares the
code without its comments and strings). In every other code cell, a title or label a student
reads in the code (a string of several words that the catalogue has) is written in Vietnamese
(:func:`code_in_language`). :func:`build` writes ``notebooks/vi/NN_name.ipynb``: the same cells in the same
order, the same code, the Vietnamese text, and one cell first that sets the language
(``set_language("vi")``), so every widget, caption and table of the lesson speaks Vietnamese.

:func:`problems` lists whatever keeps the two editions apart -- a cell with no translation, a
translation of English that has since changed, a translation of a cell that is gone, a
generated notebook older than its sources -- and the test suite fails on any of them.

    python -m gamelib lessons            # list the problems (exit 1 if any)
    python -m gamelib lessons --build    # write notebooks/vi/ from the sources
    python -m gamelib lessons --todo 07  # the English text still to translate in lesson 07
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any

from gamelib.core.paths import REPO_ROOT

NOTEBOOKS = REPO_ROOT / "notebooks"
TRANSLATIONS = NOTEBOOKS / "translations"
EDITION = NOTEBOOKS / "vi"
LANGUAGE_CELL = {
    "cell_type": "code", "execution_count": None, "id": "vi-language", "metadata": {}, "outputs": [],
    "source": ["from gamelib.i18n import set_language\n", "\n",
               "set_language(\"vi\")  # mọi widget, chú thích và bảng bên dưới đều bằng tiếng Việt"],
}


def fingerprint(source: str) -> str:
    """A short fingerprint of a cell's English text: a translation records the text it translates."""
    return hashlib.sha1(source.encode("utf-8")).hexdigest()[:12]


def english_notebooks() -> list[Path]:
    return sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))


def translation_path(notebook: Path) -> Path:
    return TRANSLATIONS / (notebook.stem + ".vi.json")


def _source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def translated(cell: dict[str, Any]) -> bool:
    """Whether a cell has Vietnamese words of its own: markdown, and exercise templates."""
    return cell["cell_type"] == "markdown" or "exercise" in cell.get("metadata", {}).get("tags", ())


def load_translation(notebook: Path) -> dict[str, dict[str, str]]:
    """A lesson's Vietnamese cells, by cell id: ``{"en": fingerprint, "vi": text}``."""
    path = translation_path(notebook)
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def save_translation(notebook: Path, cells: dict[str, str]) -> Path:
    """Record Vietnamese text for some cells of ``notebook`` (by id; see :func:`translated`),
    each with the fingerprint of the English it translates now; other cells' entries are kept."""
    english = {cell["id"]: _source(cell) for cell in json.loads(notebook.read_text())["cells"]
               if translated(cell)}
    entries = load_translation(notebook)
    for cell_id, text in cells.items():
        if cell_id not in english:
            raise KeyError(f"{notebook.name} has no markdown or exercise cell {cell_id!r}")
        entries[cell_id] = {"en": fingerprint(english[cell_id]), "vi": text.strip("\n")}
    order = list(english)
    data = {"notebook": notebook.name, "language": "vi",
            "cells": {k: entries[k] for k in sorted(entries, key=lambda k: order.index(k)
                                                    if k in order else len(order))}}
    TRANSLATIONS.mkdir(exist_ok=True)
    path = translation_path(notebook)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


def vietnamese(notebook: Path) -> tuple[dict[str, Any], list[str]]:
    """The Vietnamese edition of one English notebook, and what is wrong with its translation."""
    english = json.loads(notebook.read_text(encoding="utf-8"))
    translation = load_translation(notebook)
    problems: list[str] = []
    edition = copy.deepcopy(english)
    cells = []
    seen = set()
    for cell in edition["cells"]:
        if cell["cell_type"] == "code" and not any(c["cell_type"] == "code" for c in cells):
            cells.append(copy.deepcopy(LANGUAGE_CELL))
        if translated(cell):
            entry = translation.get(cell["id"])
            seen.add(cell["id"])
            if entry is None:
                problems.append(f"{notebook.name}, cell {cell['id']}: no Vietnamese text")
            elif entry["en"] != fingerprint(_source(cell)):
                problems.append(f"{notebook.name}, cell {cell['id']}: the English changed since it "
                                "was translated")
            if entry is not None:
                cell["source"] = entry["vi"].splitlines(keepends=True)
        elif cell["cell_type"] == "code":
            cell["source"] = code_in_language(_source(cell), "vi").splitlines(keepends=True)
        cells.append(cell)
    for cell_id in translation:
        if cell_id not in seen:
            problems.append(f"{notebook.name}: the translation has a cell {cell_id!r} that the "
                            "English notebook no longer has")
    edition["cells"] = cells
    edition["metadata"]["gamelib"] = {"edition": "vi", "generated_from": f"../{notebook.name}",
                                      "do_not_edit": "python -m gamelib lessons --build"}
    return edition, problems


#: keyword arguments whose strings a student reads as a title or a label
TITLE_KEYWORDS = frozenset({"title", "xlabel", "ylabel", "label", "caption", "description"})


def code_in_language(source: str, lang: str) -> str:
    """``source`` with its titles and labels in ``lang``: the strings of several words the
    catalogue has that the code gives as a title or label (``title="..."``), as a table's column (a key of
    ``{"...": ...}``) or to ``tr("...")`` -- the widgets and pictures show them translated, so
    the code says what the figure says. Every other string may be data, and stays.

    >>> print(code_in_language('draw_tree(t, title="minimax value of every node", root="max")', "vi"))
    draw_tree(t, title="giá trị minimax của mọi đỉnh", root="max")
    >>> print(code_in_language('Board(b="minimax value of every node")', "vi"))
    Board(b="minimax value of every node")
    """
    import ast

    from gamelib.i18n import CATALOGUE, tr

    if lang == "en":
        return source
    try:
        tree = ast.parse(source)
    except SyntaxError:  # (not Python: left as it is)
        return source
    words = []  # the string constants shown as words
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            words += [k.value for k in node.keywords if k.arg in TITLE_KEYWORDS]
            if isinstance(node.func, ast.Name) and node.func.id == "tr" and node.args:
                words.append(node.args[0])
        elif isinstance(node, ast.Dict):
            words += [key for key in node.keys if key is not None]
    lines = source.splitlines(keepends=True)
    edits = []
    for node in words:
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) \
                or " " not in node.value.strip() or node.value not in CATALOGUE \
                or node.lineno != node.end_lineno:
            continue
        line = lines[node.lineno - 1].encode()
        start = len(line[:node.col_offset].decode())
        end = len(line[:node.end_col_offset].decode())
        if lines[node.lineno - 1][start] not in "'\"":
            continue  # (prefixed strings: f-strings, bytes, raw -- left alone)
        edits.append((node.lineno, start, end, json.dumps(tr(node.value, lang), ensure_ascii=False)))
    for row, start, end, text in sorted(edits, reverse=True):
        lines[row - 1] = lines[row - 1][:start] + text + lines[row - 1][end:]
    return "".join(lines)


def _dump(notebook: dict[str, Any]) -> str:
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def build() -> list[Path]:
    """Write every Vietnamese notebook; returns the files written."""
    EDITION.mkdir(exist_ok=True)
    written = []
    for notebook in english_notebooks():
        edition, _ = vietnamese(notebook)
        target = EDITION / notebook.name
        text = _dump(edition)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
            written.append(target)
    return written


def problems() -> list[str]:
    """Everything that keeps the editions apart (empty when they agree)."""
    found = []
    for notebook in english_notebooks():
        edition, wrong = vietnamese(notebook)
        found += wrong
        target = EDITION / notebook.name
        if not target.exists():
            found.append(f"notebooks/vi/{notebook.name} is missing: run python -m gamelib lessons --build")
        elif target.read_text(encoding="utf-8") != _dump(edition):
            found.append(f"notebooks/vi/{notebook.name} is stale (its sources changed): run "
                         "python -m gamelib lessons --build")
    names = {n.name for n in english_notebooks()}
    for extra in sorted(EDITION.glob("*.ipynb")):
        if extra.name not in names:
            found.append(f"notebooks/vi/{extra.name} has no English notebook")
    return found


def todo(prefix: str) -> str:
    """The English text (markdown and exercise templates) still to translate, or to translate
    again, in the lessons named ``prefix*``."""
    out = []
    for notebook in english_notebooks():
        if not notebook.name.startswith(prefix):
            continue
        translation = load_translation(notebook)
        for cell in json.loads(notebook.read_text())["cells"]:
            entry = translation.get(cell["id"])
            if translated(cell) and (entry is None or entry["en"] != fingerprint(_source(cell))):
                out.append(f"## {notebook.name} · {cell['id']}\n{_source(cell)}\n")
    return "\n".join(out)
