"""Entrants the teacher knows (issue 41 item 4): the networked tournament takes its entrants from
the class roster, each with a token; squatters, sybils and silent floods are refused; nobody is
told whom they play before the game is over. Over real sockets on 127.0.0.1 only."""

import asyncio
import json
import os
import re
import subprocess
import sys

import pytest

from gamelib.bots.roster import REFUSED, add_to_roster, load_roster, new_roster, reissue
from gamelib.bots.server import (ServerConfig, encode, no_tournament, play_client,
                                 read_message)
from tests.server_helpers import GREEDY, run, tournament, until





async def join(port, **message):
    """Connect, say ``message`` (a join unless it says otherwise) and return what the server
    answered after its welcome, and whether it then closed the connection."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    welcome = await read_message(reader, 1 << 16)
    assert welcome["type"] == "welcome" and "entrants" not in welcome
    writer.write(encode({"type": "join", **message}))
    await writer.drain()
    answer = await read_message(reader, 1 << 16)
    closed = await reader.read() == b""
    writer.close()
    return answer, closed



def test_a_squatter_and_sybils_are_refused_and_the_real_alice_gets_in(tmp_path):
    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, ["alice", "bob"])
        refused = {
            "squatter": await join(port, name="alice", token=tokens["bob"]),
            "no token": await join(port, name="alice"),
            "sybil": await join(port, name="mallory", token=tokens["alice"]),
            "look-alike": await join(port, name="aIice", token=tokens["alice"]),
            "renamed": await join(port, name="alice-2", token=tokens["alice"]),
            "not a join": await join(port, type="hello", name="alice", token=tokens["alice"]),
        }
        alice = asyncio.create_task(play_client("127.0.0.1", port, GREEDY, name="alice",
                                                token=tokens["alice"]))
        await until(lambda: server.entrants == ["alice"])
        refused["twice"] = await join(port, name="alice", token=tokens["alice"])
        bob = await play_client("127.0.0.1", port, GREEDY, name="bob", token=tokens["bob"])
        result = await playing
        await server.close()
        return refused, await alice, bob, result, server.refusals

    refused, alice, bob, result, refusals = run(scenario())
    for kind, (answer, closed) in refused.items():
        assert answer["type"] == "error" and closed, kind
    # one refusal whatever the name (issue 50): names cannot be guessed one at a time
    assert refused["squatter"][0]["reason"] == REFUSED
    assert "gives the token" in refused["no token"][0]["reason"]
    assert refused["sybil"][0]["reason"] == REFUSED
    assert refused["look-alike"][0]["reason"] == REFUSED
    assert refused["renamed"][0]["reason"] == REFUSED
    assert refused["not a join"][0]["reason"].startswith('expected {"type": "join"')
    assert refused["twice"][0]["reason"] == "'alice' is already connected; one connection a name"
    assert len(refusals) == 7
    assert sorted(result.players) == ["alice", "bob"] and len(result.results) == 2
    for end in (alice, bob):
        assert end["type"] == "tournament-end" and len(end["games"]) == 2
    log = (tmp_path / "results.jsonl").read_text()
    assert "alice-2" not in log and len(log.splitlines()) == 2


def test_nobody_is_told_whom_they_play_before_the_game_is_over(tmp_path):
    names = ["zeta_a", "zeta_b", "zeta_c"]

    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, names)
        transcripts = {name: [] for name in names}
        await asyncio.gather(*(play_client("127.0.0.1", port, GREEDY, name=name, token=tokens[name],
                                           transcript=transcripts[name]) for name in names))
        await playing
        await server.close()
        return transcripts

    for name, transcript in run(scenario()).items():
        others = [n for n in names if n != name]
        before_end, games = [], 0
        for message in transcript:
            if message["type"] in ("end", "tournament-end"):
                told = json.dumps(before_end)
                assert not any(other in told for other in others), (name, before_end)
                before_end = []
                if message["type"] == "end":  # after the game: whom it was
                    games += 1
                    assert message["opponent"] in others
            else:
                before_end.append(message)
        assert games == 4  # two opponents, two games each


def test_connections_are_capped_and_silent_ones_never_become_entrants(tmp_path):
    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, ["alice", "bob"],
                                                         max_connections=4, hello_timeout=60)
        silent, first = [], []
        for _ in range(6):  # a flood that never says hello: each past four evicts the oldest
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            first.append(await read_message(reader, 1 << 16))
            silent.append(writer)
        assert len(server.connections) <= 4
        for writer in silent:
            writer.close()
        await until(lambda: not server.connections)
        assert server.evicted == 2
        ends = await asyncio.gather(*(play_client("127.0.0.1", port, GREEDY, name=name,
                                                  token=tokens[name]) for name in ("alice", "bob")))
        result = await playing
        await server.close()
        return first, ends, result

    first, ends, result = run(scenario())
    assert [m["type"] for m in first] == ["welcome"] * 6  # the two oldest were closed for them
    assert sorted(result.players) == ["alice", "bob"] and len(result.results) == 2
    assert all(end["type"] == "tournament-end" for end in ends)


def test_a_client_that_never_joins_is_dropped_after_the_hello_timeout(tmp_path):
    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, ["alice", "bob"],
                                                         hello_timeout=0.2, max_connections=30)
        async def silent():
            reader, _writer = await asyncio.open_connection("127.0.0.1", port)
            said = [await read_message(reader, 1 << 16), await read_message(reader, 1 << 16)]
            return said, await reader.read() == b""
        flood = await asyncio.gather(*(silent() for _ in range(20)))
        ends = await asyncio.gather(*(play_client("127.0.0.1", port, GREEDY, name=name,
                                                  token=tokens[name]) for name in ("alice", "bob")))
        result = await playing
        await server.close()
        return flood, ends, result

    flood, ends, result = run(scenario())
    for said, closed in flood:
        assert [m["type"] for m in said] == ["welcome", "error"] and closed
        assert said[0]["hello_timeout"] == 0.2
        assert said[1]["reason"] == "no join message within 0.2 s of connecting"
    assert sorted(result.players) == ["alice", "bob"]
    assert all(end["type"] == "tournament-end" and len(end["games"]) == 2 for end in ends)


def test_no_entrant_and_one_entrant_end_with_a_clear_message(tmp_path):
    async def nobody():
        server, _, _, playing = await tournament(tmp_path / "0", ["alice", "bob"], tournament=0.05)
        result = await playing
        await server.close()
        return result

    async def alone():
        server, port, tokens, playing = await tournament(tmp_path / "1", ["alice", "bob"])
        alice = asyncio.create_task(play_client("127.0.0.1", port, GREEDY, name="alice",
                                                token=tokens["alice"]))
        await until(lambda: server.entrants == ["alice"])
        server.stop_taking_entrants()
        result = await playing
        await server.close()
        return result, await alice

    (tmp_path / "0").mkdir(), (tmp_path / "1").mkdir()
    empty = run(nobody())
    assert empty.players == [] and empty.results == []
    assert no_tournament(empty, ("alice", "bob")) == \
        "no entrant joined (2 names on the roster): nothing was played"
    assert empty.table_text().startswith("player") and empty.standings() == []
    one, end = run(alone())
    assert one.players == ["alice"] and one.results == []
    assert end["type"] == "tournament-end" and end["games"] == []
    # an entrant is not told how many names the roster has (the teacher's console is)
    assert end["reason"] == "only 'alice' joined; a tournament needs two: nothing was played"
    assert "alice" in one.table_text()


def test_a_tournament_needs_a_roster_and_limits_are_checked():
    with pytest.raises(ValueError, match="class roster: make one with"):
        ServerConfig(tournament=10)
    for bad in ({"hello_timeout": 0}, {"hello_timeout": float("nan")}, {"max_entrants": 1},
                {"max_connections": 0}):
        with pytest.raises(ValueError, match="must be"):
            ServerConfig(**bad)
    assert ServerConfig().host == "127.0.0.1" and ServerConfig().hello_timeout == 5.0


# -- the roster file ----------------------------------------------------------------------

def test_the_roster_keeps_digests_only_readable_by_its_owner(tmp_path):
    path = tmp_path / "class.roster"
    tokens = new_roster(path, ["alice", "bob"])
    text = path.read_text()
    assert (path.stat().st_mode & 0o777) == 0o600
    assert all(token not in text for token in tokens.values()) and len(set(tokens.values())) == 2
    assert all(len(token) >= 22 for token in tokens.values())
    roster = load_roster(path)
    assert roster.problem("alice", tokens["alice"]) is None
    assert roster.problem("alice", tokens["alice"] + "x") == REFUSED
    assert roster.problem("alice", None) and roster.problem(["alice"], "x")
    with pytest.raises(ValueError, match="already exists"):
        new_roster(path, ["carol"])
    more = add_to_roster(path, ["carol"])
    assert load_roster(path).names == ("alice", "bob", "carol")
    assert load_roster(path).problem("carol", more["carol"]) is None
    fresh = reissue(path, ["alice"])
    assert load_roster(path).problem("alice", tokens["alice"]) == REFUSED
    assert load_roster(path).problem("alice", fresh["alice"]) is None
    assert load_roster(path).problem("bob", tokens["bob"]) is None
    assert (path.stat().st_mode & 0o777) == 0o600 and list(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize("names, words", [
    (["alice", "aIice"], "'alice' and 'aIice' look alike"),
    (["alice", "\u0430lice"], "a name on the roster holds letters"),
    (["bob", "bob"], "both named 'bob'"),
    (["-rf"], "a name on the roster holds letters"),
    ([], "give the names"),
])
def test_a_roster_refuses_names_that_cannot_stand(tmp_path, names, words):
    with pytest.raises(ValueError, match=re.escape(words)):
        new_roster(tmp_path / "class.roster", names)
    assert not (tmp_path / "class.roster").exists()


def test_a_roster_edited_into_look_alikes_or_garbage_is_refused(tmp_path):
    path = tmp_path / "class.roster"
    new_roster(path, ["alice", "bob"])
    data = json.loads(path.read_text())
    data["entrants"][1]["name"] = "ALICE"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="look alike"):
        load_roster(path)
    path.write_text('{"format": "something else"}')
    with pytest.raises(ValueError, match="is not a roster made by"):
        load_roster(path)
    with pytest.raises(ValueError, match="no roster file"):
        load_roster(tmp_path / "missing.roster")


# -- the commands -------------------------------------------------------------------------

def gamelib(*args, **options):
    return subprocess.run([sys.executable, "-m", "gamelib", *args], capture_output=True, text=True,
                          timeout=120, **options)


def test_the_commands_make_a_roster_hand_out_tokens_and_refuse_without_one(tmp_path):
    path = tmp_path / "class.roster"
    made = gamelib("othello-roster", "new", str(path), "alice", "bob", "--tokens",
                   str(tmp_path / "tokens.txt"))
    assert made.returncode == 0, made.stderr
    slips = dict(line.split() for line in (tmp_path / "tokens.txt").read_text().splitlines()
                 if not line.startswith("#"))
    assert set(slips) == {"alice", "bob"} and load_roster(path).problem("bob", slips["bob"]) is None
    again = gamelib("othello-roster", "add", str(path), "aIice", "--tokens",
                    str(tmp_path / "late.txt"))
    assert again.returncode == 2 and "'alice' and 'aIice' look alike" in again.stderr
    assert gamelib("othello-roster", "list", str(path)).stdout.split() == ["alice", "bob"]
    no_roster = gamelib("othello-server", "--port", "0", "--tournament", "5")
    assert no_roster.returncode == 2 and "class roster" in no_roster.stderr
    nobody = gamelib("othello-server", "--port", "0", "--tournament", "0.1", "--roster", str(path),
                     "--log", str(tmp_path / "log.jsonl"))
    assert nobody.returncode == 1 and "Traceback" not in nobody.stderr
    assert "the tournament ended: no entrant joined (2 names on the roster)" in nobody.stderr


def test_the_client_joins_with_its_token_from_a_file_or_the_environment(tmp_path):
    path = tmp_path / "class.roster"
    tokens = new_roster(path, ["alice"])
    server = subprocess.Popen([sys.executable, "-m", "gamelib", "othello-server", "--port", "0",
                               "--tournament", "120", "--roster", str(path),
                               "--log", str(tmp_path / "log.jsonl")],
                              stderr=subprocess.PIPE, text=True)
    try:
        for line in server.stderr:  # the server says where it listens
            found = re.search(r"serving on 127\.0\.0\.1:(\d+)", line)
            if found:
                break
        port = found.group(1)
        wrong = tmp_path / "wrong.token"
        wrong.write_text("not-the-token\n")
        wrong.chmod(0o600)  # a token file others may read is refused
        client = ["othello-client", "--port", port, "--bot", "greedy", "--name", "alice"]
        refused = gamelib(*client, "--token-file", str(wrong))
        assert refused.returncode == 2 and "the server refused: that name and token are not a pair" in refused.stderr
        joined = gamelib(*client, env={**os.environ, "GAMELIB_OTHELLO_TOKEN": tokens["alice"]})
        assert joined.returncode == 0, joined.stderr
        end = json.loads(joined.stdout)
        assert end["type"] == "tournament-end" and "only 'alice' joined" in end["reason"]
        assert server.wait(timeout=60) == 1
        assert "only 'alice' joined (1 name on the roster)" in server.stderr.read()
    finally:
        server.kill()
        server.wait()
