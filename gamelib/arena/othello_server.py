"""The Othello match server and client (source 001, §II.4: server, client, bot, shared settings).

Wire format: one JSON object per line (UTF-8, ``\\n``-terminated), at most
``max_message`` bytes.  The server speaks first.

Server to client::

    {"type": "hello", "protocol": 1, "you": "BLACK", "victory_cell": "a1 c7 d5 g4 f3",
     "time_per_move": 2.0, "opponent": "strong", "rule": "course: ..."}
    {"type": "move", "victory_cell": "a1 c7 d5 g4 f3", "cell": "E E ...\\n...", "you": "BLACK"}
    {"type": "end", "winner": "BLACK" | "WHITE" | null, "reason": "...",
     "moves": ["d3", "c5", ...], "discs": {"BLACK": 40, "WHITE": 24}}

Client to server, answering each ``move`` request within ``time_per_move``
seconds with the three inputs of the bot function::

    {"move": "d3"}          or   {"move": "NULL"}   (surrender)

The game is the assignment's variant: five victory cells drawn per match (from
the server's seed), no passing.  A move past the time limit, an illegal move, a
malformed or oversized message, or a client that vanishes ends that match as a
forfeit: the opponent wins and the reason is logged.  Other matches go on.
Every finished match is appended to the results log as one JSON line, flushed
and fsynced.
"""

from __future__ import annotations

import asyncio
import functools
import importlib.util
import itertools
import json
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamelib.arena.workers import worker_pool
from gamelib.engines.othello_bot import board_to_cell, bot
from gamelib.games.othello import (BLACK, RULES, WHITE, Othello, random_victory_cells,
                                   square_name)
from gamelib.validate import loads_json, seconds, whole

#: what every hello says of the rules (the variant: no passing, assignment 001 §II.1 rule 4)
RULE_IN_FORCE = ("course: " + RULES["course"] + "; five victory cells, holding all of them wins "
                 "at once; answer NULL to surrender")

log = logging.getLogger("gamelib.othello_server")
PROTOCOL = 1


class Forfeit(Exception):
    """A player loses the match: ``reason`` says why."""

    def __init__(self, side: str, reason: str):
        super().__init__(reason)
        self.side, self.reason = side, reason


