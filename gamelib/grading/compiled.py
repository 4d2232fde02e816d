"""What a graded answer compiled at run time, read back from the sandbox and kept for the teacher.

A cell that holds a blob and ``exec(zlib.decompress(...))``, a tree built with :mod:`ast` and
compiled, a classmate's answer pasted in a string: the code that runs is not the code the cell
shows. The runner (:class:`gamelib.grading.student_runner.CompiledLog`) records the text of
everything the student's code compiles, and a note for code that runs with no text (a
``marshal`` blob, a ``types.CodeType``); the grader reads it after each answer cell and around
each graded check (:func:`take`), refuses a piece that is gamelib's own code as it refuses a
cell that is (:func:`copied`), and keeps the record in :data:`COMPILED_FILE` of the course, which
``course similarity`` joins to each answer's code
(:func:`gamelib.exercises.structure.with_compiled`). The record is data from the student's
process: bounded here, parsed by the similarity, never run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

#: the course's record of code compiled at run time: one line a graded notebook
COMPILED_FILE = "autograde-compiled.jsonl"
#: pieces read at once, characters of one piece kept (the runner sends no more; a forged
#: reply is cut here)
MAX_PIECES = 33
MAX_CHARS = 20_000


def valid(pieces: Any) -> list[dict[str, Any]]:
    """The pieces of a reply that are what the runner sends, bounded; the rest dropped.

    >>> valid([{"source": "x = 1"}, {"no_source": "marshal.loads"}, 3, {"source": 4}])
    [{'source': 'x = 1'}, {'no_source': 'marshal.loads'}]
    >>> valid([{"source": "#" * 30_000, "truncated": 30_000}])[0]["truncated"]
    30000
    """
    from gamelib.bots.untrusted import printable

    out: list[dict[str, Any]] = []
    for piece in pieces[:MAX_PIECES] if isinstance(pieces, list) else []:
        if not isinstance(piece, dict):
            continue
        if type(piece.get("source")) is str:
            kept: dict[str, Any] = {"source": piece["source"][:MAX_CHARS]}
            length = piece.get("truncated")
            if len(piece["source"]) > MAX_CHARS or type(length) is int and length > 0:
                kept["truncated"] = max(len(piece["source"]),
                                        length if type(length) is int else 0)
            out.append(kept)
        elif type(piece.get("no_source")) is str:
            out.append({"no_source": printable(piece["no_source"], 160)})
    return out


def copied(pieces: list[dict[str, str]], lang: str | None = None) -> str | None:
    """What of gamelib's a piece of compiled code is (names aside), in words, or None."""
    from gamelib.exercises.copies import copied_in_source

    for piece in pieces:
        if "source" in piece:
            found = copied_in_source(piece["source"], lang)
            if found is not None:
                return found
    return None


def resembled(pieces: list[dict[str, str]]) -> str | None:
    """What short code of gamelib's a piece of compiled code has the structure of (names aside),
    in the teacher's words, or None: listed for the teacher, never refused."""
    from gamelib.exercises.copies import resembled_in_source

    for piece in pieces:
        if "source" in piece:
            found = resembled_in_source(piece["source"], "en")
            if found is not None:
                return found
    return None


def unseen(pieces: list[dict[str, str]]) -> list[str]:
    """Why some of it cannot be compared (code with no text, text that is not Python)."""
    from gamelib.exercises.structure import with_compiled

    return with_compiled("", pieces)[1]


def record(course: Path, student: str, notebook: str,
           cells: dict[str, list[dict[str, str]]]) -> None:
    """Add one graded notebook's record to the course's :data:`COMPILED_FILE`."""
    if any(cells.values()):
        with (course / COMPILED_FILE).open("a", encoding="utf-8") as out:
            out.write(json.dumps({"student": student, "notebook": notebook,
                                  "cells": cells}) + "\n")


def by_cell(course: Path) -> dict[tuple[str, str], list[dict[str, str]]]:
    """(student, ``notebook:grade_id``) -> what that answer compiled at run time, from the last
    autograde of each notebook."""
    path = course / COMPILED_FILE
    latest: dict[tuple[str, str], dict[str, Any]] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                entry = json.loads(line)
                latest[str(entry["student"]), str(entry["notebook"])] = entry["cells"]
            except (ValueError, KeyError, TypeError):
                continue
    out: dict[tuple[str, str], list[dict[str, str]]] = {}
    for (student, notebook), cells in latest.items():
        for cell, pieces in cells.items() if isinstance(cells, dict) else ():
            out[student, f"{notebook}:{cell}"] = valid(pieces)
    return out
