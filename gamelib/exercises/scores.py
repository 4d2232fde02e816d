"""A student's scores, kept beside the lessons in one small JSON file a teacher can gather.

Every question widget records the *first* answer to each question (later tries are for
learning, not for marks) in ``gamelib-scores.json`` at the top of the student's lessons -- one
file for both editions (the Vietnamese lessons in ``vi/`` write to their parent's file). The
checks of lesson 05 record whether the student's search has passed, and after how many tries.
Each file says who (a name the student gives once, in lesson 00; else their login) and when
each answer was given, and carries a checksum over its content: a file edited by hand no
longer matches it. The checksum is **tamper-evident, not secret** -- anyone who reads this
code can recompute it; it shows honest mistakes and casual edits, nothing more.

``python -m gamelib scores FOLDER`` gathers a class's files into a student × lesson table
(:func:`class_table`).

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> record("07", "othello", "moves-1", True, "12", folder=folder)
True
>>> record("07", "othello", "moves-1", False, "11", folder=folder)   # a second try: not kept
False
>>> summary(folder)["07"]
{'right': 1, 'asked': 1}
>>> read(score_path(folder))["intact"]
True
"""

from __future__ import annotations

import csv
import getpass
import hashlib
import html
import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

SCORE_FILE = "gamelib-scores.json"
#: the name a student gives once (lesson 00), beside their scores
NAME_FILE = ".gamelib-student"
FORMAT = "gamelib-scores/2"
#: mixed into the checksum so that it is not a plain hash of the content (still no secret)
_SALT = "gamelib scores: tamper-evident, not secret"


def lessons_folder(folder: str | Path | None = None) -> Path:
    """The top of the student's lessons: ``folder`` (default: the working folder), or its
    parent when it is the Vietnamese edition's ``vi/``."""
    here = Path(folder if folder is not None else os.getcwd())
    if here.name == "vi" and (here.parent / "00_index.ipynb").exists():
        return here.parent
    return here


def score_path(folder: str | Path | None = None) -> Path:
    """Where the scores are kept: the lessons' top folder / ``gamelib-scores.json``."""
    return lessons_folder(folder) / SCORE_FILE


def student_name(folder: str | Path | None = None) -> str:
    """The student: the name given in lesson 00 (:func:`set_student_name`), else the login."""
    try:
        name = (lessons_folder(folder) / NAME_FILE).read_text(encoding="utf-8").strip()
    except OSError:
        name = ""
    if name:
        return name
    try:
        return getpass.getuser()
    except Exception:  # noqa: BLE001 - no login name on this machine
        return "unknown"


def set_student_name(name: str, folder: str | Path | None = None) -> str:
    """Keep the student's name for their scores; the name kept (spaces trimmed)."""
    name = " ".join(str(name).split())[:80]
    if not name:
        from gamelib.i18n import tr

        raise ValueError(tr("write your name (or your student number) so your teacher knows "
                            "whose scores these are"))
    (lessons_folder(folder) / NAME_FILE).write_text(name + "\n", encoding="utf-8")
    return name


def checksum(lessons: dict[str, Any], student: str) -> str:
    """The checksum a file's content gets (see the module docstring: tamper-evident only)."""
    canonical = json.dumps({"lessons": lessons, "student": student}, sort_keys=True,
                           ensure_ascii=False)
    return hashlib.sha256((_SALT + canonical).encode("utf-8")).hexdigest()


def read(path: str | Path) -> dict[str, Any]:
    """A scores file: its ``lessons``, ``student``, and whether it is ``intact`` (its checksum
    matches; a file of the first format, without one, is not).  An unreadable file is empty."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    lessons = data.get("lessons") if isinstance(data, dict) else None
    lessons = lessons if isinstance(lessons, dict) else {}
    student = str(data.get("student", "")) if isinstance(data, dict) else ""
    intact = isinstance(data, dict) and data.get("checksum") == checksum(lessons, student)
    return {"lessons": lessons, "student": student, "intact": intact,
            "updated": data.get("updated", "") if isinstance(data, dict) else ""}


def load(folder: str | Path | None = None) -> dict[str, Any]:
    """Every answer recorded so far: ``{lesson: {exercise: {question: record}}}``; a missing or
    unreadable file is an empty record (it is never the student's fault)."""
    return read(score_path(folder))["lessons"]


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def record(lesson: str, exercise: str, question: str, correct: bool, answer: str, *,
           folder: str | Path | None = None, first_only: bool = True) -> bool:
    """Keep the first answer to ``question`` (or, with ``first_only=False``, whether any try
    was right and how many there were: lesson 05's checks); True when the file changed. A folder
    that cannot be written (a read-only copy of the lessons) keeps nothing and raises nothing."""
    lessons = load(folder)
    questions = lessons.setdefault(str(lesson), {}).setdefault(str(exercise), {})
    kept = questions.get(str(question))
    if kept is not None and first_only:
        return False
    if first_only or kept is None:
        questions[str(question)] = {"correct": bool(correct), "answer": str(answer)[:200],
                                    "time": _now()}
        if not first_only:
            questions[str(question)]["tries"] = 1
    else:
        kept["tries"] = int(kept.get("tries", 1)) + 1
        if correct and not kept.get("correct"):
            kept.update(correct=True, answer=str(answer)[:200], time=_now())
    return _write(lessons, folder)


def _write(lessons: dict[str, Any], folder: str | Path | None) -> bool:
    path = score_path(folder)
    student = student_name(folder)
    data = {"format": FORMAT, "student": student, "updated": _now(), "lessons": lessons,
            "checksum": checksum(lessons, student)}
    try:  # written whole, then renamed: a crash never leaves half a file
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, delete=False,
                                         prefix=".gamelib-scores-", suffix=".json") as out:
            json.dump(data, out, indent=1, ensure_ascii=False, sort_keys=True)
        os.replace(out.name, path)
    except OSError:
        return False
    return True


