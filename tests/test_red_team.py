"""Tournament day, second red team (issue 32): nothing a bot writes reaches the host, the
terminal or the results.

The bots of ``tests/bots/hostile2/`` attack what lies around the sandbox: links, a FIFO and
/dev/zero where the tournament once read a bot's last output; records of the wrong types and a
5000-deep line in the protocol; a lone surrogate, line separators and escape sequences in what
they say; a disk filled at import; system calls a bot has no use for; a look for the tournament
from inside. With an honest bot, a reference bot and submissions whose names hold escape
sequences, they play one tournament through the command line, as a teacher runs it (as root,
here). It must end with exit 0 and every game; no secret and none of the tournament's
environment may appear in any output; nothing unprintable may reach the terminal, the results
file or the page; a rerun resumes. A file named like an option changes nothing, and ``kill -9``
of a tournament leaves no process, cgroup or folder.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hostile_submissions import BOTS, HONEST, folder_submissions, zip_submission

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = BOTS / "hostile2"
#: characters that must never reach a terminal, a results line or the page raw
UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                                 reason="bubblewrap is not installed (apt-get install bubblewrap)")]


def _command(paths: list[Path], out: Path, page: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "gamelib", "tournament", "othello", *map(str, paths),
            "--with", "random", "--games", "1", "--jobs", "2", "--opening-plies", "0",
            "--time-per-move", "5", "--out", str(out), "--html", str(page), *extra]


@pytest.fixture(scope="module")
def day(tmp_path_factory):
    folder = tmp_path_factory.mktemp("red-team")
    token = f"gamelib-token-{secrets.token_hex(6)}"
    secret = folder / "root-only.txt"
    secret.write_text(f"gamelib-secret-{token}\n")
    secret.chmod(0o600)
    fills = {"@SECRET@": str(secret), "@TOKEN@": token, "@FOLDER@": str(folder)}
    common = (HOSTILE / "_common.py").read_text()
    paths = folder_submissions(HOSTILE, folder, fills)
    # names that talk to the terminal: a ZIP member and a folder
    paths.append(zip_submission(folder / "zip_escape_group.zip",
                                {"\x1b]0;owned\x07/bot.py": HONEST.encode(),
                                 "_common.py": common.encode()}))
    painted = folder / "\x1b[31mpainted_group"
    painted.mkdir()
    (painted / "bot.py").write_text(HONEST)
    paths.append(painted)
    out, page = folder / "day.jsonl", folder / "day.html"
    env = {**os.environ, "GAMELIB_RED_TEAM_TOKEN": token}
    started = time.monotonic()
    first = subprocess.run(_command(paths, out, page), capture_output=True, timeout=900, env=env,
                           cwd=folder)
    seconds = time.monotonic() - started
    lines = out.read_bytes()
    again = subprocess.run(_command(paths, out, page, "--json"), capture_output=True, timeout=900,
                           env=env, cwd=folder)
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").split("\n") if line]
    return {"first": first, "again": again, "out": out, "page": page, "lines": lines,
            "records": records, "token": token, "secret": secret, "players": len(paths) + 1,
            "seconds": seconds}


def _forfeits(records, name):
    return [f for r in records for f in r.get("forfeits", []) if f["player"] == name]


def test_the_day_ends_with_exit_0_and_every_game(day):
    first = day["first"]
    assert first.returncode == 0, first.stderr.decode("utf-8", "replace")[-2000:]
    assert b"Traceback" not in first.stderr
    players = day["players"]
    assert len(day["records"]) == players * (players - 1) // 2
    assert len({r["key"] for r in day["records"]}) == len(day["records"])


def test_the_honest_bots_are_never_framed_and_no_bot_cheated(day):
    records = day["records"]
    for name in ("honest_group", "random", "disk_filler_group", "syscall_group", "snoop_group"):
        assert _forfeits(records, name) == [], (name, _forfeits(records, name)[:1])
    cheats = [f for r in records for f in r.get("forfeits", []) if "CHEATED" in f["detail"]]
    assert cheats == []


def test_each_attack_is_its_own_bots_forfeit_with_the_reason(day):
    records = day["records"]
    kinds = {name: {f["kind"] for f in _forfeits(records, name)}
             for name in {f["player"] for r in records for f in r.get("forfeits", [])}}

    def details(name):
        return [f["detail"] for f in _forfeits(records, name)]

    assert kinds["symlink_group"] == {"exit"}
    assert all("symlink-bot-last-words" in d for d in details("symlink_group"))  # through the pipe
    assert kinds["fifo_group"] == {"exit"}
    assert all("fifo-bot-last-words" in d for d in details("fifo_group"))
    assert kinds["zero_group"] == {"crash"}
    assert kinds["wrong_json_types_group"] == {"garbage"}
    assert kinds["deep_json_group"] == {"import"}
    assert all("nested deeper than" in d for d in details("deep_json_group"))
    assert kinds["surrogate_group"] == {"exception"}
    assert all("\\ud800" in d and "\\udfff" in d for d in details("surrogate_group"))
    assert kinds["separator_group"] <= {"exception", "garbage", "illegal"}
    assert any("one\\u2028two\\x85three\\u2029four\\x0bfive\\x1cend" in d
               for d in details("separator_group"))
    assert kinds["terminal_group"] == {"exception"}
    assert all("\\x1b]0;owned\\x07" in d for d in details("terminal_group"))
    assert kinds["zip_escape_group"] == {"import"}
    assert all("control characters" in d for d in details("zip_escape_group"))
    painted = [name for name in kinds if "painted_group" in name]
    assert len(painted) == 1 and kinds[painted[0]] == {"import"}


def test_no_secret_and_no_environment_reaches_any_output(day):
    outputs = {"results": day["out"].read_bytes(), "page": day["page"].read_bytes(),
               "stdout": day["first"].stdout, "stderr": day["first"].stderr,
               "stdout again": day["again"].stdout, "stderr again": day["again"].stderr}
    readme = (ROOT / "README.md").read_text().splitlines()[0].encode()
    for where, data in outputs.items():
        for secret in (day["token"].encode(), b"gamelib-secret", b"root:", b"GAMELIB_RED_TEAM_TOKEN",
                       readme, b"def first_legal"):
            assert secret not in data, (where, secret)


def test_nothing_unprintable_reaches_the_terminal_the_results_or_the_page(day):
    for name in ("first", "again"):
        for stream in (day[name].stdout, day[name].stderr):
            text = stream.decode("utf-8")  # valid UTF-8 (no lone surrogate got through)
            assert not UNPRINTABLE.search(text.replace("\n", "").replace("\r", "")), name
    text = day["out"].read_text(encoding="utf-8")
    assert not UNPRINTABLE.search(text.replace("\n", ""))
    # one line per game for any reader: split on "\n" only, or on every separator Python knows
    assert len(text.splitlines()) == text.count("\n") == len(day["records"])
    page = day["page"].read_text(encoding="utf-8")
    assert not UNPRINTABLE.search(page.replace("\n", ""))


def test_a_rerun_resumes_and_plays_nothing_again(day):
    again = day["again"]
    assert again.returncode == 0, again.stderr.decode("utf-8", "replace")[-2000:]
    assert day["out"].read_bytes() == day["lines"]
    standings = json.loads(again.stdout)
    assert sum(row["games"] for row in standings) == 2 * len(day["records"])


def test_a_file_named_like_an_option_changes_no_setting(tmp_path):
    (tmp_path / "--sandbox=off").mkdir()
    (tmp_path / "--sandbox=off" / "bot.py").write_text("def bot(v, c, y):\n    return 'NULL'\n")
    (tmp_path / "honest_group.py").write_text("def bot(v, c, y):\n    return 'NULL'\n")
    out = tmp_path / "day.jsonl"
    words = sorted(p.name for p in tmp_path.iterdir())  # what the teacher's * expands to
    done = subprocess.run([sys.executable, "-m", "gamelib", "tournament", "othello", *words,
                           "--with", "random", "--out", str(out)], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)
    assert done.returncode == 2 and "looks like an option" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and not out.exists()
    # after --, it is a submission like any other, and one whose name starts with '-' forfeits
    done = subprocess.run([sys.executable, "-m", "gamelib", "tournament", "othello", "--with",
                           "random", "--games", "1", "--time-per-move", "5", "--out", str(out),
                           "--", *words], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "starts with a letter, a digit or" in done.stderr and "NOT isolated" not in done.stderr


def _processes_of(owner: int) -> list[str]:
    """The processes in a cgroup of the tournament ``owner`` (bwrap, runners, their children)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                groups = (entry / "cgroup").read_text()
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if f"gamelib-bot-{owner}-" in groups:
                found.append(f"{entry.name}: {command[:100]}")
    return found


