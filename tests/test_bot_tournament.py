"""Tournament day (issue 16): submitted bots in their own processes, every failure a forfeit
with its reason, resumable results, the standings page, Swiss pairings, Dask, the server."""

from __future__ import annotations

import functools
import json
import re
import os
import signal
import subprocess
import sys
import time
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hostile_submissions import zip_submission

from gamelib.bots.tournament_day import bot_tournament, swiss_pairings
from gamelib.bots.server import loopback_tournament
from gamelib.bots.standings import standings_page
from gamelib.bots.sandbox import BotFault, BotProcess
from gamelib.bots.submissions import load_submission, load_submissions, reference_submission
from gamelib.arena.tournament import Tournament, open_log
from gamelib.engines.othello_bot import bot as gamelib_bot
from tests.processes import stray_bot_runners

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "bots"
BOTS = Path(__file__).resolve().parent / "bots"

#: generous limits where timing is not the subject (a busy 2-core machine: a correct bot's move
#: in the sandbox may take a hundred times its usual few milliseconds)
MOVE_S, STARTUP_S = 2.0, 10.0
#: each failing test bot, the kind of forfeit it must get, and words its detail must hold
FAILING = {
    "crashing_group": ("exception", "IndexError"),
    "slow_group": ("timeout", f"no answer within {MOVE_S:g} s"),
    "garbage_group": ("garbage", "the corner, obviously"),
    "wrong_type_group": ("garbage", "tuple"),
    "illegal_group": ("illegal", "legal:"),
    "broken_group": ("import", "SyntaxError"),
    "hanging_import_group": ("import", f"did not finish loading within {STARTUP_S:g} s"),
    "exiting_group": ("exit", "exit status 3"),
    "hog_group": ("memory", "MemoryError"),
    "segfault_group": ("crash", "SIGSEGV"),
}


def _path(name: str) -> Path:
    for folder in (EXAMPLES, BOTS):
        for candidate in (folder / f"{name}.py", folder / name):
            if candidate.exists():
                return candidate
    raise LookupError(name)


def _forfeits(results: list[dict]) -> dict[str, list[dict]]:
    found: dict[str, list[dict]] = {}
    for record in results:
        for fault in record.get("forfeits", []):
            found.setdefault(fault["player"], []).append(fault)
    return found


@pytest.fixture(scope="module")
def class_day(tmp_path_factory):
    """All failing bots, two correct ones (one noisy) and a reference bot, in one round robin."""
    names = list(FAILING) + ["greedy_group", "chatty_group", "random_group"]
    submissions = load_submissions([_path(n) for n in names], ["random"])
    out = tmp_path_factory.mktemp("day") / "day.jsonl"
    result = bot_tournament(submissions, games=2, time_per_move=MOVE_S, startup_s=STARTUP_S, opening_plies=0,
                            jobs=2, out=out)
    return result, out


def test_every_failure_forfeits_with_its_reason_and_the_tournament_goes_on(class_day):
    result, out = class_day
    players = len(result.players)
    assert len(result.results) == players * (players - 1)  # 2 games a pairing, none lost
    forfeits = _forfeits(result.results)
    for name, (kind, words) in FAILING.items():
        assert forfeits.get(name), f"{name} never forfeited"
        assert {f["kind"] for f in forfeits[name]} == {kind}, (name, forfeits[name][0])
        assert all(words in f["detail"] for f in forfeits[name]), (name, forfeits[name][0])
    for good in ("greedy_group", "chatty_group", "random_group", "random"):
        assert good not in forfeits  # printing, or reading input, is no failure
    for record in result.results:
        assert record["ended"] in {"victory-cells", "more-discs", "tie-break", "draw", "surrender",
                                   "forfeit"}
        assert (record["ended"] == "forfeit") == bool(record.get("forfeits"))


def test_bots_that_fail_to_load_lose_every_game_and_are_never_started_again(class_day):
    result, _ = class_day
    rows = {row["player"]: row for row in result.standings()}
    for name in ("broken_group", "hanging_import_group"):
        assert rows[name]["points"] == 0 and rows[name]["forfeits"] == {"import": rows[name]["games"]}
    both = [r for r in result.results if {r["first"], r["second"]} == {"broken_group",
                                                                          "hanging_import_group"}]
    assert all(r["points"] == {"broken_group": 0.0, "hanging_import_group": 0.0} for r in both)


