"""The class workflow around nbgrader, one command a step (``python -m gamelib course ...``).

::

    python -m gamelib course new ~/ai-course [--language vi]   the teacher's course, its secret
    python -m gamelib course release ~/ai-course               release/: a folder and a ZIP
    python -m gamelib course collect ~/ai-course download.zip  an LMS download, named by student
    python -m gamelib course autograde ~/ai-course             every submission, hidden tests
    python -m gamelib course feedback ~/ai-course              one feedback ZIP a student
    python -m gamelib course grades ~/ai-course                grades.csv and grades.html
    python -m gamelib course similarity ~/ai-course            similarity.html and .csv

Each step is nbgrader's own command (``generate_assignment``, ``autograde``,
``generate_feedback``) with the course's settings — but ``collect``, which reads the LMS's
download itself (:mod:`gamelib.grading.collect`) into nbgrader's layout —, plus what a class needs around it: ZIPs for
the LMS, submission times, grades per question, and a report of answers that resemble each
other or gamelib's own code (compared by structure: :mod:`gamelib.exercises.structure`).  The course folder is the teacher's: keep it outside the repository (its
``.gitignore`` keeps the secret and the students' work out of git anyway).
"""

from __future__ import annotations

import csv
import html
import io
import json
import os
import re
import stat
import subprocess
import sys
import time
import zipfile
from datetime import datetime
from pathlib import Path
from typing import Any

from gamelib.grading.assignment import ASSIGNMENT, NOTEBOOKS, write_course
from gamelib.grading.secret import SECRET_FILE

try:  # the collector plugin nbgrader loads by name (nbgrader is the teacher's tool)
    from nbgrader.plugins import FileNameCollectorPlugin
except ImportError:  # pragma: no cover - without nbgrader there is nothing to collect into
    FileNameCollectorPlugin = object  # type: ignore[misc,assignment]
try:  # the feedback's preprocessor (nbconvert comes with nbgrader)
    from nbconvert.preprocessors import Preprocessor
except ImportError:  # pragma: no cover
    Preprocessor = object  # type: ignore[misc,assignment]

#: when each downloaded file was handed in, read from the LMS's ZIP (for the plugin below)
TIMES_FILE = "submission-times.json"
#: what the teacher told the course: the deadline; who each student is in the LMS
SETTINGS_FILE = "gamelib-course.json"
#: the teacher's own scores for a question (python -m gamelib course override)
OVERRIDES_FILE = "overrides.json"


def parse_deadline(text: str) -> datetime:
    """A deadline as a teacher writes it: ``YYYY-MM-DD HH:MM`` (or with ``T``, or seconds).

    >>> parse_deadline("2026-11-20 08:05")
    datetime.datetime(2026, 11, 20, 8, 5)
    >>> parse_deadline("20/11/2026")
    Traceback (most recent call last):
    ...
    ValueError: the deadline '20/11/2026' is not a date and time: write it as YYYY-MM-DD HH:MM (for example 2026-11-20 23:59), in the LMS's time
    """
    try:
        stamp = datetime.fromisoformat(str(text).strip())
    except ValueError:
        raise ValueError(f"the deadline {text!r} is not a date and time: write it as "
                         "YYYY-MM-DD HH:MM (for example 2026-11-20 23:59), in the LMS's "
                         "time") from None
    return stamp.replace(tzinfo=None)