def _frozen_bots(owner: int) -> list[str]:
    found = []
    for cage in Path("/sys/fs/cgroup/freezer").glob(f"gamelib-bot-{owner}-*"):
        try:
            if (cage / "freezer.state").read_text().strip() == "FROZEN" and (
                    cage / "cgroup.procs").read_text().split():
                found.append(cage.name)
        except OSError:
            pass
    return found


@pytest.mark.skipif(not os.access("/sys/fs/cgroup/freezer", os.W_OK), reason="needs cgroups (root)")
def test_kill_minus_nine_leaves_nothing_behind_and_the_rerun_resumes(tmp_path):
    """kill -9 of the tournament while a bot is frozen: the guard thaws and kills it and
    removes its cgroups; the rerun finishes the day."""
    bot = tmp_path / "slowish_group.py"
    bot.write_text("import time\nfrom gamelib.engines.othello_bot import bot as gamelib_bot\n\n\n"
                   "def bot(victory_cell, cell, you):\n    time.sleep(0.05)\n"
                   "    return gamelib_bot(victory_cell, cell, you, level='greedy')\n")
    out = tmp_path / "day.jsonl"
    command = [sys.executable, "-m", "gamelib", "tournament", "othello", str(bot),
               str(ROOT / "examples" / "bots" / "greedy_group.py"), "--with", "random",
               "--games", "4", "--jobs", "1", "--time-per-move", "5", "--out", str(out)]
    run = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and not (out.exists() and out.read_text().count("\n") >= 2
                                               and _frozen_bots(run.pid)):
        time.sleep(0.01)
    frozen = _frozen_bots(run.pid)
    os.kill(run.pid, signal.SIGKILL)
    run.wait()
    assert frozen, "no bot was frozen when the tournament was killed"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (_processes_of(run.pid) or list(
            Path("/sys/fs/cgroup/pids").glob(f"gamelib-bot-{run.pid}-*"))):
        time.sleep(0.1)
    assert _processes_of(run.pid) == [], "bots outlived the tournament that was killed"
    for controller in ("pids", "memory", "freezer", "cpu"):
        assert not list(Path(f"/sys/fs/cgroup/{controller}").glob(f"gamelib-bot-{run.pid}-*"))
    assert not list(Path(tempfile.gettempdir()).glob(f"gamelib-bot-{run.pid}-*"))
    finished = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert finished.returncode == 0, finished.stderr
    keys = [json.loads(line)["key"] for line in out.read_text().split("\n") if line]
    assert len(keys) == len(set(keys)) == 3 * 4