def test_the_html_page_holds_the_standings_the_results_file_implies(class_day, tmp_path):
    result, out = class_day
    again = Tournament("othello", result.players, list(open_log(out).values()))
    page = standings_page(again, title="Class day")

    class Rows(HTMLParser):
        def __init__(self):
            super().__init__()
            self.table, self.rows, self.cell = None, [], None

        def handle_starttag(self, tag, attrs):
            if tag == "table":
                self.table = dict(attrs).get("id")
            elif tag == "tr" and self.table == "standings":
                self.rows.append([])
            elif tag == "td" and self.table == "standings":
                self.cell = ""

        def handle_endtag(self, tag):
            if tag == "td" and self.cell is not None:
                self.rows[-1].append(self.cell)
                self.cell = None
            elif tag == "table":
                self.table = None

        def handle_data(self, data):
            if self.cell is not None:
                self.cell += data

    parser = Rows()
    parser.feed(page)
    shown = [row for row in parser.rows if row]
    expected = again.standings()
    assert [row[1] for row in shown] == [row["player"] for row in expected]
    for cells, row in zip(shown, expected):
        assert float(cells[2]) == row["points"] and int(cells[3]) == row["games"]
        assert (int(cells[4]), int(cells[5]), int(cells[6])) == (row["wins"], row["draws"], row["losses"])
        assert int(cells[9]) == row["elo"]
    data = json.loads(page.split('id="game-data">')[1].split("</script>")[0].replace("<\\/", "</"))
    assert len(data) == len(again.results)
    assert all(len(game["positions"]) == len(game["moves"]) + 1 for game in data)


def test_a_bot_is_stopped_while_it_is_not_its_turn():
    """A bot that starts a thread to think on the opponent's time gets no CPU between moves."""
    def cpu_ticks(process: BotProcess) -> int:
        total = 0
        for pid in process.cage.members():  # every process of the bot, sandboxed or not
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += int(fields[11]) + int(fields[12])  # utime + stime
        return total

    with BotProcess(load_submission(BOTS / "sneaky_group.py"), time_limit=2.0) as process:
        assert process.ask("a1 c7 d5 g4 f3", gamelib_start(), "BLACK") == "NULL"
        before = cpu_ticks(process)
        time.sleep(0.6)
        assert cpu_ticks(process) - before <= 1
        process.resume()
        deadline = time.monotonic() + 60  # however busy the machine, the thread gets CPU again
        while cpu_ticks(process) - before < 10 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert cpu_ticks(process) - before >= 10  # the same thread, now let run
        process.pause()


def gamelib_start() -> str:
    from gamelib.bots.sandbox import START_CELL

    return START_CELL


def test_kill_minus_nine_then_rerun_loses_and_duplicates_no_game(tmp_path):
    out = tmp_path / "results.jsonl"
    command = [sys.executable, "-m", "gamelib", "tournament", "othello", str(EXAMPLES / "greedy_group.py"),
               str(EXAMPLES / "random_group"), "--with", "random,greedy", "--games", "4",
               "--jobs", "2", "--time-per-move", str(MOVE_S), "--out", str(out)]
    run = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 5):
        time.sleep(0.05)
    os.killpg(run.pid, signal.SIGKILL)
    run.wait()
    killed_at = len(out.read_text().splitlines())
    assert 5 <= killed_at < 24
    finished = subprocess.run(command + ["--json"], capture_output=True, text=True, timeout=300)
    assert finished.returncode == 0, finished.stderr
    keys = [json.loads(line)["key"] for line in out.read_text().splitlines()]
    assert len(keys) == len(set(keys)) == 6 * 4
    standings = json.loads(finished.stdout)
    assert sum(row["games"] for row in standings) == 2 * 24
    deadline = time.monotonic() + 60  # the workers notice their parent is gone, their guards clean
    left = stray_bot_runners()
    while time.monotonic() < deadline and left:
        time.sleep(0.1)
        left = stray_bot_runners()
    assert not left, f"bots outlived the tournament that was killed: {left}"


def test_the_same_game_is_the_same_on_a_dask_cluster():
    from dask.distributed import Client, LocalCluster

    bots = [load_submission(EXAMPLES / "greedy_group.py"), reference_submission("greedy"),
            reference_submission("weak")]
    here = bot_tournament(bots, games=2, time_per_move=2.0)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        there = bot_tournament(bots, games=2, time_per_move=2.0, executor=client.get_executor())
    moves = lambda t: {r["key"]: r["moves"] for r in t.results}  # noqa: E731
    assert moves(here) == moves(there) and len(there.results) == 6


