"""Tournament day under attack (issue 21): hostile bots in one tournament with an honest one.

Every bot in ``tests/bots/hostile/`` tries one way to cheat or to stop the tournament. The
tournament must finish with every game recorded; nothing may be read, written or reached
outside a bot's sandbox; the honest bot is never framed; no process and no temporary folder
is left; the standings page's replays survive whatever the bots said; a resume plays nothing
again, and a results file with forged lines is refused with the line named.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hostile_submissions import BOTS, HONEST, folder_submissions, zip_submission

from gamelib.bots.tournament_day import bot_tournament
from gamelib.sandbox.isolation import isolation
from gamelib.bots.standings import standings_page
from tests.processes import stray_bot_runners
from gamelib.bots.submissions import load_submissions

HOSTILE = BOTS / "hostile"
#: generous limits where timing is not the subject (a busy 2-core machine)
MOVE_S, STARTUP_S = 2.0, 10.0

# skipped only where bubblewrap is not installed at all (./run.sh installs it with apt-get):
# where it is installed but cannot run, the tests fail and say why
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                                 reason="bubblewrap is not installed (apt-get install bubblewrap)")]


def test_bubblewrap_runs_here():
    found = isolation()
    assert found.sandbox, found.why_not


class Listener:
    """A TCP listener on 127.0.0.1 that counts who reached it."""

    def __init__(self):
        self.server = socket.create_server(("127.0.0.1", 0))
        self.server.settimeout(0.2)
        self.port, self.reached, self.running = self.server.getsockname()[1], 0, True
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self):
        while self.running:
            try:
                connection, _ = self.server.accept()
                self.reached += 1
                connection.close()
            except OSError:
                pass

    def close(self):
        self.running = False
        self.thread.join()
        self.server.close()


def _submissions(folder: Path, fills: dict[str, str]) -> list[Path]:
    """Each hostile bot as a folder submission (its bot.py and _common.py), the honest bot, and
    three submissions that cannot even be unpacked or read as they are."""
    made = folder_submissions(HOSTILE, folder, fills)
    # a file and a folder of one name; a 300-character name; a link to a huge file
    made.append(zip_submission(folder / "clash_group.zip", {"x": b"", "x/y.txt": b"", "bot.py": HONEST.encode()}))
    made.append(zip_submission(folder / "longname_group.zip", {"n" * 300 + ".py": b"", "bot.py": HONEST.encode()}))
    linked = folder / "linked_group"
    linked.mkdir()
    (linked / "bot.py").write_text("def bot(victory_cell, cell, you):\n    return 'NULL'\n")
    huge = folder / "huge.bin"
    with huge.open("wb") as handle:  # sparse: 1.5 GB that take no disk
        handle.truncate(1536 * 1024 * 1024)
    (linked / "data.bin").symlink_to(huge)
    (linked / "secret.txt").symlink_to(fills["@SECRET@"])
    made.append(linked)
    return made


def _left_behind(token: str) -> list[str]:
    """The attack's daemons (their command lines carry ``token``) and its bot runners."""
    daemons = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if token in command:
                daemons.append(command[:120])
    return daemons + stray_bot_runners(os.getpid())


@pytest.fixture(scope="module")
def attack(tmp_path_factory):
    folder = tmp_path_factory.mktemp("attack")
    secret = folder / "teacher-secret.txt"
    secret.write_text("gamelib-secret: the answers\n")
    outside = folder / "results-of-another-class.jsonl"
    listener = Listener()
    token = f"gamelib-daemon-{os.getpid()}"
    fills = {"@SECRET@": str(secret), "@OUTSIDE@": str(outside), "@PORT@": str(listener.port),
             "@TOKEN@": token}
    submissions = load_submissions(_submissions(folder, fills), strict=False)
    out = folder / "day.jsonl"
    before = set(Path(tempfile.gettempdir()).glob(f"gamelib-bot-{os.getpid()}-*"))
    try:
        result = bot_tournament(submissions, games=1, time_per_move=MOVE_S, startup_s=STARTUP_S,
                                memory_mb=256, opening_plies=0, jobs=2, out=out)
    finally:
        listener.close()
    return {"result": result, "out": out, "outside": outside, "listener": listener,
            "token": token, "names": [s.name for s in submissions], "before": before,
            "submissions": submissions}


def _forfeits(results, name):
    return [f for r in results for f in r.get("forfeits", []) if f["player"] == name]


def test_every_game_is_recorded_and_the_honest_bot_is_never_framed(attack):
    results, names = attack["result"].results, attack["names"]
    assert len(results) == len(names) * (len(names) - 1) // 2
    assert _forfeits(results, "honest_group") == []


