"""Games and players by name, so a match can be described in words and rebuilt anywhere
(another process, another machine of a Dask cluster, the command line).

A player is written ``kind`` or ``kind:argument``:

* every game: ``random``, ``greedy`` (one ply on the game's own evaluation),
  ``minimax:D``, ``alphabeta:D`` (depth D), ``iterative:S`` (iterative deepening for S seconds);
* tic-tac-toe, Dodgem (solved): ``perfect``;
* Othello: ``engine:S`` (S seconds a move), ``engine-depth:D``, and the levels ``weak``,
  ``medium``, ``strong``;
* Caro: ``engine:S``, ``report:D`` (report 004's AI to depth D, exactly as its code searches),
  ``report-improved:D`` (the project's reading of it);
* Ô ăn quan: ``level1``, ``level2``, ``level3:D``, ``strong:S``; the report's levels exactly as
  written: ``level2-written``, ``level3-written:D``.

>>> game = make_game("tictactoe")
>>> make_player("tictactoe", game, "alphabeta:9").name
'alphabeta:9'
>>> make_player("tictactoe", game, "chess-engine")
Traceback (most recent call last):
...
ValueError: unknown player 'chess-engine' for tictactoe; players: random, greedy, minimax:D, alphabeta:D, iterative:S, perfect
"""

from __future__ import annotations

from typing import Any

from gamelib.core import Game
from gamelib.games import GAMES, make_game
from gamelib.players import GreedyPlayer, PerfectPlayer, RandomPlayer, SearchPlayer
from gamelib.validate import seconds, whole

__all__ = ["GAMES", "default_evaluation", "make_game", "make_player"]
COMMON = ("random", "greedy", "minimax:D", "alphabeta:D", "iterative:S")
EXTRA = {
    "tictactoe": ("perfect",),
    "dodgem": ("perfect",),
    "othello": ("engine:S", "engine-depth:D", "weak", "medium", "strong"),
    "caro": ("engine:S", "report:D", "report-improved:D"),
    "oanquan": ("level1", "level2", "level3:D", "strong:S", "level2-written", "level3-written:D"),
}


def default_evaluation(name: str, game: Game) -> Any:
    """The evaluation each game's search players use by default."""
    if name == "tictactoe":
        from gamelib.evaluation.tictactoe import open_lines
        return open_lines
    if name == "dodgem":
        from gamelib.evaluation.dodgem import DodgemEvaluation
        return DodgemEvaluation.report2(game)
    if name == "othello":
        from gamelib.engines.othello import EngineEvaluation
        return EngineEvaluation(game)
    if name == "oanquan":
        from gamelib.engines.oanquan import score_difference
        return score_difference(game)
    if name == "caro":
        from gamelib.engines.caro import window_evaluation
        return window_evaluation(game)
    raise ValueError(f"unknown game {name!r}")


def make_player(game_name: str, game: Game, spec: str, seed: int = 0) -> Any:
    """The player written ``spec`` for ``game_name`` (see the module's list)."""
    kind, _, argument = spec.partition(":")

    def number(cast=int):
        """The number after the colon: a depth from 1 to 30, or seconds from 0.01 to 3600."""
        if cast is float:
            return seconds(argument, f"the time in player {spec!r}", 0.01, 3600)
        return whole(argument, f"the depth in player {spec!r}", 1, 30)

    player: Any
    if kind == "random":
        player = RandomPlayer(seed)
    elif kind == "greedy":
        player = GreedyPlayer(default_evaluation(game_name, game), seed)
    elif kind in ("minimax", "alphabeta"):
        player = SearchPlayer(kind, number(), default_evaluation(game_name, game), seed=seed)
    elif kind == "iterative":
        player = SearchPlayer("iterative", 30, default_evaluation(game_name, game), seed=seed,
                              time_limit=number(float))
    elif kind == "perfect" and game_name in ("tictactoe", "dodgem"):
        from gamelib.search.retrograde import solve
        player = PerfectPlayer(solve(game), seed)
    elif game_name == "othello" and kind in ("engine", "engine-depth", "weak", "medium", "strong"):
        from gamelib.engines.othello import OthelloEngine, engine_player
        if kind == "engine":
            player = OthelloEngine(game, time_limit=number(float))
        elif kind == "engine-depth":
            player = OthelloEngine(game, depth=number())
        else:
            player = engine_player(game, kind)
    elif game_name == "caro" and kind in ("engine", "report", "report-improved"):
        from gamelib.engines.caro import CaroEngine
        from gamelib.engines.caro_report import ImprovedReportAI, ReportCaroAI
        if kind == "engine":
            player = CaroEngine(game, time_limit=number(float))
        elif kind == "report":
            player = ReportCaroAI(depth=number())
        else:
            player = ImprovedReportAI(depth=number(), seed=seed)
    elif game_name == "oanquan" and kind in ("level1", "level2", "level3", "strong",
                                             "level2-written", "level3-written"):
        from gamelib.engines.oanquan import player as oaq_player
        if kind == "level2-written":
            player = oaq_player("level 2 as written", game)
        elif kind == "level3-written":
            player = oaq_player("level 3 as written", game, depth=number())
        elif kind == "level3":
            player = oaq_player("level 3", game, depth=number(), seed=seed)
        elif kind == "strong":
            player = oaq_player("strong", game, time_limit=number(float), seed=seed)
        else:
            player = oaq_player(f"level {kind[-1]}", game, seed=seed)
    else:
        known = ", ".join(COMMON + EXTRA.get(game_name, ()))
        raise ValueError(f"unknown player {spec!r} for {game_name}; players: {known}")
    player.name = spec
    return player
