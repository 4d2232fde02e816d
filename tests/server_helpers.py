"""What the networked tournament's tests share: a tournament server on 127.0.0.1 with a class
roster and its joining window open, a bounded wait, and the greedy bot honest entrants play."""

from __future__ import annotations

import asyncio
import functools
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
