"""The class workflow around nbgrader, one command a step (``python -m gamelib course ...``).

::

    python -m gamelib course new ~/ai-course [--language vi]   the teacher's course, its secret
    python -m gamelib course release ~/ai-course               release/: a folder and a ZIP
    python -m gamelib course collect ~/ai-course download.zip  an LMS download, named by student
    python -m gamelib course autograde ~/ai-course             every submission, hidden tests
    python -m gamelib course feedback ~/ai-course              one feedback ZIP a student
    python -m gamelib course grades ~/ai-course                grades.csv and grades.html
    python -m gamelib course similarity ~/ai-course            similarity.html and .csv

Each step is nbgrader's own command (``generate_assignment``, ``zip_collect``, ``autograde``,
``generate_feedback``) with the course's settings, plus what a class needs around it: ZIPs for
the LMS, submission times, grades per question, and a report of answers that resemble each
other or gamelib's own code (copydetect's fingerprints, as MOSS does, and exact structural
copies).  The course folder is the teacher's: keep it outside the repository (its
``.gitignore`` keeps the secret and the students' work out of git anyway).
"""

from __future__ import annotations

import csv
import html
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from gamelib.grading.assignment import ASSIGNMENT, NOTEBOOKS, write_course
from gamelib.grading.secret import SECRET_FILE

try:  # the collector plugin nbgrader loads by name (nbgrader is the teacher's tool)
    from nbgrader.plugins import FileNameCollectorPlugin
except ImportError:  # pragma: no cover - without nbgrader there is nothing to collect into
    FileNameCollectorPlugin = object  # type: ignore[misc,assignment]

