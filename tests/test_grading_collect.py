"""Grades a lecturer can defend, round four (issue 49): what crosses from the LMS download into
the course, and from the course into the teacher's files (``gamelib/grading/BOUNDARIES.md``,
sections 1 and 5), attacked as a hostile class would, through the real command line."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import time
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from gamelib.grading import assignment

ROOT = Path(__file__).resolve().parent.parent
NB = assignment.NOTEBOOKS
WHEN = (2026, 11, 20, 8, 0, 0)

pytestmark = pytest.mark.slow  # a course made and collected through the command line, each test


def _course(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get(
        "PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "gamelib", "course", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=1800, env=env)


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    """A course, made and released once; each test copies its folder."""
    work = tmp_path_factory.mktemp("boundaries")
    made = _course("new", str(work / "course"), cwd=work)
    assert made.returncode == 0, made.stderr
    done = _course("release", str(work / "course"), cwd=work)
    assert done.returncode == 0, done.stderr
    return work / "course"


@pytest.fixture
def course(released, tmp_path):
    import shutil

    folder = tmp_path / "course"
    shutil.copytree(released, folder)
    return folder


def _notebook(course: Path, name: str, marker: str) -> str:
    notebook = json.loads((course / "release" / assignment.ASSIGNMENT / f"{name}.ipynb")
                          .read_text(encoding="utf-8"))
    notebook["metadata"]["marker"] = marker  # whose work it is, for the test to read back
    return json.dumps(notebook)


def _marker(course: Path, student: str, name: str) -> str | None:
    path = course / "submitted" / student / assignment.ASSIGNMENT / f"{name}.ipynb"
    return json.loads(path.read_text())["metadata"].get("marker") if path.is_file() else None


def _zip(entries: dict[str, tuple[bytes | str, tuple]]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as box:
        for name, (data, when) in entries.items():
            info = zipfile.ZipInfo(name, when)
            info.compress_type = zipfile.ZIP_DEFLATED
            box.writestr(info, data)
    return out.getvalue()


def _moodle(name: str, number: int) -> str:
    return f"{name}_{number}_assignsubmission_file_"


ATTACKER, VICTIM, HONEST = _moodle("Lê Văn Cường", 200001), _moodle("Trần Thị Bình", 200002), \
    _moodle("Phạm Thu Dung", 200003)
ATTACKER_ID, VICTIM_ID, HONEST_ID = ("le-van-cuong-200001", "tran-thi-binh-200002",
                                     "pham-thu-dung-200003")


def test_a_file_belongs_to_the_folder_the_lms_put_it_in(course, tmp_path):
    download = tmp_path / "download.zip"
    download.write_bytes(_zip({
        f"{VICTIM}/1_minimax.ipynb": (_notebook(course, "1_minimax", "victim"), WHEN),
        f"{ATTACKER}/1_minimax.ipynb": (_notebook(course, "1_minimax", "attacker"), WHEN),
        # impersonation, newer than the victim's own: by name, and by a Moodle-style name
        f"{ATTACKER}/tran-thi-binh-200002-1_minimax.ipynb":
            (_notebook(course, "1_minimax", "forged"), (2026, 11, 20, 9, 0, 0)),
        f"{ATTACKER}/{_moodle('Someone Else', 200099)}2_alphabeta.ipynb":
            (_notebook(course, "2_alphabeta", "forged"), (2026, 11, 20, 9, 0, 0)),
        # a browser's second download, newer, and odd names
        f"{HONEST}/1_minimax.ipynb": (_notebook(course, "1_minimax", "first"), WHEN),
        f"{HONEST}/1_minimax (1).ipynb": (_notebook(course, "1_minimax", "second"),
                                           (2026, 11, 20, 8, 30, 0)),
        f"{HONEST}/bai_lam_2_alphabeta.ipynb": (_notebook(course, "2_alphabeta", "bai lam"), WHEN),
        f"{HONEST}/3_Evaluation-2.IPYNB": (_notebook(course, "3_evaluation", "upper"), WHEN),
        f"{HONEST}/notes.txt": ("just notes", WHEN),
    }))
    done = _course("collect", str(course), str(download), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    said = done.stdout
    assert _marker(course, VICTIM_ID, "1_minimax") == "victim"
    assert _marker(course, ATTACKER_ID, "1_minimax") == "attacker"
    assert _marker(course, ATTACKER_ID, "2_alphabeta") is None
    assert _marker(course, HONEST_ID, "1_minimax") == "second"
    assert _marker(course, HONEST_ID, "2_alphabeta") == "bai lam"
    assert _marker(course, HONEST_ID, "3_evaluation") == "upper"
    assert sorted(p.name for p in (course / "submitted").iterdir()) == sorted(
        [ATTACKER_ID, VICTIM_ID, HONEST_ID])  # no 'bai-lam', no participant 200099
    assert "collected 3 of the download's 3 students" in said
    refusal = next(line for line in said.splitlines() if "tran-thi-binh-200002-1_minimax" in line)
    assert "REFUSED" in refusal and "Trần Thị Bình" in refusal and "Lê Văn Cường" in refusal
    assert "participant 200099" in said
    assert "1_minimax.ipynb (2026-11-20 08:00): another hand-in of 1_minimax, older" in said
    assert "notes.txt: not a notebook of the assignment" in said
    assert (course / "submitted" / HONEST_ID / assignment.ASSIGNMENT / "timestamp.txt"
            ).read_text().startswith("2026-11-20 08:30")
    assert (course / "collected.txt").read_text().strip() == said.split("\n(also in")[0].strip()


def test_a_bad_archive_stops_only_its_student_and_writes_nothing_outside(course, tmp_path):
    def bomb(depth: int) -> bytes:
        data = b"\0" * (64 * 2 ** 20)
        inner = _zip({"zeros.ipynb": (data, WHEN)})
        for level in range(depth):
            inner = _zip({f"layer{level}.zip": (inner, WHEN),
                          f"copy{level}.zip": (inner, WHEN)})
        return inner

    bomb_bytes = bomb(3)
    assert len(bomb_bytes) < 20_000  # 512 MB of zeros
    students = {f"{_moodle(f'Student {k}', 300000 + k)}": k for k in range(4)}
    entries = {}
    for folder in students:
        entries[f"{folder}/1_minimax.ipynb"] = (_notebook(course, "1_minimax", folder), WHEN)
    folders = list(students)
    entries[f"{folders[0]}/hand-in.zip"] = (_zip({
        "../../evil-1_minimax.ipynb": (_notebook(course, "1_minimax", "evil"), WHEN)}), WHEN)
    entries[f"{folders[1]}/bomb.zip"] = (bomb_bytes, WHEN)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as box:  # a link, and an absolute path
        info = zipfile.ZipInfo("link-1_minimax.ipynb", WHEN)
        info.external_attr = 0o120777 << 16
        box.writestr(info, "/etc/passwd")
        box.writestr(zipfile.ZipInfo("/tmp/abs-2_alphabeta.ipynb", WHEN), "{}")
    entries[f"{folders[2]}/linked.zip"] = (out.getvalue(), WHEN)
    entries[f"{folders[3]}/not-a-zip.zip"] = (b"PK\x03\x04 broken", WHEN)
    download = tmp_path / "download.zip"
    download.write_bytes(_zip(entries))
    before = {p for p in tmp_path.rglob("*")}
    started = time.monotonic()
    done = _course("collect", str(course), str(download), cwd=course / "release" / assignment.ASSIGNMENT)
    took = time.monotonic() - started
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    said = done.stdout
    for folder in folders:  # every student's own notebook is taken, whatever else they sent
        student = next(s for s in os.listdir(course / "submitted") if folder.split("_")[1] in s)
        assert _marker(course, student, "1_minimax") == folder
    assert "collected 4 of the download's 4 students (4 with something refused" in said
    assert "hand-in.zip" in said and "leaves the archive's folder (..)" in said
    assert "bomb.zip" in said and "nothing of it was taken" in said
    assert "is a link" in said
    assert "not-a-zip.zip" in said
    new = {p for p in tmp_path.rglob("*")} - before
    assert all(course in p.parents for p in new), sorted(map(str, new))[:5]
    assert not any("evil" in p.name or "zeros" in p.name for p in new)
    written = sum(p.stat().st_size for p in new if p.is_file() and "submitted" in p.parts)
    assert written < 5 * 2 ** 20, written
    assert took < 60, took


def test_a_download_too_large_to_read_is_refused_in_words(course, tmp_path):
    bad = tmp_path / "download.zip"
    bad.write_bytes(b"not a zip at all")
    done = _course("collect", str(course), str(bad), cwd=tmp_path)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "is not a ZIP that can be read" in done.stdout + done.stderr


def test_canvas_and_plain_names_at_the_top_of_a_download_still_name_their_student(course,
                                                                                  tmp_path):
    download = tmp_path / "canvas.zip"
    download.write_bytes(_zip({
        "nguyenvana_123_456_1_minimax.ipynb": (_notebook(course, "1_minimax", "canvas"), WHEN),
        "tranb_late_124_457_1_minimax-1.ipynb": (_notebook(course, "1_minimax", "late"), WHEN),
        "submissions/le-c-2_alphabeta.ipynb": (_notebook(course, "2_alphabeta", "plain"), WHEN),
    }))
    done = _course("collect", str(course), str(download), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert _marker(course, "nguyenvana", "1_minimax") == "canvas"
    assert _marker(course, "tranb", "1_minimax") == "late"
    assert _marker(course, "le-c", "2_alphabeta") == "plain"
    settings = json.loads((course / "gamelib-course.json").read_text())
    assert settings["students"]["tranb"]["canvas"] == "124"


class _Live(HTMLParser):
    """What in a page would run: event handlers, javascript:/data: links, scripts' text."""

    def __init__(self):
        super().__init__()
        self.found, self.scripts, self._in_script = [], [], False

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=...>")
            if name in ("href", "src") and value and value.strip().lower().startswith(
                    ("javascript:", "vbscript:")):
                self.found.append(f"<{tag} {name}={value}>")
            if name == "href" and value and value.strip().lower().startswith("data:"):
                self.found.append(f"<{tag} href=data:...>")
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts.append(data)


