"""The game protocol every game in gamelib follows, and the errors it raises.

A :class:`Game` is a stateless rules object, written after the textbook's
interface: ``initial_state``, ``to_move``, ``legal_actions``, ``result``,
``is_terminal``, ``utility``.  States are immutable and hashable (tuples,
frozen dataclasses, strings, ints), so they can be dictionary keys in a
transposition table and node keys in a networkx graph as they are.

Search code never checks legality again: it takes actions straight from
``legal_actions`` and applies them with :meth:`Game.successor`.  Everything a
person types or clicks goes through :meth:`Game.result` or
:meth:`Game.parse_action`, which refuse an illegal move with an
:class:`IllegalActionError` that names the move and the legal ones.

>>> from gamelib.games.tree import TreeGame
>>> game = TreeGame.from_dict({"root": "a", "children": {"a": ["b", "c"]},
...                            "values": {"b": 3, "c": -1}})
>>> game.legal_actions("a")
('b', 'c')
>>> game.result("a", "z")
Traceback (most recent call last):
...
gamelib.core.IllegalActionError: illegal move 'z' in state 'a'; legal moves: b, c

Beside the protocol, this package holds the checks every part of gamelib uses:
:mod:`gamelib.core.validate` (values from outside: command lines, clients, files) and
:mod:`gamelib.core.paths` (where gamelib finds its data files).
"""

from __future__ import annotations

import abc
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

State = Hashable
Action = Hashable
#: a side of the board ("X", "BLACK", "MAX"): who moves, who wins.  An agent that chooses
#: moves is a :class:`gamelib.play.players.Player`.
Side = Hashable

