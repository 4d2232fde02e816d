"""Red team, round four: a hostile class attacks the grading of the nbgrader assignment.

One course is made, released, and a Moodle download is handed in (as
``tests/test_red_team_grading.py`` builds it), with these attacks in it:

1. impersonation by file name, inside the attacker's own Moodle folder: a notebook named for
   another student (``tran-thi-binh-200002-1_minimax.ipynb``), one named as Moodle prefixes
   that student's participant number, a ZIP holding that student's Moodle folder; and honest
   names that must be read as the folder's student (a browser's ``1_minimax (1).ipynb``,
   ``bai_lam_1_minimax.ipynb``);
2. archives: a ZIP whose members climb out (``../../evil-1_minimax.ipynb``), nested ZIPs of
   zeros (a few hundred bytes in the download);
3. pooled feedback: wrong students' feedback put together holds no hidden seed or position;
5. code built at run time (the model answer zlib-compressed and exec'd, rebuilt as a syntax
   tree, moved into a class whose ``__call__`` recurses, another student's answer exec'd from a
   string): refused or listed for the teacher;
7. a right answer that waits just under the per-position limit: named by autograde;
8. markup in a notebook's markdown, and a Moodle full name that is a spreadsheet formula.

The fast route (``grade_notebook``, one notebook at a time) holds the rest: 4. a search that
reads the request's ``limit`` to correct a wrong search; 6. gamelib's Dodgem evaluation with
one comparison reversed per group; 7. the stalling student's whole cost.

Every assertion says what the attack deserves; one that fails is a finding.

``PYTHONPATH=$PWD .venv/bin/python -m pytest -p no:cacheprovider tests/test_red_team4.py``
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "hostile_grading"))
sys.path.insert(0, str(HERE / "hostile_grading4"))

import download as hostile_download  # noqa: E402
import payloads  # noqa: E402
from _honest import ALPHABETA, EVALUATION, MINIMAX, WRONG_ALPHABETA, WRONG_MINIMAX, predictions  # noqa: E402

NOTEBOOKS = ("1_minimax", "2_alphabeta", "3_evaluation", "4_predictions")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                       reason="bubblewrap is not installed (apt-get install bubblewrap)"),
]

#: the class: key -> (Moodle full name, participant number, answers)
CLASS = {
    "control": ("Hoàng Văn Nam", 200001,
                {"my_minimax": MINIMAX, "my_alphabeta": ALPHABETA, **predictions(True)}),
    "victim": ("Trần Thị Bình", 200002,
               {"my_minimax": MINIMAX, "my_alphabeta": ALPHABETA, **predictions(True)}),
    "impersonator": ("Lê Văn Cường", 200003, {}),
    "duplicate": ("Phạm Duy Khánh", 200004, {}),
    "bai_lam": ("Đỗ Hải Yến", 200005, {}),
    "wrong_everyone_max": ("Bùi Văn Đạt", 200008,
                           {"my_minimax": WRONG_MINIMAX, "my_alphabeta": WRONG_ALPHABETA}),
    "wrong_deep": ("Đinh Thị Mai", 200009,
                   {"my_minimax": payloads.PLAIN_DEEP_MINIMAX,
                    "my_alphabeta": payloads.PLAIN_STRICT_ALPHABETA}),
    "wrong_abs": ("Mai Văn Sơn", 200010,
                  {"my_minimax": MINIMAX + "\n_r = my_minimax\ndef my_minimax(*a):\n"
                                           "    return abs(_r(*a))\n"}),
    "zlib_model": ("Tạ Quang Huy", 200011, {"my_minimax": payloads.zlib_model_minimax()}),
    "ast_model": ("Kiều Văn Long", 200012, {"my_minimax": payloads.ast_model_minimax()}),
    "class_call": ("Lâm Thị Ngọc", 200013, {"my_minimax": payloads.CLASS_MINIMAX}),
    "pasted": ("Hà Minh Đức", 200014, {"my_minimax": payloads.pasted_minimax(MINIMAX)}),
    "staller": ("Trịnh Văn Phúc", 200015,
                {"my_minimax": payloads.stalled(MINIMAX, "my_minimax")}),
    "formula": ("=SUM(1;1) x", 200016, {}),
}
RUNTIME_COPIES = ("zlib_model", "ast_model", "class_call", "pasted")
WRONG = ("wrong_everyone_max", "wrong_deep", "wrong_abs")


def _course(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamelib", "course", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=3600)


def _slug(name: str) -> str:
    from gamelib.grading.workflow import _slug as slug

    return slug(name)


def _filled(release: Path, name: str, answers: dict[str, str], markdown: str = "") -> str:
    notebook = json.loads((release / f"{name}.ipynb").read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell["source"] = answers[grade_id]
    if markdown:
        notebook["cells"].append({"cell_type": "markdown", "metadata": {}, "source": markdown})
    return json.dumps(notebook, ensure_ascii=False)


def _size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def _points(row: dict, notebook: str) -> float:
    return sum(float(value or 0) for key, value in row.items() if key.startswith(notebook + "/"))


@pytest.fixture(scope="module")
def term(tmp_path_factory):
    pytest.importorskip("nbgrader")
    from gamelib.grading.secret import SECRET_FILE

    work = tmp_path_factory.mktemp("red-team4")
    course = work / "course"
    assert _course("new", str(course), cwd=work).returncode == 0
    assert _course("release", str(course), cwd=work).returncode == 0
    release = course / "release" / "adversarial-search"
    ids = {key: _slug(f"{name}_{number}") for key, (name, number, _) in CLASS.items()}
    folders = {key: f"{name}_{number}_assignsubmission_file_"
               for key, (name, number, _) in CLASS.items()}
    victim_folder = folders["victim"]
    download = work / "moodle-download.zip"

    def put(box, path, data, minute=0, hour=8):
        box.writestr(zipfile.ZipInfo(path, (2026, 11, 20, hour, minute, 0)), data)

    with zipfile.ZipFile(download, "w") as lms:
        for number, (key, (_, _, answers)) in enumerate(CLASS.items()):
            folder = folders[key]
            for name in NOTEBOOKS:
                file = f"{name}.ipynb"
                if key == "duplicate" and name == "1_minimax":
                    put(lms, f"{folder}/1_minimax (1).ipynb",
                        _filled(release, name, {"my_minimax": MINIMAX}), number)
                    continue
                if key == "bai_lam" and name == "1_minimax":
                    put(lms, f"{folder}/bai_lam_1_minimax.ipynb",
                        _filled(release, name, {"my_minimax": MINIMAX}), number)
                    continue
                markup = payloads.MARKUP if key == "formula" and name == "1_minimax" else ""
                put(lms, f"{folder}/{file}", _filled(release, name, answers, markup), number)
        # 1. impersonation, all inside the attacker's own folder, an hour after the victim
        mine = folders["impersonator"]
        put(lms, f"{mine}/tran-thi-binh-200002-1_minimax.ipynb",
            _filled(release, "1_minimax", {"my_minimax": WRONG_MINIMAX}), 0, 9)
        put(lms, f"{mine}/{victim_folder}2_alphabeta.ipynb",
            _filled(release, "2_alphabeta", {"my_alphabeta": WRONG_ALPHABETA}), 0, 9)
        put(lms, f"{mine}/extra.zip", hostile_download.impersonating_zip(
            victim_folder, "4_predictions",
            _filled(release, "4_predictions", predictions(False))), 0, 9)
    collected = _course("collect", str(course), str(download), cwd=work)
    collected_bytes = _size_of(course)
    secret = (course / SECRET_FILE).read_text().strip()
    started = time.monotonic()
    autograded = _course("autograde", str(course), cwd=work)
    autograde_seconds = time.monotonic() - started
    feedback = _course("feedback", str(course), cwd=work)
    grades = _course("grades", str(course), cwd=work)
    similarity = _course("similarity", str(course), cwd=work)
    rows = {}
    if (course / "grades.csv").is_file():
        with (course / "grades.csv").open(encoding="utf-8") as opened:
            rows = {row["student"]: row for row in csv.DictReader(opened)}
    zips = {}
    for path in sorted((course / "feedback-zips").glob("*.zip")):
        with zipfile.ZipFile(path) as box:
            zips[path.stem] = {name: box.read(name) for name in box.namelist()}
    summary = {"collect": collected.stdout[-3000:] + collected.stderr[-3000:],
               "autograde": autograded.stdout[-4000:], "autograde seconds": autograde_seconds,
               "collected bytes": collected_bytes,
               "points": {key: {nb: _points(rows.get(ids[key], {}), nb) for nb in NOTEBOOKS}
                          for key in CLASS}, "rows": sorted(rows)}
    (work / "summary.json").write_text(json.dumps(summary, indent=1, ensure_ascii=False))
    print(json.dumps({k: v for k, v in summary.items() if k != "collect"}, indent=1,
                     ensure_ascii=False))
    return {"course": course, "work": work, "ids": ids, "secret": secret, "rows": rows,
            "zips": zips, "collect": collected, "collected_bytes": collected_bytes,
            "autograde": autograded, "feedback": feedback,
            "grades": grades, "similarity": similarity}


def _row(term, key):
    row = term["rows"].get(term["ids"][key])
    assert row is not None, f"{key} ({term['ids'][key]}) has no row; rows: {sorted(term['rows'])}"
    return row


def _submitted(term, key, notebook) -> str:
    path = (term["course"] / "submitted" / term["ids"][key] / "adversarial-search"
            / f"{notebook}.ipynb")
    return path.read_text(encoding="utf-8") if path.is_file() else ""


# -- 1. impersonation by file name ---------------------------------------------------------------

@pytest.mark.parametrize("notebook,how", [
    ("1_minimax", "a file named tran-thi-binh-200002-1_minimax.ipynb in the attacker's folder"),
    ("2_alphabeta", "a file named as Moodle prefixes the victim's participant number"),
    ("4_predictions", "a ZIP in the attacker's folder holding the victim's Moodle folder"),
])
def test_a_file_named_for_another_student_leaves_their_grade_untouched(term, notebook, how):
    victim, control = _row(term, "victim"), _row(term, "control")
    assert _points(control, notebook) > 0
    assert _points(victim, notebook) == _points(control, notebook), (
        f"{how}: the victim's {notebook} got {_points(victim, notebook)}, "
        f"their own work deserves {_points(control, notebook)}")
    handed_in = _submitted(term, "victim", notebook)
    assert "everyone maximises" not in handed_in and "never cuts" not in handed_in, how
    assert _submitted(term, "victim", notebook) == _submitted(term, "control", notebook), how


def test_the_impersonating_files_are_refused_and_named(term):
    said = term["collect"].stdout + term["collect"].stderr
    for file in ("tran-thi-binh-200002-1_minimax.ipynb", "2_alphabeta.ipynb", "extra.zip"):
        assert any(file in line and ("skip" in line.lower() or "refus" in line.lower())
                   for line in said.splitlines()), f"{file} taken without a word: {said[-3000:]}"
    # the Moodle worksheet keeps the victim's own participant number
    known = json.loads((term["course"] / "gamelib-course.json").read_text(encoding="utf-8"))
    assert known["students"][term["ids"]["victim"]].get("moodle") == "200002"


def test_a_browsers_duplicate_name_is_taken_for_the_folders_student(term):
    row, control = _row(term, "duplicate"), _row(term, "control")
    assert _points(row, "1_minimax") == _points(control, "1_minimax") > 0, (
        "1_minimax (1).ipynb (a browser's second download) was not graded: "
        f"{_points(row, '1_minimax')}")


def test_a_prefixed_name_is_the_folders_student_not_a_new_one(term):
    assert "bai-lam" not in term["rows"], "a student named 'bai-lam' was made from a file name"
    row, control = _row(term, "bai_lam"), _row(term, "control")
    assert _points(row, "1_minimax") == _points(control, "1_minimax") > 0


# -- 2. archives (each in a download of its own, beside two honest students: collect only) ---------

ARCHIVE_CLASS = {"first": ("Vũ Đức Anh", 300001), "attacker": ("Ngô Thị Hoa", 300002),
                 "last": ("Cao Văn Tú", 300003)}


def _collect_only(work: Path, hostile: bytes, member: str) -> dict:
    """A course, and a download where the attacker's folder holds their notebooks and
    ``member`` (``hostile``); collect it. What collect said, what it wrote, who it took."""
    course = work / "course"
    assert _course("new", str(course), cwd=work).returncode == 0
    assert _course("release", str(course), cwd=work).returncode == 0
    release = course / "release" / "adversarial-search"
    download = work / "moodle-download.zip"
    with zipfile.ZipFile(download, "w") as lms:
        for key, (name, number) in ARCHIVE_CLASS.items():
            folder = f"{name}_{number}_assignsubmission_file_"
            for notebook in NOTEBOOKS:
                lms.writestr(f"{folder}/{notebook}.ipynb",
                             _filled(release, notebook, {"my_minimax": MINIMAX}))
            if key == "attacker":
                lms.writestr(f"{folder}/{member}", hostile)
    before = _size_of(course)
    collected = _course("collect", str(course), str(download), cwd=work)
    submitted = course / "submitted"
    return {"course": course, "work": work, "collect": collected,
            "written": _size_of(course) - before,
            "students": sorted(os.listdir(submitted)) if submitted.is_dir() else [],
            "ids": {k: _slug(f"{n}_{m}") for k, (n, m) in ARCHIVE_CLASS.items()}}


@pytest.fixture(scope="module")
def climbing(tmp_path_factory):
    pytest.importorskip("nbgrader")
    work = tmp_path_factory.mktemp("red-team4-climb")
    outside = work / "evil-absolute.txt"
    notebook = json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    found = _collect_only(work, hostile_download.traversal_zip(notebook, str(outside)),
                          "nop-bai.zip")
    found["outside"] = outside
    return found


@pytest.fixture(scope="module")
def bombed(tmp_path_factory):
    pytest.importorskip("nbgrader")
    work = tmp_path_factory.mktemp("red-team4-bomb")
    bomb, unpacked = hostile_download.zeros_bomb()
    found = _collect_only(work, bomb, "bai-lam.zip")
    found["bomb"], found["unpacked"] = len(bomb), unpacked
    return found


def test_a_zip_that_climbs_out_leaves_collect_exiting_0_with_every_other_student(climbing):
    done = climbing["collect"]
    assert done.returncode == 0, done.stderr[-1500:]
    for key in ("first", "last"):
        assert climbing["ids"][key] in climbing["students"], (key, climbing["students"])


def test_a_zip_that_climbs_out_writes_nothing_outside_the_course(climbing):
    course, work = climbing["course"], climbing["work"]
    escaped = [p for p in work.rglob("*evil*") if course not in p.parents]
    assert not climbing["outside"].exists()
    assert escaped == [], escaped
    assert not [s for s in climbing["students"] if s.startswith("evil")], climbing["students"]


def test_nested_zips_of_zeros_are_bounded_refused_and_named(bombed):
    done = bombed["collect"]
    assert done.returncode == 0, done.stderr[-1500:]
    for key in ("first", "last"):
        assert bombed["ids"][key] in bombed["students"], (key, bombed["students"])
    assert bombed["written"] <= 50 * 2 ** 20, (
        f"collect wrote {bombed['written'] / 2 ** 20:.0f} MB for {bombed['bomb']} bytes in the "
        f"download (the ZIPs unpack to {bombed['unpacked'] / 2 ** 20:.0f} MB)")
    said = done.stdout + done.stderr
    assert "Ngô Thị Hoa" in said or bombed["ids"]["attacker"] in said, said[-1500:]
    # the archive is refused for its student alone (issue 49: "a bad archive is refused for that
    # student alone"): the notebooks they handed in beside it are theirs, nothing of the bomb is
    attacker = bombed["course"] / "submitted" / bombed["ids"]["attacker"] / "adversarial-search"
    if attacker.is_dir():
        assert sorted(p.name for p in attacker.iterdir()) == sorted(
            [f"{n}.ipynb" for n in NOTEBOOKS] + ["timestamp.txt"])
    assert "bai-lam.zip" in said, said[-1500:]


def test_collect_exits_0_and_collects_every_student(term):
    assert term["collect"].returncode == 0, term["collect"].stderr[-3000:]
    collected = set(os.listdir(term["course"] / "submitted"))
    for key in CLASS:
        assert term["ids"][key] in collected, (key, sorted(collected))


# -- 3. pooled feedback --------------------------------------------------------------------------

def _hidden_needles(secret: str) -> dict[str, bytes]:
    from gamelib.exercises.search_checks import published_positions, random_positions
    from gamelib.grading import hidden
    from gamelib.grading.secret import derive

    visible = set()
    for algorithm in ("minimax", "alphabeta"):
        for game in hidden.GAMES:
            seed = derive(secret, "visible", algorithm, game) % 1_000_000
            for case in published_positions(game, seed) + random_positions(game, seed):
                visible.add(case.game.state_to_str(case.state))
    needles = {}
    for algorithm in ("minimax", "alphabeta"):
        for game in hidden.GAMES:
            seed = derive(secret, algorithm, game)
            needles[f"the hidden seed of {algorithm}/{game}"] = str(seed).encode()
            for k, case in enumerate(hidden.hidden_positions(secret, algorithm, game)):
                text = case.game.state_to_str(case.state)
                if text not in visible and text != case.game.state_to_str(
                        case.game.initial_state()):
                    needles[f"hidden position {k} of {algorithm}/{game}"] = text.encode()
                needles[f"hidden leaf values' seed {k} of {algorithm}/{game}"] = \
                    str(seed * 1000 + k).encode()
    needles["the evaluation's seed"] = str(derive(secret, "evaluation")).encode()
    return needles


def test_pooled_feedback_holds_no_hidden_seed_or_position(term):
    pool = b"\n".join(data for key in WRONG for data in term["zips"][term["ids"][key]].values())
    pool = pool + b"\n" + pool.replace(b"&#39;", b"'").replace(b"&quot;", b'"')
    assert b"hidden" in pool.lower(), "the wrong students' feedback says nothing of hidden tests"
    for key in WRONG:
        assert _points(_row(term, key), "1_minimax") == 0
    found = [what for what, needle in _hidden_needles(term["secret"]).items() if needle in pool]
    assert found == [], found


# -- 5. code built at run time ---------------------------------------------------------------------

@pytest.mark.parametrize("key", RUNTIME_COPIES)
def test_code_built_at_run_time_is_refused_or_listed(term, key):
    assert term["similarity"].returncode == 0, term["similarity"].stderr[-2000:]
    sid = term["ids"][key]
    refused = _points(_row(term, key), "1_minimax") == 0
    listing = (term["course"] / "similarity.csv").read_text(encoding="utf-8")
    listed = any(sid in line for line in listing.splitlines()[1:])
    page = (term["course"] / "similarity.html").read_text(encoding="utf-8")
    listed = listed or sid in page
    assert refused or listed, (f"{key}: {_points(_row(term, key), '1_minimax')} points for "
                               "1_minimax and not in similarity.csv/.html")


# -- 7. a stall under every budget: named ---------------------------------------------------------

def test_autograde_names_the_student_who_stalls_under_every_budget(term):
    assert term["autograde"].returncode == 0
    said = term["autograde"].stdout.split("with problems")[-1]
    assert term["ids"]["staller"] in said, term["autograde"].stdout[-3000:]


# -- 8. inert teacher files ----------------------------------------------------------------------

def test_markup_in_a_notebook_is_not_live_in_its_feedback(term):
    files = term["zips"].get(term["ids"]["formula"], {})
    pages = {name: data.decode("utf-8", "replace") for name, data in files.items()
             if name.endswith(".html")}
    assert pages, sorted(files)
    live = [(name, what) for name, page in pages.items()
            for what, pattern in payloads.hidden_markup_regexes().items()
            if re.search(pattern, page, re.I)]
    assert live == [], live


def test_no_csv_cell_starts_a_formula(term):
    bad = []
    for path in sorted(term["course"].glob("*.csv")):
        with path.open(encoding="utf-8") as opened:
            for row in csv.reader(opened):
                bad += [(path.name, cell) for cell in row if cell[:1] in ("=", "+", "@", "\t", "\r")
                        or (cell[:1] == "-" and not re.fullmatch(r"-[\d.]+", cell))]
    assert bad == [], bad[:10]


# -- the fast route: one notebook at a time -------------------------------------------------------

SECRET = "red-team-four"


def _graded(answers: dict[str, str], notebook_name: str):
    import nbformat

    from gamelib.grading.assignment import release_notebooks
    from gamelib.grading.sandboxed import grade_notebook

    notebook = nbformat.from_dict(release_notebooks()[notebook_name])
    for cell in notebook.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in answers:
            cell.source = answers[grade_id]
    problems = grade_notebook(notebook, notebook_name, SECRET)
    outputs = {cell.metadata["nbgrader"]["grade_id"]: cell.outputs for cell in notebook.cells
               if cell.cell_type == "code" and cell.metadata.get("nbgrader", {}).get("grade")}
    return outputs, problems


def _passed(outputs) -> list[str]:
    return sorted(g for g, cell in outputs.items()
                  if not any(o.output_type == "error" for o in cell))


@pytest.mark.parametrize("notebook_name,attack,plain", [
    ("1_minimax", {"my_minimax": payloads.LIMIT_MINIMAX},
     {"my_minimax": payloads.PLAIN_DEEP_MINIMAX}),
    ("2_alphabeta", {"my_alphabeta": payloads.LIMIT_ALPHABETA},
     {"my_alphabeta": payloads.PLAIN_STRICT_ALPHABETA}),
], ids=["one-ply-too-deep", "cut-only-at-alpha-gt-beta"])
def test_a_search_reading_the_requests_limit_earns_what_the_wrong_search_earns(
        notebook_name, attack, plain):
    got, _ = _graded(attack, notebook_name)
    due, _ = _graded(plain, notebook_name)
    assert _passed(got) == _passed(due), (
        f"reading request['limit'] passed {_passed(got)}; the wrong search alone passes "
        f"{_passed(due)}")


def test_gamelibs_evaluation_with_one_comparison_reversed_per_group_earns_nothing():
    outputs, _ = _graded({"my_evaluation": payloads.SWAPPED_EVALUATION}, "3_evaluation")
    cell = outputs["my_evaluation-games"]
    text = "".join(o.get("text", "") for o in cell if o.output_type == "stream")
    points = [float(o.data["text/plain"]) for o in cell if o.output_type == "execute_result"]
    assert points == [0.0] or "refused" in text.lower(), (points, text[-800:])


def test_a_stall_under_every_budget_costs_a_bounded_time():
    """A right answer (tests/hostile_grading/_honest.py) that sleeps 4.9 s before every search
    call, 9.8 s before its evaluation's first value, 4.9 s in every prediction's cell: its
    whole notebook set may cost at most 200 s more than the same answers without the wait."""
    right = {"my_minimax": MINIMAX, "my_alphabeta": ALPHABETA, "my_evaluation": EVALUATION,
             **predictions(True)}
    stalling = {"my_minimax": payloads.stalled(MINIMAX, "my_minimax"),
                "my_alphabeta": payloads.stalled(ALPHABETA, "my_alphabeta"),
                "my_evaluation": payloads.stalled_evaluation(EVALUATION),
                **payloads.stalled_predictions(predictions(True))}
    seconds = {}
    for who, answers in (("right", right), ("stalling", stalling)):
        started = time.monotonic()
        for name in NOTEBOOKS:
            _graded(answers, name)
        seconds[who] = time.monotonic() - started
    assert seconds["stalling"] - seconds["right"] <= 200, seconds
