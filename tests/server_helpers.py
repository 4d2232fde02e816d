"""What the server tests share: for the networked tournament, a tournament server on 127.0.0.1
with a class roster and its joining window open, a bounded wait, and the greedy bot honest
entrants play; for the class server (JupyterHub), whether a port still listens and which
processes of the students are left."""

from __future__ import annotations

import asyncio
import functools
import os
import socket
from pathlib import Path
from typing import Any, Callable

from gamelib.bots.roster import new_roster
from gamelib.bots.server import OthelloServer, ServerConfig
from gamelib.engines.othello_bot import bot

GREEDY = functools.partial(bot, level="greedy")


def run(coroutine: Any) -> Any:
    """Run ``coroutine`` to its end, two minutes at most (no test waits for ever)."""
    return asyncio.run(asyncio.wait_for(coroutine, 120))


async def tournament(tmp_path: Path, names: list[str], **options: Any
                     ) -> tuple[OthelloServer, int, dict[str, str], asyncio.Task]:
    """A server in tournament mode on 127.0.0.1 with a roster of ``names``, its window open:
    the server, its port, the names' tokens and the task playing the tournament."""
    tokens = new_roster(tmp_path / "class.roster", names)
    settings = {"tournament": 600, "games": 2, "time_per_move": 2.0, **options}
    server = OthelloServer(ServerConfig(port=0, log_path=tmp_path / "results.jsonl",
                                        roster=tmp_path / "class.roster", **settings))
    host, port = await server.start()
    assert host == "127.0.0.1"
    playing = asyncio.create_task(server.run_tournament())
    await asyncio.sleep(0)  # the window opens
    return server, port, tokens, playing


async def until(condition: Callable[[], bool]) -> None:
    """Wait until ``condition()`` holds (bounded by :func:`run`'s timeout)."""
    while not condition():
        await asyncio.sleep(0.01)


def listening(port: int) -> bool:
    """Whether something still accepts connections on 127.0.0.1:``port``."""
    with socket.socket() as sock:
        sock.settimeout(1)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def processes_of(uids: set[int]) -> list[str]:
    """The live processes of these users. A zombie has ended (it holds no memory, file or
    port): a kernel whose server ended first is adopted by the run's subreaper
    (tests/processes.py), which reaps it; one adopted by this process is reaped here."""
    import psutil

    for child in psutil.Process().children():
        try:
            if child.status() == psutil.STATUS_ZOMBIE and child.uids().real in uids:
                os.waitpid(child.pid, os.WNOHANG)
        except (psutil.Error, ChildProcessError):
            continue
    found = []
    for process in psutil.process_iter(["uids", "cmdline", "pid", "ppid", "status", "name"]):
        try:
            if process.info["uids"] and process.info["uids"].real in uids \
                    and process.info["status"] != psutil.STATUS_ZOMBIE:
                found.append(f"{process.info['pid']} ({process.info['status']}, parent "
                             f"{process.info['ppid']}): {process.info['name']} "
                             f"{' '.join(process.info['cmdline'] or [])}")
        except psutil.Error:
            continue
    return found


class Served:
    """An HTTP handler class served on 127.0.0.1 (a free port) from a thread of its own: a
    test's stand-in for a service (a hub's API, an LMS). ``url`` is its address; ``stop()``
    ends it."""

    def __init__(self, handler: type) -> None:
        import threading
        from http.server import ThreadingHTTPServer

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever,
                                       kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=10)

