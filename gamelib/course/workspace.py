"""A student's own copy of the lessons: made once, brought up to date without losing their work.

Students work in ``my-lessons/`` (``./run.sh lab`` makes it and opens it), never in the tracked
``notebooks/``: so ``git pull`` never stops on a student's answers, and a teacher's update never
overwrites one. Each update merges the course's new notebooks into the student's, cell by cell
(cells carry ids), against the version the student started from (kept in ``.gamelib-base/``),
as nbgitpuller's merge rules do for whole files:

* a cell the student did not touch becomes the course's new version (keeping its outputs when
  its source is the same);
* a cell the student edited is kept as they left it; when the course changed it too, the
  course's new version is put right under it, marked, so both are there to compare;
* cells the student added stay where they were (after the cell they followed);
* a cell the course removed goes, unless the student edited it;
* a new lesson arrives whole; a lesson the student deleted comes back.

>>> import json, tempfile
>>> from pathlib import Path
>>> course, mine = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp()) / "my-lessons"
>>> def lesson(*cells):
...     return {"cells": [{"id": i, "cell_type": "code", "source": s, "metadata": {},
...                        "outputs": [], "execution_count": None} for i, s in cells],
...             "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
>>> _ = (course / "05_exercises.ipynb").write_text(json.dumps(lesson(("a", "x = 1"), ("b", "# your code"))))
>>> sync(course, mine).created
['05_exercises.ipynb']
>>> work = json.loads((mine / "05_exercises.ipynb").read_text())
>>> work["cells"][1]["source"] = "def my_minimax(): ..."            # the student's answer
>>> _ = (mine / "05_exercises.ipynb").write_text(json.dumps(work))
>>> _ = (course / "05_exercises.ipynb").write_text(json.dumps(lesson(("a", "x = 2"), ("b", "# your code"), ("c", "new"))))
>>> report = sync(course, mine)
>>> report.merged
['05_exercises.ipynb']
>>> [c["source"] for c in json.loads((mine / "05_exercises.ipynb").read_text())["cells"]]
['x = 2', 'def my_minimax(): ...', 'new']
"""

from __future__ import annotations

import copy
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamelib.i18n import tr
from gamelib.core.paths import REPO_ROOT

#: where ./run.sh lab puts the student's copy (git ignores it)
WORKSPACE = REPO_ROOT / "my-lessons"
#: the course's notebooks as the student last received them, to merge against
BASE = ".gamelib-base"
#: says a folder is a student's copy of the lessons
MARKER = ".gamelib-lessons"
#: put above the course's new version of a cell the student had edited
UPDATED = ("The course updated the cell above (your version); its new version is here, to "
           "compare: keep what you need.")


@dataclass
class SyncReport:
    """What an update did, lesson by lesson (paths relative to the copy)."""

    created: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    merged: list[str] = field(default_factory=list)
    kept_cells: int = 0
    conflicts: int = 0

    def __str__(self) -> str:
        if not (self.created or self.updated or self.merged):
            return "your lessons are up to date"
        parts = []
        if self.created:
            parts.append(f"new: {', '.join(self.created)}")
        if self.updated:
            parts.append(f"updated: {', '.join(self.updated)}")
        if self.merged:
            parts.append(f"updated around your work: {', '.join(self.merged)} ({self.kept_cells} "
                         f"of your cells kept" + (f", {self.conflicts} with the course's new "
                                                   "version under yours" if self.conflicts else "")
                         + ")")
        return "; ".join(parts)


def lesson_files(course: Path) -> list[str]:
    """The lessons of both editions, relative to the course's notebooks folder."""
    found = sorted(course.glob("[0-9][0-9]_*.ipynb")) + sorted(course.glob("vi/[0-9][0-9]_*.ipynb"))
    return [str(path.relative_to(course)) for path in found]