HOSTILE_MARKDOWN = ("My answer <script>alert('pwned-script')</script> "
                    "<img src=x onerror=\"alert('pwned-img')\"> [click](javascript:alert('pwned-link'))"
                    " [data](data:text/html;base64,PHNjcmlwdD4=)")


@pytest.mark.slow
def test_feedback_grades_and_worksheet_are_inert_and_an_override_survives_autograde(course,
                                                                                     tmp_path):
    pytest.importorskip("nbgrader")
    notebook = json.loads(_notebook(course, "4_predictions", "x"))
    for cell in notebook["cells"]:
        grade_id = cell["metadata"].get("nbgrader", {}).get("grade_id")
        answers = {"root_value": "root_value = 2", "node_4_beta": "node_4_beta = 8",
                   "othello_moves": "othello_moves = 10", "elo_expected": "elo_expected = 0.76"}
        if grade_id in answers:
            cell["source"] = answers[grade_id]
    notebook["cells"].insert(1, {"cell_type": "markdown", "metadata": {},
                                 "source": HOSTILE_MARKDOWN})
    evil = _moodle("=SUM(1;1) An", 400001)
    download = tmp_path / "download.zip"
    download.write_bytes(_zip({f"{evil}/4_predictions.ipynb": (json.dumps(notebook), WHEN)}))
    student = "sum-1-1-an-400001"
    assert _course("collect", str(course), str(download), cwd=tmp_path).returncode == 0
    graded = _course("autograde", str(course), cwd=tmp_path)
    assert graded.returncode == 0, graded.stderr[-3000:]
    # othello_moves = 10 is wrong (0 of 2); after an appeal the teacher gives 1 point
    refused = _course("override", str(course), student, "othello_moves-test", "5",
                      "--reason", "x", cwd=tmp_path)
    assert refused.returncode != 0 and "not between 0 and 2" in refused.stdout + refused.stderr
    done = _course("override", str(course), student, "othello_moves-test", "1", "--reason",
                   "=appeal: counted the pass move", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    graded = _course("autograde", str(course), cwd=tmp_path)  # a re-run keeps it
    assert graded.returncode == 0 and "overrides kept" in graded.stdout, graded.stdout
    assert _course("feedback", str(course), cwd=tmp_path).returncode == 0
    worksheet = tmp_path / "bang-diem.csv"
    heads = ("Định danh,Họ và tên,Địa chỉ thư điện tử,Trạng thái,Điểm,Điểm tối đa,"
             "Điểm có thể được thay đổi,Lần sửa đổi cuối cùng (bài nộp),"
             "Lần sửa đổi cuối cùng (điểm),Nhận xét phản hồi")
    worksheet.write_text(heads + "\n" + "Người tham gia 400001,=SUM(1;1) An,an@x.vn,Đã nộp,,"
                         "\"10,00\",Có,-,-,\n" + "Người tham gia 400777,Khác,k@x.vn,,,\"10,00\","
                         "Không,-,-,\n", encoding="utf-8")
    done = _course("grades", str(course), "--moodle-worksheet", str(worksheet),
                   "--scale-to-maximum", cwd=tmp_path)
    assert done.returncode == 0, done.stderr

    with (course / "grades.csv").open(encoding="utf-8") as opened:
        row = next(csv.DictReader(opened))
    assert row["4_predictions/othello_moves-test"] == "1" and row["total"] == "7"
    assert "counted the pass move" in row["teacher's overrides"]
    with (course / "grades-moodle.csv").open(encoding="utf-8") as opened:
        moodle = list(csv.reader(opened))
    assert moodle[1][1] == "'=SUM(1;1) An" and moodle[1][3] == "7"
    for name in ("grades.csv", "grades-moodle.csv", "grades-canvas.csv", "mistakes.csv",
                 "grades-moodle-worksheet.csv"):
        with (course / name).open(encoding="utf-8-sig") as opened:
            cells = [c for r in list(csv.reader(opened))[1:] for c in r]
        assert not [c for c in cells if c[:1] in ("=", "@", "\t", "\r") or
                    (c[:1] in "+-" and len(c) > 1 and not c[1:].replace(".", "").isdigit())], name
    filled = (course / "grades-moodle-worksheet.csv").read_text(encoding="utf-8").splitlines()
    assert filled[0] == heads  # Moodle finds its columns by these names, in this language
    assert filled[1].startswith("Người tham gia 400001,'=SUM(1;1) An,an@x.vn,Đã nộp,\"1,84\"")
    assert filled[2].startswith("Người tham gia 400777,Khác,k@x.vn,,,")  # left as it was
    assert "filled 1 of the worksheet's 2 rows (column 'Điểm'" in done.stdout

    page = (course / "feedback" / student / assignment.ASSIGNMENT / "4_predictions.html"
            ).read_text(encoding="utf-8")
    live = _Live()
    live.feed(page)
    assert live.found == []
    assert not any("pwned" in script for script in live.scripts)
    assert "My answer" in page and "&lt;script&gt;" in page
    assert "Scores set by the teacher" in page and "counted the pass move" in page
