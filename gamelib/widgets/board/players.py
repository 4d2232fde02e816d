"""Who plays each side of a board: a menu a side, and the controls the chosen players use.

The menus offer a person and the players of the game's kit (:mod:`gamelib.kits`), each by its
one label; the depth slider, the evaluation menu and a board's seconds-a-move control are
shown only while a chosen player uses them, so the panel never shows a number the AI ignores.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import ipywidgets as widgets

from gamelib.core import Game, Side
from gamelib.i18n import number, player_word, tr
from gamelib.kits import GameKit, PlayerKind, Settings
from gamelib.search.base import Evaluate
from gamelib.widgets.board.controls import panel_control, show

HUMAN = "Human"
#: what a person at the board is, in the words of the players' strengths
HUMAN_WORDS = "you: click the board"


class MadeWhenAsked(Mapping):
    """A kit's evaluations for one game, each made the first time it is asked for: the menu
    needs only their names, and making one may compile an engine (Othello's evaluation is the
    engine's, numba-compiled), which a board should not wait for before a player uses it.

    >>> from gamelib.kits import kit
    >>> from gamelib.games.tictactoe import TicTacToe
    >>> made = MadeWhenAsked(kit("tictactoe"), TicTacToe())
    >>> list(made), made._made
    (['open lines', 'win/loss only'], {})
    >>> callable(made["open lines"]), list(made._made)
    (True, ['open lines'])
    """

    def __init__(self, kit: GameKit, game: Game):
        self._makers = dict(kit.evaluations)
        self._game = game
        self._made: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        if name not in self._made:
            self._made[name] = self._makers[name](self._game)
        return self._made[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._makers)

    def __len__(self) -> int:
        return len(self._makers)


class PlayerMenus:
    """The side menus, the depth and evaluation controls, and one line a side on the chosen
    player's strength; ``on_change`` is called when any of them changes."""

    def __init__(self, kit: GameKit, game: Game, sides: Mapping[Side, str], *, depth: int,
                 max_depth: int, on_change: Callable[[], None]):
        self.kit = kit
        self.game = game
        self._on_change = on_change
        #: the menus' players by label (None: a person plays)
        self.kinds: dict[str, PlayerKind | None] = {HUMAN: None} | {
            kind.label: kind for kind in kit.board_players()}
        self.menus: dict[Side, widgets.Dropdown] = {}
        for side in game.players:
            chosen = self._label(sides.get(side, HUMAN), side)
            menu = widgets.Dropdown(options=self._options(game), value=chosen,
                                    description=player_word(side, game=game), **panel_control())
            menu.add_class(f"gl-side-{str(side).lower()}")
            menu.observe(lambda _: self._on_change(), names="value")
            self.menus[side] = menu
        self.depth = widgets.IntSlider(value=depth, min=1, max=max_depth, description=tr("depth"),
                                       **panel_control())
        self.evaluation = widgets.Dropdown(description=tr("evaluation"), **panel_control())
        self.set_evaluations(MadeWhenAsked(kit, game))
        for control in (self.depth, self.evaluation):
            control.observe(lambda _: self._on_change(), names="value")
        self.strength = widgets.HTML()
        self.strength.add_class("gl-strength")

    def _label(self, name: str, side: Side) -> str:
        """A player's menu label from its label or its name (``"alphabeta"``)."""
        if name in self.kinds:
            return name
        named = [label for label, kind in self.kinds.items() if kind and kind.name == name]
        if not named:
            raise ValueError(f"unknown player {name!r} for {side}; choose from "
                             f"{', '.join(self.kinds)}")
        return named[0]

    def _options(self, game: Game) -> list[tuple[str, str]]:
        offered = {kind.label for kind in self.kit.board_players(game)}
        return [(tr(label), label) for label in self.kinds if label == HUMAN or label in offered]

    def offer(self, game: Game) -> None:
        """Offer the players ``game`` allows (the perfect player only where it can be solved);
        a side whose player is no longer offered gets the strongest searching player offered
        (the kits list players weakest first)."""
        options = self._options(game)
        labels = [label for _, label in options]
        searching = [k.label for k in self.kit.board_players(game) if k.argument == "depth"]
        fallback = searching[-1] if searching else labels[-1]
        for menu in self.menus.values():
            keep = menu.value if menu.value in labels else fallback
            menu.options = options  # (this resets the value)
            menu.value = keep

    def set_evaluations(self, evaluations: Mapping[str, Evaluate]) -> None:
        """The evaluations the menu offers (made for the game on the board), the default first."""
        keep = self.evaluation.value
        self.evaluations = (evaluations if isinstance(evaluations, MadeWhenAsked)
                            else dict(evaluations))
        self.evaluation.options = [(tr(name), name) for name in self.evaluations]
        self.evaluation.value = keep if keep in self.evaluations else next(iter(self.evaluations))

    @property
    def evaluate(self) -> Evaluate:
        """The evaluation function chosen in the menu."""
        return self.evaluations[self.evaluation.value]

    def kind(self, side: Side) -> PlayerKind | None:
        """The player chosen for ``side`` (None: a person)."""
        return self.kinds[self.menus[side].value]

    def all_ai(self) -> bool:
        return all(self.kind(side) is not None for side in self.menus)

    def uses(self, what: str) -> bool:
        """Whether a chosen player uses the ``depth``, the ``seconds`` or the ``evaluation``:
        its argument, or a number its words show ("thinks {seconds} s a move" is the seconds
        control's number, so the control is shown to change it)."""
        chosen = [self.kind(side) for side in self.menus]
        if what == "evaluation":
            return any(kind is not None and kind.evaluation for kind in chosen)
        return any(kind is not None and (kind.argument == what or "{" + what + "}" in kind.words)
                   for kind in chosen)

    def build(self, side: Side, game: Game, settings: Settings) -> Any:
        """The player object for ``side`` (None for a person), built with ``settings``."""
        kind = self.kind(side)
        return None if kind is None else kind.build(game, settings)

    def show_what_matters(self, seconds: widgets.Widget | None = None) -> None:
        """Show each control only while a chosen player uses it."""
        show(self.depth, self.uses("depth"))
        show(self.evaluation, self.uses("evaluation") and len(self.evaluations) > 1)
        if seconds is not None:
            show(seconds, self.uses("seconds"))

    def strength_words(self) -> dict[str, str]:
        """What each player in the menus is and how strong, in plain words (from the kit)."""
        return {label: kind.words if kind else HUMAN_WORDS for label, kind in self.kinds.items()}

    def describe(self, seconds: float | None) -> str:
        """One line a side: who plays it and how strong that player is."""
        words = self.strength_words()
        shown = number(seconds, decimals=1) if seconds is not None else None
        lines = []
        for side, menu in self.menus.items():
            what = words.get(menu.value, "")
            what = tr(what, depth=self.depth.value, seconds=shown) if what else ""
            lines.append(f"<b>{html.escape(player_word(side, game=self.game))}</b>: {html.escape(tr(menu.value))}"
                         + (f" — {html.escape(what, quote=False)}" if what else ""))
        return "<small>" + "<br>".join(lines) + "</small>"
