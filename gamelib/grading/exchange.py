"""The assignment through a class server's exchange (issue 53): release, collect, feedback.

The exchange is nbgrader's own layout, so that nbgrader's student side works unchanged (the
Lab's *Assignments* tab, or ``nbgrader fetch_assignment`` and ``nbgrader submit`` in Lab's
terminal)::

    ROOT/                             world-writable (nbgrader's student side wants it so),
                                      sticky: a student makes nothing of root's go away
    ROOT/COURSE/nbgrader_config.py    the course id and the root, for the students' nbgrader
    ROOT/COURSE/jupyter_server_config.json, labconfig/page_config.json
                                      nbgrader's assignment list on in the students' Lab (its
                                      formgrader and the rest stay off)
    ROOT/COURSE/outbound/ASSIGNMENT/  the students' version (root's, read-only to them)
    ROOT/COURSE/inbound/              world-writable, sticky, not listable: one folder a
                                      submission, STUDENT+ASSIGNMENT+TIME+RANDOM

The teacher's side is gamelib's (:func:`read_inbound`), because nbgrader's trusts what any
student can write: the folder's name says who submitted and when. Here the submission is the
student's who **owns** its folder (the kernel's uid, read with ``lstat``, mapped through the
class's own records); a folder naming somebody else is refused, credited to no one. Its time is
the kernel's change time (ctime) of the folder and the files taken, which a student cannot set
back (``touch -d`` sets the modification time, not ctime). Files are read as data: from the
inbound folder's descriptor, ``O_NOFOLLOW`` at every step (a link is refused, never followed),
regular files of the submitter only, within :data:`MAX_ENTRIES` and the LMS path's notebook
limit; what is taken goes into ``submitted/LOGIN/ASSIGNMENT/`` through the LMS path's own
:func:`gamelib.grading.collect.write_submissions`. Feedback goes back into each student's
``~/feedback/ASSIGNMENT/`` (0700, pages 0600) written by a process of that student's user
(:func:`return_feedback`): root opens nothing in a student's home. The contract:
``gamelib/grading/BOUNDARIES.md``, section 6.

>>> submission_name("an+adversarial-search+2026-11-20 08:00:00.000000 UTC+Xk3")
('an', 'adversarial-search', '2026-11-20 08:00:00.000000 UTC')
>>> submission_name("notes")
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
import subprocess
from datetime import datetime
from pathlib import Path

from gamelib.grading.collect import (MAX_NOTEBOOK_BYTES, Collected, Handed, Participant, MiB,
                                     _is_notebook, printable)

#: entries of one submission folder (nbgrader copies the student's assignment folder)
MAX_ENTRIES = 200
#: a student's submissions read, the newest (more are listed, not read: one student's
#: thousands of folders never stop the class's collect)
MAX_SUBMISSIONS = 50
#: entries of no student listed in the summary (the rest are counted)
MAX_LISTED = 50
#: seconds a student's own process may take to write a feedback page
WRITE_SECONDS = 60
#: a feedback page handed back
MAX_FEEDBACK_BYTES = 64 * MiB
#: seconds a submission's own claim of its time may differ from the kernel's before it is shown
CLAIM_SLACK = 120

_NOFOLLOW = os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)


def release(outbound: Path, released: Path, notebooks: tuple[str, ...]) -> list[str]:
    """Copy the students' version (``released``: the course's ``release/ASSIGNMENT/``, the
    notebooks only) into the exchange's ``outbound/ASSIGNMENT/`` (root's, made by
    :func:`gamelib.course.class_server.set_up`), replacing what was there; the files."""
    target = outbound / released.name
    staging = outbound / f".{released.name}.part"
    shutil.rmtree(staging, ignore_errors=True)
    os.mkdir(staging, 0o755)
    copied = []
    for name in notebooks:
        source = released / f"{name}.ipynb"
        if source.is_symlink() or not source.is_file():
            raise FileNotFoundError(f"{source}: no such notebook in the released assignment "
                                    "(python -m gamelib course release COURSE makes it)")
        if source.stat().st_size > MAX_NOTEBOOK_BYTES:
            raise ValueError(f"{source}: more than {MAX_NOTEBOOK_BYTES // MiB} MB")
        shutil.copyfile(source, staging / source.name)
        os.chmod(staging / source.name, 0o644)
        copied.append(source.name)
    if target.is_dir() and not target.is_symlink():
        shutil.rmtree(target)
    elif target.is_symlink() or target.exists():
        target.unlink()
    os.replace(staging, target)
    return copied


def submission_name(name: str) -> tuple[str, str, str] | None:
    """What a submission folder's name claims, as nbgrader writes it: (student, assignment,
    time); None when it is not of that shape. Only words: see :func:`read_inbound`."""
    parts = name.split("+")
    if len(parts) not in (3, 4) or not all(parts[:3]):
        return None
    return parts[0], parts[1], parts[2]


def _claimed_time(text: str) -> datetime | None:
    """nbgrader's timestamp (``%Y-%m-%d %H:%M:%S.%f %Z``) as a local time, or None."""
    try:
        from dateutil.parser import parse

        stamp = parse(text)
        # (a zone moves a time past year 9999, or before year 1: read, never raised)
        return stamp.astimezone().replace(tzinfo=None) if stamp.tzinfo else stamp
    except (ImportError, ValueError, OverflowError, OSError):
        return None


