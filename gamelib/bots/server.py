"""The Othello match server and client (source 001, §II.4: server, client, bot, shared settings).

Wire format: one JSON object per line (UTF-8, ``\\n``-terminated), at most
``max_message`` bytes.  The server speaks first.

Server to client::

    {"type": "hello", "protocol": 2, "you": "BLACK", "victory_cell": "a1 c7 d5 g4 f3",
     "time_per_move": 2.0, "rule": "course: ..."}
    {"type": "move", "id": 7, "victory_cell": "a1 c7 d5 g4 f3", "cell": "E E ...\\n...", "you": "BLACK"}
    {"type": "end", "winner": "BLACK" | "WHITE" | null, "reason": "...", "opponent": "bob",
     "moves": ["d3", "c5", ...], "discs": {"BLACK": 40, "WHITE": 24}}
    {"type": "error", "reason": "..."}     (a refusal; the server then closes the connection)

The opponent is named only in a game's ``end``: nothing said before the game is over tells a
client whom it plays (a student's second client could otherwise surrender to its owner).

Client to server, answering each ``move`` request within ``time_per_move``
seconds with the three inputs of the bot function, echoing the request's ``id``::

    {"move": "d3", "id": 7}          or   {"move": "NULL", "id": 7}   (surrender)

Every ``move`` request carries an ``id`` (1, 2, ... on each connection). An answer whose ``id``
names an earlier request came too late: it is dropped and the server keeps waiting for this one's.
An answer without an ``id`` is still taken, but every line already waiting unread when a request
is sent is dropped first. So one late answer costs that move (that game) and nothing after it.

Tournament mode (``--tournament SECONDS --roster FILE``) takes its entrants from the class
roster (:mod:`gamelib.bots.roster`). The server says ``{"type": "welcome", ...}``; the client
answers within ``hello_timeout`` seconds with ``{"type": "join", "name": "alice", "token":
"..."}`` and is told ``{"type": "joined", "name": "alice"}``, or refused with an ``error`` that
says why: a name and token that are not a pair on the roster (one text, whatever the name: names
cannot be guessed one at a time), a name already connected, a full tournament, no join in time.
Nobody is renamed. Connections are capped (``max_connections``, and ``max_per_address`` from one
source address; at a cap the oldest connection that has not joined is closed to make room, a
joined one never) and so are entrants (``max_entrants``); the round robin starts when the window
ends or everyone on the roster has joined, in an order drawn at random then. The roster is what
its file says now: it is read again when the file changes (checked at every join and before
every game) or on SIGHUP, and an entrant whose token was reissued or whose name was removed is
dropped before its next game.

**The server never waits on one client.** Every send has a deadline (``send_timeout``): a client
that does not take what it is sent in time -- it stopped reading, its buffers are full -- is cut
off (its connection aborted) and forfeits that game and every later one as ``unread``, named so
in the log and the standings. The goodbyes go out side by side and closing has the same
deadline, so the standings and the shutdown wait on no socket. What crosses this boundary, and
within what size and time: ``gamelib/bots/BOUNDARIES.md``.

The game is the assignment's variant: five victory cells drawn per match (from
the server's seed), no passing.  A move past the time limit, an illegal move, a
malformed or oversized message, or a client that vanishes ends that match as a
forfeit: the opponent wins and the reason is logged.  Other matches go on.
Every finished match is appended to the results log as one JSON line, flushed
and fsynced, in the same form as tournament day's records
(:func:`gamelib.bots.tournament_day.game_record`) plus the match's number and time.
"""

from __future__ import annotations

import asyncio
import collections
import functools
import importlib.util
import itertools
import logging
import os
import random
import signal
import socket
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamelib.bots.names import shown
from gamelib.bots.untrusted import json_line
from gamelib.bots.tournament_day import forced_pass, game_record, referee
from gamelib.bots.sandbox import BotFault
from gamelib.arena.tournament import round_robin_rounds
from gamelib.arena.workers import worker_pool
from gamelib.engines.othello_bot import board_to_cell, bot
from gamelib.games.othello import (BLACK, PASS, RULES, WHITE, Othello, random_victory_cells,
                                   square_name)
from gamelib.core.paths import open_output
from gamelib.core.validate import loads_json, seconds, whole

#: what every hello says of the rules (the variant: no passing, assignment 001 §II.1 rule 4)
RULE_IN_FORCE = ("course: " + RULES["course"] + "; five victory cells, holding all of them wins "
                 "at once; answer NULL to surrender")

log = logging.getLogger("gamelib.othello_server")
#: 2: a tournament's join gives a token; the opponent is named in the end, not the hello
PROTOCOL = 2


class Forfeit(Exception):
    """A player loses the match by a fault: ``reason`` says why, ``kind`` is a kind of
    :data:`gamelib.bots.sandbox.FAULT_KINDS`."""

    def __init__(self, side: str, reason: str, kind: str):
        super().__init__(reason)
        self.side, self.reason, self.kind = side, reason, kind


def encode(message: dict[str, Any]) -> bytes:
    """One wire line: JSON in UTF-8, every unprintable character escaped (a client's words
    quoted in a reason stay one line for any reader)."""
    return json_line(message).encode("utf-8")


