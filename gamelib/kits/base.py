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
    evaluation: bool = False         # searches with the evaluation a board's menu chooses

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
class ExerciseSet:
    """The positions on which students' searches are checked (lesson 05, the assignment).

    ``published`` gives the published positions as ``(game, state, depth, evaluate)``; fresh
    positions are reached by ``plies`` random moves (a range) from ``game``'s start and
    searched to a depth drawn from ``depths``, valued by ``evaluate``.
    """

    published: Callable[[], list[tuple[Game, Any, int, Evaluate]]]
    plies: tuple[int, int]
    depths: tuple[int, int]


@dataclass(frozen=True)
class GameKit:
    """Everything gamelib knows about one game: its rules and all that is built on them.

    Required: ``name`` (how the command line, tournaments and files call it), ``title`` (how
    people read it), ``rules`` (the :class:`~gamelib.core.Game` subclass; :meth:`make_game`
    builds it with options), ``players`` and ``evaluations`` (named evaluation makers, the
    default first).  Optional, each switching on what it names:

    - ``scene(game, state, view)`` draws a position (:mod:`gamelib.viz.scenes`): the game gets
      pictures in notebooks and a board to play on; ``board`` names a board class with
      controls of its own (``"module:Class"``, resolved by :mod:`gamelib.widgets.boards`),
      else the common board plays it with one click a move; ``picture_width`` is a position's
      picture's width in pixels; ``state_type`` lets notebooks draw a bare position, and
      ``game_for_state`` finds the rules a position was played under (its board's size);
    - ``solvable(game)``: ``python -m gamelib solve`` solves it from the start, and a board
      offers the perfect player;
    - ``perft(game, state, depth, plain)``: ``python -m gamelib perft`` counts its tree;
    - ``endgame``: ``python -m gamelib solve`` solves a position given in the game's format;
    - ``exercise``: the positions students' searches are checked on;
    - ``lab``: the evaluation lab's numbers;
    - ``source``: where the documents describe the game;
    - ``order``: where the game comes in every list (the course's games 1 to 5; a new game
      after them, then by name).

    A kit offering the perfect player must say where it can be solved (``solvable``): the
    perfect player is built only for a game ``solvable`` accepts.

    >>> GameKit("pebbles", "Pebbles", Game, (PERFECT,), (("none", evaluation(lambda s, p: 0)),))
    Traceback (most recent call last):
    ...
    ValueError: the kit of pebbles offers the perfect player but not solvable(game): say which of its games can be solved here, or leave PERFECT out
    """

    name: str
    title: str
    rules: type[Game]
    players: tuple[PlayerKind, ...]
    evaluations: tuple[tuple[str, Callable[[Game], Evaluate]], ...]
    source: str = ""
    scene: Callable[..., dict[str, Any]] | None = None
    board: str | None = None
    picture_width: int = 220
    state_type: type | None = None
    game_for_state: Callable[[Any], Game] | None = None
    solvable: Callable[[Game], bool] | None = None
    perft: Callable[[Game, Any, int, bool], dict[str, Any]] | None = None
    endgame: Callable[..., dict[str, Any]] | None = None
    exercise: ExerciseSet | None = None
    lab: LabGame | None = None
    order: int = 100

    def __post_init__(self) -> None:
        if not self.evaluations:
            raise ValueError(f"the kit of {self.name} names no evaluation: give at least one "
                             "(name, maker), the default first")
        if PERFECT in self.players and self.solvable is None:
            raise ValueError(f"the kit of {self.name} offers the perfect player but not "
                             "solvable(game): say which of its games can be solved here, or "
                             "leave PERFECT out")

    def offers(self) -> list[str]:
        """What the kit switches on beyond play: ``board`` (a scene), ``solve``, ``perft``,
        ``endgame``, ``exercise``, ``lab``.

        >>> from gamelib.kits import kit
        >>> kit("tictactoe").offers()
        ['board', 'solve', 'perft', 'exercise']
        """
        switches = {"board": self.scene, "solve": self.solvable, "perft": self.perft,
                    "endgame": self.endgame, "exercise": self.exercise, "lab": self.lab}
        return [name for name, value in switches.items() if value is not None]

    def players_for(self, game: Game) -> tuple[PlayerKind, ...]:
        """The players that can play ``game`` (the perfect one only where it can be solved)."""
        return tuple(kind for kind in self.players
                     if kind is not PERFECT or self.can_solve(game))

    def kind(self, name: str) -> PlayerKind:
        """The player called ``name`` (as written in a spec, or as a menu labels it)."""
        for kind in self.players:
            if name in (kind.name, kind.label):
                return kind
        raise ValueError(f"unknown player {name!r} for {self.name}; players: "
                         f"{', '.join(k.spec for k in self.players)}")

    def board_players(self, game: Game | None = None) -> tuple[PlayerKind, ...]:
        """The players a board offers in its menus, in menu order (the perfect player only
        where ``game`` can be solved here)."""
        offered = self.players if game is None else self.players_for(game)
        return tuple(kind for kind in offered if kind.on_board)

    def can_solve(self, game: Game) -> bool:
        """Whether ``game`` (these rules, with their options) can be solved from the start."""
        return self.solvable is not None and self.solvable(game)

    def options(self) -> dict[str, Any]:
        """The rules' options and their defaults, read from the rules class itself.

        >>> from gamelib.kits import kit
        >>> kit("dodgem").options()
        {'size': 3, 'rule': 'lecture', 'first': 'Black'}
        """
        import inspect

        return {name: parameter.default for name, parameter in
                inspect.signature(self.rules).parameters.items()
                if parameter.kind in (parameter.POSITIONAL_OR_KEYWORD, parameter.KEYWORD_ONLY)}

    def option_types(self) -> dict[str, Any]:
        """What each option of the rules takes, as their constructor declares it (its
        annotation, else its default's type): what the command line reads a value as.

        >>> from gamelib.kits import kit
        >>> kinds = kit("dodgem").option_types()
        >>> kinds["size"], kinds["rule"]
        (<class 'int'>, <class 'str'>)
        """
        import typing

        try:
            hints = typing.get_type_hints(self.rules.__init__)
        except (NameError, TypeError):  # an annotation that cannot be resolved: the defaults say
            hints = {}
        return {name: hints.get(name, type(default) if default is not None else str)
                for name, default in self.options().items()}

    def make_game(self, **options: Any) -> Game:
        """The rules with ``options`` (``size``, ``rule``, ...); an unknown one is named.

        >>> from gamelib.kits import kit
        >>> kit("dodgem").make_game(colour="red")
        Traceback (most recent call last):
        ...
        ValueError: unknown option 'colour' for dodgem; its options are: size, rule, first
        """
        known = self.options()
        unknown = [key for key in options if key not in known]
        if unknown:
            raise ValueError(f"unknown option {unknown[0]!r} for {self.name}; its options are: "
                             f"{', '.join(known) or 'none'}")
        return self.rules(**options)

    @property
    def default_evaluation(self) -> Callable[[Game], Evaluate]:
        """The maker of the evaluation search players use unless told otherwise."""
        return self.evaluations[0][1]

    def evaluations_for(self, game: Game) -> dict[str, Evaluate]:
        """Every named evaluation, made for ``game`` (the default first)."""
        return {name: make(game) for name, make in self.evaluations}

    def game_of(self, state: Any) -> Game:
        """The rules ``state`` is a position of (its size, where the rules have one)."""
        return self.game_for_state(state) if self.game_for_state else self.rules()

    def words(self) -> list[str]:
        """Every word of the kit that people read: its title and source, its sides' names (as
        its rules declare them), each player's label and strength, each evaluation's name, the
        lab's description."""
        rules = self.make_game()
        found = [self.title, self.source] + [rules.side_name(p) for p in rules.players]
        found += [w for kind in self.players for w in (kind.label, kind.words)]
        found += [name for name, _ in self.evaluations]
        if self.lab is not None:
            found.append(self.lab.describe)
        return [w for w in dict.fromkeys(found) if w]

    def shown_words(self) -> list[str]:
        """The fixed words the game's scene and board show (each ``tr("...")`` and
        ``label("...")`` in their modules, read, not run: the board is a widget, above kits).

        >>> from gamelib.kits import kit
        >>> "rule" in kit("dodgem").shown_words()
        True
        """
        import importlib.util
        from pathlib import Path

        modules = [getattr(self.scene, "__module__", None),
                   self.board.split(":")[0] if self.board else None]
        found: list[str] = []
        for module in filter(None, modules):
            spec = importlib.util.find_spec(module)
            if spec is not None and spec.origin and spec.origin.endswith(".py"):
                found += words_in_source(Path(spec.origin).read_text(encoding="utf-8"))
        return list(dict.fromkeys(found))

    def words_file(self) -> str:
        """Where the game's own words are added: ``words.py`` in its folder.

        >>> from gamelib.kits import kit
        >>> kit("caro").words_file()
        'gamelib/games/caro/words.py'
        """
        return f"gamelib/games/{self.name}/words.py"

    def missing_words(self) -> list[str]:
        """The kit's words the catalogue has no Vietnamese for yet (shown in English until
        then): its own (:meth:`words`) and those its scene and board show
        (:meth:`shown_words`).  Each is added to the game's :meth:`words_file`.

        >>> from gamelib.kits import kit
        >>> kit("othello").missing_words()
        []
        """
        from gamelib.i18n import CATALOGUE

        return [w for w in dict.fromkeys(self.words() + self.shown_words())
                if w not in CATALOGUE]

    def picture(self, state: Any, width: int | None = None, game: Game | None = None,
                view: Any = None) -> str:
        """A position as its board's picture (SVG), ``width`` pixels wide."""
        from gamelib.viz.scenes import View, scene_svg

        if self.scene is None:
            raise ValueError(f"{self.name} has no scene: its kit cannot draw a position")
        game = game if game is not None else self.game_of(state)
        return scene_svg(self.scene(game, state, view or View()), width or self.picture_width)


