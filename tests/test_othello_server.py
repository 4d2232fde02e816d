"""The Othello match server over real sockets on 127.0.0.1: whole matches and every fault."""

import asyncio
import functools
import json

import pytest

from gamelib.bots.tournament_day import ending_words
from gamelib.bots.server import OthelloServer, ServerConfig, encode, play_client, read_message
from gamelib.bots.sandbox import FAULT_KINDS
from gamelib.engines.othello_bot import bot

FAST = functools.partial(bot, level="weak")
#: what every game record holds, from the match server as from the tournament
RECORD_FIELDS = {"black", "white", "variant", "victory_cell", "winner", "winner_side", "ended",
                 "reason", "moves", "discs"}


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 120))


async def started(tmp_path, **options):
    config = ServerConfig(port=0, bot="weak", time_per_move=1.0, log_path=tmp_path / "results.jsonl",
                          **options)
    server = OthelloServer(config)
    host, port = await server.start()
    assert host == "127.0.0.1"
    return server, host, port


def test_a_client_plays_a_whole_match_against_the_server_bot(tmp_path):
    async def scenario():
        server, host, port = await started(tmp_path)
        end = await play_client(host, port, FAST)
        await server.wait_idle()
        await server.close()
        return end, server

    end, server = run(scenario())
    assert end["type"] == "end" and end["moves"] and end["reason"]
    assert end["winner"] in ("BLACK", "WHITE", None)
    logged = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert logged == server.results and logged[0]["moves"] == end["moves"]


def test_pair_mode_plays_two_clients_against_each_other(tmp_path):
    async def scenario():
        server, host, port = await started(tmp_path, pair=True)
        ends = await asyncio.gather(play_client(host, port, FAST), play_client(host, port, FAST))
        await server.wait_idle()
        await server.close()
        return ends

    first, second = run(scenario())
    assert first["moves"] == second["moves"] and first["winner"] == second["winner"]


class Faulty:
    """A client that misbehaves at its first move request in one of several ways."""

    def __init__(self, fault):
        self.fault = fault

    async def play(self, host, port):
        reader, writer = await asyncio.open_connection(host, port)
        hello = await read_message(reader, 1 << 16)
        while True:
            message = await read_message(reader, 1 << 16)
            if message["type"] == "end":
                writer.close()
                return hello, message
            if self.fault == "slow":
                await asyncio.sleep(3)
            elif self.fault == "illegal":
                writer.write(encode({"move": "a1"}))
            elif self.fault == "garbage":
                writer.write(b"this is not json\n")
            elif self.fault == "nested":  # about 4 KB of brackets: deep, not long
                writer.write(b'{"move": ' + b"[" * 2000 + b"]" * 2000 + b"}\n")
            elif self.fault == "huge":
                writer.write(b'{"move": "' + b"x" * 10_000 + b'"}\n')
            elif self.fault == "shape":
                writer.write(encode({"play": "d3"}))
            elif self.fault == "surrender":
                writer.write(encode({"move": "NULL"}))
            elif self.fault == "vanish":
                writer.close()
                return hello, None
            await writer.drain()


@pytest.mark.parametrize("fault, reason", [
    ("slow", "no move within 1 s"),
    ("illegal", "is not a legal move for BLACK; legal: "),
    ("garbage", "malformed message: the message is not JSON"),
    ("nested", "malformed message: the message is nested too deeply"),
    ("huge", "malformed message: message longer than 4096 bytes"),
    ("shape", 'malformed message: expected {"move": "d3"}'),
    ("surrender", "answered NULL: surrenders"),
    ("vanish", "disconnected"),
])
def test_each_fault_forfeits_only_its_match(tmp_path, fault, reason):
    async def scenario():
        server, host, port = await started(tmp_path)
        # the first client plays Black (it must move at once); a good client plays meanwhile
        faulty = asyncio.create_task(Faulty(fault).play(host, port))
        await asyncio.sleep(0.2)
        good = await play_client(host, port, FAST)
        hello, end = await faulty
        await server.wait_idle()
        await server.close()
        return hello, end, good, server.results

    hello, end, good, results = run(scenario())
    assert hello["you"] == "BLACK"
    assert hello["rule"].startswith("course: the game ends when the player to move cannot move")
    forfeited = next(r for r in results if r["black"] != "bot:weak")
    assert forfeited["winner_side"] == "WHITE" and reason in forfeited["reason"]
    assert forfeited["reason"].startswith(f"{forfeited['black']} (BLACK) ")
    if fault == "surrender":
        assert forfeited["ended"] == "surrender" and "forfeits" not in forfeited
    else:
        (failure,) = forfeited["forfeits"]
        assert forfeited["ended"] == "forfeit" and failure["side"] == "BLACK"
        assert failure["kind"] in FAULT_KINDS
    # one record form with the tournament's: the same fields, the same words for why it ended
    for record in results:
        assert RECORD_FIELDS <= set(record) and record["variant"] == "victory"
        assert ending_words(record, "en")
    if end is not None:
        assert reason in end["reason"]
    assert good["type"] == "end" and "forfeits" not in good["reason"]  # the other match finished
    logged = (tmp_path / "results.jsonl").read_text().splitlines()
    assert len(logged) == 2


def test_the_server_binds_loopback_by_default():
    assert ServerConfig().host == "127.0.0.1"


def test_loopback_match_runs_inside_another_event_loop():
    from gamelib.bots.server import loopback_match

    async def inside_a_running_loop():  # as in a notebook
        return loopback_match([FAST, FAST], time_per_move=2.0)

    match = asyncio.run(inside_a_running_loop())
    assert len(match["ends"]) == 2 and match["results"][0]["moves"] == match["ends"][0]["moves"]
    with pytest.raises(ValueError, match="give one client"):
        loopback_match([])


def test_score_table_of_edited_weights():
    from gamelib.arena.match import score_table
    from gamelib.engines.othello import OthelloEngine, Weights
    from gamelib.games.othello import Othello

    game = Othello()
    reference = OthelloEngine(game, depth=1, endgame=2, name="default")
    rows = score_table(game, {"same": OthelloEngine(game, depth=1, endgame=2, weights=Weights())},
                       reference, games=6)
    assert rows[0]["wins"] + rows[0]["draws"] + rows[0]["losses"] == 6
    assert 0 <= rows[0]["low"] <= rows[0]["score"] <= rows[0]["high"] <= 1
    with pytest.raises(ValueError, match="square weights need 64 numbers"):
        Weights(squares=(1, 2, 3))


def test_server_settings_are_checked_at_the_edge():
    for bad in ({"time_per_move": float("nan")}, {"time_per_move": -1}, {"time_per_move": 0},
                {"port": 70000}, {"port": -1}):
        with pytest.raises(ValueError, match="must be"):
            ServerConfig(**bad)
