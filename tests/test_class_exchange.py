"""The assignment through a class server's exchange, on the machine's real users (issue 53,
item 2): the teacher releases (``class-server release``), three throwaway students fetch and
submit with nbgrader's own student side (``nbgrader fetch_assignment`` / ``submit``, as each
student, through ``runuser``), the teacher collects (``class-server collect``), grades with the
sandboxed ``course autograde`` and hands the feedback back (``class-server feedback``).

Hostile, as a class is: a student forges a submission in another's name (refused, credited to
no one), links in a submission to ``/etc/shadow`` and to another student's notebook (not
followed), a 21 MB notebook (refused, saying so), a submission's name claiming a time of 2020
(the exchange's clock is taken), ``~/feedback`` made a link to ``/etc`` (that student's pages
are not handed back, nothing written there). Each student finds only their own feedback, 0600.

No hub and no browser: the student side runs as each user in a shell, as in Lab's terminal.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import io
import json
import os
import pwd
import secrets
import shutil
import stat
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow]

if os.geteuid() != 0 or shutil.which("runuser") is None or shutil.which("useradd") is None:
    pytest.skip("the class's exchange runs as root with real users (runuser, useradd)",
                allow_module_level=True)
if shutil.which("bwrap") is None:
    pytest.skip("bubblewrap is not installed (the sandboxed autograde)", allow_module_level=True)
pytest.importorskip("nbgrader")
from traitlets.config import Config  # noqa: E402

from gamelib.cli import class_server as class_cli  # noqa: E402
from gamelib.course import class_server  # noqa: E402
from gamelib.grading import workflow  # noqa: E402
from gamelib.grading.assignment import ASSIGNMENT  # noqa: E402
from tests.class_helpers import AS_STUDENT, RIGHT, TEACHER, filled  # noqa: E402

#: what each student answers in 4_predictions (the notebook graded fastest)
ANSWERS = {"a": RIGHT, "b": {**RIGHT, "root_value": "root_value = 3"},
           "m": {**RIGHT, "root_value": "root_value = 5", "elo_expected": "elo_expected = 0.1"}}



@pytest.fixture(scope="module")
def term(tmp_path_factory):
    """One assignment from release to feedback; what each step said."""
    base = tmp_path_factory.mktemp("hub2-class")
    folder = base / "class"
    folder.mkdir(mode=0o700)
    shared = Path(tempfile.mkdtemp(prefix="hub2-exchange-"))
    os.chmod(shared, 0o755)
    suffix = secrets.token_hex(3)
    logins = {key: f"gx{suffix}{key}" for key in ANSWERS}
    students = {login: "en" for login in logins.values()}
    said: dict = {"logins": logins}
    try:
        class_server.make_users(folder, students)
        class_server.write_config(folder, students, ip="127.0.0.1", port=8000, ssl_cert=None,
                                  ssl_key=None, auth="pam", cull_seconds=3600,
                                  exchange=str(shared / "exchange"))
        exchange = class_server.exchange_of(folder)
        course = workflow.new(base / "course")
        os.chown(course.folder, TEACHER, TEACHER)  # the teacher's course, not root's
        said["release"] = class_cli.release_assignment(folder, course.folder)
        release = exchange.outbound / ASSIGNMENT
        hub = Config()
        class_server.configure(hub, folder)  # a student's server's environment, as the hub's
        env = {**os.environ, **hub.Spawner.environment, "A": ASSIGNMENT}

        def as_student(key: str, script: str, stdin: bytes = b"") -> str:
            done = subprocess.run([sys.executable, "-c", AS_STUDENT, logins[key], script],
                                  input=stdin, capture_output=True, env=env, timeout=300)
            assert done.returncode == 0, (key, script, done.stdout, done.stderr)
            return done.stdout.decode() + done.stderr.decode()

        for key in ("a", "m", "b"):  # fetch, answer 4_predictions only, submit: as in Lab
            said[f"submit {key}"] = as_student(
                key, 'cd; nbgrader fetch_assignment "$A"; cd "$A"; '
                     'rm 1_minimax.ipynb 2_alphabeta.ipynb 3_evaluation.ipynb; '
                     'cat > 4_predictions.ipynb; cd; nbgrader submit "$A"',
                filled(release, ANSWERS[key]))
        inbound = exchange.inbound
        # m forges a newer submission in a's name, all wrong
        as_student("m", f'mkdir "{inbound}/{logins["a"]}+$A+2026-11-20 08:00:00.000000 UTC+z"; '
                        f'cat > "{inbound}/{logins["a"]}+$A+2026-11-20 08:00:00.000000 UTC+z/'
                        '4_predictions.ipynb"', filled(release, {k: f"{k} = 0" for k in RIGHT}))
        # m's newer submission: links to /etc/shadow and to a's own notebook
        forged = f"{inbound}/{logins['m']}+$A+2026-11-29 00:00:00.000000 UTC+y"
        as_student("m", f'mkdir "{forged}"; ln -s /etc/shadow "{forged}/4_predictions.ipynb"; '
                        f'ln -s ~{logins["a"]}/$A/4_predictions.ipynb "{forged}/1_minimax.ipynb"')
        # b's newer submission: its name claims 2020, a 21 MB notebook beside the answers
        claimed = f"{inbound}/{logins['b']}+$A+2020-01-01 00:00:00.000000 UTC+x"
        as_student("b", f'mkdir "{claimed}"; truncate -s 21M "{claimed}/1_minimax.ipynb"; '
                        f'cat > "{claimed}/4_predictions.ipynb"', filled(release, ANSWERS["b"]))
        as_student("m", "cd; ln -s /etc feedback")  # hoping root writes through it

        printed = io.StringIO()  # the teacher's command, as typed
        with contextlib.redirect_stdout(printed):
            assert class_cli.run(argparse.Namespace(step="collect", folder=str(folder),
                                                    course=str(course.folder))) == 0
        said["owners"] = {os.lstat(p).st_uid for p in course.folder.rglob("*")}
        said["collected"] = printed.getvalue()
        said["graded"] = course.autograde()
        said["feedback"] = class_cli.return_feedback(folder, course.folder)
        table, _ = course.grades()
        with table.open(encoding="utf-8") as opened:
            said["grades"] = {row["student"]: row for row in csv.DictReader(opened)}
        said["course"], said["exchange"] = course.folder, exchange
        said["homes"] = {key: Path(pwd.getpwnam(login).pw_dir) for key, login in logins.items()}
        said["pages"] = {key: (said["homes"][key] / "feedback" / ASSIGNMENT /
                               "4_predictions.html") for key in logins}
        said["as_student"] = as_student
        yield said
    finally:
        class_server.remove_users(folder)
        shutil.rmtree(shared, ignore_errors=True)


def test_each_student_is_graded_on_their_own_submission(term):
    grades, logins = term["grades"], term["logins"]
    assert sorted(grades) == sorted(logins.values())
    cells = {key: {k.split("/")[1].removesuffix("-test"): v for k, v in grades[login].items()
                   if k.startswith("4_predictions/")} for key, login in logins.items()}
    right = set(cells["a"].values())
    assert len(right) == 1 and float(right.pop()) > 0, cells["a"]  # a: all right, not m's forgery
    assert cells["b"]["root_value"] == "0" and cells["b"]["othello_moves"] == cells["a"][
        "othello_moves"]
    assert cells["m"]["root_value"] == "0" and cells["m"]["elo_expected"] == "0"
    assert cells["m"]["othello_moves"] == cells["a"]["othello_moves"]  # m's own, by nbgrader
    today = datetime.now().strftime("%Y-%m-%d")
    assert all(grades[login]["handed in"].startswith(today) for login in logins.values())


def test_the_collect_says_what_it_refused_and_why(term):
    text, logins = term["collected"], term["logins"]
    assert f"its name says it is {logins['a']}'s, but its folder is {logins['m']}'s" in text
    assert "4_predictions.ipynb is a link (not followed)" in text
    assert "1_minimax.ipynb is a link (not followed)" in text
    assert "1_minimax.ipynb holds 21 MB, more than 20 MB" in text
    assert "its name says 2020-01-01" in text and "which is taken" in text
    assert "collected 3 of the class's 3 students" in text and "course autograde" in text
    shadow = Path("/etc/shadow").read_text()
    for path in (term["course"] / "submitted").rglob("*"):
        if path.is_file():
            assert shadow not in path.read_text(errors="replace")
    for key in ("a", "b"):
        assert json.loads((term["course"] / "submitted" / term["logins"][key] / ASSIGNMENT /
                           "4_predictions.ipynb").read_text())  # a notebook, read as data


def test_each_student_finds_only_their_own_feedback(term):
    handed, failed = term["feedback"]
    logins, pages = term["logins"], term["pages"]
    assert sorted(handed) == sorted([logins["a"], logins["b"]])
    assert logins["m"] in failed and "as the student failed" in failed[logins["m"]]
    assert not (Path("/etc") / ASSIGNMENT).exists()
    for key in ("a", "b"):
        info = pages[key].lstat()
        assert stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o600
        assert info.st_uid == pwd.getpwnam(logins[key]).pw_uid
        assert stat.S_IMODE(pages[key].parent.stat().st_mode) == 0o700
        assert pages[key].read_bytes() == (term["course"] / "feedback" / logins[key] /
                                           ASSIGNMENT / "4_predictions.html").read_bytes()
    assert "root_value = 3" in pages["b"].read_text() and "root_value = 3" not in \
        pages["a"].read_text()
    said = term["as_student"]("a", f'cat {pages["b"]} 2>&1 || echo refused')
    assert "refused" in said and "root_value" not in said


def test_what_root_wrote_in_the_course_is_given_back_to_its_teacher(term):
    assert term["owners"] == {TEACHER}


def test_the_exchange_is_the_teachers_and_not_listable(term):
    exchange = term["exchange"]
    assert stat.S_IMODE(exchange.inbound.stat().st_mode) == 0o1733
    assert exchange.outbound.stat().st_uid == 0
    said = term["as_student"]("b", f'ls "{exchange.inbound}" 2>&1 || echo refused')
    assert "refused" in said and term["logins"]["a"] not in said
    released = json.dumps([p.read_text() for p in (exchange.outbound / ASSIGNMENT).iterdir()])
    assert "BEGIN SOLUTION" not in released and "HIDDEN TESTS" not in released