async def read_message(reader: asyncio.StreamReader, limit: int) -> dict[str, Any]:
    """One JSON object line; ValueError for a malformed or oversized line, EOFError at the end."""
    try:
        line = await reader.readuntil(b"\n")
    except asyncio.IncompleteReadError as exc:
        if exc.partial:
            raise ValueError("message not terminated by a newline") from None
        raise EOFError("the connection was closed") from None
    except asyncio.LimitOverrunError:
        raise ValueError(f"message longer than {limit} bytes") from None
    if len(line) > limit:
        raise ValueError(f"message longer than {limit} bytes")
    message = loads_json(line, "the message")
    if not isinstance(message, dict):
        raise ValueError("a message must be a JSON object")
    return message


def discard_buffered(reader: asyncio.StreamReader) -> int:
    """Drop every complete line ``reader`` holds unread (answers that came after their request
    had timed out), keeping a partial line; returns the bytes dropped. Called before a move
    request, so an answer without an ``id`` that was already late is never read as the next."""
    buffered = getattr(reader, "_buffer", None)  # asyncio's StreamReader keeps a bytearray
    if not buffered:
        return 0
    cut = buffered.rfind(b"\n") + 1
    del buffered[:cut]
    return cut


class Unread(ConnectionError):
    """A client did not take what it was sent within the send deadline; it is cut off."""


