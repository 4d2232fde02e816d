"""What the tests of a class on one server share (``test_class_exchange.py``,
``test_red_team6.py``): the right predictions, the teacher's uid, a student's shell as in
Lab's terminal, and a released notebook filled with a student's answers."""

from __future__ import annotations

import json
from pathlib import Path

#: the four predictions of ``4_predictions``, right
RIGHT = {"root_value": "root_value = 2", "node_4_beta": "node_4_beta = 8",
         "othello_moves": "othello_moves = 11", "elo_expected": "elo_expected = 0.7597"}
#: the uid of the teacher who owns the course (no user needed: root runs the steps here)
TEACHER = 54_321
#: a student's shell in Lab's terminal: run as the student (a process of a mount namespace of
#: its own where the interpreter is reachable and /proc shows only their processes, as in the
#: hub's: class_server.open_to_students); argv: the login, the shell script
AS_STUDENT = ("import os, sys\nfrom gamelib.course.class_server import open_to_students\n"
              "open_to_students([])\n"
              "os.execvp('runuser', ['runuser', '-u', sys.argv[1], '--', '/bin/sh', '-ec', "
              "sys.argv[2]])\n")


def filled(release: Path, answers: dict[str, str]) -> bytes:
    """The released ``4_predictions`` notebook with ``answers`` (by grade id) in its cells."""
    notebook = json.loads((release / "4_predictions.ipynb").read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell["source"] = answers[grade_id]
    return json.dumps(notebook).encode()
