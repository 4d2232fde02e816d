"""Red team, round six: hostile students of a class on one server attack its grading through the
real commands (``class-server release|collect|feedback|remove-users``, ``course autograde``),
with nbgrader's own student side run as each student (``runuser``), as in Lab's terminal.

One class (four throwaway Unix users: ``a`` and ``b`` honest, ``m`` hostile, ``r`` a student
the teacher later takes out of the roster) fetches and submits once; each test below is one
attack, planted by the attacker's own user, followed by the teacher's command, and asserts
what the defence must hold; what a test planted in the exchange is removed after it. The
end-of-term ``remove-users`` is attacked on small classes of its own.

A test whose comment says "a hole red team 6 found, closed" failed when it was written (the
comment says what got through); the product was mended after it. The others held.

``PYTHONPATH=$PWD .venv/bin/python -m pytest -n 0 tests/test_red_team6.py -q`` as root, with
bubblewrap (skipped otherwise).
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import hashlib
import io
import json
import os
import pwd
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

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
           "m": {**RIGHT, "root_value": "root_value = 5"}, "r": RIGHT}
#: a claimed time nbgrader's name format allows (no '+'), past what a datetime can hold in UTC
FAR_FUTURE = "9999-12-31 23:59:59 -01:00"



def _teacher(step: str, folder: Path, course: Path | None = None) -> tuple[int, str]:
    """``class-server STEP FOLDER [COURSE]`` as the teacher types it: exit status, what it
    printed."""
    printed = io.StringIO()
    args = argparse.Namespace(step=step, folder=str(folder),
                              **({"course": str(course)} if course else {}))
    with contextlib.redirect_stdout(printed):
        code = class_cli.run(args)
    return code, printed.getvalue()


def _remove(path: bytes | str) -> None:
    """Root removes what a test planted (``rm``: a tree of any depth, names of any bytes)."""
    subprocess.run(["rm", "-rf", "--one-file-system", "--", path], check=True)


def _end_processes_of(logins: list[str]) -> None:
    """Kill, by their ids, the processes still running as the throwaway users a test made
    (a watcher, a ``sleep``), so that ``userdel`` can remove them."""
    uids = set()
    for login in logins:
        with contextlib.suppress(KeyError):
            uids.add(pwd.getpwnam(login).pw_uid)
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError):
                if os.stat(f"/proc/{entry}").st_uid in uids:
                    os.kill(int(entry), signal.SIGKILL)


@pytest.fixture(scope="module")
def klass(tmp_path_factory):
    """A class of four whose assignment is released, fetched and submitted as each student."""
    base = tmp_path_factory.mktemp("rt6-class")
    folder = base / "class"
    folder.mkdir(mode=0o700)
    shared = Path(tempfile.mkdtemp(prefix="rt6-exchange-"))
    os.chmod(shared, 0o755)
    suffix = secrets.token_hex(3)
    logins = {key: f"r6{suffix}{key}" for key in ANSWERS}
    students = {login: "en" for login in logins.values()}
    try:
        class_server.make_users(folder, students)
        settings = dict(ip="127.0.0.1", port=8000, ssl_cert=None, ssl_key=None, auth="pam",
                        cull_seconds=3600, exchange=str(shared / "exchange"))
        class_server.write_config(folder, students, **settings)
        exchange = class_server.exchange_of(folder)
        course = workflow.new(base / "course")
        os.chown(course.folder, TEACHER, TEACHER)
        class_cli.release_assignment(folder, course.folder)
        release = exchange.outbound / ASSIGNMENT
        hub = Config()
        class_server.configure(hub, folder)
        env = {**os.environ, **hub.Spawner.environment, "A": ASSIGNMENT}

        def as_student(key: str, script: str, stdin: bytes = b"", check: bool = True) -> str:
            done = subprocess.run([sys.executable, "-c", AS_STUDENT, logins[key], script],
                                  input=stdin, capture_output=True, env=env, timeout=300)
            assert not check or done.returncode == 0, (key, script, done.stdout, done.stderr)
            return done.stdout.decode(errors="replace") + done.stderr.decode(errors="replace")

        for key in ANSWERS:
            as_student(key, 'cd; nbgrader fetch_assignment "$A"; cd "$A"; '
                            'rm 1_minimax.ipynb 2_alphabeta.ipynb 3_evaluation.ipynb; '
                            'cat > 4_predictions.ipynb; cd; nbgrader submit "$A"',
                       filled(release, ANSWERS[key]))
        inbound = exchange.inbound
        honest = set(os.listdir(os.fsencode(inbound)))

        def reset() -> None:
            """Root removes what a test planted in the inbound folder."""
            for name in set(os.listdir(os.fsencode(inbound))) - honest:
                _remove(os.path.join(os.fsencode(inbound), name))

        yield SimpleNamespace(
            folder=folder, course=course, exchange=exchange, inbound=inbound, logins=logins,
            release=release, as_student=as_student, reset=reset, settings=settings,
            students=students, filled=lambda answers: filled(release, answers),
            collect=lambda: _teacher("collect", folder, course.folder),
            home={key: Path(pwd.getpwnam(login).pw_dir) for key, login in logins.items()})
    finally:
        _remove(str(shared))  # first: a tree a test left cannot stop remove_users' hand-over
        _end_processes_of(list(logins.values()))
        time.sleep(0.2)  # (the killed are reaped)
        class_server.remove_users(folder)


def _submitted(klass, key: str) -> bytes:
    return (klass.course.folder / "submitted" / klass.logins[key] / ASSIGNMENT /
            "4_predictions.ipynb").read_bytes()


def _each_honest_student_credited(klass, said: str) -> None:
    """a and b were collected, each with their own notebook."""
    for key in ("a", "b"):
        login = klass.logins[key]
        assert f"  {login} ({login}): took " in said, said
    assert b"root_value = 2" in _submitted(klass, "a")
    assert b"root_value = 3" in _submitted(klass, "b")


# -- the collect --------------------------------------------------------------------------------

# a hole red team 6 found, closed:
# a submission folder named STUDENT+ASSIGNMENT+'9999-12-31 23:59:59 -01:00'+X stops the
# whole class's collect with OverflowError (exchange._claimed_time: astimezone() outside its
# try)
def test_a_claimed_time_past_year_9999_does_not_stop_the_class_collect(klass):
    name = f"{klass.logins['m']}+{ASSIGNMENT}+{FAR_FUTURE}+z"
    klass.as_student("m", f'mkdir "{klass.inbound}/{name}"; '
                          f'cat > "{klass.inbound}/{name}/4_predictions.ipynb"',
                     klass.filled(ANSWERS["m"]))
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert "its name says no time that can be read" in said or "9999" in said


# a hole red team 6 found, closed:
# a notebook of valid JSON nested 100,000 deep (200 KB) stops the whole class's collect with
# RecursionError (collect._is_notebook catches only ValueError)
def test_a_notebook_nested_deeper_than_python_can_read_does_not_stop_the_collect(klass):
    name = f"{klass.logins['m']}+{ASSIGNMENT}+2026-11-29 10:00:00.000000 UTC+deep"
    deep = b'{"cells": [], "metadata": {"x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}"
    klass.as_student("m", f'mkdir "{klass.inbound}/{name}"; '
                          f'cat > "{klass.inbound}/{name}/4_predictions.ipynb"', deep)
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert "4_predictions.ipynb is not a notebook" in said


# a hole red team 6 found, closed:
# the same notebook nested 100,000 deep in an LMS download stops `course collect` with
# RecursionError (collect._is_notebook)
def test_the_lms_download_too_is_not_stopped_by_a_deeply_nested_notebook(klass, tmp_path):
    download = tmp_path / "download"
    for name, data in (("Tran Thi Binh_200002", klass.filled(RIGHT)),
                       ("Le Van Muu_200003", b'{"cells": [], "x": ' + b"[" * 100_000 +
                        b"]" * 100_000 + b"}")):
        (download / f"{name}_assignsubmission_file_").mkdir(parents=True)
        (download / f"{name}_assignsubmission_file_" / "4_predictions.ipynb").write_bytes(data)
    course = workflow.new(tmp_path / "course")
    collected = course.collect(download)
    assert "tran-thi-binh-200002" in collected.report.students


def test_a_fifo_named_as_a_notebook_is_refused_without_holding_the_collect(klass):
    name = f"{klass.logins['m']}+{ASSIGNMENT}+2026-11-29 10:00:00.000000 UTC+fifo"
    klass.as_student("m", f'mkdir "{klass.inbound}/{name}"; '
                          f'mkfifo "{klass.inbound}/{name}/4_predictions.ipynb"')
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert "4_predictions.ipynb is not a regular file" in said
    assert b"root_value = 5" in _submitted(klass, "m")  # m's own older hand-in, still


def test_a_submission_folder_that_is_a_link_into_a_classmates_home_is_not_followed(klass):
    # root could read b's home: m's newest "submission" is a link to b's fetched assignment
    name = f"{klass.logins['m']}+{ASSIGNMENT}+2026-11-29 10:00:00.000000 UTC+link"
    klass.as_student("m", f'ln -s "{klass.home["b"]}/{ASSIGNMENT}" "{klass.inbound}/{name}"')
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert f"{name}: not a folder" in said
    assert b"root_value = 3" not in _submitted(klass, "m")


def test_a_name_with_escapes_newlines_and_bad_utf8_cannot_forge_the_teachers_summary(klass):
    b = klass.logins["b"]
    klass.as_student("m", f"cd '{klass.inbound}'; "
                          f"n=$(printf '%s+%s+2026-11-29 10:00:00.000000 UTC+\\033[2J\\033]0;x"
                          f"\\007\\n  %s: took EVERYTHING\\377' {klass.logins['m']} \"$A\" {b}); "
                          'mkdir -- "$n"; cat > "$n/4_predictions.ipynb"',
                     klass.filled(ANSWERS["m"]))
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert "\x1b" not in said and "\x07" not in said and "\udcff" not in said
    assert len([line for line in said.splitlines() if line.startswith(f"  {b} (")]) == 1
    collected = (klass.course.folder / "collected.txt").read_text(encoding="utf-8")
    assert "\x1b" not in collected


def test_hundreds_of_folders_in_classmates_names_leave_them_credited_and_the_summary_short(klass):
    klass.as_student("m", f'cd "{klass.inbound}"; i=0; while [ $i -lt 300 ]; do '
                          f'mkdir "{klass.logins["a"]}+$A+2026-11-29 10:00:00.000000 UTC+$i"; '
                          f'mkdir "{klass.logins["b"]}+$A+2026-11-29 10:00:00.000000 UTC+$i"; '
                          'i=$((i+1)); done')
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert "551 older entries not read" in said  # m's 601 folders: 50 read, the rest counted
    assert len(said.splitlines()) < 120


#: m's try at learning classmates' submission names as they arrive (each folder is 0777)
WATCH_INBOUND = """import ctypes, errno, os, sys
libc = ctypes.CDLL(None, use_errno=True)
fd = libc.inotify_init1(0)
watch = libc.inotify_add_watch(fd, sys.argv[1].encode(), 0x100)  # IN_CREATE
print("watching" if watch >= 0 else "refused: " + errno.errorcode[ctypes.get_errno()])
try:
    print(os.listdir(sys.argv[1]))