class _Refused(ValueError):
    pass


def _open_in(folder: int, name: str, flags: int) -> int:
    """``name`` opened in the folder ``folder`` (a descriptor), never through a link."""
    try:
        return os.open(name, flags | _NOFOLLOW | os.O_NONBLOCK, dir_fd=folder)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EMLINK):
            raise _Refused(f"{printable(name)} is a link (not followed)") from None
        raise _Refused(f"{printable(name)} cannot be opened ({exc.strerror})") from None


def _read_notebook(folder: int, name: str, owner: int) -> tuple[bytes, float]:
    """A notebook of a submission: its bytes and its ctime; refused (saying why) unless it is
    one regular file of the submitter's, within the limit."""
    descriptor = _open_in(folder, name, os.O_RDONLY)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise _Refused(f"{printable(name)} is not a regular file")
        if info.st_uid != owner:
            raise _Refused(f"{printable(name)} is owned by uid {info.st_uid}, not by the "
                           f"submission's owner (uid {owner})")
        if info.st_nlink != 1:
            raise _Refused(f"{printable(name)} has {info.st_nlink} names (a hard link)")
        if info.st_size > MAX_NOTEBOOK_BYTES:
            raise _Refused(f"{printable(name)} holds {info.st_size / MiB:.0f} MB, more than "
                           f"{MAX_NOTEBOOK_BYTES // MiB} MB, larger than any notebook of the "
                           "assignment")
        with os.fdopen(os.dup(descriptor), "rb") as opened:
            data = opened.read(MAX_NOTEBOOK_BYTES + 1)
        if len(data) > MAX_NOTEBOOK_BYTES:
            raise _Refused(f"{printable(name)} holds more than {MAX_NOTEBOOK_BYTES // MiB} MB")
        return data, os.fstat(descriptor).st_ctime
    finally:
        os.close(descriptor)


def read_inbound(inbound: Path, students: dict[int, str], assignment: str,
                 notebooks: tuple[str, ...]) -> Collected:
    """Who submitted what to ``inbound`` (nothing is written): ``students`` maps a uid to the
    class's login name. See the module's words; the newest submission (by ctime) of each
    student is taken, the others listed."""
    handed = {login: Handed(Participant(login, login)) for login in students.values()}
    unowned: list[str] = []
    top = os.open(inbound, os.O_RDONLY | os.O_DIRECTORY | _NOFOLLOW)
    try:
        found: dict[str, list[tuple[float, str, os.stat_result]]] = {}
        strangers = 0
        for name in os.listdir(top):
            try:
                info = os.stat(name, dir_fd=top, follow_symlinks=False)
            except FileNotFoundError:
                continue  # gone since the listing
            claim = submission_name(name)
            if claim is not None and claim[1] != assignment:
                continue  # another assignment's
            login = students.get(info.st_uid)
            if login is None:
                strangers += 1
                if strangers <= MAX_LISTED:
                    unowned.append(f"{printable(name)}: owned by uid {info.st_uid}, no student "
                                   "of this class")
                continue
            found.setdefault(login, []).append((info.st_ctime, name, info))
        if strangers > MAX_LISTED:
            unowned.append(f"and {strangers - MAX_LISTED} more entries of no student")
        chosen = []
        for login, entries in found.items():
            entries.sort(reverse=True)
            chosen += [(login, name, info) for _, name, info in entries[:MAX_SUBMISSIONS]]
            if len(entries) > MAX_SUBMISSIONS:
                handed[login].refused.append(
                    f"{len(entries) - MAX_SUBMISSIONS} older entries not read (a student's "
                    f"{MAX_SUBMISSIONS} newest submissions are)")
        # each student's newest readable submission, and the others' names and times (only
        # the newest one's bytes are kept: 50 submissions of 20 MB notebooks stay on disk)
        newest: dict[str, tuple[float, str, dict[str, bytes], datetime | None]] = {}
        older: dict[str, list[tuple[float, str]]] = {}
        for login, name, info in sorted(chosen, key=lambda c: c[1]):
            shown = printable(name)
            claim = submission_name(name)
            mine = handed[login]
            if not stat.S_ISDIR(info.st_mode):
                mine.refused.append(f"{shown}: not a folder (a submission is one folder)")
                continue
            if claim is None:
                mine.refused.append(f"{shown}: not a submission's name (STUDENT+{assignment}"
                                    "+TIME, as nbgrader submit writes it)")
                continue
            if claim[0] != login:
                mine.refused.append(
                    f"{shown}: its name says it is {printable(claim[0])}'s, but its folder is "
                    f"{login}'s (the owner decides); taken for no one")
                continue
            try:
                folder = _open_in(top, name, os.O_RDONLY | os.O_DIRECTORY)
            except _Refused as exc:
                mine.refused.append(f"{shown}: {exc}")
                continue
            try:
                opened = os.fstat(folder)
                if opened.st_uid != info.st_uid or opened.st_ino != info.st_ino:
                    mine.refused.append(f"{shown}: it changed while it was read")
                    continue
                entries = os.listdir(folder)
                if len(entries) > MAX_ENTRIES:
                    mine.refused.append(f"{shown}: {len(entries)} entries, more than "
                                        f"{MAX_ENTRIES}; nothing of it was taken")
                    continue
                files, changed = {}, opened.st_ctime
                for notebook in notebooks:
                    if f"{notebook}.ipynb" not in entries:
                        continue
                    try:
                        data, ctime = _read_notebook(folder, f"{notebook}.ipynb", info.st_uid)
                    except _Refused as exc:
                        mine.refused.append(f"{shown}: {exc}")
                        continue
                    why = _is_notebook(data)
                    if why:
                        mine.refused.append(f"{shown}: {notebook}.ipynb is {why}")
                        continue
                    files[notebook] = data
                    changed = max(changed, ctime)
            finally:
                os.close(folder)
            if not files:
                mine.skipped.append(f"{shown}: no notebook of the assignment taken")
                continue
            best = newest.get(login)
            if best is not None and (best[0], best[1]) > (changed, name):
                older.setdefault(login, []).append((changed, name))
                continue
            if best is not None:
                older.setdefault(login, []).append((best[0], best[1]))
            newest[login] = (changed, name, files, _claimed_time(claim[2]))
    finally:
        os.close(top)
    for login, (changed, name, files, claimed) in newest.items():
        mine = handed[login]
        when = datetime.fromtimestamp(changed).replace(microsecond=0)
        for other_time, other in sorted(older.get(login, []), reverse=True):
            stamp = datetime.fromtimestamp(other_time)
            mine.skipped.append(f"{printable(other)} ({stamp:%Y-%m-%d %H:%M:%S}): an older "
                                "submission")
        if claimed is None or abs((claimed - when).total_seconds()) > CLAIM_SLACK:
            said = f"{claimed:%Y-%m-%d %H:%M:%S}" if claimed else "no time that can be read"
            mine.notes.append(f"{printable(name)}: its name says {said}; the exchange's clock "
                              f"(the kernel's, which no student sets) says "
                              f"{when:%Y-%m-%d %H:%M:%S}, which is taken")
        for notebook, data in files.items():
            mine.taken[notebook] = (f"{name}/{notebook}.ipynb", when)
            mine.candidates.append((notebook, f"{name}/{notebook}.ipynb", when, (), data))
    return Collected(handed, unowned, source="the class")