@pytest.mark.skipif(not os.access("/sys/fs/cgroup/freezer", os.W_OK), reason="needs cgroups (root)")
def test_the_next_start_sweeps_what_a_dead_tournament_left_and_says_what(tmp_path, monkeypatch):
    """When the guard died too, the next tournament thaws and kills the frozen leftovers,
    removes their cgroups and folders, and says what it cleaned."""
    from gamelib.sandbox.isolation import sweep_leftovers

    # the folder in a temporary folder of this test's own, out of the sweeps of tournaments
    # other workers start meanwhile (the cgroups cannot be: they are planted just before)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))

    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # a process id that is no tournament's any more
    name = f"gamelib-bot-{gone.pid}-feedc0de"
    cages = [Path(f"/sys/fs/cgroup/{c}/{name}") for c in ("pids", "memory", "freezer")]
    for cage in cages:
        cage.mkdir()
    sleeper = subprocess.Popen(["sleep", "600"])
    for cage in cages:
        (cage / "cgroup.procs").write_text(str(sleeper.pid))
    (cages[2] / "freezer.state").write_text("FROZEN")
    folder = Path(tempfile.gettempdir()) / f"gamelib-bot-{gone.pid}-leftover"
    folder.mkdir()
    (folder / "bot.py").write_text("x = 1\n")
    try:
        said = sweep_leftovers()
        assert f"the cgroups {name} (killed 1 processes)" in said
        assert f"the folder {folder}" in said
        assert sleeper.wait(timeout=60) == -signal.SIGKILL
        assert not any(cage.exists() for cage in cages) and not folder.exists()
    finally:  # what the sweep did not do, undone (a failed test leaves nothing either)
        sleeper.kill()
        if cages[2].exists():
            (cages[2] / "freezer.state").write_text("THAWED")
        sleeper.wait()
        for cage in cages:
            if cage.exists():
                cage.rmdir()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.skipif(not os.access("/sys/fs/cgroup/cpu", os.W_OK), reason="needs cgroups (root)")
def test_a_bot_gets_one_core_whatever_its_threads_and_a_disk_of_its_own():
    from gamelib.sandbox.isolation import DISK_MB
    from gamelib.bots.sandbox import START_CELL, BotProcess
    from gamelib.bots.submissions import Submission

    source = (b"import os, shutil\n"
              b"def bot(victory_cell, cell, you):\n"
              b"    total, _, free = shutil.disk_usage('.')\n"
              b"    return f'{total} {os.environ[\"NUMBA_NUM_THREADS\"]} {os.environ[\"OPENBLAS_NUM_THREADS\"]}'\n")
    with BotProcess(Submission("probe_group", (("bot.py", source),), "bot.py"), time_limit=30,
                    startup_s=60) as process:
        cpu = Path("/sys/fs/cgroup/cpu") / process.cage.name
        assert int((cpu / "cpu.cfs_quota_us").read_text()) == int((cpu / "cpu.cfs_period_us").read_text())
        total, numba, blas = process.ask("a1 c7 d5 g4 f3", START_CELL, "BLACK").split()
    assert int(total) == DISK_MB * 2**20 and numba == blas == "1"