@dataclass(eq=False)  # one connection is equal to itself only (and kept in sets)
class Remote:
    """A connected client. Every send has a deadline: a client that does not take what it is
    sent within ``timeout`` seconds (it stopped reading; its buffers are full) is cut off at once
    -- its connection aborted, never waited on again -- and :class:`Unread` is raised."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    name: str
    gone: bool = False  # disconnected: it forfeits its later games without being asked
    why: str = "disconnected before this game"  # said of its later games, when gone
    kind: str = "closed"                         # their forfeits' kind
    address: str = ""   # the source address it connected from (the per-address cap)
    entry: tuple[str, str, str] | None = None   # the roster entry it joined with
    asked: int = 0      # move requests sent: each carries its number as "id"
    stale: int = 0      # answers dropped as late (naming an earlier request)

    async def send(self, message: dict[str, Any], timeout: float = 10.0) -> None:
        if self.gone:
            raise ConnectionError(self.why)
        self.writer.write(encode(message))
        try:
            await asyncio.wait_for(self.writer.drain(), timeout)
        except asyncio.TimeoutError:
            self.cut(f"did not take what the server sent within {timeout:g} s", "unread")
            raise Unread(self.why) from None

    def cut(self, why: str, kind: str = "closed") -> None:
        """Gone now, for ``why``: the connection is aborted (what is still buffered is dropped),
        so nothing ever waits on it again."""
        if not self.gone:
            self.gone, self.why, self.kind = True, why, kind
        self.writer.transport.abort()

    async def close(self, timeout: float = 10.0) -> None:
        """Close, waiting at most ``timeout`` seconds for what is buffered to leave; then abort."""
        if self.gone:
            self.writer.transport.abort()
            return
        try:
            self.writer.close()
            await asyncio.wait_for(self.writer.wait_closed(), timeout)
        except asyncio.TimeoutError:
            self.writer.transport.abort()
        except (ConnectionError, OSError):
            pass


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 0
    bot: str = "strong"
    time_per_move: float = 2.0
    pair: bool = False
    log_path: Path = Path("othello-results.jsonl")
    #: the victory cells' seed; None draws one at random (logged, so the run can be replayed)
    seed: int | None = 0
    max_message: int = 4096
    #: tournament mode: seconds to wait for clients, then a round robin among them
    tournament: float = 0.0
    games: int = 2
    #: tournament mode: the class roster (gamelib.bots.roster), the only names that may join
    roster: Path | None = None
    #: seconds a client has to join after it connects (tournament mode)
    hello_timeout: float = 5.0
    #: entrants a tournament takes, and connections open at once (joining, playing, waiting)
    max_entrants: int = 64
    max_connections: int = 256
    #: connections open at once from one source address (a class behind one NAT gets in)
    max_per_address: int = 96
    #: seconds a client has to take each message it is sent; past it, it is cut off and forfeits
    send_timeout: float = 10.0
    #: bytes held for one client before a send waits for it to read: its socket's send buffer,
    #: and as much again queued in the server (a client that reads nothing costs no more)
    send_buffer: int = 65536

    def __post_init__(self) -> None:
        if self.seed is None:  # cells nobody can read off the source beforehand
            self.seed = random.SystemRandom().randrange(1 << 31)
        self.seed = whole(self.seed, "seed", -(1 << 63), 1 << 63)
        self.tournament = seconds(self.tournament, "tournament", 0, 24 * 3600)
        self.games = whole(self.games, "games", 1, 1000)
        self.hello_timeout = seconds(self.hello_timeout, "hello_timeout", 0.01, 600)
        self.max_entrants = whole(self.max_entrants, "max_entrants", 2, 10_000)
        self.max_connections = whole(self.max_connections, "max_connections", 1, 100_000)
        self.max_per_address = whole(self.max_per_address, "max_per_address", 1, 100_000)
        self.send_timeout = seconds(self.send_timeout, "send_timeout", 0.01, 600)
        self.send_buffer = whole(self.send_buffer, "send_buffer", 1, 1 << 24)
        if self.tournament and self.roster is None:
            raise ValueError("a networked tournament takes its entrants from a class roster: make "
                             "one with `python -m gamelib othello-roster new FILE NAME...`, hand "
                             "out the tokens it prints, and start the server with --roster FILE")
        self.time_per_move = seconds(self.time_per_move, "time_per_move", 0.05, 3600)
        self.port = whole(self.port, "port", 0, 65535)
        self.max_message = whole(self.max_message, "max_message", 64, 1 << 20)


@dataclass
class OthelloServer:
    """Serves matches: each client against the server's bot, or (``pair``) against the next client."""

    config: ServerConfig
    executor: Executor | None = None
    results: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._numbers = itertools.count(1)
        self._waiting: Remote | None = None
        self._tasks: set[asyncio.Task] = set()
        self._joining: set[asyncio.Task] = set()
        self._server: asyncio.base_events.Server | None = None
        self._log_lock = asyncio.Lock()
        self.address: tuple[str, int] | None = None
        self.connections: set[Remote] = set()  # open now: joining, playing or waiting
        self.refusals: collections.deque[str] = collections.deque(maxlen=1000)  # the latest, as told
        self._entrants: dict[str, Remote] = {}
        self._window_open = False
        self._start_now = asyncio.Event()
        self._per_address: collections.Counter[str] = collections.Counter()  # open, by address
        #: connected in the window, not joined yet (oldest first), each with its join's task
        self._pending: dict[Remote, asyncio.Task] = {}
        self.evicted = 0  # connections closed to make room for newer ones
        self._playing = False  # the round robin has started: entrants are dropped between games
        self._roster = None
        self._roster_stamp: tuple[int, int, int] | None = None
        if self.config.roster is not None:
            from gamelib.bots.roster import load_roster

            self._roster_stamp = self._stamp()
            self._roster = load_roster(self.config.roster)

    async def start(self) -> tuple[str, int]:
        """Listen (127.0.0.1 unless told otherwise); returns the address actually bound."""
        if self.config.log_path is not None:  # a log that cannot be written is said at once
            self.config.log_path.parent.mkdir(parents=True, exist_ok=True)
            os.close(open_output(self.config.log_path))
        self._server = await asyncio.start_server(self._accept, self.config.host, self.config.port,
                                                  limit=self.config.max_message + 2)
        self.address = self._server.sockets[0].getsockname()[:2]
        log.info("serving on %s:%s (bot %s, %.1fs per move, %s; seed %d: --seed %d replays "
                 "its victory cells)", *self.address, self.config.bot, self.config.time_per_move,
                 "pairing clients" if self.config.pair else "one bot per client",
                 self.config.seed, self.config.seed)
        return self.address

    async def serve_forever(self) -> None:
        if self._server is None:
            await self.start()
        async with self._server:
            await self._server.serve_forever()

    async def close(self) -> None:
        """Stop listening, cancel what is still running and abort every connection left open:
        the shutdown waits on no socket."""
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks) + list(self._joining):
            task.cancel()
        for client in list(self.connections):
            client.cut("the server closed")
            self._forget(client)
        if self._server is not None:
            try:
                await asyncio.wait_for(self._server.wait_closed(), self.config.send_timeout)
            except asyncio.TimeoutError:
                log.warning("closing: the listening socket did not close within %g s",
                            self.config.send_timeout)

    async def wait_idle(self, timeout: float = 60) -> None:
        """Wait until every match started so far has finished."""
        deadline = time.monotonic() + timeout
        while self._tasks and time.monotonic() < deadline:
            await asyncio.sleep(0.05)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        client = Remote(reader, writer, f"{peer[0]}:{peer[1]}" if peer else "client",
                        address=str(peer[0]) if peer else "")
        connection = writer.get_extra_info("socket")
        try:  # what a client that does not read can make the server hold, bounded
            connection.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.config.send_buffer)
        except (AttributeError, OSError):
            pass
        writer.transport.set_write_buffer_limits(high=self.config.send_buffer)
        # at a cap, the oldest connection that has not joined makes room (idle ones cannot hold
        # the window); only when every one has joined is the newcomer refused
        if (self._per_address[client.address] >= self.config.max_per_address
                and not self._evict(client.address)):
            await self._refuse(client, f"too many connections from your address "
                                       f"({self.config.max_per_address} open); close one first",
                               retry=True)
            return
        if len(self.connections) >= self.config.max_connections and not self._evict(None):
            await self._refuse(client, f"the server is full ({self.config.max_connections} "
                                       "connections open); try again later", retry=True)
            return
        self.connections.add(client)
        self._per_address[client.address] += 1
        if self.config.tournament:
            if not self._window_open:
                await self._refuse(client, "the tournament is not taking entrants now")
                return
            joining = asyncio.create_task(self._join(client))
            self._pending[client] = joining
            self._joining.add(joining)
            joining.add_done_callback(self._joining.discard)
            return
        if self.config.pair:
            if self._waiting is None:
                self._waiting = client
                return
            first, self._waiting = self._waiting, None
            number = next(self._numbers)
            seats: dict[str, Any] = {BLACK: first, WHITE: client}
        else:
            number = next(self._numbers)
            client_side = BLACK if number % 2 else WHITE  # alternate colours between matches
            seats = {client_side: client, (WHITE if client_side == BLACK else BLACK): self.config.bot}
        task = asyncio.create_task(self._match(number, seats))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _match(self, number: int, seats: dict[str, Any], *,
                     round_game: dict[str, Any] | None = None) -> dict[str, Any]:
        """Play one match. In a tournament, ``round_game`` holds its ``key``, ``pairing``,
        ``index`` and ``round``: the victory cells follow the game's index (the same for every
        pairing), connections stay open, and the record has the tournament's form."""
        cells_number = round_game["index"] // 2 if round_game else number
        victory = random_victory_cells(self.config.seed * 1_000_003 + cells_number)
        game = Othello(victory_cells=victory)
        victory_text = " ".join(square_name(c) for c in sorted(victory))
        names = {side: (seat.name if isinstance(seat, Remote) else f"bot:{seat}")
                 for side, seat in seats.items()}
        moves: list[str] = []
        state = game.initial_state()
        faults: list[tuple[str, BotFault]] = []
        surrendered = None
        try:
            for side, seat in seats.items():
                if isinstance(seat, Remote):
                    if seat.gone:
                        raise Forfeit(side, seat.why, seat.kind)
                    await self._send(seat, side, {  # whom it plays is told at the end only
                        "type": "hello", "protocol": PROTOCOL, "you": side, "victory_cell": victory_text,
                        "time_per_move": self.config.time_per_move, "rule": RULE_IN_FORCE})
            while not game.is_terminal(state):
                side = state.to_move
                if forced_pass(game, state):  # standard rules: nobody is asked
                    moves.append("pass")
                    state = game.successor(state, PASS)
                    continue
                request = {"victory_cell": victory_text, "cell": board_to_cell(state), "you": side}
                answer = await self._ask(seats[side], side, request)
                try:
                    action = referee(game, state, answer)
                except BotFault as fault:
                    raise Forfeit(side, fault.detail, fault.kind) from None
                if action is None:
                    surrendered = side
                    break
                moves.append(square_name(action))
                state = game.successor(state, action)
        except Forfeit as lost:
            faults.append((lost.side, BotFault(lost.kind, lost.reason)))
            if lost.kind == "closed" and isinstance(seats[lost.side], Remote):
                seats[lost.side].gone = True
        # the record has the tournament's form (bot_tournament.game_record), with this match's
        # number and time, and in a tournament the game's key, pairing, index and round
        result = {"match": number, "time": time.strftime("%Y-%m-%dT%H:%M:%S"),
                  **(round_game or {}),
                  **({"first": names[BLACK], "second": names[WHITE]} if round_game else {}),
                  **game_record(game, state, names, moves, faults=faults, surrendered=surrendered)}
        if faults or surrendered:
            log.warning("match %s: %s", number, result["reason"])
        for side, seat in seats.items():
            if not isinstance(seat, Remote):
                continue
            if not seat.gone:
                try:
                    await seat.send({"type": "end", "winner": result["winner_side"],
                                     "reason": result["reason"],
                                     "opponent": names[WHITE if side == BLACK else BLACK],
                                     "moves": moves, "discs": result["discs"],
                                     "more": round_game is not None}, self.config.send_timeout)
                except (ConnectionError, OSError):
                    seat.gone = True
            if round_game is None:
                await self._close(seat)
        await self._record(result)
        return result

    # -- tournament mode ---------------------------------------------------------------------
    async def run_tournament(self) -> Any:
        """Take entrants from the roster for ``config.tournament`` seconds (or until everyone on
        it has joined, or :meth:`stop_taking_entrants`), then play a round robin among them
        (``config.games`` games a pairing, colours alternating); returns the Tournament. With
        fewer than two entrants nothing is played: each is told so, and the Tournament has no
        games (:func:`no_tournament` says why)."""
        from gamelib.arena.tournament import Tournament

        if self._roster is None:
            raise ValueError("tournament mode needs a roster (ServerConfig.roster)")
        if self._server is None:
            await self.start()
        self._window_open = True
        try:
            await asyncio.wait_for(self._start_now.wait(), self.config.tournament)
        except asyncio.TimeoutError:
            pass
        self._window_open = False
        for client in list(self._pending):  # connected, never joined: told so, not waited for
            self._dismiss(client, "the tournament is not taking entrants now (its joining "
                                  "window has closed)")
        await asyncio.gather(*list(self._joining), return_exceptions=True)
        players = list(self._entrants)
        random.SystemRandom().shuffle(players)  # no schedule to read off the roster beforehand
        result = Tournament("othello", players)
        log.info("tournament: %d entrants: %s", len(players),
                 ", ".join(shown(p) for p in players) or "none")
        if len(players) < 2:
            await self._say_goodbyes({"type": "tournament-end",
                                      "reason": no_tournament(result)})  # (no roster size)
            return result
        number = 0
        self._playing = True
        rounds = list(enumerate(round_robin_rounds(players), 1))
        # one game of every pairing, then the next, the rounds in a new random order each time:
        # an entrant's consecutive games are against different opponents, so a game's end
        # (which names the opponent) does not tell whom the next one is against
        schedule = []
        for index in range(self.config.games):
            random.SystemRandom().shuffle(rounds)
            schedule += [(round_number, pairs, index) for round_number, pairs in rounds]
        for round_number, pairs, index in schedule:
            self.reload_roster()  # a token reissued or a name removed: dropped before this game
            self._drop_stale()
            games = []
            for a, b in pairs:
                black, white = (a, b) if index % 2 == 0 else (b, a)
                number += 1
                seats = {BLACK: self._entrants[black], WHITE: self._entrants[white]}
                info = {"key": f"{a}|{b}|{index}", "pairing": [a, b], "index": index,
                        "round": round_number}
                games.append(self._match(number, seats, round_game=info))
            result.results.extend(await asyncio.gather(*games))
        self._playing = False
        await self._say_goodbyes({"type": "tournament-end", "standings": result.standings()})
        return result

    async def _say_goodbyes(self, message: dict[str, Any]) -> None:
        """``message`` to every entrant at once, then each connection closed: together they
        take at most two send deadlines, whoever does not read."""
        await asyncio.gather(*(self._say_goodbye(client, message)
                               for client in list(self._entrants.values())))

    # -- the roster, as the file says now ---------------------------------------------------
    def _stamp(self) -> tuple[int, int, int] | None:
        try:
            found = os.stat(self.config.roster)
        except OSError:
            return None
        return (found.st_ino, found.st_size, found.st_mtime_ns)

    def reload_roster(self, force: bool = False) -> bool:
        """Read the roster file again if it changed since it was read (its inode, size or time:
        ``othello-roster`` replaces the file whole) or when ``force`` (SIGHUP); True if a new
        roster is now in force. A file that no longer reads as a roster is logged, and the last
        good one stays in force. Entrants it no longer admits are dropped by :meth:`_drop_stale`
        (at once in the window, between games once the round robin has started)."""
        from gamelib.bots.roster import load_roster

        if self.config.roster is None:
            return False
        stamp = self._stamp()
        if stamp == self._roster_stamp and not force:
            return False
        self._roster_stamp = stamp  # a broken file is said once, not at every join
        try:
            roster = load_roster(self.config.roster)
        except (ValueError, OSError) as exc:
            log.warning("tournament: the roster cannot be read now (%s); the last one read stays "
                        "in force", exc)
            return False
        self._roster = roster
        count = len(roster.names)
        log.info("tournament: the roster was read again (%d name%s)", count, "" if count == 1 else "s")
        if not self._playing:
            self._drop_stale()
        return True

    def _drop_stale(self) -> None:
        """Cut off every joined entrant whose name and token are no longer on the roster as it
        joined with them (reissued or removed): it forfeits its later games."""
        current = set(self._roster.entries) if self._roster is not None else set()
        for name, client in list(self._entrants.items()):
            if client.entry is None or client.entry in current:
                continue
            if not client.gone:
                client.cut("its token is no longer on the class roster (reissued or removed)")
                self._forget(client)
                log.warning("tournament: %s dropped: its token is no longer on the roster",
                            shown(name))
            if not self._playing:  # in the window it is no entrant at all: the name is free
                del self._entrants[name]

    def stop_taking_entrants(self) -> None:
        """Close the tournament's window now: the round robin starts with whoever has joined."""
        self._start_now.set()

    @property
    def entrants(self) -> list[str]:
        """The names that have joined so far, in the order they joined."""
        return list(self._entrants)

    def _evict(self, address: str | None) -> bool:
        """Close the oldest connection that has not joined yet (from ``address``, or any when
        None) to make room for a newcomer; False when there is none (every one has joined, or
        the window is closed). A joined connection is never evicted. The evicted one is told
        so, with ``"retry": true`` (othello-client connects again)."""
        if not (self.config.tournament and self._window_open):
            return False
        victim = next((c for c in self._pending if address is None or c.address == address), None)
        if victim is None:
            return False
        self.evicted += 1
        self._dismiss(victim, "closed to make room: you had not joined and the server is full; "
                              "try again", retry=True)
        return True

    def _dismiss(self, client: Remote, reason: str, retry: bool = False) -> None:
        """Stop waiting for ``client``'s join now: its join is cancelled, it is told ``reason``
        and its connection closed (aborted if that takes more than ``send_timeout``)."""
        joining = self._pending.get(client)
        if joining is not None and joining is not asyncio.current_task():
            joining.cancel()
        self._forget(client)
        self.refusals.append(reason)
        client.gone, client.why = True, reason
        try:
            client.writer.write(encode({"type": "error", "reason": reason,
                                        **({"retry": True} if retry else {})}))
            client.writer.close()  # what is written leaves, then the connection closes (an EOF
        except (ConnectionError, OSError, RuntimeError):  # for its join, were the cancel lost)
            pass
        asyncio.get_running_loop().call_later(self.config.send_timeout, client.writer.transport.abort)

    def _forget(self, client: Remote) -> None:
        """No longer counted among the open connections (nor its address's)."""
        self._pending.pop(client, None)
        if client in self.connections:
            self.connections.discard(client)
            self._per_address[client.address] -= 1
            if self._per_address[client.address] <= 0:
                del self._per_address[client.address]

    async def _close(self, client: Remote) -> None:
        self._forget(client)
        await client.close(self.config.send_timeout)

    async def _say_goodbye(self, client: Remote, message: dict[str, Any]) -> None:
        if not client.gone:
            try:
                await client.send(message, self.config.send_timeout)
            except (ConnectionError, OSError):
                pass
        await self._close(client)

    async def _refuse(self, client: Remote, reason: str, retry: bool = False) -> None:
        """Tell a client why it is refused (``retry``: a full server, worth trying again soon),
        then close its connection."""
        self.refusals.append(reason)
        log.warning("refused %s: %s", client.name, reason)
        await self._say_goodbye(client, {"type": "error", "reason": reason,
                                         **({"retry": True} if retry else {})})

    async def _join(self, client: Remote) -> None:
        """Greet a client in the window; it joins with a name on the roster and that name's
        token within ``hello_timeout`` seconds, or is refused and disconnected."""
        limit = self.config.hello_timeout
        try:
            await client.send({"type": "welcome", "protocol": PROTOCOL, "mode": "tournament",
                               "games_per_pairing": self.config.games,
                               "time_per_move": self.config.time_per_move,
                               "hello_timeout": limit, "rule": RULE_IN_FORCE},
                              self.config.send_timeout)
            message = await asyncio.wait_for(read_message(client.reader, self.config.max_message), limit)
        except asyncio.TimeoutError:
            return await self._refuse(client, f"no join message within {limit:g} s of connecting")
        except ValueError as exc:
            return await self._refuse(client, f"malformed join message: {exc}")
        except (EOFError, ConnectionError, OSError):
            return await self._close(client)
        if message.get("type") != "join":
            return await self._refuse(client, 'expected {"type": "join", "name": NAME, "token": TOKEN}')
        name, token = message.get("name"), message.get("token")
        if token is None:
            return await self._refuse(client, "a tournament's join gives the token the teacher "
                                              "handed out with the name (othello-client --token-file)")
        self.reload_roster()  # the roster as the file says now (a token reissued in the window)
        problem = self._roster.problem(name, token)
        if problem:
            return await self._refuse(client, problem)
        there = self._entrants.get(name)
        if there is not None and not (there.gone or there.reader.at_eof()):
            return await self._refuse(client, f"{shown(name)} is already connected; one "
                                              "connection a name")
        if there is None and len(self._entrants) >= self.config.max_entrants:
            return await self._refuse(client, f"the tournament is full ({self.config.max_entrants} "
                                              "entrants)")
        if there is not None:  # the earlier connection is gone: this one takes its place
            await self._close(there)
        if client.gone:  # evicted while its join was read
            return await self._close(client)
        self._pending.pop(client, None)  # joined: never evicted
        client.name = name
        client.entry = self._roster.entry(name)
        self._entrants[name] = client
        log.info("tournament: %s joined", shown(name))
        try:
            await client.send({"type": "joined", "name": name}, self.config.send_timeout)
        except (ConnectionError, OSError):
            client.gone = True
        if len(self._entrants) >= min(len(self._roster.names), self.config.max_entrants):
            self._start_now.set()  # everyone is here

    async def _send(self, seat: Remote, side: str, message: dict[str, Any]) -> None:
        try:
            await seat.send(message, self.config.send_timeout)
        except Unread as exc:
            raise Forfeit(side, str(exc), "unread") from None
        except (ConnectionError, OSError):
            raise Forfeit(side, seat.why if seat.gone else "disconnected", seat.kind) from None

    async def _ask(self, seat: Any, side: str, request: dict[str, Any]) -> str:
        if not isinstance(seat, Remote):  # the server's own bot, in a worker
            loop = asyncio.get_running_loop()
            call = functools.partial(bot, request["victory_cell"], request["cell"], side, level=seat,
                                     time_limit=max(0.05, self.config.time_per_move * 0.8))
            return await loop.run_in_executor(self.executor, call)
        seat.asked += 1
        number = seat.asked
        discard_buffered(seat.reader)  # a late answer to an earlier request, already here
        await self._send(seat, side, {"type": "move", "id": number, **request})
        deadline = asyncio.get_running_loop().time() + self.config.time_per_move
        try:
            while True:  # an answer naming an earlier request is late: dropped, not read as this one
                left = deadline - asyncio.get_running_loop().time()
                if left <= 0:
                    raise asyncio.TimeoutError
                message = await asyncio.wait_for(read_message(seat.reader, self.config.max_message),
                                                 left)
                if message.get("id", number) == number:
                    break
                seat.stale += 1
        except asyncio.TimeoutError:
            raise Forfeit(side, f"no move within {self.config.time_per_move:g} s", "timeout") from None
        except EOFError:
            raise Forfeit(side, "disconnected", "closed") from None
        except (ConnectionError, OSError):
            raise Forfeit(side, "disconnected", "closed") from None
        except ValueError as exc:
            raise Forfeit(side, f"malformed message: {exc}", "garbage") from None
        move = message.get("move")
        if not isinstance(move, str):
            raise Forfeit(side, 'malformed message: expected {"move": "d3"} or {"move": "NULL"}',
                          "garbage")
        return move

    async def _record(self, result: dict[str, Any]) -> None:
        async with self._log_lock:
            self.results.append(result)
            # written and synced in a thread: a slow disk holds up no other game's clock
            problem = await asyncio.to_thread(self._append, result)
        if problem:
            log.error("match %s not logged: %s", result["match"], problem)
        else:
            log.info("match %s: %s", result["match"], result["reason"])

    def _append(self, result: dict[str, Any]) -> str | None:
        """Add ``result`` to the log, on disk when this returns; why it could not, or None."""
        path = self.config.log_path
        path.parent.mkdir(parents=True, exist_ok=True)
        try:  # never through a link, never into a FIFO (a folder others may write into)
            descriptor = open_output(path)
        except ValueError as exc:
            return str(exc)
        with os.fdopen(descriptor, "a", encoding="utf-8") as handle:
            handle.write(json_line(result))
            handle.flush()
            os.fsync(handle.fileno())
        return None


