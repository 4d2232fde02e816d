"""Every wire and file format, fed anything: a clear refusal (ValueError / exit 2), never a
traceback or a hang -- the server's messages, the bot's JSON, the arena's results files.
(The Gomocup lines are fuzzed in test_caro.py.)"""

import asyncio
import io
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.bots.server import read_message
from gamelib.arena.tournament import _read_log
from gamelib.engines import othello_bot

JSONISH = st.recursive(st.none() | st.booleans() | st.floats(allow_nan=True) | st.integers()
                       | st.text(max_size=20),
                       lambda inner: st.lists(inner, max_size=4)
                       | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=10)


def _read(data: bytes):
    async def go():
        reader = asyncio.StreamReader(limit=1 << 16)
        reader.feed_data(data)
        reader.feed_eof()
        return await read_message(reader, 4096)
    return asyncio.run(go())


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=300), st.builds(lambda v: json.dumps(v).encode() + b"\n", JSONISH),
                 st.integers(1, 5000).map(lambda n: b"[" * n + b"\n")))
def test_server_messages(data):
    try:
        message = _read(data)
    except (ValueError, EOFError):
        return
    assert isinstance(message, dict)


@settings(max_examples=200, deadline=None)
@given(st.one_of(JSONISH.map(json.dumps),
                 st.fixed_dictionaries({"victory_cell": JSONISH, "cell": JSONISH, "you": JSONISH,
                                        "time_limit": JSONISH}).map(json.dumps),
                 st.text(max_size=200)))
def test_bot_input(text):
    out = io.StringIO()
    assert othello_bot.main(io.StringIO(text), out) in (0, 2)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(JSONISH.map(json.dumps), st.text(max_size=40).filter(lambda t: "\n" not in t)),
                max_size=6))
def test_arena_results_files(tmp_path_factory, lines):
    path = tmp_path_factory.mktemp("log") / "results.jsonl"
    path.write_text("\n".join(lines) + "\n")
    try:
        done = _read_log(path)
    except ValueError:
        return
    assert all(isinstance(record, dict) and "key" in record for record in done.values())


@settings(max_examples=60, deadline=None)
@given(text=st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40))
def test_a_results_line_is_one_line_whatever_its_words(tmp_path_factory, text):
    """Words a bot wrote (line and paragraph separators, NEL, escapes) stay inside their line:
    written and read back, every record resumes -- also one an older gamelib wrote raw."""
    from gamelib.arena.tournament import append_record, json_line

    path = tmp_path_factory.mktemp("results") / "day.jsonl"
    record = {"key": "1", "first": "a", "second": "b", "winner": None, "detail": text}
    append_record(path, record)
    with path.open("a", encoding="utf-8") as raw:  # as gamelib wrote them before: unescaped
        raw.write(json.dumps({**record, "key": "2"}, ensure_ascii=False) + "\n")
    assert json_line(record).count("\n") == 1
    done = _read_log(path)
    assert set(done) == {"1", "2"} and done["1"]["detail"] == done["2"]["detail"] == text