#: when each downloaded file was handed in, read from the LMS's ZIP (for the plugin below)
TIMES_FILE = "submission-times.json"


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
    def nbgrader(self, *args: str) -> str:
        """Run an nbgrader command in the course; its output, or a clear error with its end."""
        # nbgrader runs alembic by name: this environment's own scripts come first on the PATH
        env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                                      os.environ.get("PATH", "")])}
        done = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=self.folder,
                              capture_output=True, text=True, env=env)
        output = done.stdout + done.stderr
        if done.returncode != 0:
            raise RuntimeError(f"nbgrader {args[0]} failed:\n" + "\n".join(
                output.strip().splitlines()[-25:]))
        return output

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

    def collect(self, download: str | Path) -> list[str]:
        """Take an LMS download (a ZIP, a folder, or one notebook) into ``submitted/STUDENT/``
        with nbgrader's ``zip_collect``; the students collected.  Files are matched to students
        by their names (:class:`SubmissionNames`); the time each was handed in is kept."""
        download = Path(download).expanduser()
        if not download.exists():
            raise FileNotFoundError(f"{download}: no such file or folder")
        if not (self.folder / "release" / ASSIGNMENT).is_dir():
            self.release()  # zip_collect checks file names against the released notebooks
        inbox = self.folder / "downloaded" / ASSIGNMENT
        archive = inbox / "archive"
        shutil.rmtree(inbox, ignore_errors=True)
        archive.mkdir(parents=True)
        if download.is_dir():
            shutil.copytree(download, archive / download.name)
        else:
            shutil.copy2(download, archive / download.name)
        (inbox / TIMES_FILE).write_text(json.dumps(_handed_in_times(archive)), encoding="utf-8")
        before = set(self.students())
        self.nbgrader("zip_collect", ASSIGNMENT, "--force")
        collected = self.students()
        return [s for s in collected if s not in before] or collected

    def autograde(self) -> str:
        """Grade every collected submission: nbgrader's ``autograde`` with gamelib's
        sandboxed grading in place of its kernel (:mod:`gamelib.grading.sandboxed`: the
        answers run in the sandbox, the hidden tests and every verdict here). Returns a
        summary: how many were graded, what isolated them, and each problem by student."""
        from gamelib.grading.sandboxed import PROBLEMS_FILE
        from gamelib.sandbox.isolation import isolation

        config = self.folder / "nbgrader_config.py"
        if "GradeInSandbox" not in (text := config.read_text(encoding="utf-8")):
            # a course made by an older gamelib: its students' code would run as the teacher
            config.write_text(text + "\nfrom gamelib.grading.assignment import AUTOGRADE\n"
                              "c.Autograde.autograde_preprocessors = AUTOGRADE\n",
                              encoding="utf-8")
        problems_file = self.folder / PROBLEMS_FILE
        problems_file.unlink(missing_ok=True)
        self.nbgrader("autograde", ASSIGNMENT, "--force")
        problems: dict[str, list[str]] = {}
        mistakes: dict[str, set[str]] = {}
        if problems_file.is_file():
            for line in problems_file.read_text(encoding="utf-8").splitlines():
                record = json.loads(line)
                if "mistake" in record:
                    mistakes.setdefault(record["mistake"], set()).add(record["student"])
                else:
                    problems.setdefault(record["student"], []).append(record["problem"])
        students = self.students()
        lines = [f"graded {len(students)} submissions; " + _isolated(isolation("auto")),
                 f"with problems: {len(problems)}" if problems else "with problems: none"]
        for student in sorted(problems):
            lines += [f"  {student}: {problem}" for problem in problems[student]]
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
            writer = csv.writer(out)
            writer.writerow(["mistake", "what it is", "students", "who"])
            for key, known in MISCONCEPTIONS.items():
                who = sorted(mistakes.get(key, ()))
                writer.writerow([key, known.name, len(who), " ".join(who)])
        return path

    def feedback(self) -> list[Path]:
        """nbgrader's feedback (which test failed and why; the hidden tests' code cleared), and
        one ZIP a student to hand back through the LMS; the ZIPs."""
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

    def grades(self) -> tuple[Path, Path]:
        """Every student's points per question and in all, with the time handed in, as
        ``grades.csv`` and ``grades.html``."""
        from nbgrader.api import Gradebook

        rows, columns = [], []
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
                             **{f"{nb}/{cell}": _points(scores.get((nb, cell)))
                                for nb, cell, _ in columns},
                             "total": _points(submission.score),
                             "out of": _points(submission.max_score)})
        heads = ["student", "handed in"] + [f"{nb}/{cell}" for nb, cell, _ in columns] + [
            "total", "out of"]
        table = self.folder / "grades.csv"
        with table.open("w", newline="", encoding="utf-8") as out:
            writer = csv.DictWriter(out, heads)
            writer.writeheader()
            writer.writerows(rows)
        page = self.folder / "grades.html"
        page.write_text(_table_page("Grades: " + ASSIGNMENT, heads, rows), encoding="utf-8")
        return table, page

    def similarity(self) -> tuple[Path, Path]:
        """Every student's answers compared with each other's and with gamelib's own code:
        ``similarity.html`` (copydetect's report: matching passages side by side) and
        ``similarity.csv`` (per student and answer: the closest other answer, and an exact
        copy of gamelib's code, names aside, where there is one)."""
        from copydetect import CopyDetector

        from gamelib.exercises.copies import copied_in_source

        work = self.folder / "similarity"
        shutil.rmtree(work, ignore_errors=True)
        answers, reference, template = work / "answers", work / "gamelib", work / "template"
        for folder in (answers, reference, template):
            folder.mkdir(parents=True)
        exact = []
        for student in self.students():
            code = _answer_code(self.folder / "submitted" / student / ASSIGNMENT)
            (answers / f"{student}.py").write_text(code, encoding="utf-8")
            for number, block in enumerate(re.split(r"^# --- .*$", code, flags=re.M)[1:], 1):
                found = copied_in_source(block, lang="en")
                if found:
                    exact.append({"student": student, "answer": number, "copy of": found})
        for name, source in _gamelib_code().items():
            (reference / f"{name}.py").write_text(source, encoding="utf-8")
        (template / "template.py").write_text(
            _answer_code(self.folder / "release" / ASSIGNMENT), encoding="utf-8")
        report = self.folder / "similarity.html"
        detector = CopyDetector(test_dirs=[str(answers)], ref_dirs=[str(answers), str(reference)],
                                boilerplate_dirs=[str(template)], extensions=["py"],
                                display_t=0.3, autoopen=False, silent=True, out_file=str(report))
        detector.run()
        detector.generate_html_report()
        listing = self.folder / "similarity.csv"
        with listing.open("w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out)
            writer.writerow(["student", "compared with", "share of the student's code",
                             "exact copy of gamelib's code"])
            # copydetect's rows: [share of the first file, of the second, first, second, ...]:
            # a pair of students once, so each of them gets a row with their own share
            rows = []
            for first_share, second_share, first, second, *_ in detector.get_copied_code_list():
                rows.append((first_share, Path(first).stem, _source_name(second)))
                if not _source_name(second).startswith("gamelib: ") and second_share >= 0.3:
                    rows.append((second_share, Path(second).stem, Path(first).stem))
            for share, student, other in sorted(rows, key=lambda row: -row[0]):
                writer.writerow([student, other, f"{share:.0%}", ""])
            for row in exact:
                writer.writerow([row["student"], "", "", row["copy of"]])
        return report, listing


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
    write_course(folder, lang)
    return Course(folder)


def _repository_of(folder: Path) -> Path | None:
    here = folder.expanduser().resolve()
    for parent in (here, *here.parents):
        if (parent / ".git").exists():
            return parent
    return None


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


def _answer_code(folder: Path) -> str:
    """The code of every answer cell of a student's notebooks, one block an answer."""
    blocks = []
    for name in NOTEBOOKS:
        path = folder / f"{name}.ipynb"
        if not path.is_file():
            continue
        try:
            notebook = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue
        for cell in notebook.get("cells", []):
            meta = cell.get("metadata", {}).get("nbgrader", {})
            if cell.get("cell_type") == "code" and meta.get("solution"):
                source = "".join(cell.get("source", []))
                blocks.append(f"# --- {name}: {meta.get('grade_id', '')}\n{source}\n")
    return "\n\n".join(blocks)


def _gamelib_code() -> dict[str, str]:
    """gamelib's own searches and evaluations a student could copy, as source files."""
    import importlib
    import inspect

    from gamelib.exercises.model_answers import model_answers

    names = ("gamelib.search.teaching", "gamelib.search.minimax", "gamelib.search.alphabeta",
             "gamelib.search.negamax", "gamelib.search.expectimax",
             "gamelib.evaluation.dodgem", "gamelib.exercises.grading")
    out = {name: inspect.getsource(importlib.import_module(name)) for name in names}
    out |= {f"model answer {what}": code for what, code in model_answers().items()}
    return out


def _source_name(path: str) -> str:
    stem = Path(path).stem
    return f"gamelib: {stem}" if "/gamelib/" in path.replace(os.sep, "/") else stem


def _handed_in_times(archive: Path) -> dict[str, str]:
    """Each downloaded notebook's time, by its name: a ZIP member's own date, else the file's."""
    times: dict[str, str] = {}
    for path in archive.rglob("*"):
        if path.suffix == ".zip":
            try:
                with zipfile.ZipFile(path) as box:
                    for member in box.infolist():
                        if member.filename.endswith(".ipynb"):
                            stamp = datetime(*member.date_time)
                            times[Path(member.filename).name] = stamp.isoformat()
            except zipfile.BadZipFile:
                continue
        elif path.suffix == ".ipynb":
            stamp = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
            times[path.name] = stamp.isoformat()
    return times


class SubmissionNames(FileNameCollectorPlugin):  # type: ignore[misc,valid-type]
    """nbgrader's collector for files named as LMSs name them: the student is the folder the
    notebook is in (Moodle: ``Nguyễn Văn A_123456_assignsubmission_file_/1_minimax.ipynb``)
    or what comes before the notebook's own name (Canvas: ``nguyenvana_123_456_1_minimax.ipynb``;
    or simply ``nguyen-van-a-1_minimax.ipynb``)."""

    def collect(self, submitted_file: str) -> dict[str, str] | None:
        path = Path(submitted_file)
        if path.suffix != ".ipynb":
            return None
        wanted = next((n for n in NOTEBOOKS if re.search(rf"(^|[_\-\s.]){n}(-\d+)?$", path.stem)),
                      None)
        if wanted is None:
            self.log.warning("skipped %s: not one of the assignment's notebooks (%s)",
                             path.name, ", ".join(NOTEBOOKS))
            return None
        parts = path.parts
        extracted = parts.index("extracted") if "extracted" in parts else len(parts) - 2
        folders = [p for p in parts[extracted + 1:-1] if not p.endswith(".zip")]
        # a folder of the download that holds several students is no student: the innermost is
        prefix = path.stem[:path.stem.rfind(wanted)].rstrip("_- .")
        # Canvas: login, "late" when late, then numbers that change from file to file
        canvas = re.fullmatch(r"(.+?)(?:_late)?(?:_\d+)+", prefix)
        student = canvas.group(1) if canvas else prefix or (folders[-1] if folders else "")
        student = student.split("_assignsubmission")[0]  # Moodle: "Full Name_123456_assign..."
        student_id = _slug(student)
        if not student_id:
            self.log.warning("skipped %s: no student's name in its path", submitted_file)
            return None
        found = {"student_id": student_id, "file_id": f"{wanted}.ipynb"}
        times = Path(submitted_file)
        for parent in times.parents:
            if (parent / TIMES_FILE).is_file():
                stamp = json.loads((parent / TIMES_FILE).read_text(encoding="utf-8")).get(path.name)
                if stamp:
                    found["timestamp"] = stamp
                break
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