def no_tournament(result: Any, roster: tuple[str, ...] | list[str] = ()) -> str | None:
    """Why a networked tournament played nothing (fewer than two entrants joined), or None.

    >>> from gamelib.arena.tournament import Tournament
    >>> no_tournament(Tournament("othello", []), ["alice", "bob"])
    'no entrant joined (2 names on the roster): nothing was played'
    >>> no_tournament(Tournament("othello", ["alice"]), ["alice", "bob"])
    "only 'alice' joined (2 names on the roster); a tournament needs two: nothing was played"

    Without ``roster`` (what an entrant is told) the roster's size is not said:

    >>> no_tournament(Tournament("othello", ["alice"]))
    "only 'alice' joined; a tournament needs two: nothing was played"
    """
    players = list(result.players)
    if len(players) >= 2:
        return None
    on_roster = f" ({len(roster)} name{'s' if len(roster) != 1 else ''} on the roster)" if roster else ""
    if not players:
        return f"no entrant joined{on_roster}: nothing was played"
    return f"only {shown(players[0])} joined{on_roster}; a tournament needs two: nothing was played"


# -- the client ------------------------------------------------------------------------------

def load_bot(spec: str) -> Callable[[str, str, str], str]:
    """A student's bot ``"path/to/file.py:function"`` with the signature of :func:`bot`."""
    path, _, name = spec.rpartition(":")
    if not path or not name:
        raise ValueError(f"--bot-module must look like path/to/bot.py:function, got {spec!r}")
    if not Path(path).is_file():
        raise ValueError(f"no such file {path!r}")
    module_spec = importlib.util.spec_from_file_location("student_bot", path)
    module = importlib.util.module_from_spec(module_spec)
    try:
        module_spec.loader.exec_module(module)
    except SyntaxError as exc:
        raise ValueError(f"{path} has a syntax error on line {exc.lineno}: {exc.msg}") from None
    except Exception as exc:  # the student's code failed as it was imported: say how
        raise ValueError(f"{path} failed when it was loaded: {type(exc).__name__}: {exc}") from None
    function = getattr(module, name, None)
    if not callable(function):
        raise ValueError(f"{path} has no function {name!r}")
    return function


