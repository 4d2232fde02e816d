"""Othello's kit (Cờ lật): the common players, the engine at three levels and by time or depth,
the engine's evaluation as the default and the disc difference, its board (with the course's
and the standard rule and the assignment's victory cells), perft counted by the compiled
kernel, exact endgames, and the engine's square weights and terms in the lab."""

import time
from dataclasses import replace
from typing import Any

from gamelib.games.othello import Othello, OthelloState
from gamelib.kits.base import (ALPHABETA, COMMON, GREEDY, GameKit, LabGame, PlayerKind, Settings,
                               check_grid, check_numbers)
from gamelib.games.othello.scene import othello_scene


def _engine_evaluation(game: Any) -> Any:
    from gamelib.engines.othello import EngineEvaluation
    return EngineEvaluation(game)


def _disc_difference(game: Any) -> Any:
    from gamelib.engines.othello import disc_difference
    return disc_difference


def _perft(game: Any, state: Any, depth: int, plain: bool) -> dict[str, Any]:
    """Leaves ``depth`` plies deep: by the rules module itself (``plain``, the code the lessons
    read) or by the compiled kernel (plain Python without numba); compiling is not timed."""
    if plain or game.victory_cells:  # (the kernel counts the board without victory cells)
        start = time.perf_counter()
        leaves = game.perft(state, depth)
        return {"leaves": leaves, "seconds": time.perf_counter() - start,
                "counted_by": "plain Python (gamelib.games.othello)"}
    from gamelib.engines import othello_kernel as kernel

    me, opp = (state.black, state.white) if state.to_move == "BLACK" else (state.white, state.black)
    passes = game.rule == "standard"
    kernel.perft(kernel.U(me), kernel.U(opp), 1, passes)  # compile (or load the compiled code)
    start = time.perf_counter()
    leaves = int(kernel.perft(kernel.U(me), kernel.U(opp), depth, passes))
    return {"leaves": leaves, "seconds": time.perf_counter() - start,
            "counted_by": "compiled kernel" if kernel.COMPILED else
            "kernel as plain Python (no numba)"}


def _endgame(position: Any, rule: str) -> dict[str, Any]:
    from gamelib.engines.othello import solve_position
    return solve_position(position, rule)


def _greedy(game: Any, settings: Settings) -> Any:
    from gamelib.engines.othello import disc_difference
    from gamelib.play.players import GreedyPlayer
    return GreedyPlayer(disc_difference, settings.seed)


def _level(level: str):
    def build(game: Any, settings: Settings) -> Any:
        from gamelib.engines.othello import OthelloEngine, engine_player
        if level == "strong" and settings.seconds is not None:
            return OthelloEngine(game, time_limit=settings.seconds, name="strong")
        return engine_player(game, level)
    return build


def _engine(game: Any, settings: Settings) -> Any:
    from gamelib.engines.othello import OthelloEngine
    return OthelloEngine(game, time_limit=settings.seconds or 1.0)


def _engine_depth(game: Any, settings: Settings) -> Any:
    from gamelib.engines.othello import OthelloEngine
    return OthelloEngine(game, depth=settings.depth)


ENGINE_LEVELS = (
    PlayerKind("weak", "Weak engine", "looks 2 moves ahead: a beginner can beat it", _level("weak")),
    PlayerKind("medium", "Medium engine", "looks 4 moves ahead and plays the whole endgame exactly: "
               "a fair fight", _level("medium")),
    PlayerKind("strong", "Strong engine", "thinks {seconds} s a move (about 10 moves ahead or more) "
               "and plays the endgame exactly: hard to beat", _level("strong")),
)
PLAYERS = (
    COMMON[0],
    replace(GREEDY, words="flips the most discs now, never looking ahead: easy to beat",
            build=_greedy, evaluation=False),
    *ENGINE_LEVELS,
    replace(ALPHABETA, label="Alpha-beta (traced)", words="the lesson's alpha-beta, {depth} moves "
            "ahead, with its search shown under the board: slow but open"),
    *(replace(kind, on_board=False) for kind in COMMON[2:] if kind is not ALPHABETA),
    PlayerKind("engine", "Engine", "the engine given {seconds} s a move", _engine, "seconds",
               on_board=False),
    PlayerKind("engine-depth", "Engine to a depth", "the engine searching {depth} moves ahead",
               _engine_depth, "depth", on_board=False),
)


def _lab_game() -> Any:
    return Othello()


def _lab_default() -> dict[str, Any]:
    from dataclasses import asdict

    from gamelib.engines.othello import Weights
    params = asdict(Weights())
    params["squares"] = Weights().grid()
    return params


def _lab_player(game: Any, params: dict[str, Any], name: str) -> Any:
    from gamelib.engines.othello import OthelloEngine, Weights
    values = dict(params)
    values["squares"] = tuple(v for row in params["squares"] for v in row)
    return OthelloEngine(game, depth=2, endgame=4, weights=Weights(**values), name=name)


def _lab_check(params: dict[str, Any]) -> None:
    check_grid(params, "squares", 8, 8)
    check_numbers(params, ["mobility", "potential_mobility", "corners", "stability", "discs_late",
                           "victory_cells"])


LAB = LabGame("Othello: the engine's square weights (row 1 first) and terms; engine to depth 2",
              _lab_game, _lab_default, _lab_player, _lab_check, opening_plies=4, max_plies=120)
KIT = GameKit(
    "othello", "Othello (Cờ lật)", Othello, PLAYERS,
    (("engine evaluation", _engine_evaluation), ("disc difference", _disc_difference)),
    source="assignment 001", scene=othello_scene, board="gamelib.games.othello.board:OthelloBoard",
    picture_width=360, state_type=OthelloState, perft=_perft, endgame=_endgame, lab=LAB,
    order=4)
