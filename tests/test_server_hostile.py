"""Hostile entrants of the networked tournament (issue 50), each contained, the tournament ending
with its standings: a client that never reads its socket, a token reissued in the joining window
and during the round robin, a flood of connections from one address while two honest students
join, the token file's mode. Over real sockets on 127.0.0.1 only, with small tournaments and
short deadlines."""

import asyncio
import json
import os
import socket
import subprocess
import sys
import time

import pytest

from gamelib.bots.roster import REFUSED, load_roster, new_roster, reissue, remove_from_roster
from gamelib.bots.server import (OthelloServer, ServerConfig, Unread, encode, play_client,
                                 read_message)
from tests.server_helpers import GREEDY, run, tournament, until






async def never_reading(port, lines=b""):
    """A connection with a small receive buffer that sends ``lines`` and never reads a byte."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)  # before connecting: the window
    sock.setblocking(False)
    loop = asyncio.get_running_loop()
    await loop.sock_connect(sock, ("127.0.0.1", port))
    if lines:
        await loop.sock_sendall(sock, lines)
    return sock


# -- 1. the server never waits on one entrant ----------------------------------------------

def test_an_entrant_that_never_reads_is_cut_off_and_the_tournament_ends(tmp_path):
    """The issue's entrant: a valid token, answers queued in advance (dropped: lines already
    waiting when a request is sent are never read as its answer, so it times out), a small
    receive buffer, never a read. It is cut off at its first send past the deadline and forfeits
    the rest as ``unread``; every game is played and logged, the honest entrants get the
    standings."""
    names = ["alice", "bob", "mallory"]
    games = 16

    async def scenario():
        server, port, tokens, playing = await tournament(
            tmp_path, names, games=games, send_timeout=0.3, send_buffer=1, time_per_move=0.5)
        queued = encode({"type": "join", "name": "mallory", "token": tokens["mallory"]}) + \
            encode({"move": "NULL"}) * (2 * games)
        mallory = await never_reading(port, queued)
        await until(lambda: server.entrants == ["mallory"])
        honest = await asyncio.gather(*(play_client("127.0.0.1", port, GREEDY, name=name,
                                                    token=tokens[name]) for name in names[:2]))
        result = await playing
        await asyncio.wait_for(server.close(), 5)  # the shutdown waits on no socket
        mallory.close()
        return result, honest

    result, honest = run(scenario())
    assert len(result.results) == 3 * games  # every game of every pairing, none lost
    rows = {row["player"]: row for row in result.standings()}
    assert rows["mallory"]["forfeits"].get("unread", 0) >= games  # cut off in its first pairing
    assert set(rows["alice"]["forfeits"]) == set(rows["bob"]["forfeits"]) == set()
    for end in honest:
        assert end["type"] == "tournament-end" and len(end["games"]) == 2 * games
        assert {row["player"] for row in end["standings"]} == set(names)
    records = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    unread = [f for r in records for f in r.get("forfeits") or [] if f["kind"] == "unread"]
    assert unread and all(f["player"] == "mallory" for f in unread)
    assert "did not take what the server sent within 0.3 s" in unread[0]["detail"]
    assert f"{rows['mallory']['forfeits']['unread']} unread" in result.table_text()


def test_a_send_to_a_client_that_does_not_read_ends_at_its_deadline(tmp_path):
    """One send, one close: each returns within the deadline, and the connection is aborted,
    never waited on again; the window and the shutdown go on."""
    async def scenario():
        server, port, _tokens, playing = await tournament(
            tmp_path, ["alice", "bob"], send_timeout=0.2, send_buffer=1, hello_timeout=60)
        sock = await never_reading(port)
        await until(lambda: server.connections)
        remote = next(iter(server.connections))
        sent, started = 0, time.monotonic()
        with pytest.raises(Unread):
            while True:
                await remote.send({"type": "filler", "text": "x" * 1000}, 0.2)
                sent += 1
        waited = time.monotonic() - started
        assert remote.gone and remote.kind == "unread"
        await until(lambda: not server.connections)  # its join ended with the connection
        await asyncio.wait_for(remote.close(), 1)
        server.stop_taking_entrants()
        result = await playing
        await asyncio.wait_for(server.close(), 5)
        sock.close()
        return sent, waited, result

    sent, waited, result = run(scenario())
    assert sent >= 1 and waited < 30  # a generous bound: the point is that it ends
    assert result.players == []


# -- 3. the roster is what the file says now -----------------------------------------------

def test_a_token_reissued_in_the_window_drops_the_leaked_one_and_takes_the_new(tmp_path):
    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, ["alice", "bob"])
        leaked = tokens["alice"]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)  # whoever saw it
        assert (await read_message(reader, 1 << 16))["type"] == "welcome"
        writer.write(encode({"type": "join", "name": "alice", "token": leaked}))
        joined = await read_message(reader, 1 << 16)
        fresh = reissue(tmp_path / "class.roster", ["alice"])["alice"]  # the teacher, mid-window
        again = await play_client("127.0.0.1", port, GREEDY, name="alice", token=leaked)
        alice = asyncio.create_task(play_client("127.0.0.1", port, GREEDY, name="alice",
                                                token=fresh))
        try:  # the squatter's connection was dropped when the roster was read again
            left = await asyncio.wait_for(reader.read(), 10)
        except ConnectionError:
            left = b""
        await until(lambda: len(server.connections) == 1)  # the real alice's, alone
        bob = await play_client("127.0.0.1", port, GREEDY, name="bob", token=tokens["bob"])
        result = await playing
        await server.close()
        writer.close()
        return joined, again, left, await alice, bob, result

    joined, again, left, alice, bob, result = run(scenario())
    assert joined == {"type": "joined", "name": "alice"}
    assert again["type"] == "error" and again["reason"] == REFUSED  # the leaked token: refused
    assert left == b""
    assert sorted(result.players) == ["alice", "bob"] and len(result.results) == 2
    assert not any(r.get("forfeits") for r in result.results)
    for end in (alice, bob):
        assert end["type"] == "tournament-end" and len(end["games"]) == 2


def test_a_token_reissued_during_the_round_robin_is_dropped_before_its_next_game(tmp_path):
    names = ["alice", "bob", "carol"]

    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, names)
        clients = asyncio.gather(*(play_client("127.0.0.1", port, GREEDY, name=name,
                                               token=tokens[name]) for name in names),
                                 return_exceptions=True)
        await until(lambda: len(server.results) >= 1)
        reissue(tmp_path / "class.roster", ["carol"])
        result = await playing
        ends = await clients
        await server.close()
        return result, dict(zip(names, ends))

    result, ends = run(scenario())
    assert len(result.results) == 6  # every game is played or forfeited, none waits
    dropped = [f for r in result.results for f in r.get("forfeits") or []]
    assert dropped and all(f["player"] == "carol" and f["kind"] == "closed" for f in dropped)
    assert "no longer on the class roster" in dropped[-1]["detail"]
    last_of_carol = [r for r in result.results if "carol" in r["pairing"]][-1]
    assert last_of_carol["forfeits"]
    for name in ("alice", "bob"):
        assert ends[name]["type"] == "tournament-end" and len(ends[name]["games"]) == 4


def test_a_name_removed_in_the_window_is_dropped_and_a_broken_file_changes_nothing(tmp_path):
    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, ["alice", "bob", "carol"])
        carol = asyncio.create_task(play_client("127.0.0.1", port, GREEDY, name="carol",
                                                token=tokens["carol"]))
        await until(lambda: server.entrants == ["carol"])
        remove_from_roster(tmp_path / "class.roster", ["carol"])
        assert server.reload_roster(force=True)  # what SIGHUP does
        try:
            dropped = await carol
        except ConnectionError:  # a reset rather than an end: dropped all the same
            dropped = {"type": "closed", "games": []}
        kept = (tmp_path / "class.roster").read_text()
        (tmp_path / "class.roster").write_text("not a roster")  # a teacher's slip
        assert not server.reload_roster()  # the last good roster stays in force
        (tmp_path / "class.roster").write_text(kept)
        ends = await asyncio.gather(*(play_client("127.0.0.1", port, GREEDY, name=name,
                                                  token=tokens[name]) for name in ("alice", "bob")))
        result = await playing
        await server.close()
        return dropped, ends, result

    dropped, ends, result = run(scenario())
    assert dropped["type"] == "closed" and dropped["games"] == []
    assert sorted(result.players) == ["alice", "bob"] and len(result.results) == 2
    assert all(end["type"] == "tournament-end" for end in ends)


# -- 5. one refusal, and a cap per address -------------------------------------------------

def test_a_flood_from_one_address_leaves_room_for_two_honest_students(tmp_path):
    async def scenario():
        server, port, tokens, playing = await tournament(
            tmp_path, ["alice", "bob"], max_connections=8, max_per_address=4, hello_timeout=60)
        flood, said = [], []
        for _ in range(12):  # one machine, 127.0.0.9: each newcomer evicts its oldest idle one
            reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                           local_addr=("127.0.0.9", 0))
            said.append(await read_message(reader, 1 << 16))
            flood.append((reader, writer))
        evicted = [await read_message(reader, 1 << 16) for reader, _ in flood[:8]]
        honest = [asyncio.create_task(play_client("127.0.0.1", port, GREEDY, name=name,
                                                  token=tokens[name])) for name in ("alice", "bob")]
        await until(lambda: sorted(server.entrants) == ["alice", "bob"])  # while the flood holds
        for _, writer in flood:
            writer.close()
        result = await playing
        ends = await asyncio.gather(*honest)
        await server.close()
        return said, evicted, ends, result

    said, evicted, ends, result = run(scenario())
    assert [m["type"] for m in said] == ["welcome"] * 12
    assert all(m["type"] == "error" and m["retry"] and "make room" in m["reason"] for m in evicted)
    assert sorted(result.players) == ["alice", "bob"] and len(result.results) == 2
    assert all(end["type"] == "tournament-end" for end in ends)


async def holder(port, source, stop):
    """An idle connection from ``source`` that never joins and reconnects as soon as dropped."""
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                           local_addr=(source, 0))
            while await reader.read(4096):
                pass
            writer.close()
        except OSError:
            await asyncio.sleep(0.01)


@pytest.mark.parametrize("sources", [["127.0.0.1"] * 6, ["127.0.0.2", "127.0.0.3", "127.0.0.4"] * 6],
                         ids=["one address (NAT)", "three addresses"])
def test_idle_connections_cannot_hold_the_window(tmp_path, sources):
    """Idle connections fill the caps and reconnect the moment they are dropped (from the
    class's own address, or 18 from three others against 16 slots); two honest students still
    join: each newcomer evicts the oldest connection that has not joined, never a joined one."""
    async def scenario():
        server, port, tokens, playing = await tournament(
            tmp_path, ["alice", "bob"], max_connections=16, max_per_address=6, hello_timeout=60)
        stop = asyncio.Event()
        flood = [asyncio.create_task(holder(port, source, stop)) for source in sources]
        await until(lambda: len(server.connections) >= min(16, len(sources)))
        honest = [asyncio.create_task(play_client("127.0.0.1", port, GREEDY, name=name,
                                                  token=tokens[name], retries=5, backoff=0.05))
                  for name in ("alice", "bob")]
        result = await playing
        ends = await asyncio.gather(*honest)
        stop.set()
        await server.close()
        for task in flood:
            task.cancel()
        return ends, result, server.evicted

    ends, result, evicted = run(scenario())
    assert sorted(result.players) == ["alice", "bob"] and len(result.results) == 2
    assert all(end["type"] == "tournament-end" for end in ends) and evicted >= 2


def test_the_per_address_cap_and_send_deadline_are_checked_and_default_to_a_class():
    config = ServerConfig()
    assert config.max_per_address == 96 and config.send_timeout == 10.0
    assert config.max_per_address >= config.max_entrants  # a class behind one NAT gets in
    for bad in ({"max_per_address": 0}, {"send_timeout": 0}, {"send_timeout": float("inf")},
                {"send_buffer": 0}):
        with pytest.raises(ValueError, match="must be"):
            ServerConfig(**bad)


# -- 4. tokens never readable by others ----------------------------------------------------

def gamelib(*args, **options):
    options = {"capture_output": True, **options} if "stdout" not in options else options
    return subprocess.run([sys.executable, "-m", "gamelib", *args], text=True, timeout=120,
                          **options)


def test_tokens_go_to_a_file_only_the_teacher_reads_never_to_one_others_can(tmp_path):
    roster, tokens_file = tmp_path / "class.roster", tmp_path / "tokens.txt"
    made = gamelib("othello-roster", "new", str(roster), "alice", "bob", "--tokens", str(tokens_file))
    assert made.returncode == 0, made.stderr
    assert made.stdout == "" and oct(tokens_file.stat().st_mode & 0o777) == "0o600"
    slips = dict(line.split() for line in tokens_file.read_text().splitlines()
                 if not line.startswith("#"))
    assert load_roster(roster).problem("bob", slips["bob"]) is None
    again = gamelib("othello-roster", "add", str(roster), "carol", "--tokens", str(tokens_file))
    assert again.returncode == 2 and "already exists" in again.stderr
    assert load_roster(roster).names == ("alice", "bob")  # nothing was made
    # `> tokens.txt` as a shell makes it under the usual umask: 0644, readable by every user
    shared = tmp_path / "shared.txt"
    with open(os.open(shared, os.O_WRONLY | os.O_CREAT, 0o644), "w") as out:
        os.fchmod(out.fileno(), 0o644)
        refused = gamelib("othello-roster", "new", str(tmp_path / "other.roster"), "alice",
                          stdout=out, stderr=subprocess.PIPE)
    assert refused.returncode == 2 and "others can read (mode 644)" in refused.stderr
    assert "--tokens FILE" in refused.stderr
    assert shared.read_text() == "" and not (tmp_path / "other.roster").exists()
    private = tmp_path / "private.txt"  # a file, even its owner's alone, or a pipe: refused
    with open(os.open(private, os.O_WRONLY | os.O_CREAT, 0o600), "w") as out:
        refused = gamelib("othello-roster", "new", str(tmp_path / "third.roster"), "alice",
                          stdout=out, stderr=subprocess.PIPE)
    assert refused.returncode == 2 and "not a terminal" in refused.stderr
    piped = gamelib("othello-roster", "new", str(tmp_path / "third.roster"), "alice")  # `| tee`
    assert piped.returncode == 2 and "not a terminal (a pipe or a file)" in piped.stderr
    assert "--tokens FILE" in piped.stderr and piped.stdout == ""
    assert private.read_text() == "" and not (tmp_path / "third.roster").exists()


def test_the_client_refuses_a_token_file_others_can_read(tmp_path):
    shared = tmp_path / "alice.token"
    shared.write_text("alice secret-token\n")
    os.chmod(shared, 0o644)  # `awk ... > alice.token` under the usual umask
    refused = gamelib("othello-client", "--port", "9", "--name", "alice", "--token-file", str(shared))
    assert refused.returncode == 2 and "mode 644" in refused.stderr
    assert f"chmod 600 {shared}" in refused.stderr and "Traceback" not in refused.stderr
    os.chmod(shared, 0o600)
    from gamelib.cli.othello_client import token
    assert token(type("Args", (), {"token_file": str(shared)})()) == "secret-token"


def test_sighup_makes_the_running_server_read_the_roster_again(tmp_path):
    import re
    import signal

    roster = tmp_path / "class.roster"
    new_roster(roster, ["alice", "bob"])
    server = subprocess.Popen([sys.executable, "-m", "gamelib", "othello-server", "--port", "0",
                               "--tournament", "120", "--roster", str(roster),
                               "--log", str(tmp_path / "log.jsonl")],
                              stderr=subprocess.PIPE, text=True)
    try:
        for line in server.stderr:  # the server says where it listens
            if re.search(r"serving on 127\.0\.0\.1:\d+", line):
                break
        remove_from_roster(roster, ["bob"])
        server.send_signal(signal.SIGHUP)
        for line in server.stderr:
            if "the roster was read again" in line:
                break
        assert "the roster was read again (1 name)" in line
    finally:
        server.kill()
        server.wait()


# -- 6. a late answer is never read as a later one (red team 50, item 3) --------------------

def late_once(seconds):
    """The engine, late by ``seconds`` on its very first move only."""
    calls = []

    def choose(victory_cell, cell, you):
        calls.append(you)
        if len(calls) == 1:
            time.sleep(seconds)
        return GREEDY(victory_cell, cell, you)
    return choose


def test_one_late_answer_costs_that_game_only(tmp_path):
    """alice is late once (1.5 s for a 1 s move): she forfeits that game by the clock, and her
    late answer (echoing its request's id) is dropped, not read as her next move."""
    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, ["alice", "bob"], games=3,
                                                         time_per_move=1.0)
        ends = await asyncio.gather(
            play_client("127.0.0.1", port, late_once(1.5), name="alice", token=tokens["alice"]),
            play_client("127.0.0.1", port, GREEDY, name="bob", token=tokens["bob"]))
        result = await playing
        await server.close()
        return result

    result = run(scenario())
    faults = [f for r in result.results for f in r.get("forfeits") or []]
    assert len(result.results) == 3
    assert [(f["player"], f["kind"]) for f in faults] == [("alice", "timeout")]


async def raw_player(port, name, token, first_extra):
    """A client of its own that answers with the engine, without ids; with its first answer it
    also writes ``first_extra`` lines (late or doubled answers, as a lagging client would)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    first = True
    while True:
        try:
            message = await read_message(reader, 1 << 16)
        except (EOFError, ConnectionError):
            return
        if message.get("type") == "welcome":
            writer.write(encode({"type": "join", "name": name, "token": token}))
        elif message.get("type") == "move":
            move = GREEDY(message["victory_cell"], message["cell"], message["you"])
            answer = encode({"move": move})
            writer.write((first_extra(move) + answer + answer) if first else answer)
            first = False
        elif message.get("type") == "tournament-end":
            writer.close()
            return


def test_stale_and_doubled_answers_are_dropped_not_read_as_the_next(tmp_path):
    """With its first answer a client sends a line naming an earlier request (id 0) and the same
    answer twice, without an id: the stale line is dropped by its id, the doubled one because
    it was already waiting when the next request was sent. No game is lost."""
    async def scenario():
        server, port, tokens, playing = await tournament(tmp_path, ["alice", "bob"], games=2)
        stale = lambda move: encode({"move": "a1", "id": 0})
        await asyncio.gather(raw_player(port, "alice", tokens["alice"], stale),
                             play_client("127.0.0.1", port, GREEDY, name="bob", token=tokens["bob"]))
        result = await playing
        stale_count = server._entrants["alice"].stale
        await server.close()
        return result, stale_count

    result, stale_count = run(scenario())
    assert len(result.results) == 2 and not any(r.get("forfeits") for r in result.results)
    assert stale_count == 1


# -- 7. files written where others may write (red team 50, item 4) ---------------------------

def test_the_log_and_the_page_are_never_written_through_a_link_or_into_a_fifo(tmp_path):
    """In a folder others may write into, a results log that is a symbolic link or a FIFO is
    refused before the server listens (the link's target untouched, nothing blocks), and a page
    is written beside and renamed: a link put where it goes is replaced, never followed."""
    from gamelib.core.paths import open_output, write_output

    target = tmp_path / "victim"
    target.write_text("keep me\n")
    (tmp_path / "day.jsonl").symlink_to(target)
    os.mkfifo(tmp_path / "fifo.jsonl")
    new_roster(tmp_path / "class.roster", ["alice", "bob"])
    for log, said in (("day.jsonl", "is a symbolic link"), ("fifo.jsonl", "is not a regular file")):
        server = OthelloServer(ServerConfig(port=0, log_path=tmp_path / log, tournament=60,
                                            roster=tmp_path / "class.roster"))
        with pytest.raises(ValueError, match=said):
            run(server.start())
    assert target.read_text() == "keep me\n"
    (tmp_path / "day.html").symlink_to(target)
    write_output(tmp_path / "day.html", "<p>standings</p>")
    assert target.read_text() == "keep me\n" and not (tmp_path / "day.html").is_symlink()
    assert (tmp_path / "day.html").read_text() == "<p>standings</p>"
    with pytest.raises(ValueError, match="is not a regular file"):
        write_output(tmp_path / "fifo.jsonl", "x")
    os.close(open_output(tmp_path / "ok.jsonl"))  # a regular file is fine
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".part")]


def test_the_server_s_default_seed_is_drawn_and_said():
    """Red team 50 item 7: with seed 0 every tournament's victory cells could be read off the
    source; the command's default (None) draws one, which the log says (to replay a run)."""
    drawn = {ServerConfig(seed=None).seed for _ in range(3)}
    assert len(drawn) == 3 and all(isinstance(seed, int) for seed in drawn)
    assert ServerConfig(seed=7).seed == 7
    from gamelib.cli import othello_server
    import argparse
    parser = argparse.ArgumentParser()
    othello_server.configure(parser)
    assert parser.parse_args(["--port", "0"]).seed is None