async def play_client(host: str, port: int, choose: Callable[[str, str, str], str], *,
                      max_message: int = 4096, name: str | None = None, token: str | None = None,
                      transcript: list[dict[str, Any]] | None = None, retries: int = 0,
                      backoff: float = 0.25) -> dict[str, Any]:
    """Connect, answer every move request with ``choose(victory_cell, cell, you)``, and return
    the server's end message -- in a tournament (the server says "welcome"), join as ``name``
    with its ``token`` from the roster, play every game, and return the final message with each
    game's end under ``"games"``; a refusal is returned as the server's ``error`` message.
    Every message the server sent is appended to ``transcript`` when one is given.

    A refusal the server marks ``"retry"`` (it is full, or closed this connection to make room)
    or a connection reset before any game is tried again up to ``retries`` times, waiting
    ``backoff`` seconds, then twice as long each time."""
    for attempt in range(retries + 1):
        seen: list[dict[str, Any]] = []
        try:
            end = await _play_once(host, port, choose, max_message, name, token, seen)
        except ConnectionError:
            if attempt == retries or any(m.get("type") in ("hello", "move") for m in seen):
                raise
            end = {"type": "error", "retry": True, "reason": "the connection was reset"}
        finally:
            if transcript is not None:
                transcript.extend(seen)
        if not (end.get("type") == "error" and end.get("retry")) or attempt == retries:
            return end
        await asyncio.sleep(backoff * 2 ** attempt)
    return end