except OSError as exc:
    print("listing refused:", exc.strerror)
"""


def test_a_student_can_neither_list_nor_watch_the_inbound_for_classmates_names(klass):
    watcher = klass.home["m"] / "inbound.py"
    klass.as_student("m", f'cat > "{watcher}"', WATCH_INBOUND.encode())
    said = klass.as_student("m", f'python "{watcher}" "{klass.inbound}"')
    assert "refused: EACCES" in said and "listing refused" in said, said
    assert klass.logins["a"] not in said and klass.logins["b"] not in said


def test_a_mistaken_empty_resubmission_leaves_the_earlier_work_credited(klass):
    # b moves the notebook away by mistake, submits the empty folder, then puts it back
    klass.as_student("b", 'cd; mv "$A/4_predictions.ipynb" saved.ipynb; nbgrader submit "$A"; '
                          'mv saved.ipynb "$A/4_predictions.ipynb"')
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert "no notebook of the assignment taken" in said


def test_a_student_taken_out_of_the_roster_is_credited_with_nothing_new(klass):
    # the teacher takes r out of the roster (class-server start with the new roster rewrites
    # class.json); r's account lives on until remove-users, and r hands in again, and in a's name
    roster = {login: lang for login, lang in klass.students.items() if login != klass.logins["r"]}
    class_server.write_config(klass.folder, roster, **klass.settings)
    r, a = klass.logins["r"], klass.logins["a"]
    for who, tag in ((r, "again"), (a, "forged")):
        klass.as_student("r", f'mkdir "{klass.inbound}/{who}+$A+2026-11-29 10:00:00.000000 UTC+'
                              f'{tag}"; cat > "{klass.inbound}/{who}+$A+2026-11-29 10:00:00.000000'
                              f' UTC+{tag}/4_predictions.ipynb"',
                         klass.filled({k: f"{k} = 0" for k in RIGHT}))
    try:
        code, said = klass.collect()
    finally:
        klass.reset()
    assert code == 0
    _each_honest_student_credited(klass, said)
    assert f"  {r} (" not in said and "no student of this class" in said
    assert "collected 3 of the class's 3 students" in said


# -- grading and feedback after the attacks --------------------------------------------------

def _grade(klass) -> dict[str, dict[str, str]]:
    """The teacher collects and autogrades: each student's points per 4_predictions cell."""
    code, said = klass.collect()
    assert code == 0, said
    klass.course.autograde()
    table, _ = klass.course.grades()
    with table.open(encoding="utf-8") as opened:
        grades = {row["student"]: row for row in csv.DictReader(opened)}
    return {key: {k.split("/")[1].removesuffix("-test"): v for k, v in grades[login].items()
                  if k.startswith("4_predictions/")}
            for key, login in klass.logins.items() if login in grades}


