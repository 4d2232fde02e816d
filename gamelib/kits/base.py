"""What a kit is: a game's players, its default evaluation and its evaluation lab, in one place.

A :class:`PlayerKind` is one player with one name: written ``name`` (or ``name:D``,
``name:S``) on the command line and in a tournament, shown as ``label`` in a board's menu,
described by ``words`` (how strong, in a student's words), and built by ``build(game,
settings)``.  The board fills the :class:`Settings` from its sliders; a spec fills them from
the number after the colon.

>>> kind = ALPHABETA
>>> kind.spec, kind.label
('alphabeta:D', 'Alpha-beta')
>>> from gamelib.games.tictactoe import TicTacToe
>>> from gamelib.evaluation.tictactoe import open_lines
>>> kind.build(TicTacToe(), Settings(depth=2, evaluate=open_lines)).depth
2
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamelib.core import Game
from gamelib.search.base import Evaluate

#: what follows the colon in a player's spec, by the kind of number it is
ARGUMENT_MARK = {None: "", "depth": ":D", "seconds": ":S"}


@dataclass(frozen=True)
class Settings:
    """What a player is built with: search depth, seconds a move, seed, evaluation.

    ``seconds=None`` and ``evaluate=None`` leave the player's own default; ``record`` keeps
    the last search's trace (a board's "Show search"); ``solution`` gives a solved game
    (a board solves it once and keeps it).
    """

    depth: int = 4
    seconds: float | None = None
    seed: int = 0
    evaluate: Evaluate | None = None
    record: bool = False
    solution: Callable[[], Any] | None = None


@dataclass(frozen=True)
class PlayerKind:
    """One player of a game, with one name (see the module docstring)."""

    name: str
    label: str
    words: str
    build: Callable[[Game, Settings], Any] = field(repr=False)
    argument: str | None = None      # "depth" or "seconds": the number a spec gives after ":"
    on_board: bool = True            # offered in the game's board menus

    @property
    def spec(self) -> str:
        """How it is written: ``alphabeta:D`` (a depth follows), ``engine:S`` (seconds), ``weak``."""
        return self.name + ARGUMENT_MARK[self.argument]


@dataclass(frozen=True)
class LabGame:
    """How the evaluation lab edits one game's evaluation as plain JSON-ready numbers."""

    describe: str
    make_game: Callable[[], Any]
    default: Callable[[], dict[str, Any]]
    player: Callable[[Any, dict[str, Any], str], Any]   # (game, params, name) -> player
    check: Callable[[dict[str, Any]], None]
    opening_plies: int = 2
    max_plies: int = 200


@dataclass(frozen=True)
class GameKit:
    """Everything gamelib knows about one game beyond its rules."""

    name: str
    title: str
    players: tuple[PlayerKind, ...]
    default_evaluation: Callable[[Game], Evaluate]
    lab: LabGame | None = None

    def kind(self, name: str) -> PlayerKind:
        """The player called ``name`` (as written in a spec, or as a menu labels it)."""
        for kind in self.players:
            if name in (kind.name, kind.label):
                return kind
        raise ValueError(f"unknown player {name!r} for {self.name}; players: "
                         f"{', '.join(k.spec for k in self.players)}")

    def board_players(self) -> tuple[PlayerKind, ...]:
        """The players a board offers in its menus, in menu order."""
        return tuple(kind for kind in self.players if kind.on_board)


def _evaluation(game: Game, settings: Settings) -> Evaluate:
    """The evaluation the settings name, else the game's kit default."""
    if settings.evaluate is not None:
        return settings.evaluate
    from gamelib.kits import kit_of

    return kit_of(game).default_evaluation(game)


def _random(game: Game, settings: Settings) -> Any:
    from gamelib.players import RandomPlayer
    return RandomPlayer(settings.seed)


def _greedy(game: Game, settings: Settings) -> Any:
    from gamelib.players import GreedyPlayer
    return GreedyPlayer(_evaluation(game, settings), settings.seed)


def _search(algorithm: str) -> Callable[[Game, Settings], Any]:
    def build(game: Game, settings: Settings) -> Any:
        from gamelib.players import SearchPlayer
        return SearchPlayer(algorithm, settings.depth, _evaluation(game, settings),
                            seed=settings.seed, record=settings.record)
    return build


def _iterative(game: Game, settings: Settings) -> Any:
    from gamelib.players import SearchPlayer
    return SearchPlayer("iterative", 30, _evaluation(game, settings), seed=settings.seed,
                        time_limit=settings.seconds or 1.0)


def _perfect(game: Game, settings: Settings) -> Any:
    from gamelib.players import PerfectPlayer
    from gamelib.search.retrograde import solve

    solution = settings.solution() if settings.solution else solve(game)
    return PerfectPlayer(solution, settings.seed)


RANDOM = PlayerKind("random", "Random", "plays any legal move at random: easy to beat", _random)
GREEDY = PlayerKind("greedy", "Greedy", "takes the move that looks best right now, never looking "
                    "ahead: easy to beat", _greedy)
MINIMAX = PlayerKind("minimax", "Minimax", "looks {depth} moves ahead (every move, no pruning); "
                     "deeper is stronger and slower", _search("minimax"), "depth")
ALPHABETA = PlayerKind("alphabeta", "Alpha-beta", "looks {depth} moves ahead, pruning what "
                       "cannot matter; deeper is stronger", _search("alphabeta"), "depth")
ITERATIVE = PlayerKind("iterative", "Iterative deepening", "searches deeper and deeper until its "
                       "{seconds} s are up", _iterative, "seconds", on_board=False)
PERFECT = PlayerKind("perfect", "Perfect", "plays from the solved game: it never loses", _perfect)
#: the players every game has, solved or not
COMMON = (RANDOM, GREEDY, MINIMAX, ALPHABETA, ITERATIVE)


def check_grid(params: dict[str, Any], key: str, rows: int, cols: int) -> None:
    """The lab's numbers ``params[key]`` must be a ``rows``×``cols`` table of numbers."""
    table = params.get(key)
    if not isinstance(table, list) or len(table) != rows or any(
            not isinstance(r, list) or len(r) != cols for r in table):
        raise ValueError(f"{key!r} must be a {rows}×{cols} table of numbers")
    if not all(isinstance(v, (int, float)) for r in table for v in r):
        raise ValueError(f"{key!r} must hold numbers only")


def check_numbers(params: dict[str, Any], keys: list[str]) -> None:
    """Each of ``keys`` must be a number (not a bool)."""
    for key in keys:
        if not isinstance(params.get(key), (int, float)) or isinstance(params.get(key), bool):
            raise ValueError(f"{key!r} must be a number, got {params.get(key)!r}")