def encode(message: dict[str, Any]) -> bytes:
    return (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")


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


@dataclass
class Remote:
    """A connected client."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    name: str

    async def send(self, message: dict[str, Any]) -> None:
        self.writer.write(encode(message))
        await self.writer.drain()

    async def close(self) -> None:
        try:
            self.writer.close()
            await self.writer.wait_closed()
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
    seed: int = 0
    max_message: int = 4096

    def __post_init__(self) -> None:
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
        self._server: asyncio.base_events.Server | None = None
        self._log_lock = asyncio.Lock()
        self.address: tuple[str, int] | None = None

    async def start(self) -> tuple[str, int]:
        """Listen (127.0.0.1 unless told otherwise); returns the address actually bound."""
        self._server = await asyncio.start_server(self._accept, self.config.host, self.config.port,
                                                  limit=self.config.max_message + 2)
        self.address = self._server.sockets[0].getsockname()[:2]
        log.info("serving on %s:%s (bot %s, %.1fs per move, %s)", *self.address, self.config.bot,
                 self.config.time_per_move, "pairing clients" if self.config.pair else "one bot per client")
        return self.address

    async def serve_forever(self) -> None:
        if self._server is None:
            await self.start()
        async with self._server:
            await self._server.serve_forever()

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()

    async def wait_idle(self, timeout: float = 60) -> None:
        """Wait until every match started so far has finished."""
        deadline = time.monotonic() + timeout
        while self._tasks and time.monotonic() < deadline:
            await asyncio.sleep(0.05)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        client = Remote(reader, writer, f"{peer[0]}:{peer[1]}" if peer else "client")
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

    async def _match(self, number: int, seats: dict[str, Any]) -> dict[str, Any]:
        victory = random_victory_cells(self.config.seed * 1_000_003 + number)
        game = Othello(victory_cells=victory)
        victory_text = " ".join(square_name(c) for c in sorted(victory))
        names = {side: (seat.name if isinstance(seat, Remote) else f"bot:{seat}")
                 for side, seat in seats.items()}
        moves: list[str] = []
        state = game.initial_state()
        winner, reason = None, ""
        try:
            for side, seat in seats.items():
                if isinstance(seat, Remote):
                    other = seats[WHITE if side == BLACK else BLACK]
                    await self._send(seat, side, {
                        "type": "hello", "protocol": PROTOCOL, "you": side, "victory_cell": victory_text,
                        "time_per_move": self.config.time_per_move,
                        "opponent": other.name if isinstance(other, Remote) else other,
                        "rule": RULE_IN_FORCE})
            while not game.is_terminal(state):
                side = state.to_move
                request = {"victory_cell": victory_text, "cell": board_to_cell(state), "you": side}
                answer = await self._ask(seats[side], side, request)
                if answer == "NULL":
                    raise Forfeit(side, "surrendered")
                try:
                    action = game.parse_action(state, answer)
                except ValueError as exc:
                    raise Forfeit(side, f"illegal move: {exc}") from None
                moves.append(answer)
                state = game.successor(state, action)
            winner = game.winner(state)
            reason = self._end_reason(game, state, winner)
        except Forfeit as forfeit:
            winner = WHITE if forfeit.side == BLACK else BLACK
            reason = f"{forfeit.side} forfeits: {forfeit.reason}"
            log.warning("match %s: %s", number, reason)
        result = {"match": number, "time": time.strftime("%Y-%m-%dT%H:%M:%S"), "players": names,
                  "victory_cell": victory_text, "winner": winner, "reason": reason, "moves": moves,
                  "discs": game.discs(state)}
        for side, seat in seats.items():
            if isinstance(seat, Remote):
                try:
                    await seat.send({"type": "end", "winner": winner, "reason": reason, "moves": moves,
                                     "discs": result["discs"]})
                except (ConnectionError, OSError):
                    pass
                await seat.close()
        await self._record(result)
        return result

    @staticmethod
    def _end_reason(game: Othello, state: Any, winner: str | None) -> str:
        v = game.victory_mask
        if winner and (state.black if winner == BLACK else state.white) & v == v:
            return f"{winner} holds all five victory cells"
        discs = game.discs(state)
        base = f"no legal move for {state.to_move}; discs {discs[BLACK]}-{discs[WHITE]}"
        if winner is None:
            return base + ": a draw"
        if discs[BLACK] == discs[WHITE]:
            return base + f"; {winner} holds more victory cells"
        return base + f"; {winner} has more discs"

    async def _send(self, seat: Remote, side: str, message: dict[str, Any]) -> None:
        try:
            await seat.send(message)
        except (ConnectionError, OSError):
            raise Forfeit(side, "disconnected") from None

    async def _ask(self, seat: Any, side: str, request: dict[str, Any]) -> str:
        if not isinstance(seat, Remote):  # the server's own bot, in a worker
            loop = asyncio.get_running_loop()
            call = functools.partial(bot, request["victory_cell"], request["cell"], side, level=seat,
                                     time_limit=max(0.05, self.config.time_per_move * 0.8))
            return await loop.run_in_executor(self.executor, call)
        await self._send(seat, side, {"type": "move", **request})
        try:
            message = await asyncio.wait_for(read_message(seat.reader, self.config.max_message),
                                             self.config.time_per_move)
        except asyncio.TimeoutError:
            raise Forfeit(side, f"no move within {self.config.time_per_move:g} s") from None
        except EOFError:
            raise Forfeit(side, "disconnected") from None
        except (ConnectionError, OSError):
            raise Forfeit(side, "disconnected") from None
        except ValueError as exc:
            raise Forfeit(side, f"malformed message: {exc}") from None
        move = message.get("move")
        if not isinstance(move, str):
            raise Forfeit(side, 'malformed message: expected {"move": "d3"} or {"move": "NULL"}')
        return move

    async def _record(self, result: dict[str, Any]) -> None:
        async with self._log_lock:
            self.results.append(result)
            path = self.config.log_path
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(result, ensure_ascii=False) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
        log.info("match %s: %s", result["match"], result["reason"])


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
                      max_message: int = 4096) -> dict[str, Any]:
    """Connect, answer every move request with ``choose(victory_cell, cell, you)``, and return
    the server's end message."""
    reader, writer = await asyncio.open_connection(host, port, limit=max_message * 64)
    loop = asyncio.get_running_loop()
    try:
        while True:
            message = await read_message(reader, max_message * 64)
            kind = message.get("type")
            if kind == "move":
                move = await loop.run_in_executor(
                    None, choose, message["victory_cell"], message["cell"], message["you"])
                writer.write(encode({"move": move}))
                await writer.drain()
            elif kind == "end":
                return message
    finally:
        writer.close()


def serve(config: ServerConfig) -> None:
    """Run the server until interrupted (``python -m gamelib othello-server``)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")

    async def main() -> None:
        with worker_pool(max(1, (os.cpu_count() or 2))) as pool:
            server = OthelloServer(config, executor=pool)
            await server.serve_forever()

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass


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