def test_swiss_rounds_pair_nobody_twice_and_resume(tmp_path):
    bots = [reference_submission(level) for level in ("random", "greedy", "weak")] + [
        load_submission(EXAMPLES / "greedy_group.py"), load_submission(EXAMPLES / "random_group")]
    out = tmp_path / "swiss.jsonl"
    result = bot_tournament(bots, games=2, swiss=3, time_per_move=2.0, out=out, jobs=2)
    assert len(result.results) == 3 * 2 * 2  # 3 rounds, 2 pairings each (one bot rests), 2 games
    pairings = {tuple(r["pairing"]) for r in result.results}
    assert len({frozenset(p) for p in pairings}) == len(pairings) == 6
    resting = [set(result.players) - {p for r in result.results if r["round"] == n for p in r["pairing"]}
               for n in (1, 2, 3)]
    assert all(len(r) == 1 for r in resting) and len(set().union(*resting)) == 3  # a new one each round
    again = bot_tournament(bots, games=2, swiss=3, time_per_move=2.0, out=out)
    assert len(out.read_text().splitlines()) == 12 and len(again.results) == 12
    assert swiss_pairings(result.players, result.results, 2) == swiss_pairings(
        result.players, [r for r in result.results if r["round"] < 2], 2)


def test_the_server_runs_a_tournament_among_the_clients_that_join(tmp_path):
    def garbage(victory_cell, cell, you):
        return "pass the salt"

    clients = {"greedy_a": functools.partial(gamelib_bot, level="greedy"),
               "weak_b": functools.partial(gamelib_bot, level="weak", time_limit=0.2),
               "garbage_c": garbage}
    out = loopback_tournament(clients, games=2, time_per_move=2.0, log_path=tmp_path / "server.jsonl")
    result = out["result"]
    assert sorted(result.players) == sorted(clients) and len(result.results) == 6
    assert all(end["type"] == "tournament-end" and len(end["games"]) == 4 for end in out["ends"].values())
    assert {f["kind"] for f in _forfeits(result.results)["garbage_c"]} == {"garbage"}
    logged = Tournament("othello", result.players, list(open_log(tmp_path / "server.jsonl").values()))
    assert logged.standings() == result.standings()
    assert "garbage_c" in standings_page(logged)


def test_submissions_as_files_folders_and_zips(tmp_path):
    folder = load_submission(EXAMPLES / "random_group")
    assert folder.entry == "Source/bot.py" and {name for name, _ in folder.files} == {
        "Source/bot.py", "Source/settings.py"}
    archive = tmp_path / "MSSV01_MSSV02.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for name, data in folder.files:
            z.writestr(f"MSSV01_MSSV02/{name}", data)
        z.writestr("MSSV01_MSSV02/Report/report.txt", b"...")
    zipped = load_submission(archive)
    assert zipped.name == "MSSV01_MSSV02" and zipped.entry == "MSSV01_MSSV02/Source/bot.py"
    with BotProcess(zipped, time_limit=5.0) as process:  # its sibling import works
        assert process.ask("a1 c7 d5 g4 f3", gamelib_start(), "BLACK") in {"d3", "c4", "f5", "e6"}


@pytest.mark.parametrize("make, words", [
    (lambda d: (d / "empty").mkdir() or d / "empty", "no bot.py"),
    (lambda d: d / "missing.py", "no such file"),
    (lambda d: (d / "notes.txt").write_text("hi") and d / "notes.txt", ".py file, a folder or a .zip"),
    (lambda d: (d / "bad.zip").write_bytes(b"not a zip") and d / "bad.zip", "not a ZIP"),
    (lambda d: zip_submission(d / "escape.zip", {"../evil.py": b"def bot(a, b, c): pass"}), "leaves the submission"),
    (lambda d: _two_bots(d), "several files define bot"),
    (lambda d: (d / "we ird.py").write_text("def bot(a,b,c): pass") and d / "we ird.py", "name"),
])
def test_a_bad_submission_is_refused_with_the_reason(tmp_path, make, words):
    with pytest.raises(ValueError, match=words):
        load_submission(make(tmp_path))


def _two_bots(folder: Path) -> Path:
    (folder / "two").mkdir()
    for name in ("a.py", "b.py"):
        (folder / "two" / name).write_text("def bot(victory_cell, cell, you):\n    return 'NULL'\n")
    return folder / "two"


def test_the_command_refuses_bad_arguments_without_a_traceback(tmp_path):
    def run(*args):
        return subprocess.run([sys.executable, "-m", "gamelib", "tournament", "othello", *args],
                              capture_output=True, text=True, timeout=60)
    for args, words in [((str(tmp_path / "nope.py"), "--with", "weak"), "no such file"),
                        ((str(EXAMPLES / "greedy_group.py"), "--with", "grandmaster"), "unknown reference bot"),
                        ((str(EXAMPLES / "greedy_group.py"),), "two or more bots"),
                        ((str(EXAMPLES / "greedy_group.py"), str(EXAMPLES / "greedy_group.py")), "both named")]:
        result = run(*args)
        assert result.returncode == 2 and words in result.stderr and "Traceback" not in result.stderr


