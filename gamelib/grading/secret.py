"""The course's secret: made when a teacher creates the course, kept only in its folder.

The hidden tests' positions, depths and leaf values are drawn from it, so no two courses share
them and nothing a student installs holds them: a student who makes a course of their own with
gamelib gets a secret, and hidden positions, of their own.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> secret = create(folder)
>>> find(folder) == secret and len(secret) == 64
True
>>> derive(secret, "alphabeta", "dodgem") == derive(secret, "alphabeta", "dodgem")
True
>>> derive(secret, "alphabeta", "dodgem") != derive(create(tempfile.mkdtemp()), "alphabeta", "dodgem")
True
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path

#: the file that holds a course's secret, in the course's top folder
SECRET_FILE = ".gamelib-course-secret"


class NoCourseSecret(RuntimeError):
    """The hidden tests ran outside the teacher's course folder."""


def create(folder: str | Path) -> str:
    """Make the course's secret in ``folder`` (readable by its owner only) and return it; a
    course that has one keeps it."""
    path = Path(folder) / SECRET_FILE
    if path.exists():
        return path.read_text(encoding="ascii").strip()
    Path(folder).mkdir(parents=True, exist_ok=True)
    secret = secrets.token_hex(32)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="ascii") as out:
        out.write(secret + "\n")
    return secret


def find(start: str | Path | None = None) -> str:
    """The secret of the course ``start`` (default: the working folder) is inside: nbgrader
    grades in ``<course>/autograded/<student>/<assignment>/``, below the course's top folder."""
    here = Path(start or os.getcwd()).resolve()
    for folder in (here, *here.parents):
        path = folder / SECRET_FILE
        if path.is_file():
            return path.read_text(encoding="ascii").strip()
    raise NoCourseSecret(
        f"the hidden tests need the course's secret ({SECRET_FILE}), which only the teacher's "
        "course folder holds: grade with `python -m gamelib course autograde COURSE` (or "
        "nbgrader autograde inside the course folder)")


def derive(secret: str, *labels: str) -> int:
    """A seed for one hidden test, drawn from the secret and the test's labels."""
    digest = hmac.new(secret.encode("ascii"), ":".join(labels).encode("utf-8"),
                      hashlib.sha256).digest()
    return int.from_bytes(digest[:6], "big")