async def _play_once(host: str, port: int, choose: Callable[[str, str, str], str],
                     max_message: int, name: str | None, token: str | None,
                     transcript: list[dict[str, Any]]) -> dict[str, Any]:
    """One connection of :func:`play_client`."""
    reader, writer = await asyncio.open_connection(host, port, limit=max_message * 64)
    loop = asyncio.get_running_loop()
    ends: list[dict[str, Any]] = []
    try:
        while True:
            try:
                message = await read_message(reader, max_message * 64)
            except EOFError:
                return {"type": "closed", "games": ends}
            transcript.append(message)
            kind = message.get("type")
            if kind == "welcome":
                join = {"type": "join", **({"name": name} if name else {}),
                        **({"token": token} if token is not None else {})}
                writer.write(encode(join))
                await writer.drain()
            elif kind == "move":
                move = await loop.run_in_executor(
                    None, choose, message["victory_cell"], message["cell"], message["you"])
                # the request's id echoed: a late answer is then never taken for a later one
                writer.write(encode({"move": move, **({"id": message["id"]}
                                                      if "id" in message else {})}))
                await writer.drain()
            elif kind == "end" and message.get("more"):
                ends.append(message)
            elif kind in ("end", "error"):
                return message
            elif kind == "tournament-end":
                return {**message, "games": ends}
    finally:
        writer.close()