_WRITE_AS_STUDENT = """umask 077
set -e
cd
mkdir -p "feedback/$ASSIGNMENT"
chmod 700 feedback "feedback/$ASSIGNMENT"
rm -f "feedback/$ASSIGNMENT/.$PAGE.part"
cat > "feedback/$ASSIGNMENT/.$PAGE.part"
mv -f "feedback/$ASSIGNMENT/.$PAGE.part" "feedback/$ASSIGNMENT/$PAGE"
"""


def return_feedback(course_feedback: Path, logins: list[str], assignment: str,
                    notebooks: tuple[str, ...]) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Each student's own feedback pages (``course_feedback/LOGIN/ASSIGNMENT/NOTEBOOK.html``)
    into their ``~/feedback/ASSIGNMENT/``, written by a process of their own user from its
    standard input: (login -> the pages handed back, login -> why it failed). A student whose
    home refuses the pages (say ``~/feedback`` is a link to somewhere they cannot write) is
    listed, and the others still get theirs."""
    import pwd

    done: dict[str, list[str]] = {}
    failed: dict[str, str] = {}
    for login in logins:
        folder = course_feedback / login / assignment
        if not folder.is_dir():
            continue
        account = pwd.getpwnam(login)
        for notebook in notebooks:
            page = folder / f"{notebook}.html"
            if page.is_symlink() or not page.is_file():
                continue
            if page.stat().st_size > MAX_FEEDBACK_BYTES:
                failed[login] = (f"{page.name}: more than {MAX_FEEDBACK_BYTES // MiB} MB, not "
                                 "handed back")
                continue
            try:  # the student's own process: a FIFO of theirs must not hold the class
                wrote = subprocess.run(
                    ["/bin/sh", "-c", _WRITE_AS_STUDENT], input=page.read_bytes(),
                    capture_output=True, cwd="/", user=account.pw_uid, group=account.pw_gid,
                    extra_groups=[], timeout=WRITE_SECONDS,
                    env={"HOME": account.pw_dir, "PATH": "/usr/bin:/bin",
                         "ASSIGNMENT": assignment, "PAGE": page.name})
            except subprocess.TimeoutExpired:
                failed[login] = (f"writing {page.name} into ~{login}/feedback/{assignment}/ "
                                 f"as the student took more than {WRITE_SECONDS} s")
                break
            if wrote.returncode:
                failed[login] = (f"writing {page.name} into ~{login}/feedback/{assignment}/ "
                                 "as the student failed: " +
                                 printable(wrote.stderr.decode(errors="replace").strip(), 300))
                break
            done.setdefault(login, []).append(page.name)
    return done, failed