MAX = "MAX"
MIN = "MIN"


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, as data: the ``winner`` (None: a draw), the ``rule`` that
    decided it (a short key such as ``"more-discs"``), and ``stuck``: the side to move when the
    game ended because that side had no move while the other still had one (the course's
    Othello rule; None otherwise)."""

    winner: Side | None
    rule: str
    stuck: Side | None = None


class GameError(Exception):
    """Base class of the errors gamelib raises on bad game input."""


class IllegalActionError(GameError, ValueError):
    """A move that is not legal in the given state.

    The message names the move, the state (shortly) and every legal move, so a
    student sees at once what was wrong and what is allowed.
    """

    def __init__(self, action: Any, legal: Sequence[str], state_text: str | None = None):
        self.action = action
        self.legal = tuple(legal)
        where = f" in state {state_text}" if state_text else ""
        allowed = ", ".join(self.legal) if self.legal else "none (the game is over)"
        super().__init__(f"illegal move {action!r}{where}; legal moves: {allowed}")


class Game(abc.ABC):
    """Rules of a two-player (or n-player) game; holds no game in progress.

    Subclasses implement the abstract methods.  ``players`` lists the players
    in turn order and ``zero_sum`` says whether one player's gain is exactly
    the other's loss; search algorithms check both before they start.
    ``always_ends`` is False for games whose positions can repeat (a search
    without a depth limit is then refused).  ``states_are_names`` is True for an
    explicit lecture tree, whose states are its nodes' names: pictures and tables
    then name a node by its state and a move by the child it leads to.
    ``side_names`` says how people call a side where its value is not that word (Othello's
    ``"BLACK"`` is "Black"): the English word, looked up in the catalogue like any word.
    ``max_side`` is the side lecture 002 calls White (*Trắng*) and MAX: its MaxVal/MinVal value
    every position for that side, so a root where the other side moves is a MIN node.
    """

    players: tuple[Side, ...] = (MAX, MIN)
    zero_sum: bool = True
    always_ends: bool = True
    states_are_names: bool = False
    side_names: Mapping[Side, str] = {}

    @property
    def max_side(self) -> Side:
        """The lecture's MAX, White (*Trắng*): the side f(u) values positions for; unless a game
        says otherwise, the side that moves first.

        >>> from gamelib.games.dodgem import Dodgem
        >>> from gamelib.games.tictactoe import TicTacToe
        >>> Dodgem().max_side, TicTacToe().max_side
        ('White', 'X')
        """
        return self.players[0]

    def side_name(self, player: Side) -> str:
        """How people call ``player``, in English (:func:`gamelib.i18n.player_word` gives it in
        the lesson's language).

        >>> from gamelib.games.othello import Othello
        >>> Othello().side_name("BLACK"), Othello().side_name("nobody")
        ('Black', 'nobody')
        """
        return self.side_names.get(player, str(player))

    @abc.abstractmethod
    def initial_state(self) -> State:
        """The position the game starts from."""

    @abc.abstractmethod
    def to_move(self, state: State) -> Side:
        """The player whose turn it is in ``state``."""

    @abc.abstractmethod
    def legal_actions(self, state: State) -> Sequence[Action]:
        """The legal moves in ``state``, in a fixed order (empty when terminal)."""

    @abc.abstractmethod
    def successor(self, state: State, action: Action) -> State:
        """The state after ``action``, without checking that it is legal.

        Search code calls this with actions taken from :meth:`legal_actions`;
        everything else should call :meth:`result`.
        """

    @abc.abstractmethod
    def is_terminal(self, state: State) -> bool:
        """Whether the game is over in ``state``."""

    @abc.abstractmethod
    def utility(self, state: State, player: Side) -> float:
        """The final score of a terminal ``state`` from ``player``'s point of view."""

    def result(self, state: State, action: Action) -> State:
        """The state after a legal ``action``; raises :class:`IllegalActionError` otherwise.

        Actions are compared exactly: ``1.0`` or ``True`` is not the square ``1``.
        """
        legal = self.legal_actions(state)
        if not any(same_action(action, a) for a in legal):
            raise IllegalActionError(
                action,
                [self.action_to_str(state, a) for a in legal],
                self.state_to_str(state, "en"),
            )
        return self.successor(state, action)

    def action_to_str(self, state: State, action: Action) -> str:
        """How ``action`` is written in ``state`` (for people, logs and protocols)."""
        return str(action)

    def parse_action(self, state: State, text: str) -> Action:
        """The legal action written as ``text`` in ``state`` (case and spaces ignored)."""
        wanted = move_text(text).strip().lower()
        legal = self.legal_actions(state)
        for action in legal:
            if self.action_to_str(state, action).lower() == wanted:
                return action
        raise IllegalActionError(
            text, [self.action_to_str(state, a) for a in legal], self.state_to_str(state, "en")
        )

    def state_to_str(self, state: State, lang: str | None = None) -> str:
        """A short one-line description of ``state`` for messages, its words in ``lang``
        (default: the lessons' language)."""
        text = repr(state)
        return text if len(text) <= 60 else text[:57] + "..."

    def outcome(self, state: State) -> Outcome | None:
        """How the game ended at ``state`` (None while it goes on).  Games whose rules decide a
        game in more than one way say which rule did (Othello); by default the winner is the
        player with a positive utility, and the rule is ``"won"`` or ``"draw"``.

        >>> from gamelib.games.tictactoe import TicTacToe
        >>> game = TicTacToe()
        >>> state = game.initial_state()
        >>> for move in ("a1", "b1", "a2", "b2", "a3"):
        ...     state = game.result(state, game.parse_action(state, move))
        >>> game.outcome(state)
        Outcome(winner='X', rule='won', stuck=None)
        """
        if not self.is_terminal(state):
            return None
        winner = next((p for p in self.players if self.utility(state, p) > 0), None)
        return Outcome(winner, "draw" if winner is None else "won")

    def perft(self, state: State, depth: int) -> int:
        """Leaves of the game tree ``depth`` plies below ``state``: the move sequences of that
        length (a game over sooner is no leaf), the count move generators are tested with.

        >>> from gamelib.games.tictactoe import TicTacToe
        >>> game = TicTacToe()
        >>> [game.perft(game.initial_state(), d) for d in range(4)]
        [1, 9, 72, 504]
        """
        if depth == 0:
            return 1
        if self.is_terminal(state):
            return 0
        return sum(self.perft(self.successor(state, a), depth - 1)
                   for a in self.legal_actions(state))

    def printed_value(self, state: State) -> float | None:
        """The value a figure prints beside ``state`` before any search (a lecture tree's
        leaves); ``None`` for games whose values come only from searching."""
        return None

    def opening_actions(self, state: State) -> Sequence[Action]:
        """The moves a random opening may pick from (the arena's varied openings).

        All legal moves unless a game knows better: a random stone in a Caro
        corner decides nothing but who got the useless move.
        """
        return self.legal_actions(state)

    def opponent(self, player: Side) -> Side:
        """The other player of a two-player game."""
        first, second = self.players
        if player == first:
            return second
        if player == second:
            return first
        raise ValueError(f"unknown player {player!r}; players are {self.players!r}")


def same_action(a: Any, b: Any) -> bool:
    """Whether two actions are the same, type and value (``1.0`` and ``True`` are not ``1``).

    >>> same_action((1, -1), (1, -1)), same_action(1.0, 1), same_action(True, 1)
    (True, False, False)
    """
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(same_action(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def move_text(text: Any) -> str:
    """A move as written: it must be a string (a clear error for anything else).

    >>> move_text(1)
    Traceback (most recent call last):
    ...
    TypeError: a move is written as text, such as 'd3', 'a2-b2' or '3+'; got 1 (int)
    """
    if not isinstance(text, str):
        raise TypeError(f"a move is written as text, such as 'd3', 'a2-b2' or '3+'; got "
                        f"{text!r} ({type(text).__name__})")
    return text


def require_two_player_zero_sum(game: Game, algorithm: str) -> None:
    """Refuse, with a clear ``ValueError``, a game that minimax-style search cannot play.

    >>> class Three(Game):
    ...     players = ("A", "B", "C")
    ...     initial_state = to_move = legal_actions = successor = None
    ...     is_terminal = utility = None
    >>> require_two_player_zero_sum(Three(), "alphabeta")
    Traceback (most recent call last):
    ...
    ValueError: alphabeta needs a two-player zero-sum game; Three has 3 players ('A', 'B', 'C')
    """
    name = type(game).__name__
    players = tuple(getattr(game, "players", ()))
    if len(players) != 2:
        raise ValueError(
            f"{algorithm} needs a two-player zero-sum game; {name} has "
            f"{len(players)} players {players!r}"
        )
    if not getattr(game, "zero_sum", False):
        raise ValueError(
            f"{algorithm} needs a two-player zero-sum game; {name} is not zero-sum "
            "(its players' utilities do not sum to zero)"
        )
