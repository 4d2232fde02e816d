"""The host side of the bot protocol, and what a submission may hold (issue 32, items 2, 3, 6).

Everything a bot sends is bounded, parsed with every error caught and checked field by field:
whatever the bytes, the tournament gets a move or a :class:`BotFault`, never an exception of
its own. Every text a bot controls comes out printable, and a results line stays one line for
any reader. A submission's files are checked once, when it is loaded, with the limit it broke
named in the message.
"""

from __future__ import annotations

import json
import subprocess

import pytest
from hostile_submissions import zip_submission
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamelib.bots import runner
from gamelib.bots.sandbox import FAULT_KINDS, MAX_ANSWER, BotFault, BotProcess, answer_of, parse_message
from gamelib.bots.submissions import (MAX_DEPTH, MAX_FILES, Submission, load_submission,
                                      reference_submission)
from gamelib.sandbox.channel import LineChannel
from gamelib.bots.untrusted import json_line, printable, safe_strings

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                    max_leaves=12)
ANSWER_LIKE = st.dictionaries(st.sampled_from(["move", "garbage", "kind", "error", "where", "status",
                                               "detail"]) | st.text(max_size=5), JSON, max_size=4)


def _outcome(call):
    """A move (str), or the BotFault the call raised; any other exception fails the test."""
    try:
        result = call()
    except BotFault as fault:
        assert fault.kind in FAULT_KINDS
        assert printable(fault.detail, newlines=True) == fault.detail
        return fault
    return result


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_any_bytes_are_a_message_or_garbage(line):
    result = _outcome(lambda: answer_of(parse_message(line)))
    assert isinstance(result, (str, BotFault))
    if isinstance(result, BotFault):
        assert result.kind in ("garbage", "exception", "memory")


@settings(max_examples=300, deadline=None)
@given(st.one_of(JSON, ANSWER_LIKE))
def test_any_json_value_is_a_move_or_a_fault_of_the_bot(value):
    line = json.dumps(value).encode()
    result = _outcome(lambda: answer_of(parse_message(line)))
    if isinstance(result, str):
        assert value == {"move": result}


@pytest.mark.parametrize("record, words", [
    ({"kind": "exception", "error": 12345}, "not an answer"),
    ({"kind": "exception", "error": "x", "where": ["a"]}, "not an answer"),
    ({"move": 3}, "not an answer"),
    ({"move": "d3", "extra": 1}, "not an answer"),
    ({"garbage": {"x": 1}}, "not an answer"),
    ({"kind": "rocket", "error": "x"}, "not an answer"),
])
def test_records_of_the_wrong_types_are_garbage(record, words):
    with pytest.raises(BotFault, match=words) as caught:
        answer_of(parse_message(json.dumps(record).encode()))
    assert caught.value.kind == "garbage"


@pytest.mark.parametrize("line, words", [
    (b"[" * 5000 + b"]" * 5000, "nested deeper"),
    (b'{"a": ' * 200 + b"1" + b"}" * 200, "nested deeper"),
    (b"\xff\xfe not utf-8", "sent"),
    (b"12", "sent"),
    (b"x" * (MAX_ANSWER + 1), "longer than"),
])
def test_deep_long_or_broken_lines_are_garbage(line, words):
    with pytest.raises(BotFault, match=words) as caught:
        parse_message(line)
    assert caught.value.kind == "garbage"


@pytest.fixture(scope="module")
def echo():
    """A BotProcess whose 'bot' is cat: whatever bytes are written come back on its protocol
    pipe, through the tournament's real reading path (selector, buffer, limits, parsing)."""
    process = BotProcess(reference_submission("random"), time_limit=5.0)
    process.process = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    process._channel = LineChannel(process.process.stdout, None, process._keep)
    yield process
    process.process.kill()
    process.process.wait()
    process.process.stdin.close()
    process.process.stdout.close()
    process.process = None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.binary(max_size=3000).map(lambda b: b.replace(b"\n", b" ")),
                 JSON.map(lambda v: json.dumps(v, ensure_ascii=False).encode("utf-8", "surrogatepass")),
                 ANSWER_LIKE.map(lambda v: json.dumps(v).encode())))
def test_the_tournament_reads_any_line_from_a_bot_as_a_move_or_its_fault(echo, line):
    echo._channel.buffer = b""
    echo.process.stdin.write(line + b"\n")
    echo.process.stdin.flush()
    result = _outcome(lambda: answer_of(echo._read(5.0, "timeout")))
    assert isinstance(result, (str, BotFault))
    assert echo._channel.buffer == b""


@given(st.text())
def test_printable_text_is_printable_and_keeps_what_was_printable(text):
    shown = printable(text)
    assert shown.isprintable()
    if text.isprintable():
        assert shown == text
    assert all(line.isprintable() for line in printable(text, newlines=True).split("\n"))