def words_in_source(source: str) -> list[str]:
    """The fixed words a module's code shows: the text of each ``tr(...)`` and ``label(...)``
    call given as a literal (or as either branch of ``a if c else b``, or as a value of a
    ``{...}[kind]`` table).

    >>> words_in_source('tr("Undo"); label("Red" if red else "Blue"); tr({"a": "Ace"}[k]); tr(x)')
    ['Undo', 'Red', 'Blue', 'Ace']
    """
    import ast

    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("tr", "label")
                and node.args):
            continue
        first = node.args[0]
        choices = ([first.body, first.orelse] if isinstance(first, ast.IfExp)
                   else first.value.values if isinstance(first, ast.Subscript)
                   and isinstance(first.value, ast.Dict) else [first])
        found += [c.value for c in choices if isinstance(c, ast.Constant)
                  and isinstance(c.value, str)]
    return found


def plain_perft(game: Game, state: Any, depth: int, plain: bool = True) -> dict[str, Any]:
    """Leaves of the game tree ``depth`` plies deep, counted by the rules themselves, with the
    seconds it took (the shape of every kit's ``perft``)."""
    import time

    start = time.perf_counter()
    leaves = game.perft(state, depth)
    return {"leaves": leaves, "seconds": time.perf_counter() - start,
            "counted_by": "plain Python (the rules module)"}