def late_by(handed_in: datetime | None, deadline: datetime | None) -> str:
    """How late a submission is, in words ("" when on time or without a deadline).

    >>> late_by(datetime(2026, 11, 20, 8, 7), datetime(2026, 11, 20, 8, 5))
    '2 min'
    >>> late_by(datetime(2026, 11, 21, 9, 5), datetime(2026, 11, 20, 8, 5))
    '1 d 1 h 0 min'
    """
    if handed_in is None or deadline is None or handed_in <= deadline:
        return ""
    minutes = int((handed_in - deadline).total_seconds() // 60) or 1
    days, minutes = divmod(minutes, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    words = ([f"{days} d"] if days else []) + ([f"{hours} h"] if days or hours else [])
    return " ".join(words + [f"{minutes} min"])


class Collected(list):
    """The students a collect took work from (a list of their folder names), with the whole
    account of the download: ``report`` (:class:`gamelib.grading.collect.Collected`)."""

    def __init__(self, students: list[str], report: Any):
        super().__init__(students)
        self.report = report


class NotACourse(ValueError):
    """A folder that is not a gamelib course."""


class Course:
    """A teacher's course folder (made by :func:`new`)."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder).expanduser().resolve()
        if not (self.folder / "nbgrader_config.py").is_file() or \
                not (self.folder / SECRET_FILE).is_file():
            raise NotACourse(f"{self.folder} is not a gamelib course (no nbgrader_config.py and "
                             f"{SECRET_FILE}): make one with python -m gamelib course new FOLDER")

    # -- nbgrader ---------------------------------------------------------------------------
    def nbgrader(self, *args: str, failed_students: dict[str, str] | None = None) -> str:
        """Run an nbgrader command in the course; its output, or a clear error with its end.
        With ``failed_students``, a run that failed only for some students (nbgrader goes on
        with the others) is no error: each of them is added, with the last error nbgrader
        printed before naming them."""
        # nbgrader runs alembic by name: this environment's own scripts come first on the PATH
        env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                                      os.environ.get("PATH", "")])}
        done = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=self.folder,
                              capture_output=True, text=True, env=env)
        output = done.stdout + done.stderr
        if done.returncode != 0:
            failed = _failed_students(output)
            if failed_students is None or not failed:
                raise RuntimeError(f"nbgrader {args[0]} failed:\n" + "\n".join(
                    output.strip().splitlines()[-25:]))
            failed_students.update(failed)
        return output

    # -- what the teacher told the course --------------------------------------------------
    def settings(self) -> dict[str, Any]:
        """The course's own settings (``gamelib-course.json``): the deadline, and each
        student's name and number in the LMS, as collected."""
        try:
            data = json.loads((self.folder / SETTINGS_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def save_settings(self, **changes: Any) -> None:
        data = {**self.settings(), **changes}
        (self.folder / SETTINGS_FILE).write_text(json.dumps(data, indent=1, ensure_ascii=False),
                                                 encoding="utf-8")

    def set_deadline(self, text: str) -> datetime:
        """Keep the deadline (``2026-11-20 08:05``, the LMS's clock, as its download's times
        are); a submission handed in after it is marked late in the grades."""
        deadline = parse_deadline(text)
        self.save_settings(deadline=deadline.isoformat(sep=" ", timespec="minutes"))
        return deadline

    def deadline(self) -> datetime | None:
        """The deadline kept, if any."""
        text = self.settings().get("deadline")
        return parse_deadline(text) if text else None

    def students(self) -> list[str]:
        """The students whose work has been collected, sorted."""
        folder = self.folder / "submitted"
        return sorted(p.name for p in folder.iterdir() if (p / ASSIGNMENT).is_dir()) \
            if folder.is_dir() else []

    # -- the steps ---------------------------------------------------------------------------
    def release(self) -> Path:
        """The students' version (nbgrader's ``generate_assignment``) as a folder, and as a ZIP
        to upload to the LMS; the ZIP's path."""
        self.nbgrader("generate_assignment", ASSIGNMENT, "--force")
        folder = self.folder / "release" / ASSIGNMENT
        archive = self.folder / "release" / f"{ASSIGNMENT}.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
            for path in sorted(folder.rglob("*")):
                if path.is_file():
                    out.write(path, Path(ASSIGNMENT) / path.relative_to(folder))
        return archive

    def collect(self, download: str | Path) -> "Collected":
        """Take an LMS download (a ZIP, a folder, or one notebook) into nbgrader's
        ``submitted/STUDENT/ASSIGNMENT/``: each file is the student's whose folder the LMS put
        it in (:mod:`gamelib.grading.collect`: a file naming another student is refused, the
        newest of a student's files for a notebook taken, archives read within limits).
        Returns the students collected (a list) with what was taken, skipped and refused for
        every student of the download (``.report``), also written to ``collected.txt``.

        gamelib reads the download itself rather than through nbgrader's ``zip_collect``:
        that one takes the student from a file's name wherever it is (one student could hand
        in another's notebook), extracts archives with no limit and outside the student's
        folder, and stops the whole class on one bad archive."""
        from gamelib.grading.collect import read_download

        download = Path(download).expanduser()
        if not download.exists():
            raise FileNotFoundError(f"{download}: no such file or folder")
        return self.take(read_download(download, tuple(NOTEBOOKS)))

    def take(self, report: Any) -> "Collected":
        """What a collect read (:class:`gamelib.grading.collect.Collected`: from an LMS
        download, or from a class server's exchange, :mod:`gamelib.grading.exchange`) into
        nbgrader's ``submitted/STUDENT/ASSIGNMENT/``, the students' names kept, the summary in
        ``collected.txt``; the students collected, as :meth:`collect` returns them."""
        from gamelib.grading.collect import write_submissions

        before = set(self.students())
        write_submissions(report, self.folder / "submitted", ASSIGNMENT)
        known = self.settings().get("students", {})
        for student, handed in report.handed.items():
            if handed.taken:
                who = handed.who
                known[student] = {"name": who.name, **({"moodle": who.moodle} if who.moodle
                                                       else {}),
                                  **({"canvas": who.canvas} if who.canvas else {})}
        self.save_settings(students=known)
        (self.folder / "collected.txt").write_text(report.summary() + "\n", encoding="utf-8")
        collected = self.students()
        return Collected([s for s in collected if s not in before] or collected, report)

    def autograde(self) -> str:
        """Grade every collected submission: nbgrader's ``autograde`` with gamelib's
        sandboxed grading in place of its kernel (:mod:`gamelib.grading.sandboxed`: the
        answers run in the sandbox, the hidden tests and every verdict here). Returns a
        summary: how many were graded, what isolated them, and each problem by student."""
        from gamelib.grading.sandboxed import PROBLEMS_FILE
        from gamelib.sandbox.isolation import isolation

        config = self.folder / "nbgrader_config.py"
        text = config.read_text(encoding="utf-8")
        if "GradeInSandbox" not in text and "AUTOGRADE" not in text:
            # a course made by an older gamelib: its students' code would run as the teacher
            config.write_text(text := text + "\nfrom gamelib.grading.assignment import "
                              "AUTOGRADE\nc.Autograde.autograde_preprocessors = AUTOGRADE\n",
                              encoding="utf-8")
        if "TeachersMarks" not in text and "SANITIZE" not in text:
            # a course made before red team 6: a submission's own grading marks reached nbgrader
            config.write_text(text + "\nfrom gamelib.grading.assignment import SANITIZE\n"
                              "c.Autograde.sanitize_preprocessors = SANITIZE\n"
                              "c.OverwriteCells.add_missing_cells = True\n", encoding="utf-8")
        problems_file = self.folder / PROBLEMS_FILE
        problems_file.unlink(missing_ok=True)
        not_graded: dict[str, str] = {}
        self.nbgrader("autograde", ASSIGNMENT, "--force", failed_students=not_graded)
        overridden = self.apply_overrides()
        problems: dict[str, list[str]] = {
            student: [f"nbgrader could not grade this submission ({error}): 0 points until it "
                      "is mended and graded again"] for student, error in not_graded.items()}
        mistakes: dict[str, set[str]] = {}
        seconds: dict[str, float] = {}
        if problems_file.is_file():
            for line in problems_file.read_text(encoding="utf-8").splitlines():
                record = json.loads(line)
                if "mistake" in record:
                    mistakes.setdefault(record["mistake"], set()).add(record["student"])
                elif "seconds" in record:
                    seconds[record["student"]] = seconds.get(record["student"], 0.0) \
                        + record["seconds"]
                else:
                    problems.setdefault(record["student"], []).append(record["problem"])
        students = self.students()
        lines = [f"graded {len(students)} submissions; " + _isolated(isolation("auto")),
                 f"with problems: {len(problems)}" if problems else "with problems: none"]
        for student in sorted(problems):
            lines += [f"  {student}: {problem}" for problem in problems[student]]
        if seconds:
            slowest = sorted(seconds, key=lambda who: -seconds[who])[:3]
            lines.append(f"grading took {sum(seconds.values()):.0f} s; the longest: " + ", ".join(
                f"{who} {seconds[who]:.0f} s" for who in slowest))
        if overridden:
            lines.append(f"the teacher's overrides kept ({OVERRIDES_FILE}): " + ", ".join(
                f"{student} {key}" for student, key in sorted(overridden)))
        table = self.mistakes_table(mistakes)
        if mistakes:
            lines.append(f"known mistakes across the class ({table.name}):")
            lines += [f"  {len(who)} × {key}: {', '.join(sorted(who))}"
                      for key, who in sorted(mistakes.items(), key=lambda kv: -len(kv[1]))]
        return "\n".join(lines)

    def mistakes_table(self, mistakes: dict[str, set[str]]) -> Path:
        """``mistakes.csv``: each known mistake of minimax and alpha-beta
        (:mod:`gamelib.exercises.misconceptions`), how many students make it, and who."""
        from gamelib.exercises.misconceptions import MISCONCEPTIONS

        path = self.folder / "mistakes.csv"
        with path.open("w", newline="", encoding="utf-8") as out:
            writer = _Sheet(out)
            writer.writerow(["mistake", "what it is", "students", "who"])
            for key, known in MISCONCEPTIONS.items():
                who = sorted(mistakes.get(key, ()))
                writer.writerow([key, known.name, len(who), " ".join(who)])
        return path

    def feedback(self) -> list[Path]:
        """nbgrader's feedback (which test failed and why; the hidden tests' code cleared;
        what a student wrote made inert: :class:`InertMarkdown`), and one ZIP a student to hand
        back through the LMS; the ZIPs."""
        config = self.folder / "nbgrader_config.py"
        if "InertMarkdown" not in (text := config.read_text(encoding="utf-8")):
            # a course made by an older gamelib: a student's <script> would run in its feedback
            config.write_text(text + "\nc.GenerateFeedback.preprocessors = [\n    "
                              "\"nbgrader.preprocessors.GetGrades\",\n    "
                              "\"nbgrader.preprocessors.ClearHiddenTests\",\n    "
                              "\"gamelib.grading.workflow.InertMarkdown\",\n    "
                              "\"nbconvert.preprocessors.CSSHTMLHeaderPreprocessor\",\n]\n"
                              "c.HTMLExporter.sanitize_html = True\n", encoding="utf-8")
        self.nbgrader("generate_feedback", ASSIGNMENT, "--force")
        zips = self.folder / "feedback-zips"
        zips.mkdir(exist_ok=True)
        made = []
        for student in sorted((self.folder / "feedback").iterdir()):
            folder = student / ASSIGNMENT
            if not folder.is_dir():
                continue
            path = zips / f"{student.name}.zip"
            with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
                for page in sorted(folder.rglob("*")):
                    if page.is_file():
                        out.write(page, page.relative_to(folder))
            made.append(path)
        return made

    def grades(self, moodle_worksheet: str | Path | None = None, scale: bool = False,
               grade_column: str | None = None) -> tuple[Path, Path]:
        """Every student's points per question and in all, with the time handed in and the
        teacher's overrides, as ``grades.csv`` and ``grades.html``; with ``moodle_worksheet``
        (the offline grading worksheet the teacher downloaded from their own Moodle) also that
        worksheet filled in (:func:`fill_moodle_worksheet`), ``scale``: totals scaled to the
        worksheet's maximum grade."""
        from nbgrader.api import Gradebook

        self.apply_overrides()
        overrides = self.overrides()

        rows, columns = [], []
        deadline = self.deadline()
        with Gradebook(f"sqlite:///{self.folder / 'gradebook.db'}") as book:
            assignment = book.find_assignment(ASSIGNMENT)
            for notebook in sorted(assignment.notebooks, key=lambda n: n.name):
                columns += [(notebook.name, cell.name, cell.max_score)
                            for cell in sorted(notebook.grade_cells, key=lambda c: c.name)]
            for student in sorted(book.students, key=lambda s: s.id):
                try:
                    submission = book.find_submission(ASSIGNMENT, student.id)
                except Exception:  # noqa: BLE001 - a student with nothing handed in
                    continue
                scores = {(g.notebook.name, g.name): g.score for nb in submission.notebooks
                          for g in nb.grades}
                stamp = submission.timestamp
                rows.append({"student": student.id,
                             "handed in": stamp.strftime("%Y-%m-%d %H:%M") if stamp else "",
                             "late": late_by(stamp, deadline),
                             **{f"{nb}/{cell}": _points(scores.get((nb, cell)))
                                for nb, cell, _ in columns},
                             "total": _points(submission.score),
                             "teacher's overrides": "; ".join(
                                 f"{question} = {_points(o['score'])} ({o['reason']}; "
                                 f"{o['by']}, {o['when']})" for question, o in
                                 sorted(overrides.get(student.id, {}).items())),
                             "out of": _points(submission.max_score)})
        heads = ["student", "handed in", "late"] + [
            f"{nb}/{cell}" for nb, cell, _ in columns] + ["total", "out of",
                                                        "teacher's overrides"]
        table = self.folder / "grades.csv"
        with table.open("w", newline="", encoding="utf-8") as out:
            writer = _Sheet(out)
            writer.writerow(heads)
            writer.writerows([[row.get(h, "") for h in heads] for row in rows])
        page = self.folder / "grades.html"
        page.write_text(_table_page("Grades: " + ASSIGNMENT, heads, rows), encoding="utf-8")
        self._lms_tables(rows)
        self.worksheet_said = ""
        if moodle_worksheet is not None:
            self.worksheet_said = fill_moodle_worksheet(
                Path(moodle_worksheet).expanduser(), rows, self.settings().get("students", {}),
                self.folder / "grades-moodle-worksheet.csv", scale, grade_column)
        return table, page

    # -- the teacher decides -------------------------------------------------------------
    def overrides(self) -> dict[str, dict[str, dict[str, Any]]]:
        """The teacher's overrides (``overrides.json``): student -> ``notebook/cell`` ->
        score, reason, who set it and when."""
        try:
            data = json.loads((self.folder / OVERRIDES_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def override(self, student: str, question: str, score: float, reason: str) -> str:
        """Set ``question``'s score for ``student`` (a copy found, a regrade after an appeal):
        kept in ``overrides.json`` and as nbgrader's manual score, shown in the student's
        feedback and in every grades file, and set again after every ``autograde``.
        ``question`` is a graded cell (``my_minimax-tictactoe`` or
        ``1_minimax/my_minimax-tictactoe``); what was set, in words."""
        import getpass

        from nbgrader.api import Gradebook

        reason = " ".join(str(reason).split())
        if not reason:
            raise ValueError("an override needs a reason (--reason \"...\"): it is shown to the "
                             "student and kept in the grades")
        if student not in self.students():
            raise ValueError(f"no student {student!r} in the course; the students: "
                             f"{', '.join(self.students()) or 'none collected yet'}")
        with Gradebook(f"sqlite:///{self.folder / 'gradebook.db'}") as book:
            cells = {f"{nb.name}/{cell.name}": cell.max_score
                     for nb in book.find_assignment(ASSIGNMENT).notebooks
                     for cell in nb.grade_cells}
        matches = [key for key in cells if key == question or key.split("/")[1] == question]
        if len(matches) != 1:
            raise ValueError(f"{question!r} is not one graded question of the assignment; the "
                             f"questions: {', '.join(sorted(cells))}")
        key = matches[0]
        if not (0 <= score <= cells[key]) or score != score:
            raise ValueError(f"the score {score:g} is not between 0 and {cells[key]:g}, the "
                             f"points {key} is worth")
        data = self.overrides()
        data.setdefault(student, {})[key] = {
            "score": score, "reason": reason, "by": getpass.getuser(),
            "when": datetime.now().strftime("%Y-%m-%d %H:%M")}
        (self.folder / OVERRIDES_FILE).write_text(json.dumps(data, indent=1, ensure_ascii=False),
                                                  encoding="utf-8")
        applied = self.apply_overrides()
        return (f"{student}: {key} = {score:g} of {cells[key]:g} ({reason})" +
                ("" if (student, key) in applied else
                 "; kept, and set in the gradebook once the submission is autograded"))

    def apply_overrides(self) -> set[tuple[str, str]]:
        """Every override as nbgrader's manual score in the gradebook (autograde keeps a
        manual score, and :meth:`autograde` sets them again anyway); those set."""
        from nbgrader.api import Gradebook, MissingEntry

        applied = set()
        overrides = self.overrides()
        if not overrides or not (self.folder / "gradebook.db").is_file():
            return applied
        with Gradebook(f"sqlite:///{self.folder / 'gradebook.db'}") as book:
            for student, questions in overrides.items():
                for key, override in questions.items():
                    notebook, cell = key.split("/", 1)
                    try:
                        grade = book.find_grade(cell, notebook, ASSIGNMENT, student)
                    except MissingEntry:
                        continue
                    grade.manual_score = float(override["score"])
                    applied.add((student, key))
            book.db.commit()
        return applied

    def _lms_tables(self, rows: list[dict[str, str]]) -> tuple[Path, Path]:
        """The totals in the LMSs' own import formats: ``grades-moodle.csv`` and
        ``grades-canvas.csv`` (a student the LMS's download did not number is left out of
        that LMS's file and named in ``grades-not-exported.txt``).

        Moodle: the assignment's *offline grading worksheet* (Assignment → View all
        submissions → Grading action "Upload grading worksheet", with offline grading
        worksheets enabled in the assignment's feedback types), whose importer
        (``mod/assign/feedback/offline/importgradeslib.php``) finds the student by the
        ``Identifier`` column, "Participant N" (N the number Moodle puts in each download
        folder's name), and reads ``Grade`` and ``Last modified (grade)``.

        Canvas: the gradebook's CSV (Grades → Import), whose header is ``Student, ID, SIS
        User ID, SIS Login ID, Section`` and then one column an assignment, titled "NAME
        (ASSIGNMENT ID)"; a student is found by ``ID``, the Canvas user ID each downloaded
        file's name carries after the login. A column titled without its Canvas ID makes a
        new assignment when imported (see Canvas's "Import scores into the Gradebook" guide).
        """
        known = self.settings().get("students", {})
        now = datetime.now().strftime("%A, %d %B %Y, %I:%M %p")
        moodle, canvas, missing = [], [], []
        for row in rows:
            who = known.get(row["student"], {})
            if who.get("moodle"):
                moodle.append([f"Participant {who['moodle']}", who.get("name", row["student"]),
                               "", row["total"], row["out of"], "Yes", now, ""])
            if who.get("canvas"):
                canvas.append([who.get("name", row["student"]), who["canvas"], "", "", "",
                               row["total"]])
            if not who.get("moodle") and not who.get("canvas"):
                missing.append(row["student"])
        moodle_path = self.folder / "grades-moodle.csv"
        with moodle_path.open("w", newline="", encoding="utf-8") as out:
            writer = _Sheet(out)
            writer.writerow(["Identifier", "Full name", "Email address", "Grade",
                             "Maximum Grade", "Grade can be changed", "Last modified (grade)",
                             "Feedback comments"])
            writer.writerows(moodle)
        canvas_path = self.folder / "grades-canvas.csv"
        with canvas_path.open("w", newline="", encoding="utf-8") as out:
            writer = _Sheet(out)
            writer.writerow(["Student", "ID", "SIS User ID", "SIS Login ID", "Section",
                             ASSIGNMENT])
            writer.writerow(["    Points Possible", "", "", "", "",
                             rows[0]["out of"] if rows else ""])
            writer.writerows(canvas)
        note = self.folder / "grades-not-exported.txt"
        note.unlink(missing_ok=True)
        if missing:
            note.write_text("Not in grades-moodle.csv or grades-canvas.csv (their files' names "
                            "carried no Moodle or Canvas number):\n" + "\n".join(missing) + "\n",
                            encoding="utf-8")
        return moodle_path, canvas_path

    def similarity(self) -> tuple[Path, Path]:
        """Every student's answers compared by structure with each other's and with gamelib's
        own code (:mod:`gamelib.exercises.structure`: names, loop forms, helpers, dead code and
        comments set aside); ``similarity.csv`` ranks the pairs at or above the one threshold
        (:data:`~gamelib.exercises.structure.THRESHOLD`), each with why it is flagged, and
        ``similarity.html`` shows their matching passages side by side."""
        from gamelib.exercises.structure import (MIN_FINGERPRINTS, THRESHOLD, Answer, closest,
                                                 gamelib_references, with_compiled)
        from gamelib.grading.compiled import by_cell

        references = gamelib_references()
        run_time = by_cell(self.folder)  # what each answer compiled when autograde ran it
        template: set[int] = set()
        given: dict[str, str] = {}
        for cell, source in _answer_cells(self.folder / "release" / ASSIGNMENT):
            template |= Answer.read(source).fingerprints().keys()
            given[cell] = source.strip()
        answers: dict[str, dict[str, Answer]] = {}  # answer cell -> student -> answer
        unread: list[tuple[str, str, str]] = []
        for student in self.students():
            for cell, source in _answer_cells(self.folder / "submitted" / student / ASSIGNMENT):
                changed = source.strip() != given.get(cell, "")
                source, notes = with_compiled(source, run_time.get((student, cell), []))
                answer = Answer.read(source, cell.split(":")[-1] or None)
                unread += [(student, cell, note) for note in notes]
                if answer.why_unread:
                    unread.append((student, cell, answer.why_unread))
                elif changed and len(answer.fingerprints().keys() - template) < MIN_FINGERPRINTS:
                    unread.append((student, cell, "too small to judge: compare it by eye"))
                answers.setdefault(cell, {})[student] = answer
        pairs = []  # (score, student, cell, other, likeness, other's answer)
        for cell, by_student in answers.items():
            students = sorted(by_student)
            entry = cell.split(":")[-1] or None
            for i, student in enumerate(students):
                mine = by_student[student]
                # every function of the answer, not only the last of its name: a decoy
                # (nested, or compiled and never run) must not hide the one graded
                for name, reference in references.items():
                    best = closest(mine, reference, template, entry, every=True)
                    if best:
                        pairs.append((best[0].score, student, cell, f"gamelib: {name}",
                                      best[0], reference))
                for other in students[i + 1:]:
                    best = closest(mine, by_student[other], template, entry)
                    if best:
                        pairs.append((best[0].score, student, cell, other, best[0],
                                      by_student[other]))
        pairs.sort(key=lambda p: (-p[0], p[1], p[2], p[3]))
        listing = self.folder / "similarity.csv"
        with listing.open("w", newline="", encoding="utf-8") as out:
            writer = _Sheet(out)
            writer.writerow(["rank", "student", "answer", "resembles", "score", "why"])
            for rank, (score, student, cell, other, found, _) in enumerate(pairs, 1):
                writer.writerow([rank, student, cell.split(":")[-1], other, f"{score:.0%}",
                                 _why(found)])
        report = self.folder / "similarity.html"
        report.write_text(_similarity_page(pairs, answers, unread, THRESHOLD), encoding="utf-8")
        return report, listing


def _why(found: Any) -> str:
    """Why a pair is flagged, in one line: the shares and where the passages are."""
    where = "; ".join(f"lines {a[0]}-{a[1]} ~ {b[0]}-{b[1]}" for a, b in found.passages[:4])
    return (f"{found.first_share:.0%} of the student's structure is in the other and "
            f"{found.second_share:.0%} of the other's in the student's (names, loop forms, "
            f"helpers, dead code and comments set aside); matching passages: {where}")


def _similarity_page(pairs: list, answers: dict, unread: list, threshold: float) -> str:
    """The report: each flagged pair, ranked, with its passages side by side (escaped)."""
    from gamelib.exercises.structure import side_by_side

    parts = [f"<h1>Similarity: {html.escape(ASSIGNMENT)}</h1><p>Answers compared by their "
             f"structure (the syntax tree with names, loop forms, helper functions, dead code, "
             f"comments and constants set aside; winnowed fingerprints of the result). A pair "
             f"is listed when one answer shares at least {threshold:.0%} of its structure with "
             f"the other: {len(pairs)} pairs, of {sum(len(v) for v in answers.values())} "
             f"answers. A listing is a reason to look, not a verdict.</p>"]
    if unread:  # first: what the comparison could not see is the teacher's to read
        parts.append("<h2>Answers not compared, or not wholly: read these yourself</h2><ul>"
                     + "".join(f"<li>{html.escape(s)} ({html.escape(c)}): {html.escape(w)}</li>"
                               for s, c, w in unread) + "</ul>")
    for rank, (score, student, cell, other, found, theirs) in enumerate(pairs, 1):
        mine = answers[cell][student]
        parts.append(f"<section><h2>{rank}. {html.escape(student)} ~ {html.escape(other)}: "
                     f"{score:.0%} ({html.escape(cell)})</h2><p>{html.escape(_why(found))}</p>"
                     + side_by_side(mine, theirs, found, (student, other)) + "</section>")
    return ("<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Similarity"
            "</title><style>body{font-family:sans-serif}table{border-collapse:collapse}"
            "td,th{border:1px solid #999;padding:3px 6px;vertical-align:top}pre{margin:0}"
            "</style></head><body>" + "".join(parts) + "</body></html>")


def _failed_students(output: str) -> dict[str, str]:
    """The students nbgrader says it could not process, each with the last error line it
    printed before naming them (the student's login is a folder name: printable, bounded).

    >>> _failed_students("Traceback ...\\nKeyError: 'cells'\\n[AutogradeApp | ERROR] There was "
    ...                  "an error processing assignment 'a' for student 'lan-1'\\n")
    {'lan-1': "KeyError: 'cells'"}
    """
    from gamelib.bots.untrusted import printable

    failed, last = {}, "an error nbgrader did not name"
    for line in output.splitlines():
        found = re.search(r"There was an error processing assignment '.*' for student '(.+)'",
                          line)
        if found:
            failed[printable(found.group(1), 80)] = last
        elif re.match(r"\s*[A-Za-z_][\w.]*(Error|Exception|Entry|Exit)\b", line):
            last = printable(line.strip(), 200)
    return failed


def _isolated(found: Any) -> str:
    """What kept the answers away from the course, in one line."""
    if not found.sandbox:
        return (f"the answers were NOT isolated ({found.why_not}): each notebook ran in a process "
                "of its own that could read what this user can read; the verdicts were "
                "computed outside it")
    words = ("each notebook's answers ran in a bubblewrap sandbox (no network, no course "
             "folder, secret, gradebook or other student's work, only gamelib's rules)")
    words += ", as a host user of its own" if found.user else ", as this user in a user namespace"
    words += ", with a seccomp filter" if found.seccomp else ", without a seccomp filter"
    words += (", memory and process limits for all its processes" if found.cgroups else
              ", without cgroups (no memory limit for all its processes together)")
    return words + "; every verdict was computed outside it"


def new(folder: str | Path, lang: str = "en") -> Course:
    """Make a teacher's course in ``folder`` (outside the repository, say ``~/ai-course``)."""
    folder = Path(folder).expanduser()
    inside = _repository_of(folder)
    if inside is not None:
        raise ValueError(f"{folder} is inside the git repository {inside}: make the course "
                         "outside it (for example ~/ai-course), so that the secret and the "
                         "students' work never reach git")
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    old_mask = os.umask(0o077)  # what is written here is the teacher's alone
    try:
        write_course(folder, lang)
    finally:
        os.umask(old_mask)
    make_private(folder)
    return Course(folder)


def make_private(folder: Path) -> None:
    """The course folder, and what is in it, closed to other users (0700 folders, 0600 files;
    links are neither followed nor changed): students may be users of the same machine, and
    the folder holds the model answers, the hidden tests' secret and their classmates' work.

    >>> import tempfile
    >>> course = Path(tempfile.mkdtemp())
    >>> (course / "notes.txt").write_text("model answers")
    13
    >>> os.chmod(course, 0o755); make_private(course)
    >>> oct(course.stat().st_mode & 0o777), oct((course / "notes.txt").stat().st_mode & 0o777)
    ('0o700', '0o600')
    """
    os.chmod(folder, stat.S_IMODE(os.lstat(folder).st_mode) & 0o700)
    for top, folders, files in os.walk(folder, followlinks=False):
        for name in [*folders, *files]:
            path = os.path.join(top, name)
            info = os.lstat(path)
            if not stat.S_ISLNK(info.st_mode):
                os.chmod(path, stat.S_IMODE(info.st_mode) & 0o700)


def open_to_others(folder: str | Path) -> str | None:
    """Why other users of this machine can reach into the course ``folder`` (its mode gives
    its group or others read, write or enter rights), or None when they cannot.

    >>> import tempfile
    >>> course = Path(tempfile.mkdtemp()); os.chmod(course, 0o755)
    >>> open_to_others(course) == f"{course.resolve()} is open to other users (mode 0755)"
    True
    >>> os.chmod(course, 0o700); open_to_others(course)
    """
    path = Path(folder).expanduser().resolve()
    mode = stat.S_IMODE(os.stat(path).st_mode)
    if mode & 0o077:
        return f"{path} is open to other users (mode {mode:04o})"
    return None


def _repository_of(folder: Path) -> Path | None:
    here = folder.expanduser().resolve()
    for parent in (here, *here.parents):
        if (parent / ".git").exists():
            return parent
    return None


_NUMBER = re.compile(r"[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?")


def as_text(value: Any) -> Any:
    """A CSV cell a spreadsheet reads as text, never as a formula: a text starting with ``=``,
    ``+``, ``-``, ``@``, a tab, CR or LF gets a ``'`` in front (OWASP's advice for CSV
    injection); numbers, and texts that are plain numbers, stay as they are.

    >>> [as_text(v) for v in ("=SUM(1;1) Ann", "@cmd", "-1.5", 28, "+1+2", "-", "Ann")]
    ["'=SUM(1;1) Ann", "'@cmd", '-1.5', 28, "'+1+2", '-', 'Ann']
    """
    if not isinstance(value, str) or not value or value in "+-":
        return value
    if value[0] in "=@\t\r\n" or (value[0] in "+-" and not _NUMBER.fullmatch(value)):
        return "'" + value
    return value


#: the worksheet's grade column, as Moodle names it in languages a course here may use
#: (``get_string('grade')``); any other: found by the column order Moodle writes, or named
_GRADE_HEADS = {"grade", "điểm", "điểm số", "note", "nota", "bewertung", "voto", "оценка",
                "评分", "成绩"}
_LOCKED_HEADS = {"grade can be changed", "có thể thay đổi điểm", "điểm có thể được thay đổi"}
_NO = {"no", "không", "non", "nein", "нет", "否"}


def _number(text: str) -> float | None:
    text = str(text).strip().replace("\u00a0", "").replace(" ", "")
    if "," in text and "." not in text:
        text = text.replace(",", ".")
    try:
        value = float(text.replace(",", ""))
    except ValueError:
        return None
    return value if value == value else None


def fill_moodle_worksheet(worksheet: Path, rows: list[dict[str, Any]],
                          known: dict[str, dict[str, str]], out: Path, scale: bool = False,
                          grade_column: str | None = None) -> str:
    """Fill the offline grading worksheet a teacher downloaded from their own Moodle with the
    totals, written to ``out``: its header row, identifiers and every other column kept as
    Moodle wrote them, in whatever language (Moodle's importer finds its columns by their
    names in the importing teacher's language, and the participant by the number after the
    translated word "Participant"); only the grade column is filled, a row found by its
    participant number (the number in the download's folder names).  Returns what was done,
    and which rows Moodle will skip as the worksheet tells (unchanged, over the maximum grade,
    locked).  The grade column is the one named "Grade" (or Vietnamese "Điểm"...), else the
    one before the maximum grade, as Moodle orders them, else ``grade_column``.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> (folder / "w.csv").write_text("Định danh,Họ và tên,Điểm,Điểm tối đa\\n"
    ...     'Người tham gia 7,=HYPERLINK(1),,"10,00"\\n', encoding="utf-8") and None
    >>> print(fill_moodle_worksheet(folder / "w.csv", [{"student": "a-7", "total": "28",
    ...     "out of": "38"}], {"a-7": {"moodle": "7"}}, folder / "f.csv", scale=True))
    filled 1 of the worksheet's 1 rows (column 'Điểm', totals scaled to 10 from 38) into ...f.csv
    >>> print((folder / "f.csv").read_text(encoding="utf-8"))
    Định danh,Họ và tên,Điểm,Điểm tối đa
    Người tham gia 7,'=HYPERLINK(1),"7,37","10,00"
    <BLANKLINE>
    """
    raw = worksheet.read_bytes()
    bom = raw.startswith(b"\xef\xbb\xbf")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValueError(f"{worksheet} is not UTF-8: give the CSV worksheet exactly as Moodle "
                         "downloaded it (Grading action -> Download grading worksheet)") from None
    try:
        dialect = csv.Sniffer().sniff(text.split("\n", 1)[0], delimiters=",;\t")
        delimiter = dialect.delimiter
    except csv.Error:
        delimiter = ","
    table = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    if len(table) < 2:
        raise ValueError(f"{worksheet} has no participant rows: download the worksheet from "
                         "the assignment (Grading action -> Download grading worksheet)")
    header, body = table[0], [r + [""] * (len(table[0]) - len(r)) for r in table[1:] if r]
    lowered = [h.strip().lower() for h in header]

    def participant(cell: str) -> str | None:
        found = re.fullmatch(r"\s*(\D*?)\s*(\d+)\s*", cell)
        return found.group(2) if found and found.group(1) else None

    ids = [i for i in range(len(header)) if all(participant(r[i]) for r in body)]
    if not ids:
        raise ValueError(f"{worksheet}: no column holds a participant on every row ('Participant "
                         "123456' in the teacher's language): is it Moodle's offline grading "
                         "worksheet?")
    id_col = ids[0]
    maximum = next((i for i in range(id_col + 1, len(header))
                    if all(_number(r[i]) is not None for r in body)
                    and len({r[i] for r in body}) == 1 and i > 0), None)
    if grade_column is not None:
        if grade_column not in header:
            raise ValueError(f"{worksheet} has no column {grade_column!r}; its columns: "
                             + ", ".join(repr(h) for h in header))
        grade_col = header.index(grade_column)
    elif any(h in _GRADE_HEADS for h in lowered):
        grade_col = next(i for i, h in enumerate(lowered) if h in _GRADE_HEADS)
    elif maximum is not None and maximum - 1 > id_col:
        grade_col = maximum - 1
    else:
        raise ValueError(f"{worksheet}: which column is the grade? Name it with --grade-column; "
                         "its columns: " + ", ".join(repr(h) for h in header))
    if maximum is not None and maximum != grade_col + 1:
        maximum = None
    top = _number(body[0][maximum]) if maximum is not None else None
    comma = maximum is not None and "," in body[0][maximum]
    locked_col = next((i for i, h in enumerate(lowered) if h in _LOCKED_HEADS), None)
    by_number = {who["moodle"]: student for student, who in known.items() if who.get("moodle")}
    totals = {row["student"]: row for row in rows}
    filled, notes, seen = 0, [], set()
    for row in body:
        number = participant(row[id_col])
        seen.add(number)
        student = by_number.get(number)
        if student is None or student not in totals or totals[student]["total"] == "":
            continue
        total, out_of = float(totals[student]["total"]), float(totals[student]["out of"] or 0)
        if scale and top and out_of:
            total = round(total * top / out_of, 2)
        value = f"{total:.2f}".rstrip("0").rstrip(".")
        value = value.replace(".", ",") if comma else value
        if _number(row[grade_col]) == total:
            notes.append(f"  {row[id_col]} ({student}): unchanged ({value}): Moodle skips it")
        if top is not None and total > top:
            notes.append(f"  {row[id_col]} ({student}): {value} is over the maximum grade "
                         f"{body[0][maximum]}: Moodle will skip it (--scale-to-maximum scales "
                         "the totals)")
        if locked_col is not None and row[locked_col].strip().lower() in _NO:
            notes.append(f"  {row[id_col]} ({student}): its grade is locked "
                         f"({header[locked_col]}: {row[locked_col]}): Moodle will skip it")
        row[grade_col] = value
        filled += 1
    missing = sorted(s for n, s in by_number.items() if n not in seen and s in totals)
    if missing:
        notes.append("  not in the worksheet (another group, or not enrolled?): " +
                     ", ".join(missing))
    with out.open("w", newline="", encoding="utf-8-sig" if bom else "utf-8") as handle:
        writer = csv.writer(handle, delimiter=delimiter)
        writer.writerow(header)
        for row in body:
            writer.writerow([cell if i in (id_col, grade_col) else as_text(cell)
                             for i, cell in enumerate(row)])
    scaled = (f", totals scaled to {top:g} from {rows[0]['out of']}" if scale and top and rows
              else "")
    return "\n".join([f"filled {filled} of the worksheet's {len(body)} rows (column "
                       f"{header[grade_col]!r}{scaled}) into {out}"] + notes)


class _Sheet:
    """A ``csv.writer`` whose every cell goes through :func:`as_text`."""

    def __init__(self, out: Any):
        self._writer = csv.writer(out)

    def writerow(self, row: list[Any]) -> None:
        self._writer.writerow([as_text(cell) for cell in row])

    def writerows(self, rows: list[list[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def _points(value: float | None) -> str:
    return "" if value is None else f"{value:g}"


def _table_page(title: str, heads: list[str], rows: list[dict[str, Any]]) -> str:
    """A small page with one table, readable offline."""
    head = "".join(f"<th scope='col'>{html.escape(h)}</th>" for h in heads)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(row.get(h, '')))}</td>" for h in heads)
                   + "</tr>" for row in rows)
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>"
            f"{html.escape(title)}</title><style>body{{font-family:sans-serif}}table{{border-"
            f"collapse:collapse}}td,th{{border:1px solid #999;padding:3px 6px}}</style></head>"
            f"<body><h1>{html.escape(title)}</h1><table><tr>{head}</tr>{body}</table></body></html>")


def _answer_cells(folder: Path) -> list[tuple[str, str]]:
    """Each answer cell of a student's notebooks: (``notebook:grade_id``, its code)."""
    cells = []
    for name in NOTEBOOKS:
        path = folder / f"{name}.ipynb"
        try:
            notebook = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for cell in notebook.get("cells", []) if isinstance(notebook, dict) else []:
            meta = cell.get("metadata", {}).get("nbgrader", {})
            if cell.get("cell_type") == "code" and meta.get("solution"):
                source = cell.get("source", "")
                source = "".join(source) if isinstance(source, list) else str(source)
                cells.append((f"{name}:{meta.get('grade_id', '')}", source))
    return cells


def _handed_in_times(archive: Path) -> dict[str, str]:
    """When each downloaded notebook was handed in, by its path as ``zip_collect`` extracts it
    (relative to ``extracted/``): a ZIP entry's own date (the LMS's clock, as written in the
    ZIP), else the file's modification time (this machine's clock).

    Keyed by the whole path, not the file's name: every student of a Moodle download hands in
    ``1_minimax.ipynb``, each in a folder of their own, so a name alone gave every student the
    last entry's time.

    >>> import tempfile, zipfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> with zipfile.ZipFile(folder / "dl.zip", "w") as box:
    ...     box.writestr(zipfile.ZipInfo("A_1_assignsubmission_file_/1_minimax.ipynb",
    ...                                  (2026, 11, 20, 8, 0, 0)), "{}")
    ...     box.writestr(zipfile.ZipInfo("B_2_assignsubmission_file_/1_minimax.ipynb",
    ...                                  (2026, 11, 20, 8, 7, 0)), "{}")
    >>> sorted(_handed_in_times(folder).values())
    ['2026-11-20T08:00:00', '2026-11-20T08:07:00']
    """
    times: dict[str, str] = {}
    for path in sorted(archive.rglob("*")):
        where = path.relative_to(archive).parent
        if path.suffix == ".zip":
            # zip_collect extracts ARCHIVE/x/dl.zip into extracted/x/dl/ (ZIPs inside: the same)
            _zip_times(path, (where / path.stem).as_posix(), times)
        elif path.suffix == ".ipynb":
            stamp = datetime.fromtimestamp(path.stat().st_mtime)
            times[path.relative_to(archive).as_posix()] = stamp.isoformat(timespec="seconds")
    return times


def _zip_times(path: Path | Any, prefix: str, times: dict[str, str], depth: int = 0) -> None:
    """Each notebook's date inside one ZIP (and the ZIPs inside it, three deep at most)."""
    try:
        with zipfile.ZipFile(path) as box:
            for member in box.infolist():
                inner = f"{prefix}/{member.filename}"
                if member.filename.endswith(".ipynb"):
                    times[inner] = datetime(*member.date_time).isoformat(timespec="seconds")
                elif member.filename.endswith(".zip") and depth < 3:
                    import io

                    with box.open(member) as nested:
                        data = io.BytesIO(nested.read(256 * 1024 * 1024))
                    _zip_times(data, inner.removesuffix(".zip"), times, depth + 1)
    except (zipfile.BadZipFile, OSError):
        return  # zip_collect says what it could not extract


def _time_of(submitted_file: Path) -> str | None:
    """The time :func:`_handed_in_times` kept for a file ``zip_collect`` extracted."""
    for parent in submitted_file.parents:
        if (parent / TIMES_FILE).is_file():
            times = json.loads((parent / TIMES_FILE).read_text(encoding="utf-8"))
            try:
                key = submitted_file.relative_to(parent / "extracted").as_posix()
            except ValueError:
                return None
            return times.get(key)
    return None


def who_handed_in(path: Path) -> dict[str, str] | None:
    """The student a downloaded notebook belongs to, by its path as the LMS names it:
    ``student`` (the folder name gamelib uses), ``name`` (as the LMS wrote it), and the LMS's
    own number for them where the name carries one (``moodle``: the participant number of
    Moodle's grading worksheet; ``canvas``: the user's Canvas ID).  None when the file is no
    notebook of the assignment.

    >>> who_handed_in(Path("extracted/dl/Nguyễn Văn A_123456_assignsubmission_file_/1_minimax.ipynb"))
    {'student': 'nguyen-van-a-123456', 'name': 'Nguyễn Văn A', 'moodle': '123456', 'notebook': '1_minimax'}
    >>> who_handed_in(Path("extracted/dl/nguyenvana_late_123_456_1_minimax.ipynb"))
    {'student': 'nguyenvana', 'name': 'nguyenvana', 'canvas': '123', 'notebook': '1_minimax'}
    """
    from gamelib.grading.collect import _generic_owner, _owner, notebook_of

    parts = path.parts
    extracted = parts.index("extracted") if "extracted" in parts else len(parts) - 2
    parts = tuple(p.removesuffix(".zip") for p in parts[max(extracted + 1, 0):])
    if not parts:
        return None
    found = _owner(parts) or _generic_owner(parts, tuple(NOTEBOOKS))
    which = notebook_of(found[1].rsplit("/", 1)[-1], tuple(NOTEBOOKS)) if found else None
    if found is None or which is None:
        return None
    who = found[0]
    numbers = {key: value for key, value in (("moodle", who.moodle), ("canvas", who.canvas))
               if value}
    return {"student": who.student, "name": who.name, **numbers, "notebook": which[0]}


#: what a student's markdown may become in the feedback: text, structure, links and pictures
#: over http(s); no script, style, event handler, form or frame, no javascript: or data: URL
_INERT_TAGS = frozenset({"a", "abbr", "b", "blockquote", "br", "code", "del", "div", "em",
                         "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "ol", "p",
                         "pre", "s", "span", "strong", "sub", "sup", "table", "tbody", "td",
                         "th", "thead", "tr", "ul"})
_INERT_ATTRIBUTES = {"a": ["href", "title"], "img": ["src", "alt", "title"],
                     "td": ["align"], "th": ["align"], "*": ["class"]}


def inert_markdown(source: str) -> str:
    """A markdown cell as inert HTML (nbconvert's renderer, then bleach with a short list of
    tags, attributes and URL schemes), in one block that markdown passes through as it is:
    nbgrader's feedback template renders a markdown cell's source without nbconvert's
    ``sanitize_html``, and nbconvert's markdown keeps ``[x](javascript:...)`` as a link.

    >>> inert_markdown("**hi** <script>alert(1)</script> <img src=x onerror=alert(1)>")
    '<div class="gamelib-inert"><p><strong>hi</strong> &lt;script&gt;alert(1)&lt;/script&gt; <img src="x"></p></div>'
    >>> inert_markdown("[x](javascript:alert(1)) ![i](data:text/html;base64,AAA)")
    '<div class="gamelib-inert"><p><a>x</a> <img alt="i"></p></div>'
    """
    import bleach
    from nbconvert.filters import markdown2html

    clean = bleach.clean(markdown2html(source), tags=_INERT_TAGS,
                         attributes=_INERT_ATTRIBUTES, protocols={"http", "https", "mailto"},
                         strip=False, strip_comments=True).strip()
    # a line of its own for every line, so that markdown reads the whole as one HTML block
    lines = [line if line.strip() else "&#8203;" for line in clean.split("\n")]
    return _no_brackets('<div class="gamelib-inert">' + "\n".join(lines) + "</div>")


def _no_brackets(inert: str) -> str:
    """``[`` and ``]`` as character references, which a browser shows the same: the feedback
    template's ``strip_files_prefix`` looks for ``[caption](files/...)`` with a regular
    expression whose time grows with the square of the brackets on a line (100,000 of each:
    minutes, for the whole class's feedback; red team 6).

    >>> _no_brackets('<a title="[x]">[1]</a>')
    '<a title="&#91;x&#93;">&#91;1&#93;</a>'
    """
    return inert.replace("[", "&#91;").replace("]", "&#93;")


#: seconds markdown may take to render one markdown cell of a student's, and a notebook's
#: cells together, in the feedback; past that, a cell is shown as text (:func:`inert_text`)
MARKDOWN_SECONDS_A_CELL = 2.0
MARKDOWN_SECONDS_A_NOTEBOOK = 10.0
#: characters of a markdown cell shown as text, at most
TEXT_SHOWN = 100_000


def inert_text(source: str) -> str:
    """A markdown cell as plain text, escaped, in one block that markdown passes through as it
    is (for a cell too slow to render): at most :data:`TEXT_SHOWN` characters.

    >>> inert_text("<b>x</b>")
    '<div class="gamelib-inert"><pre>&lt;b&gt;x&lt;/b&gt;</pre></div>'
    """
    shown = source[:TEXT_SHOWN]
    if len(source) > TEXT_SHOWN:
        shown += f"\n… ({len(source) - TEXT_SHOWN:,} more characters)"
    lines = [html.escape(line) if line.strip() else "&#8203;" for line in shown.split("\n")]
    return _no_brackets('<div class="gamelib-inert"><pre>' + "\n".join(lines) + "</pre></div>")


class InertMarkdown(Preprocessor):  # type: ignore[misc,valid-type]
    """nbgrader's feedback: every markdown cell made inert (:func:`inert_markdown`) before
    nbconvert renders it, so what a student wrote never runs when the teacher or the student
    opens the page.  Outputs are cleaned by nbconvert's own ``HTMLExporter.sanitize_html``."""

    if Preprocessor is not object:  # nbconvert runs a preprocessor only when it is enabled
        from traitlets import Bool

        enabled = Bool(True).tag(config=True)

    def preprocess(self, nb: Any, resources: Any) -> tuple[Any, Any]:
        """Also a note at the top with the teacher's overrides of this notebook's scores."""
        import nbformat

        about = resources.get("nbgrader", {})
        try:
            data = json.loads(Path(OVERRIDES_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        notebook = about.get("notebook", "")
        mine = {key: o for key, o in (data.get(about.get("student"), {}) or {}).items()
                if key.split("/")[0] == notebook}
        if mine:
            note = "**Scores set by the teacher:**\n\n" + "\n".join(
                f"- {html.escape(key.split('/', 1)[1])}: {_points(o['score'])} points "
                f"({html.escape(str(o['reason']))}; {o['when']})" for key, o in sorted(mine.items()))
            nb.cells.insert(0, nbformat.v4.new_markdown_cell(note))
        self._markdown_seconds = 0.0  # (this notebook's)
        return super().preprocess(nb, resources)

    def preprocess_cell(self, cell: Any, resources: Any, index: int) -> tuple[Any, Any]:
        from gamelib.exercises.budget import DidNotFinish, time_limit

        if cell.get("cell_type") == "markdown":
            # markdown's renderer takes time quadratic in some texts (100,000 '[' then as many
            # ']': minutes), and the class's feedback is one process: a cell gets a few
            # seconds, a notebook a few more, then the rest is shown as text (red team 6)
            spent = getattr(self, "_markdown_seconds", 0.0)
            started = time.monotonic()
            try:
                if spent > MARKDOWN_SECONDS_A_NOTEBOOK:
                    raise DidNotFinish(spent)
                with time_limit(MARKDOWN_SECONDS_A_CELL):
                    cell.source = inert_markdown(cell.source)
            except DidNotFinish:
                cell.source = inert_text(cell.source)
            self._markdown_seconds = spent + time.monotonic() - started
            cell.pop("attachments", None)
        return cell, resources


class SubmissionNames(FileNameCollectorPlugin):  # type: ignore[misc,valid-type]
    """nbgrader's collector for files named as LMSs name them: the student is the folder the
    notebook is in (Moodle: ``Nguyễn Văn A_123456_assignsubmission_file_/1_minimax.ipynb``)
    or what comes before the notebook's own name (Canvas: ``nguyenvana_123_456_1_minimax.ipynb``;
    or simply ``nguyen-van-a-1_minimax.ipynb``)."""

    def collect(self, submitted_file: str) -> dict[str, str] | None:
        path = Path(submitted_file)
        if path.suffix != ".ipynb":
            return None
        who = who_handed_in(path)
        if who is None:
            self.log.warning("skipped %s: not one of the assignment's notebooks (%s), or no "
                             "student's name in its path", path.name, ", ".join(NOTEBOOKS))
            return None
        found = {"student_id": who["student"], "file_id": f"{who['notebook']}.ipynb"}
        stamp = _time_of(path)
        if stamp:
            found["timestamp"] = stamp
        return found


def _slug(name: str) -> str:
    """A student's name as a folder name: lower case, ASCII letters, digits and dashes.

    >>> _slug("Nguyễn Văn Đức_123456")
    'nguyen-van-duc-123456'
    """
    import unicodedata

    name = name.replace("đ", "d").replace("Đ", "D")
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")