def test_no_bot_cheated_and_each_failed_its_own_way(attack):
    results = attack["result"].results
    cheats = [f for r in results for f in r.get("forfeits", []) if "CHEATED" in f["detail"]]
    assert cheats == [], cheats
    kinds = {name: {f["kind"] for f in _forfeits(results, name)} for name in attack["names"]}
    assert kinds["forkhog_group"] and kinds["forkhog_group"] <= {"memory", "crash", "timeout"}
    assert kinds["closer_out_group"] <= {"closed", "timeout", "exit"} and kinds["closer_out_group"]
    assert kinds["closer_in_group"] <= {"closed", "exit"} and kinds["closer_in_group"]
    assert kinds["page_breaker_group"] == {"garbage"}
    assert kinds["slow_import_group"] == {"import"}
    assert kinds["clash_group"] == {"import"} and kinds["longname_group"] == {"import"}
    for name in ("reader_group", "writer_group", "network_group", "framer_group",
                 "daemon_group", "thinker_group", "honest_group"):
        assert kinds[name] == set(), (name, kinds[name])
    linked = next(s for s in attack["submissions"] if s.name == "linked_group")
    assert {path for path, _ in linked.files} == {"bot.py"}  # links are not followed


def test_nothing_was_written_or_reached_outside(attack):
    assert not attack["outside"].exists()
    assert not Path("/root/.gamelib-was-here").exists()
    assert attack["listener"].reached == 0


def test_nothing_outlives_the_tournament(attack):
    # this tournament's bots ran under its worker processes, now gone; a tournament of another
    # test worker that has just ended looks the same while it ends its bots: they get a while
    deadline, left = time.monotonic() + 30, _left_behind(attack["token"])
    while left and time.monotonic() < deadline:
        time.sleep(0.2)
        left = _left_behind(attack["token"])
    assert left == []
    left = set(Path(tempfile.gettempdir()).glob(f"gamelib-bot-{os.getpid()}-*")) - attack["before"]
    assert left == set()
    assert not list(Path("/sys/fs/cgroup/pids").glob(f"gamelib-bot-{os.getpid()}-*"))


class _Scripts(HTMLParser):
    def __init__(self):
        super().__init__()
        self.scripts, self._open = [], None

    def handle_starttag(self, tag, attrs):
        if tag == "script":
            self._open = dict(attrs)
            self.scripts.append([self._open, ""])

    def handle_data(self, data):
        if self._open is not None:
            self.scripts[-1][1] += data

    def handle_endtag(self, tag):
        if tag == "script":
            self._open = None


def test_the_page_keeps_its_replays_whatever_the_bots_said(attack):
    page = standings_page(attack["result"])
    parser = _Scripts()
    parser.feed(page)
    assert len(parser.scripts) == 2  # the data and the code that draws the replays, intact
    json.loads(parser.scripts[0][1])  # the replays' data is whole
    assert "</script>" not in parser.scripts[0][1] and "<!--" not in parser.scripts[0][1]
    assert "function" in parser.scripts[1][1]


def test_resume_plays_nothing_again_and_forged_lines_are_refused(attack, tmp_path):
    out = attack["out"]
    lines = out.read_text().splitlines()
    again = bot_tournament(attack["submissions"], games=1, time_per_move=MOVE_S, startup_s=STARTUP_S,
                           memory_mb=256, opening_plies=0, jobs=2, out=out)
    assert out.read_text().splitlines() == lines and len(again.results) == len(lines)
    record = json.loads(lines[0])
    forgeries = {
        "an unknown player": {**record, "winner": "mallory", "black": "mallory"},
        "an impossible move": {**record, "moves": record["moves"][:1] + ["z9"]},
        "points of no game": {**record, "points": {record["black"]: -5, record["white"]: 7}},
        "a forged win": {**record, "ended": "more-discs",
                         "winner": record["white"] if record["winner"] == record["black"] else record["black"]},
    }
    for what, forged in forgeries.items():
        copy = tmp_path / f"{what}.jsonl"
        copy.write_text("\n".join(lines[1:] + [json.dumps(forged)]) + "\n")
        command = [sys.executable, "-m", "gamelib", "tournament", "othello",
                   *[str(p) for p in _paths_of(attack)], "--games", "1", "--out", str(copy),
                   "--time-per-move", str(MOVE_S), "--startup", str(STARTUP_S)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=300)
        assert done.returncode == 2, (what, done.stderr[-500:])
        said = done.stderr.strip().splitlines()[-1]
        assert re.search(rf"line {len(lines)}: ", said) and "Traceback" not in done.stderr, said


def _paths_of(attack) -> list[Path]:
    folder = attack["out"].parent
    return sorted(p for p in folder.iterdir() if p.name.endswith("_group") or p.name.endswith("_group.zip"))