def _tally(lessons: dict[str, Any]) -> dict[str, dict[str, int]]:
    out = {}
    for lesson, exercises in sorted(lessons.items()):
        marks = [q.get("correct") is True for ex in exercises.values() if isinstance(ex, dict)
                 for q in ex.values() if isinstance(q, dict)]
        out[lesson] = {"right": sum(marks), "asked": len(marks)}
    return out


def summary(folder: str | Path | None = None) -> dict[str, dict[str, int]]:
    """Right first answers and questions answered, per lesson."""
    return _tally(load(folder))


def class_table(folder: str | Path) -> tuple[list[str], list[dict[str, str]]]:
    """Every scores file under ``folder`` (a class's, gathered by the teacher: any file whose
    name ends in ``gamelib-scores.json``), as one row a student: right of asked, lesson by
    lesson, the last update, and whether the file was edited by hand.  An edited file is
    marked and kept out of the totals: its lessons' marks are shown in brackets, its
    ``right`` and ``asked`` are empty, and :func:`class_totals` leaves it out."""
    files = sorted(Path(folder).rglob(f"*{SCORE_FILE}"))
    if not files:
        raise ValueError(f"no {SCORE_FILE} under {folder}: collect the students' files there "
                         f"(each may be renamed, e.g. nguyen-van-a-{SCORE_FILE})")
    read_files = [(path, read(path)) for path in files]
    lessons = sorted({lesson for _, data in read_files for lesson in data["lessons"]})
    rows = []
    for path, data in read_files:
        tally = _tally(data["lessons"])
        row = {"student": data["student"] or path.name.removesuffix(SCORE_FILE).strip("-_ ") or path.parent.name,
               "file": str(path.relative_to(folder)),
               "updated": data["updated"][:16].replace("T", " "),
               "edited by hand": "" if data["intact"] else "yes"}
        for lesson in lessons:
            mark = tally.get(lesson)
            shown = f"{mark['right']}/{mark['asked']}" if mark else ""
            # an edited file's marks are shown (in brackets) and counted nowhere
            row[f"lesson {lesson}"] = shown if data["intact"] or not shown else f"({shown})"
        if data["intact"]:
            row["right"] = str(sum(m["right"] for m in tally.values()))
            row["asked"] = str(sum(m["asked"] for m in tally.values()))
        else:
            row["right"] = row["asked"] = ""
        rows.append(row)
    heads = ["student", "file", "updated", "edited by hand"] + [f"lesson {x}" for x in lessons] + [
        "right", "asked"]
    return heads, rows


def class_totals(rows: list[dict[str, str]]) -> dict[str, int]:
    """Right first answers and questions asked across the class, counting only the files
    that match their checksum; and how many files were left out.

    >>> class_totals([{"right": "2", "asked": "4", "edited by hand": ""},
    ...               {"right": "", "asked": "", "edited by hand": "yes"}])
    {'right': 2, 'asked': 4, 'counted': 1, 'left out': 1}
    """
    counted = [row for row in rows if not row["edited by hand"]]
    return {"right": sum(int(r["right"] or 0) for r in counted),
            "asked": sum(int(r["asked"] or 0) for r in counted),
            "counted": len(counted), "left out": len(rows) - len(counted)}


def write_class_table(folder: str | Path) -> tuple[Path, Path]:
    """:func:`class_table` as ``scores.csv`` and ``scores.html`` in ``folder``."""
    heads, rows = class_table(folder)
    folder = Path(folder)
    table, page = folder / "scores.csv", folder / "scores.html"
    with table.open("w", newline="", encoding="utf-8") as out:
        writer = csv.DictWriter(out, heads)
        writer.writeheader()
        writer.writerows(rows)
    cells = "".join("<tr>" + "".join(
        f"<td{' class=edited' if h == 'edited by hand' and row[h] else ''}>"
        f"{html.escape(row[h])}</td>" for h in heads) + "</tr>" for row in rows)
    page.write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Practice scores"
        "</title><style>body{font-family:sans-serif}table{border-collapse:collapse}"
        "td,th{border:1px solid #999;padding:3px 6px}.edited{background:#fde2e2;font-weight:bold}"
        "</style></head><body><h1>Practice scores</h1><p>Right first answers of asked questions, "
        "lesson by lesson. \"Edited by hand\": the file no longer matches its checksum (a "
        "tamper-evident mark, not a secret one); its marks are shown in brackets and counted "
        "in no total.</p><table><tr>"
        + "".join(f"<th scope='col'>{html.escape(h)}</th>" for h in heads) + "</tr>" + cells
        + "</table></body></html>", encoding="utf-8")
    return table, page