def serve(config: ServerConfig) -> Any:
    """Run the server until interrupted (``python -m gamelib othello-server``); in tournament
    mode, until the tournament is over, returning its Tournament."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")

    async def main() -> Any:
        if config.tournament:
            server = OthelloServer(config)
            # kill -HUP: read the roster again now -- handled before "serving on" is said, so a
            # teacher (or a script) who signals as soon as it is said never ends the server
            if hasattr(signal, "SIGHUP"):
                asyncio.get_running_loop().add_signal_handler(
                    signal.SIGHUP, functools.partial(server.reload_roster, True))
            await server.start()
            try:
                return await server.run_tournament()
            finally:
                await server.close()
        with worker_pool(max(1, (os.cpu_count() or 2))) as pool:
            server = OthelloServer(config, executor=pool)
            await server.serve_forever()

    try:
        return asyncio.run(main())
    except KeyboardInterrupt:
        return None


def loopback_match(clients: list[Callable[[str, str, str], str]], *, server_bot: str = "weak",
                   time_per_move: float = 2.0, log_path: Path | None = None,
                   seed: int = 0) -> dict[str, Any]:
    """Start a server on 127.0.0.1, let the client bots play, and return what happened.

    With two ``clients`` they are paired against each other; with one it plays
    the server's bot.  Runs its own event loop in a worker thread, so it also
    works inside a notebook (whose loop is already running).  Returns the
    clients' end messages and the server's logged results.
    """
    import tempfile
    from concurrent.futures import ThreadPoolExecutor

    if len(clients) not in (1, 2):
        raise ValueError("give one client (against the server's bot) or two (against each other)")
    log_path = log_path or Path(tempfile.mkdtemp()) / "othello-results.jsonl"
    config = ServerConfig(port=0, bot=server_bot, time_per_move=time_per_move,
                          pair=len(clients) == 2, log_path=log_path, seed=seed)

    async def scenario() -> dict[str, Any]:
        server = OthelloServer(config)
        host, port = await server.start()
        ends = []
        for choose in clients:  # connect in order: the first client plays Black
            ends.append(asyncio.create_task(play_client(host, port, choose)))
            await asyncio.sleep(0.05)
        ends = await asyncio.gather(*ends)
        await server.wait_idle()
        await server.close()
        return {"address": f"{host}:{port}", "ends": ends, "results": server.results,
                "log": str(log_path)}

    with ThreadPoolExecutor(max_workers=1) as worker:
        return worker.submit(asyncio.run, scenario()).result()


def loopback_tournament(clients: dict[str, Callable[[str, str, str], str]], *, games: int = 2,
                        time_per_move: float = 2.0, log_path: Path | None = None,
                        seed: int = 0) -> dict[str, Any]:
    """The server's tournament mode on 127.0.0.1: a roster of ``clients``' names is made, then
    the clients (name -> bot function) connect, join with their tokens and play a round robin,
    which starts as soon as all have joined. Returns the Tournament and each client's last
    message. Runs its own event loop in a worker thread, so it also works inside a notebook."""
    import tempfile
    from concurrent.futures import ThreadPoolExecutor

    from gamelib.bots.roster import new_roster

    folder = Path(tempfile.mkdtemp())
    log_path = log_path or folder / "othello-tournament.jsonl"
    tokens = new_roster(folder / "class.roster", clients)
    config = ServerConfig(port=0, time_per_move=time_per_move, log_path=log_path, seed=seed,
                          tournament=600, games=games, roster=folder / "class.roster")

    async def scenario() -> dict[str, Any]:
        server = OthelloServer(config)
        host, port = await server.start()
        playing = asyncio.create_task(server.run_tournament())
        await asyncio.sleep(0)  # the window is open before anyone connects
        ends = await asyncio.gather(*(play_client(host, port, choose, name=name, token=tokens[name])
                                      for name, choose in clients.items()))
        result = await playing
        await server.close()
        return {"result": result, "ends": dict(zip(clients, ends)), "log": str(log_path)}

    with ThreadPoolExecutor(max_workers=1) as worker:
        return worker.submit(asyncio.run, scenario()).result()