def test_a_fault_says_what_kind_it_is():
    fault = BotFault("timeout", "no answer within 1 s")
    assert str(fault) == "timeout: no answer within 1 s" and fault.kind == "timeout"


def test_the_replay_widget_shows_any_game_move_by_move(class_day):
    from gamelib.bots.tournament_day import ending_words
    from gamelib.widgets import GameReplay

    _, out = class_day
    viewer = GameReplay(out)  # straight from the results file
    longest = max(range(len(viewer.records)), key=lambda n: len(viewer.records[n]["moves"]))
    viewer.choice.value = longest
    moves = viewer.records[longest]["moves"]
    assert viewer.ply.max == viewer.ply.value == len(moves) > 20
    record = viewer.records[longest]  # why it ended, in the lesson's words (the file keeps its own)
    assert ending_words(record) in viewer.caption.value
    if record["ended"] not in ("forfeit", "surrender"):
        assert ending_words(record, "en") == record["reason"].replace("WHITE", "White").replace("BLACK", "Black")
    viewer.ply.value = 0
    assert (viewer.board.piece("d4"), viewer.board.piece("e4"), viewer.board.piece(moves[0])) == (
        "white", "black", "")
    viewer.ply.value = 1
    assert viewer.board.piece(moves[0]) == "black" and f"move 1 of {len(moves)}: {moves[0]}" in viewer.caption.value


@pytest.mark.parametrize("variant", ["course", "standard"])
def test_the_variants_without_victory_cells_give_the_bots_an_empty_victory_cell(variant):
    bots = [load_submission(EXAMPLES / "greedy_group.py"), reference_submission("weak")]
    result = bot_tournament(bots, variant=variant, games=2, time_per_move=2.0)
    for record in result.results:
        assert record["variant"] == variant and record["victory_cell"] == ""
        assert record["ended"] in {"more-discs", "draw"} and not record.get("forfeits")
        assert (variant == "standard") or "pass" not in record["moves"]


def test_nothing_a_bot_says_breaks_the_pages_script(class_day):
    """An answer or an error holding </script> or <!--<script> stays text in the page."""
    result, _ = class_day
    evil = "</script><!--<script>alert(1)//&amp;"
    records = [dict(r, reason=evil, forfeits=[{"player": r["black"], "side": "BLACK",
                                               "kind": "garbage", "detail": evil}])
               for r in result.results[:3]]
    page = standings_page(Tournament("othello", result.players, records))
    script = page.split('id="game-data">')[1].split("</script>")[0]
    assert "<" not in script and ">" not in script and "&" not in script
    data = json.loads(script)
    assert evil in json.dumps(data, ensure_ascii=False)
    assert page.count("<script") == 2 and page.count("</script>") == 2


def test_the_tournament_says_what_confines_the_bots_and_require_refuses_without_bubblewrap(tmp_path):
    command = [sys.executable, "-m", "gamelib", "tournament", "othello", "--with", "random,greedy",
               "--games", "1", "--time-per-move", "2"]
    no_bwrap = {**os.environ, "PATH": str(tmp_path)}  # bubblewrap cannot be found
    refused = subprocess.run(command + ["--sandbox", "require"], capture_output=True, text=True,
                             timeout=120, env=no_bwrap)
    assert refused.returncode == 2 and "--sandbox require: bubblewrap is not installed" in refused.stderr
    plain = subprocess.run(command, capture_output=True, text=True, timeout=300, env=no_bwrap)
    assert plain.returncode == 0, plain.stderr
    assert "bots are NOT isolated (bubblewrap is not installed" in plain.stderr


def test_the_seed_is_drawn_at_random_kept_in_the_results_and_a_resumed_file_keeps_its_own(tmp_path):
    out = tmp_path / "day.jsonl"
    command = [sys.executable, "-m", "gamelib", "tournament", "othello", *map(str, sorted(
        _two_bots(tmp_path).iterdir())), "--games", "2", "--time-per-move", "2", "--out", str(out)]
    first = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr
    seed = int(re.search(r"^seed (\d+) ", first.stderr, re.M).group(1))
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 2 and {r["seed"] for r in records} == {seed}
    out.write_text(out.read_text().splitlines(keepends=True)[0])  # interrupted after one game
    resumed = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0 and f"seed {seed} " in resumed.stderr
    assert {json.loads(line)["seed"] for line in out.read_text().splitlines()} == {seed}
    other = subprocess.run(command + ["--seed", str(seed + 1)], capture_output=True, text=True,
                           timeout=300)
    assert other.returncode == 2 and f"--seed {seed} resumes it" in other.stderr
