"""A game in progress: its positions so far, undo and redo, and who plays each side.

Widgets observe a session; the session imports no widget code, so everything
here is tested in plain pytest.

>>> from gamelib.games.tictactoe import TicTacToe
>>> session = Session(TicTacToe())
>>> for move in ["b2", "a1"]:
...     _ = session.play_text(move)
>>> session.moves_text()
['b2', 'a1']
>>> session.undo(); session.moves_text(), session.to_move
(['b2'], 'O')
>>> session.redo(); session.moves_text()
['b2', 'a1']
>>> session.play_text("b2")
Traceback (most recent call last):
...
gamelib.core.IllegalActionError: illegal move 'b2' in state 'O.. .X. ...'; legal moves: b1, c1, a2, c2, a3, b3, c3
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamelib.core import Action, Game, Side, State


class Session:
    """The history of one game: ``states[0]`` is the start, ``actions[i]`` led to ``states[i+1]``.

    ``play`` checks legality (an illegal move raises and changes nothing);
    ``undo`` and ``redo`` move along the history; playing after an undo drops
    the moves that could have been redone.  Callbacks registered with
    ``observe`` are called after every change.
    """

    def __init__(self, game: Game, start: State | None = None):
        self.game = game
        self.states: list[State] = [game.initial_state() if start is None else start]
        self.actions: list[Action] = []
        self._redo: list[Action] = []
        self._observers: list[Callable[["Session"], None]] = []

    # -- what the position is ------------------------------------------------
    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def to_move(self) -> Side:
        return self.game.to_move(self.state)

    @property
    def is_over(self) -> bool:
        return self.game.is_terminal(self.state)

    def legal_actions(self) -> tuple[Action, ...]:
        return tuple(self.game.legal_actions(self.state))

    def winner(self) -> Side | None:
        """The winner of a finished game (None for a draw or while it goes on)."""
        if not self.is_over:
            return None
        for player in self.game.players:
            if self.game.utility(self.state, player) > 0:
                return player
        return None

    def moves_text(self) -> list[str]:
        """The moves so far, as people write them."""
        return [self.game.action_to_str(s, a) for s, a in zip(self.states, self.actions)]

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # -- changing it -----------------------------------------------------------
    def play(self, action: Action) -> State:
        """Play a legal move (checked) and return the new position."""
        new = self.game.result(self.state, action)
        self.states.append(new)
        self.actions.append(action)
        self._redo.clear()
        self._changed()
        return new

    def play_text(self, text: str) -> State:
        """Play a move written as text, e.g. ``"b2"`` or ``"a2-b2"``."""
        return self.play(self.game.parse_action(self.state, text))

    def undo(self, moves: int = 1) -> None:
        """Take back up to ``moves`` moves (fewer if the game is shorter)."""
        for _ in range(min(moves, len(self.actions))):
            self.states.pop()
            self._redo.append(self.actions.pop())
        self._changed()

    def redo(self, moves: int = 1) -> None:
        """Play again up to ``moves`` moves that were taken back."""
        for _ in range(min(moves, len(self._redo))):
            action = self._redo.pop()
            self.states.append(self.game.successor(self.state, action))
            self.actions.append(action)
        self._changed()

    def restart(self, start: State | None = None) -> None:
        """Start a new game (from ``start`` or the initial position)."""
        self.states = [self.game.initial_state() if start is None else start]
        self.actions.clear()
        self._redo.clear()
        self._changed()

    def observe(self, callback: Callable[["Session"], Any]) -> None:
        """Call ``callback(session)`` after every change."""
        self._observers.append(callback)

    def _changed(self) -> None:
        for callback in self._observers:
            callback(self)