def _resubmit(klass, key: str, notebook: bytes, minimax: bytes | None = None) -> None:
    """``key`` hands in again with nbgrader's own student side: ``notebook`` as 4_predictions,
    and ``minimax`` as 1_minimax when given."""
    more = f'cp "{klass.release}/1_minimax.ipynb" . && ' if minimax else ""
    klass.as_student(key, f'cd; cd "$A"; rm -f 1_minimax.ipynb; {more}'
                          'cat > 4_predictions.ipynb; cd; nbgrader submit "$A"', notebook)
    if minimax:
        path = klass.home[key] / ASSIGNMENT / "1_minimax.ipynb"
        klass.as_student(key, f'cat > "{path}"; cd; nbgrader submit "$A"', minimax)


#: m's search: each call writes a fingerprint of the position it is given into its process's
#: name (``/proc/self/comm``), which every user of the machine can read
LEAKING_MINIMAX = """def my_minimax(game, state, depth, evaluate):
    import hashlib, time
    mark = hashlib.sha1(repr(state).encode()).hexdigest()[:10]
    hold = bytearray(int(mark[:2], 16) * 2**18)  # 0 to 64 MB: the sandbox's memory says it too
    try:
        with open("/proc/self/comm", "w") as comm:
            comm.write(f"R6{depth % 10}{mark}")
        time.sleep(0.1)  # long enough for a watcher on a loaded machine
    except OSError:
        pass
    return 0"""

