"""A student's scores, kept beside the lessons in one small JSON file a teacher can collect.

Every exercise widget records the *first* answer to each question (later tries are for
learning, not for marks) in ``gamelib-scores.json`` in the folder the notebook runs in -- the
lessons' folder in JupyterLab. A teacher collects the files (or uses the graded assignment:
``python -m gamelib course``) and reads them with :func:`summary`.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> record("07", "othello", "moves-1", True, "12", folder=folder)
True
>>> record("07", "othello", "moves-1", False, "11", folder=folder)   # a second try: not kept
False
>>> summary(folder)["07"]
{'right': 1, 'asked': 1}
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

SCORE_FILE = "gamelib-scores.json"


def score_path(folder: str | Path | None = None) -> Path:
    """Where the scores are kept: ``folder`` (default: the working folder) / ``gamelib-scores.json``."""
    return Path(folder if folder is not None else os.getcwd()) / SCORE_FILE


def load(folder: str | Path | None = None) -> dict[str, Any]:
    """Every answer recorded so far: ``{lesson: {exercise: {question: record}}}``; a missing or
    unreadable file is an empty record (it is never the student's fault)."""
    path = score_path(folder)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    lessons = data.get("lessons") if isinstance(data, dict) else None
    return lessons if isinstance(lessons, dict) else {}


def record(lesson: str, exercise: str, question: str, correct: bool, answer: str, *,
           folder: str | Path | None = None) -> bool:
    """Keep the first answer to ``question``; True when this one was kept. A folder that cannot
    be written (a read-only copy of the lessons) keeps nothing and raises nothing."""
    lessons = load(folder)
    questions = lessons.setdefault(str(lesson), {}).setdefault(str(exercise), {})
    if str(question) in questions:
        return False
    questions[str(question)] = {"correct": bool(correct), "answer": str(answer)[:200],
                                "time": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    path = score_path(folder)
    try:  # written whole, then renamed: a crash never leaves half a file
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, delete=False,
                                         prefix=".gamelib-scores-", suffix=".json") as out:
            json.dump({"format": "gamelib-scores/1", "lessons": lessons}, out, indent=1,
                      ensure_ascii=False, sort_keys=True)
        os.replace(out.name, path)
    except OSError:
        return False
    return True


def summary(folder: str | Path | None = None) -> dict[str, dict[str, int]]:
    """Right first answers and questions answered, per lesson."""
    out = {}
    for lesson, exercises in sorted(load(folder).items()):
        marks = [q.get("correct") is True for ex in exercises.values() if isinstance(ex, dict)
                 for q in ex.values() if isinstance(q, dict)]
        out[lesson] = {"right": sum(marks), "asked": len(marks)}
    return out