@given(st.dictionaries(st.text(), st.text() | st.lists(st.text(), max_size=3), max_size=4))
def test_a_results_line_is_one_line_for_any_reader_and_reads_back(record):
    line = json_line(record)
    assert line.endswith("\n") and line.count("\n") == 1 and len(line.splitlines()) == 1
    assert line.encode("utf-8").decode("utf-8") == line  # encodes: no lone surrogate is raw
    assert json.loads(line) == record
    assert json.loads(json_line(safe_strings(record))) == safe_strings(record)


BOT = b"def bot(victory_cell, cell, you):\n    return 'NULL'\n"


@pytest.mark.parametrize("files, words", [
    ({"/".join(["d"] * (MAX_DEPTH + 1)) + "/bot.py": BOT}, f"at most {MAX_DEPTH} are allowed"),
    ({**{f"f{n}.txt": b"" for n in range(MAX_FILES + 1)}, "bot.py": BOT}, f"more than {MAX_FILES} files"),
    ({"n" * 300 + ".py": b"", "bot.py": BOT}, "longer than 255 bytes"),
    ({"x": b"", "x/y.txt": b"", "bot.py": BOT}, "both a file and a folder"),
    ({"\x1b]0;owned\x07/bot.py": BOT}, "control characters"),
    ({"../evil.py": BOT}, "leaves the submission"),
])
def test_a_zip_over_a_limit_is_refused_once_with_the_limit_named(tmp_path, files, words):
    with pytest.raises(ValueError, match=words) as caught:
        load_submission(zip_submission(tmp_path / "group.zip", files))
    assert str(caught.value).isprintable()


def test_the_files_are_written_once_checked_again_and_never_through_a_link(tmp_path):
    deep = "/".join(["d"] * MAX_DEPTH) + "/bot.py"
    submission = load_submission(zip_submission(tmp_path / "group.zip", {deep: BOT, "Source/a.txt": b"a"}))
    folder = tmp_path / "unpacked"
    folder.mkdir()
    assert runner.unpack(submission.packed(), str(folder)) == 2
    assert (folder / deep).read_bytes() == BOT
    forged = Submission("forged", (("../outside.py", b"x"),), "bot.py")
    with pytest.raises(ValueError, match="leaves the submission"):
        runner.unpack(forged.packed(), str(tmp_path / "unpacked"))
    (tmp_path / "linked").mkdir()
    (tmp_path / "linked" / "bot.py").symlink_to(tmp_path / "victim.py")
    with pytest.raises(OSError):  # O_EXCL | O_NOFOLLOW: an existing name is never followed
        runner.unpack(Submission("b", (("bot.py", b"x"),), "bot.py").packed(), str(tmp_path / "linked"))
    assert not (tmp_path / "victim.py").exists()


def test_a_reference_engine_stops_at_its_hard_deadline_whatever_its_search():
    """gamelib's reference bots answer in time under any load: a watchdog process ends the
    compiled search at the deadline. Here the search is asked for depth 60 from the start, which
    no machine finishes: it returns a legal move because the deadline stopped it."""
    script = (
        "import time\n"
        "from gamelib.bots.runner import Deadline\n"
        "deadline = Deadline()\n"
        "from gamelib.engines.othello import OthelloEngine\n"
        "from gamelib.games.othello import Othello\n"
        "game = Othello()\n"
        "engine = OthelloEngine(game, depth=60, endgame=0, stats=deadline.stats())\n"
        "deadline.arm(time.monotonic() + 0.3)\n"
        "move = engine.choose(game, game.initial_state())\n"
        "print(move in game.legal_actions(game.initial_state()), engine.info.depth < 60)\n")
    import sys

    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True"]


def test_without_bubblewrap_a_students_bot_still_plays_and_leaves_no_folder():
    """Where bubblewrap cannot run, the bot's folder is on the host's disk: its files are written
    there the same way, it plays, and the folder is gone afterwards; the line says what fails."""
    from pathlib import Path

    from gamelib.sandbox.isolation import describe, isolation
    from gamelib.bots.sandbox import START_CELL

    found = isolation("off")
    assert "NOT isolated" in describe(found) and "fill the disk" in describe(found)
    root = Path(__file__).resolve().parent.parent
    with BotProcess(load_submission(root / "examples" / "bots" / "random_group"), time_limit=30,
                    startup_s=60, confinement=found) as process:
        folder = process.folder
        assert (folder / "submission" / "Source" / "settings.py").is_file()
        assert process.ask("a1 c7 d5 g4 f3", START_CELL, "BLACK") in {"d3", "c4", "f5", "e6"}
    assert not folder.exists()