def evaluation(function: Evaluate) -> Callable[[Game], Evaluate]:
    """An evaluation maker for an evaluation that needs no game (the same for every size)."""
    return lambda game: function


def _evaluation(game: Game, settings: Settings) -> Evaluate:
    """The evaluation the settings name, else the game's kit default."""
    if settings.evaluate is not None:
        return settings.evaluate
    from gamelib.kits import kit_of

    return kit_of(game).default_evaluation(game)


def _random(game: Game, settings: Settings) -> Any:
    from gamelib.play.players import RandomPlayer
    return RandomPlayer(settings.seed)


def _greedy(game: Game, settings: Settings) -> Any:
    from gamelib.play.players import GreedyPlayer
    return GreedyPlayer(_evaluation(game, settings), settings.seed)


def _search(algorithm: str) -> Callable[[Game, Settings], Any]:
    def build(game: Game, settings: Settings) -> Any:
        from gamelib.play.players import SearchPlayer
        return SearchPlayer(algorithm, settings.depth, _evaluation(game, settings),
                            seed=settings.seed, record=settings.record)
    return build


def _iterative(game: Game, settings: Settings) -> Any:
    from gamelib.play.players import SearchPlayer
    return SearchPlayer("iterative", 30, _evaluation(game, settings), seed=settings.seed,
                        time_limit=settings.seconds or 1.0)


def _perfect(game: Game, settings: Settings) -> Any:
    """The perfect player, only where the game's kit says ``game`` can be solved here (never a
    solve that would run for minutes and then fail)."""
    from gamelib.play.players import PerfectPlayer
    from gamelib.search.retrograde import solve

    if settings.solution is not None:
        return PerfectPlayer(settings.solution(), settings.seed)
    from gamelib.kits import kit_of

    game_kit = kit_of(game)
    if not game_kit.can_solve(game):
        raise ValueError(f"the perfect player cannot play {game!r}: its kit says it cannot be "
                         f"solved here; players: "
                         f"{', '.join(k.spec for k in game_kit.players_for(game))}")
    return PerfectPlayer(solve(game), settings.seed)


RANDOM = PlayerKind("random", "Random", "plays any legal move at random: easy to beat", _random)
GREEDY = PlayerKind("greedy", "Greedy", "takes the move that looks best right now, never looking "
                    "ahead: easy to beat", _greedy, evaluation=True)
MINIMAX = PlayerKind("minimax", "Minimax", "looks {depth} moves ahead (every move, no pruning); "
                     "deeper is stronger and slower", _search("minimax"), "depth", evaluation=True)
ALPHABETA = PlayerKind("alphabeta", "Alpha-beta", "looks {depth} moves ahead, pruning what "
                       "cannot matter; deeper is stronger", _search("alphabeta"), "depth",
                       evaluation=True)
ITERATIVE = PlayerKind("iterative", "Iterative deepening", "searches deeper and deeper until its "
                       "{seconds} s are up", _iterative, "seconds", on_board=False,
                       evaluation=True)
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