def _read(path: Path) -> dict[str, Any] | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _write(path: Path, notebook: dict[str, Any]) -> None:
    """Written whole, then renamed: an interrupted update never leaves half a notebook."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, delete=False,
                                     suffix=".ipynb.part") as out:
        json.dump(notebook, out, indent=1, ensure_ascii=False)
        out.write("\n")
    os.replace(out.name, path)


def _source(cell: dict[str, Any] | None) -> str | None:
    if cell is None:
        return None
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def merge(base: dict[str, Any] | None, new: dict[str, Any], mine: dict[str, Any],
          lang: str = "en") -> tuple[dict[str, Any], int, int]:
    """The course's ``new`` notebook with the student's work in ``mine`` kept (see the module
    docstring); ``base`` is what the student started from; the note over a cell both changed is
    in ``lang``. Returns the merged notebook, the student's cells kept, and the cells both
    changed."""
    base_cells = {c.get("id"): c for c in (base or {"cells": []})["cells"]}
    mine_cells = {c.get("id"): c for c in mine["cells"]}
    new_ids = {c.get("id") for c in new["cells"]}

    def edited(cell_id: Any) -> bool:
        return cell_id in mine_cells and _source(mine_cells[cell_id]) != _source(
            base_cells.get(cell_id))

    merged: list[dict[str, Any]] = []
    kept = conflicts = 0
    for cell in new["cells"]:
        cell_id = cell.get("id")
        if cell_id in base_cells and cell_id not in mine_cells \
                and _source(cell) == _source(base_cells[cell_id]):
            continue  # the student deleted it and the course did not change it
        if edited(cell_id):
            merged.append(mine_cells[cell_id])
            kept += 1
            if _source(cell) != _source(base_cells.get(cell_id)):  # both changed it
                conflicts += 1
                note = {"cell_type": "markdown", "id": f"{cell_id}-course-update",
                        "metadata": {"tags": ["course-update"]}, "source": f"*{tr(UPDATED, lang)}*"}
                merged += [note, copy.deepcopy(cell)]
            continue
        mine_cell = mine_cells.get(cell_id)
        if mine_cell is not None and _source(mine_cell) == _source(cell):
            merged.append(mine_cell)  # unchanged: the student's outputs stay
        else:
            merged.append(copy.deepcopy(cell))
    # the student's own cells, and cells the course removed that the student had edited,
    # go back after the cell they followed in the student's notebook
    placed = {c.get("id") for c in merged}
    previous = None
    for cell in mine["cells"]:
        cell_id = cell.get("id")
        own = cell_id not in base_cells and cell_id not in new_ids
        removed_but_edited = cell_id in base_cells and cell_id not in new_ids and edited(cell_id)
        if (own or removed_but_edited) and cell_id not in placed:
            at = next((i + 1 for i, c in enumerate(merged) if c.get("id") == previous), None)
            at = len(merged) if at is None else at
            while at < len(merged) and "course-update" in merged[at].get("metadata", {}).get(
                    "tags", []):
                at += 2  # the course's new version stays right under the student's
            merged.insert(at, cell)
            placed.add(cell_id)
            kept += 1
        previous = cell_id
    result = copy.deepcopy(new)
    result["cells"] = merged
    return result, kept, conflicts


def sync(course: str | Path | None = None, target: str | Path | None = None) -> SyncReport:
    """Make the student's copy of the lessons in ``target`` (default ``my-lessons/``) from the
    course's ``notebooks/``, or bring it up to date, keeping every answer the student wrote."""
    course = Path(course) if course is not None else REPO_ROOT / "notebooks"
    target = Path(target) if target is not None else WORKSPACE
    target.mkdir(parents=True, exist_ok=True)
    (target / MARKER).write_text("a student's copy of the gamelib lessons: work here\n",
                                 encoding="utf-8")
    report = SyncReport()
    for name in lesson_files(course):
        new = _read(course / name)
        if new is None:
            continue
        base_path, mine_path = target / BASE / name, target / name
        base, mine = _read(base_path), _read(mine_path)
        if mine is None:
            _write(mine_path, new)
            report.created.append(name)
        elif base is not None and _source_cells(new) == _source_cells(base):
            pass  # the course did not change this lesson: the student's copy is theirs
        elif base is not None and _source_cells(mine) == _source_cells(base):
            _write(mine_path, _keep_outputs(new, mine))
            report.updated.append(name)
        else:
            merged, kept, conflicts = merge(base, new, mine,
                                            "vi" if name.startswith("vi/") else "en")
            _write(mine_path, merged)
            report.merged.append(name)
            report.kept_cells += kept
            report.conflicts += conflicts
        _write(base_path, new)
        if Path(name).name == MAP:
            _show_the_map(mine_path, "vi" if name.startswith("vi/") else "en")
    return report


#: the course map, whose list of lessons is a code cell's output
MAP = "00_index.ipynb"


def _show_the_map(path: Path, lang: str) -> None:
    """The course map's table of lessons put in the student's copy as its cell's output, so
    the copy opens on a list of links before any cell is run (a new student on a class server
    saw an empty map). The source is unchanged: a later update keeps or renews the output."""
    from gamelib.course import index_html

    notebook = _read(path)
    if notebook is None:
        return
    for cell in notebook["cells"]:
        if cell.get("cell_type") == "code" and "index_html(" in (_source(cell) or ""):
            if not cell.get("outputs"):
                cell["outputs"] = [{"output_type": "display_data", "metadata": {},
                                    "data": {"text/html": index_html(lang),
                                             "text/plain": "<IPython.core.display.HTML object>"}}]
                _write(path, notebook)
            return


def _source_cells(notebook: dict[str, Any]) -> list[tuple[Any, str | None]]:
    return [(c.get("id"), _source(c)) for c in notebook["cells"]]


def _keep_outputs(new: dict[str, Any], mine: dict[str, Any]) -> dict[str, Any]:
    """The course's new notebook, with the outputs of the cells whose source did not change."""
    merged, _, _ = merge(mine, new, mine)
    return merged
