"""Practice scores a teacher can gather (issue 33, item 9): who and when, one file for both
editions, lesson 05's checks recorded, a class's files in one table, hand edits shown."""

import json
import subprocess
import sys

import model_answers as model

from gamelib.exercises import check_alphabeta, scores


def test_a_file_says_who_and_when_and_both_editions_write_it(tmp_path):
    (tmp_path / "00_index.ipynb").write_text("{}")
    (tmp_path / "vi").mkdir()
    scores.set_student_name("  Nguyễn   Văn A ", tmp_path)
    scores.record("07", "practice", "moves-count", True, "11", folder=tmp_path)
    scores.record("03", "practice", "open-lines-1", False, "2", folder=tmp_path / "vi")
    data = json.loads((tmp_path / scores.SCORE_FILE).read_text())
    assert not (tmp_path / "vi" / scores.SCORE_FILE).exists()
    assert data["student"] == "Nguyễn Văn A" and data["updated"]
    assert set(data["lessons"]) == {"03", "07"}
    assert data["lessons"]["07"]["practice"]["moves-count"]["time"]
    assert scores.read(tmp_path / scores.SCORE_FILE)["intact"]


def test_lesson_05s_checks_are_recorded_with_their_tries(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)

    def cuts_late(game, state, depth, evaluate, alpha=-model.INF, beta=model.INF):
        return model.alphabeta(game, state, depth, evaluate, alpha, beta + 1e-9) * 0

    check_alphabeta(cuts_late, "tictactoe", seed=1, lesson="05")
    check_alphabeta(model.alphabeta, "tictactoe", seed=1, lesson="05")
    check_alphabeta(model.alphabeta, "tictactoe", seed=2, lesson="05")
    kept = scores.load(tmp_path)["05"]["checks"]["alphabeta-tictactoe"]
    assert kept["correct"] is True and kept["tries"] == 3


def test_a_class_in_one_table_with_the_file_edited_by_hand_marked(tmp_path):
    gathered = tmp_path / "class"
    for number in range(30):
        folder = tmp_path / f"student{number}"
        folder.mkdir()
        scores.set_student_name(f"Student {number:02d}", folder)
        for lesson in ("03", "07"):
            scores.record(lesson, "practice", "q1", number % 3 != 0, "x", folder=folder)
            scores.record(lesson, "practice", "q2", number % 2 == 0, "y", folder=folder)
        (gathered / f"s{number:02d}").mkdir(parents=True)
        (folder / scores.SCORE_FILE).rename(gathered / f"s{number:02d}" / scores.SCORE_FILE)
    forged = gathered / "s07" / scores.SCORE_FILE
    data = json.loads(forged.read_text())
    data["lessons"]["07"]["practice"]["q1"]["correct"] = True  # 7 % 3 != 0: it was right... make
    data["lessons"]["03"]["practice"]["q2"]["correct"] = True  # a wrong answer right by hand
    forged.write_text(json.dumps(data))
    done = subprocess.run([sys.executable, "-m", "gamelib", "scores", str(gathered)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "30 students" in done.stdout
    assert "edited by hand (marked, not counted): Student 07" in done.stdout
    heads, rows = scores.class_table(gathered)
    assert heads[:4] == ["student", "file", "updated", "edited by hand"]
    assert [r["student"] for r in rows if r["edited by hand"]] == ["Student 07"]
    first = next(r for r in rows if r["student"] == "Student 00")
    assert first["lesson 03"] == "1/2" and first["lesson 07"] == "1/2" and first["right"] == "2"
    assert "Student 07" in (gathered / "scores.html").read_text()
    forged_row = next(r for r in rows if r["student"] == "Student 07")  # marked AND not counted
    assert forged_row["right"] == forged_row["asked"] == ""
    assert forged_row["lesson 03"].startswith("(")
    totals = scores.class_totals(rows)
    assert totals["left out"] == 1 and totals["counted"] == 29
    assert totals["right"] == sum(int(r["right"]) for r in rows if r["student"] != "Student 07")
    assert f"right first answers: {totals['right']} of {totals['asked']} asked" in done.stdout
    assert len((gathered / "scores.csv").read_text().splitlines()) == 31