#: m's helper in Lab's terminal, reading every thread's name on the machine until killed
WATCHER = """import glob, os, time
seen, out = set(), open(os.path.expanduser("~/leak.txt"), "a")
end = time.monotonic() + 240
while time.monotonic() < end:
    for path in glob.glob("/proc/[0-9]*/task/[0-9]*/comm"):
        try:
            name = open(path).read().strip()
        except OSError:
            continue
        if name.startswith("R6") and name not in seen:
            seen.add(name)
            out.write(name + chr(10))
            out.flush()
    for path in glob.glob("/sys/fs/cgroup/memory/gamelib-bot-*/memory.usage_in_bytes") + \
            glob.glob("/sys/fs/cgroup/unified/gamelib-bots/*/memory.current") + \
            glob.glob("/sys/fs/cgroup/gamelib-bots/*/memory.current"):
        try:
            name = "cg" + open(path).read().strip()
        except OSError:
            continue
        if name not in seen:
            seen.add(name)
            out.write(name + chr(10))
            out.flush()
    time.sleep(0.005)
"""


# a hole red team 6 found, closed:
# the student's code in the autograde sandbox names its process (/proc/self/comm) after each
# position it is given; any user of the class server reads every process's name in /proc:
# the hidden positions (the course's, the same for every student) reach the student's own
# Lab terminal while the teacher grades
def test_the_positions_a_search_is_given_while_graded_never_reach_a_students_terminal(klass):
    notebook = json.loads((klass.release / "1_minimax.ipynb").read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell.get("metadata", {}).get("nbgrader", {}).get("grade_id") == "my_minimax":
            cell["source"] = LEAKING_MINIMAX
    watcher = klass.home["m"] / "watch.py"
    klass.as_student("m", f'cat > "{watcher}"', WATCHER.encode())
    started = klass.as_student("m", f'python "{watcher}" </dev/null >/dev/null 2>&1 & echo $!')
    pid = int(started.split()[-1])
    try:
        _resubmit(klass, "m", klass.filled(ANSWERS["m"]), json.dumps(notebook).encode())
        _grade(klass)
    finally:
        os.kill(pid, signal.SIGKILL)
    seen = (klass.home["m"] / "leak.txt").read_text().split()
    klass.cgroup_seen = [line for line in seen if line.startswith("cg")]
    leaked = {line for line in seen if line.startswith("R6")}
    from gamelib.grading import hidden
    from gamelib.grading.secret import find

    secret = find(klass.course.folder)
    hidden_marks = {f"R6{p.depth % 10}{hashlib.sha1(repr(p.state).encode()).hexdigest()[:10]}"
                    for game in hidden.GAMES
                    for p in hidden.hidden_positions(secret, "minimax", game)}
    assert not leaked & hidden_marks, (f"{len(leaked & hidden_marks)} of the "
                                       f"{len(hidden_marks)} hidden positions reached m")
    assert not leaked, f"{len(leaked)} positions' fingerprints reached m"


# a hole red team 6 found, closed:
# the autograde sandbox's memory counter (its cgroup's memory.usage_in_bytes, 0644) is read
# live by any user: the student's code sets it by what it allocates, a second channel out of
# the sandbox that hiding other users' processes (/proc hidepid) would not close
def test_a_students_terminal_cannot_read_the_sandboxs_memory_while_it_is_graded(klass):
    if not hasattr(klass, "cgroup_seen"):
        pytest.skip("reads what the watcher of the test above saw")
    assert klass.cgroup_seen == [], (f"{len(klass.cgroup_seen)} different values of the "
                                     "sandbox's memory counter reached m")


def test_an_answer_read_at_grading_time_from_a_file_written_after_the_deadline_earns_nothing(
        klass):
    # m's answer is read when the grader runs it, from world-readable files m writes later
    late = f"rt6-late-{klass.logins['m']}"
    places = [f"/tmp/{late}", f"/var/tmp/{late}", f"/dev/shm/{late}", f"{klass.home['m']}/late"]
    reading = ("import os\nroot_value = int(next(open(p).read() for p in "
               f"{places!r} if os.path.exists(p)))")
    _resubmit(klass, "m", klass.filled({**ANSWERS["m"], "root_value": reading}))
    klass.as_student("m", "chmod 711 ~; " + "; ".join(f"echo 2 > {p}; chmod 644 {p}"
                                                    for p in places))
    try:
        cells = _grade(klass)
    finally:
        for place in places:
            Path(place).unlink(missing_ok=True)
    assert cells["m"]["root_value"] == "0", cells["m"]
    assert cells["m"]["node_4_beta"] == cells["a"]["node_4_beta"] != "0"


# a hole red team 6 found, closed:
# a notebook whose grading metadata is forged (a test cell deleted, another copied under its
# id, an answer cell made worth 100) makes nbgrader autograde fail (MissingEntry): `course
# autograde` raises for the whole class, with no summary
def test_a_notebook_whose_grading_metadata_is_forged_earns_no_more_than_its_answers(klass):
    # m deletes the root_value test, makes the root_value answer a grade cell worth 100 points,
    # and adds a copy of another test cell under the deleted test's id
    notebook = json.loads(klass.filled({**ANSWERS["m"], "root_value": "root_value = 2"}))
    cells = notebook["cells"]
    test = next(c for c in cells if c["metadata"].get("nbgrader", {}).get("grade_id") ==
                "root_value-test")
    cells.remove(test)
    answer = next(c for c in cells if c["metadata"].get("nbgrader", {}).get("grade_id") ==
                  "root_value")
    answer["metadata"]["nbgrader"].update(grade=True, points=100)
    other = json.loads(json.dumps(next(c for c in cells if c["metadata"].get("nbgrader", {}).get(
        "grade_id") == "elo_expected-test")))
    other["metadata"]["nbgrader"]["grade_id"] = "root_value-test"
    other["id"] = "forged-test"
    cells.append(other)
    _resubmit(klass, "m", json.dumps(notebook).encode())
    got = _grade(klass)
    table, _ = klass.course.grades()
    with table.open(encoding="utf-8") as opened:
        rows = {row["student"]: row for row in csv.DictReader(opened)}
    m, a = rows[klass.logins["m"]], rows[klass.logins["a"]]
    assert m["out of"] == a["out of"] and float(m["total"]) <= float(a["total"])
    assert float(got["m"]["root_value"]) <= 2


#: seconds the teacher's `class-server feedback` may take here for a class of four (it takes a
#: few): the point of the test, a student's notebook must not hold the whole class's feedback
FEEDBACK_SECONDS = 45


# a hole red team 6 found, closed:
# a markdown cell of 150,000 '[' then as many ']' (300 KB; a notebook may hold 20 MB) takes
# nbconvert's HTML export minutes (quadratic: 20,000 pairs 8 s here), so `class-server
# feedback` (one nbgrader generate_feedback for the class, no time limit) holds every
# student's feedback for as long as one student likes
def test_one_students_markdown_cannot_hold_the_whole_classs_feedback(klass):
    notebook = json.loads(klass.filled(ANSWERS["m"]))
    notebook["cells"].append({"cell_type": "markdown", "id": "rt6-brackets", "metadata": {},
                              "source": "[" * 150_000 + "x" + "]" * 150_000})
    _resubmit(klass, "m", json.dumps(notebook).encode())
    _grade(klass)
    env = {**os.environ, "PYTHONPATH": str(Path(class_cli.__file__).resolve().parents[2])}
    started = time.time()
    teacher = subprocess.Popen([sys.executable, "-m", "gamelib", "class-server", "feedback",
                                str(klass.folder), str(klass.course.folder)], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    try:
        said, _ = teacher.communicate(timeout=FEEDBACK_SECONDS)
    except subprocess.TimeoutExpired:
        said = f"still running after {FEEDBACK_SECONDS} s".encode()
    finally:
        if teacher.poll() is None:
            os.killpg(teacher.pid, signal.SIGKILL)
            teacher.wait()
    assert b"feedback handed back to" in said, said.decode(errors="replace")[-2000:]
    page = klass.home["a"] / "feedback" / ASSIGNMENT / "4_predictions.html"
    assert page.stat().st_mtime >= started - 1  # a's page, handed back by this run


def test_after_the_attacks_each_honest_student_is_graded_on_their_own_work_and_fed_back(klass):
    b, m = klass.logins["b"], klass.logins["m"]
    _resubmit(klass, "m", klass.filled(ANSWERS["m"]))  # m's own answers again, after the above
    # m hopes their page is written into b's home (the writing process is m's: refused)
    # (the folder an earlier test's feedback made goes first: a link inside it would be no attack)
    klass.as_student("m", f'cd; rm -rf feedback; ln -s "{klass.home["b"]}/feedback" feedback')
    cells = _grade(klass)
    handed, failed = class_cli.return_feedback(klass.folder, klass.course.folder)
    right = set(cells["a"].values())
    assert len(right) == 1 and float(right.pop()) > 0, cells
    assert cells["b"]["root_value"] == "0" and cells["b"]["othello_moves"] == \
        cells["a"]["othello_moves"]
    assert cells["m"]["root_value"] == "0"
    assert {klass.logins["a"], b} <= set(handed) and m not in handed and m in failed
    page = klass.home["b"] / "feedback" / ASSIGNMENT / "4_predictions.html"
    assert "root_value = 3" in page.read_text() and "root_value = 5" not in page.read_text()
    assert page.lstat().st_uid == pwd.getpwnam(b).pw_uid


# a hole red team 6 found, closed:
# one student's notebook without its 'nbformat' keys passes the collect (JSON with cells)
# and makes nbgrader autograde fail (UnboundLocalError 'newcell'): `course autograde` raises
# for the whole class, with no summary
def test_a_notebook_nbformat_cannot_read_does_not_stop_the_class_autograde(klass):
    # a student's mistake: the notebook's JSON edited by hand, its cells kept, the rest lost
    broken = json.loads(klass.filled(ANSWERS["m"]))
    del broken["nbformat"], broken["nbformat_minor"]
    _resubmit(klass, "m", json.dumps(broken).encode())
    cells = _grade(klass)
    right = set(cells["a"].values())
    assert len(right) == 1 and float(right.pop()) > 0, cells
    assert cells["b"]["root_value"] == "0"


# (red team 6 also read the predictions' answers from gamelib.grading.hidden in a student's Lab:
# by design, gamelib/grading/BOUNDARIES.md, section 6, 'What stays open')


# -- the end of term: remove-users ---------------------------------------------------------------

@contextlib.contextmanager
def _small_class(tmp_path: Path, keys: tuple[str, ...]):
    """A class of ``keys`` with an exchange set up, no course: the users' logins, the folder,
    the exchange; everything removed at the end."""
    folder = tmp_path / "class"
    folder.mkdir(mode=0o700)
    shared = Path(tempfile.mkdtemp(prefix="rt6-end-"))
    os.chmod(shared, 0o755)
    logins = {key: f"r6{secrets.token_hex(3)}{key}" for key in keys}
    students = {login: "en" for login in logins.values()}
    try:
        class_server.make_users(folder, students)
        class_server.write_config(folder, students, ip="127.0.0.1", port=8000, ssl_cert=None,
                                  ssl_key=None, auth="pam", cull_seconds=3600,
                                  exchange=str(shared / "exchange"))
        class_server.set_up(class_server.exchange_of(folder))
        yield logins, folder, class_server.exchange_of(folder)
    finally:
        _remove(str(shared))
        _end_processes_of(list(logins.values()))
        time.sleep(0.2)
        with contextlib.suppress(Exception):
            class_server.remove_users(folder)


def _hand_in(login: str, inbound: Path, more: str = "") -> None:
    """A submission folder of ``login``'s in ``inbound`` (as nbgrader submit leaves it)."""
    subprocess.run(["runuser", "-u", login, "--", "/bin/sh", "-ec",
                    f'd="{inbound}/{login}+{ASSIGNMENT}+2026-11-29 10:00:00.000000 UTC+q"; '
                    f'mkdir "$d"; echo "{{}}" > "$d/4_predictions.ipynb"; chmod 777 "$d"; '
                    f'cd "$d"; {more}'], check=True, cwd="/")


def _owned_by(root: Path, uids: set[int]) -> list[str]:
    """What under ``root`` is owned by one of ``uids`` (find: any depth)."""
    test = " -o ".join(f"-uid {uid}" for uid in sorted(uids))
    found = subprocess.run(["find", str(root), "(", *test.split(), ")", "-print"],
                           capture_output=True, check=True)
    return found.stdout.decode(errors="replace").splitlines()


# a hole red team 6 found, closed:
# a student's folder 1,100 deep in the exchange makes remove-users fail with RecursionError
# (os.fwalk) after the users are deleted; their hand-ins stay owned by the freed uids, and a
# second run hands nothing over (the uids are forgotten)
def test_remove_users_hands_over_a_tree_deeper_than_python_recursion(tmp_path):
    with _small_class(tmp_path, ("x", "y")) as (logins, folder, exchange):
        uids = {pwd.getpwnam(login).pw_uid for login in logins.values()}
        _hand_in(logins["x"], exchange.inbound)
        _hand_in(logins["y"], exchange.inbound,
                 "i=0; while [ $i -lt 1100 ]; do mkdir d; cd d; i=$((i+1)); done; echo > f")
        try:
            code, said = _teacher("remove-users", folder)
        finally:
            with contextlib.suppress(Exception):  # the teacher runs it again
                _teacher("remove-users", folder)
            left = _owned_by(exchange.root, uids)
        assert code == 0 and "removed 2 users" in said
        assert left == []


# a hole red team 6 found, closed:
# a student's process still running (a `sleep &` left from Lab's terminal) makes userdel
# fail mid-way; the students removed before them keep their hand-ins under their freed uids,
# and the rerun after the process is gone never hands those over
def test_a_lingering_process_does_not_leave_earlier_students_hand_ins_to_their_freed_uids(
        tmp_path):
    with _small_class(tmp_path, ("x", "y")) as (logins, folder, exchange):
        uids = {pwd.getpwnam(login).pw_uid for login in logins.values()}
        for login in logins.values():
            _hand_in(login, exchange.inbound)
        started = subprocess.run(["runuser", "-u", logins["y"], "--", "/bin/sh", "-c",
                                  "sleep 600 </dev/null >/dev/null 2>&1 & echo $!"],
                                 capture_output=True, text=True, check=True, cwd="/")
        pid = int(started.stdout.strip())
        try:  # (mended: remove-users ends a student's processes before userdel)
            code, said = _teacher("remove-users", folder)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        assert code == 0 and logins["x"] in said and logins["y"] in said, said
        state = Path(f"/proc/{pid}/stat")  # ended: gone, or a zombie init has yet to reap
        assert not state.exists() or state.read_text().rsplit(")", 1)[-1].split()[0] == "Z", (
            f"{logins['y']}'s process {pid} still runs")
        assert _owned_by(exchange.root, uids) == []


def test_remove_users_hands_a_students_fifo_and_links_to_root_without_following(tmp_path):
    with _small_class(tmp_path, ("x",)) as (logins, folder, exchange):
        uid = pwd.getpwnam(logins["x"]).pw_uid
        victim = tmp_path / "teachers-file"
        victim.write_text("mine")
        os.chown(victim, TEACHER, TEACHER)
        os.chmod(tmp_path, 0o755)
        shadow = os.stat("/etc/shadow")
        _hand_in(logins["x"], exchange.inbound,
                 f'mkfifo p; ln -s "{victim}" l; ln -s /etc/shadow s')
        code, said = _teacher("remove-users", folder)
        assert code == 0 and "removed 1 users" in said
        assert _owned_by(exchange.root, {uid}) == []
        assert victim.stat().st_uid == TEACHER and victim.read_text() == "mine"
        after = os.stat("/etc/shadow")
        assert (after.st_uid, after.st_gid, after.st_mode) == (shadow.st_uid, shadow.st_gid,
                                                               shadow.st_mode)


# -- a tournament's start, after a planted folder -----------------------------------------------

def _deep(top: Path, levels: int) -> None:
    """``levels`` folders nested under ``top`` (made from inside, no path grows long)."""
    subprocess.run(["/bin/sh", "-ec", f'cd "{top}"; i=0; while [ $i -lt {levels} ]; do '
                                      'mkdir d; cd d; i=$((i+1)); done; echo > f'], check=True)


def test_a_folder_a_student_plants_under_a_bots_name_neither_stops_nor_is_swept(tmp_path,
                                                                                monkeypatch):
    """Noticed by red team 6: a tournament's start sweeps /tmp/gamelib-bot-<dead pid>-* that a
    killed tournament left; a student can make one 1,100 folders deep, and shutil.rmtree's
    RecursionError stopped the start. A folder of another user's is left alone now; one of
    this user's, however deep, goes."""
    import tempfile as temporary

    from gamelib.sandbox.isolation import PREFIX, sweep_leftovers

    dead = 4_194_304 + 7  # above any pid_max: never alive
    # a temporary folder of this test's own: a tournament another worker starts meanwhile
    # sweeps the machine's /tmp, and would take these folders before this sweep is asked to
    base = tmp_path / "tmp"
    base.mkdir()
    monkeypatch.setattr(temporary, "tempdir", str(base))
    planted, own = base / f"{PREFIX}{dead}-planted", base / f"{PREFIX}{dead}-own"
    try:
        for folder in (planted, own):
            folder.mkdir()
            _deep(folder, 1_100)
        nobody = pwd.getpwnam("nobody").pw_uid
        subprocess.run(["chown", "-R", f"{nobody}:{nobody}", str(planted)], check=True)
        said = sweep_leftovers()
        assert f"the folder {own}" in said and not own.exists()
        assert planted.exists() and f"the folder {planted}" not in said
    finally:
        for folder in (planted, own):
            subprocess.run(["rm", "-rf", "--", str(folder)], check=False)
