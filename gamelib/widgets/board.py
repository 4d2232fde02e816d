"""Playable boards: human vs AI, AI vs AI, human vs human, with undo/redo and the AI's search.

A :class:`GameBoard` owns a :class:`~gamelib.session.Session` and a choice of
player for each side (a person, or random / greedy / minimax / alpha-beta /
perfect).  When an AI is to move after a person's move it answers at once; AI
against AI moves one ply per click on "AI move", or to the end with "Play out".
"Undo" takes back moves until it is a person's turn again (your move and the
AI's answer); "Redo" replays them.  "Show search" opens the AI's last search in
a :class:`~gamelib.widgets.stepper.TreeStepper`, with the board of the node
being looked at beside the tree.

The players in the menus are the game's kit's (:mod:`gamelib.kits`): each has one name and
one label, so ``o="Alpha-beta"`` and ``o="alphabeta"`` choose the same player.

Every board is drawn by one :class:`~gamelib.widgets.board_view.BoardView` (SVG from a
scene of :mod:`gamelib.viz.scenes`); each game's board in :mod:`gamelib.widgets.boards`
says what the scene is and what a click on one of its targets means.  Targets are named in
the move list's notation, and ``board.click(name)`` clicks one as a person would.

>>> from gamelib.widgets.boards import TicTacToeBoard
>>> board = TicTacToeBoard(x="Human", o="alphabeta", depth=9)
>>> board.click("b2")        # X in the centre; O answers at once
>>> x, o = board.session.moves_text()
>>> x, o in {"a1", "c1", "a3", "c3"}   # only a corner holds the draw
('b2', True)
>>> board.undo.click(); board.session.moves_text()
[]
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as widgets

from gamelib.core import Game, Side
from gamelib.i18n import player_word, tr
from gamelib.kits import GameKit, PlayerKind, Settings, kit_of
from gamelib.players import RandomPlayer
from gamelib.search.base import Evaluate
from gamelib.search.retrograde import Solution, solve
from gamelib.search.trace import format_bound
from gamelib.session import Session
from gamelib.widgets.board_view import BoardView
from gamelib.widgets.stepper import TreeStepper

HUMAN = "Human"
#: builds the player of a side from the board's controls (None: a person plays)
PlayerFactory = Callable[["GameBoard", Side], Any]


#: what a person at the board is, in the words of the players' strengths
HUMAN_WORDS = "you: click the board"


def _factory(kind: PlayerKind) -> PlayerFactory:
    """Builds ``kind`` from the board's controls when its side is to move."""
    return lambda board, side: kind.build(board.game, board.settings())


def panel_control() -> dict[str, Any]:
    """A side-panel control's layout and style: as wide as the panel, its description never cut
    short (a new Layout each time: widgets sharing one would show and hide together)."""
    return dict(layout=widgets.Layout(width="100%", max_width="320px"),
                style={"description_width": "initial"})
STYLE = """<style>
.gl-board .gl-board-main { gap: 14px 18px; align-items: flex-start; }
.gl-board .gl-board-buttons { gap: 4px; }
.gl-board .gl-board-buttons button { margin: 0; }
.gl-board .gl-status, .gl-board .gl-moves { overflow-wrap: anywhere; }
.gl-board .gl-strength .widget-html-content, .gl-board .gl-status .widget-html-content,
.gl-board .gl-moves .widget-html-content { line-height: 1.45; }
</style>"""


def disc_icon(colour: str) -> str:
    """A small disc drawn inline, for status lines (not a font glyph)."""
    edge = "#000" if colour != "#f4f4f0" else "#777"
    return (f'<svg width="12" height="12" viewBox="0 0 12 12" style="vertical-align:-1px">'
            f'<circle cx="6" cy="6" r="5" fill="{colour}" stroke="{edge}"/></svg>')


class GameBoard(widgets.VBox):
    """The controls and bookkeeping every board shares; subclasses build the cells."""

    def __init__(self, game: Game, sides: Mapping[Side, str], *, depth: int = 4,
                 evaluations: Mapping[str, Evaluate], max_depth: int = 10, seed: int = 0,
                 max_plies: int = 200, clock: int = 0):
        self.game, self.seed, self.max_plies = game, seed, max_plies
        self.kit: GameKit = kit_of(game)
        #: the menus' players by label (None: a person plays)
        self.kinds: dict[str, PlayerFactory | None] = {HUMAN: None} | {
            kind.label: _factory(kind) for kind in self.kit.board_players()}
        self.session = Session(game)
        self.evaluations = dict(evaluations)
        self._solution: Solution | None = None
        self._players: dict[Side, Any] = {}
        self.last_search: tuple[Any, Any] | None = None  # (trace, state searched)
        self.last_player: Any = None

        self.side_kind = {}
        for side in game.players:
            kind = sides.get(side, HUMAN)
            if kind not in self.kinds:  # a player's name ("alphabeta") instead of its label
                on_board = [k for k in self.kit.board_players() if k.name == kind]
                if not on_board:
                    raise ValueError(f"unknown player {kind!r} for {side}; choose from "
                                     f"{', '.join(self.kinds)}")
                kind = on_board[0].label
            menu = widgets.Dropdown(options=[(tr(k), k) for k in self.kinds], value=kind,
                                    description=player_word(side), **panel_control())
            menu.add_class(f"gl-side-{str(side).lower()}")
            menu.observe(lambda _: self._players_changed(), names="value")
            self.side_kind[side] = menu
        self.depth = widgets.IntSlider(value=depth, min=1, max=max_depth, description=tr("depth"),
                                       **panel_control())
        self.evaluation = widgets.Dropdown(options=[(tr(e), e) for e in self.evaluations],
                                           description=tr("evaluation"), **panel_control())
        for control in (self.depth, self.evaluation):
            control.observe(lambda _: self._players_changed(), names="value")
        self.strength = widgets.HTML()
        self.strength.add_class("gl-strength")
        # a clock for a person's move (report 000 §1.2: think a reasonable time, or move at once)
        self.clock = widgets.BoundedIntText(value=clock, min=0, max=600,
                                            description=tr("seconds a move (0: no clock)"), **panel_control())
        self.clock.add_class("gl-clock")
        self.clock.observe(lambda _: self.refresh(), names="value")
        self.results: list[dict[str, Any]] = []  # every finished game, for the score list
        self.results_view = widgets.HTML()
        self.results_view.add_class("gl-results")
        self._game_number = 1
        self._note = ""

        self.new_game = self._button("New game", "gl-new", "refresh")
        self.undo = self._button("Undo", "gl-undo", "undo")
        self.redo = self._button("Redo", "gl-redo", "repeat")
        self.ai_move = self._button("AI move", "gl-ai-move", "play")
        self.play_out = self._button("Play out", "gl-play-out", "forward")
        self.show_search = self._button("Show search", "gl-show-search", "sitemap")
        self.status = widgets.HTML()
        self.status.add_class("gl-status")
        self.moves = widgets.HTML()
        self.moves.add_class("gl-moves")
        self.search_view = widgets.VBox()
        self.search_view.add_class("gl-search-view")

        self.new_game.on_click(lambda _: self._restart())
        self.undo.on_click(lambda _: self._undo())
        self.redo.on_click(lambda _: self._redo())
        self.ai_move.on_click(lambda _: self._ai_plays(once=True))
        self.play_out.on_click(lambda _: self._ai_plays(once=False))
        self.show_search.on_click(lambda _: self._show_search())

        self.view = BoardView()
        self.view.add_class("gl-board-svg")
        self.view.on_click(self.on_target)
        self.view.on_timeout(self._time_up)
        settings = widgets.VBox(list(self.side_kind.values()) + [self.depth, self.evaluation]
                                + self.extra_settings() + [self.clock])
        buttons = widgets.HBox([self.new_game, self.undo, self.redo, self.ai_move, self.play_out,
                                self.show_search], layout=widgets.Layout(flex_flow="row wrap"))
        buttons.add_class("gl-board-buttons")
        # the board takes the room there is (down to about 340 px) and never clips; the panel
        # goes beside it when there is room and below it when there is not
        self.board_box = widgets.Box([self.view], layout=widgets.Layout(
            flex="1 1 340px", min_width="0", max_width=f"{self.scene()['px']}px"))
        panel = widgets.VBox([settings, self.strength, self.status, self.moves, self.results_view],
                             layout=widgets.Layout(
            flex="1 1 240px", min_width="0", max_width="380px"))
        main = widgets.Box([self.board_box, panel], layout=widgets.Layout(
            display="flex", flex_flow="row wrap", width="100%"))
        main.add_class("gl-board-main")
        super().__init__([widgets.HTML(STYLE), main, buttons, self.search_view],
                         layout=widgets.Layout(width="100%", max_width="1000px"))
        self.add_class("gl-board")
        self.session.observe(lambda _: self.refresh())
        self.refresh()
        self._ai_plays(once=False, only_if_next_is_ai=True)

    # -- what subclasses provide --------------------------------------------------
    def scene(self) -> dict[str, Any]:
        """The board as it stands, for the view (see :mod:`gamelib.viz.scenes`)."""
        raise NotImplementedError

    def on_target(self, name: str) -> None:
        """A click on the target ``name`` (a square in the move list's notation, or a control)."""
        raise NotImplementedError

    def extra_settings(self) -> list[widgets.Widget]:
        """Game-specific controls shown under the common ones."""
        return []

    def strength_words(self) -> dict[str, str]:
        """What each player in the menus is and how strong, in plain words (from the kit)."""
        return {HUMAN: HUMAN_WORDS} | {kind.label: kind.words for kind in self.kit.board_players()}

    def seconds_a_move(self) -> float | None:
        """The seconds an engine thinks a move (boards with a time control say; None: its own)."""
        return None

    def settings(self) -> Settings:
        """What a player is built with: the depth, evaluation and time chosen in the controls."""
        return Settings(depth=self.depth.value, seconds=self.seconds_a_move(),
                        seed=self.player_seed, evaluate=self.evaluate, record=True,
                        solution=self.solution)

    def end_reason(self) -> str:
        """Why the finished game ended, when the rules make it worth saying ('' otherwise)."""
        return ""

    def describe_players(self) -> str:
        """One line a side: who plays it and how strong that player is."""
        words = self.strength_words()
        limit = self.seconds_a_move()
        seconds = f"{limit:.1f}" if limit is not None else None
        lines = []
        for side, menu in self.side_kind.items():
            what = words.get(menu.value, "")
            what = tr(what, depth=self.depth.value, seconds=seconds) if what else ""
            lines.append(f"<b>{html.escape(player_word(side))}</b>: {html.escape(tr(menu.value))}"
                         + (f" — {html.escape(what, quote=False)}" if what else ""))
        return "<small>" + "<br>".join(lines) + "</small>"

    def refresh_cells(self) -> None:
        """Redraw the board (at most at its natural size: a bigger board may be wider)."""
        scene = self.scene()
        self.board_box.layout.max_width = f"{scene['px']}px"
        self.view.scene = scene

    def click(self, name: str) -> None:
        """Click the square or control ``name`` on the board, as a person would."""
        self.view.click(name)

    @property
    def legal_now(self) -> set:
        """The legal moves when a person is to move (what the board offers to click)."""
        return set(self.session.legal_actions()) if self.human_to_move else set()

    @property
    def last_action(self) -> Any:
        return self.session.actions[-1] if self.session.actions else None

    # -- players ------------------------------------------------------------------------
    @property
    def evaluate(self) -> Evaluate:
        """The evaluation function chosen in the controls."""
        return self.evaluations[self.evaluation.value]

    @property
    def player_seed(self) -> int:
        return self.seed + len(self.session.actions)

    def player_for(self, side: Side) -> Any:
        """The player object for ``side`` (None for a person), built from the controls."""
        factory = self.kinds[self.side_kind[side].value]
        if factory is None:
            return None
        if side not in self._players:
            self._players[side] = factory(self, side)
        return self._players[side]

    def _players_changed(self) -> None:
        """A side's player was changed: build it anew, and redraw (who may click has changed)."""
        self._players.clear()
        self.refresh()

    def solution(self) -> Solution:
        """The solved game (computed the first time a perfect player is asked for)."""
        if self._solution is None:
            self._solution = solve(self.game)
        return self._solution

    @property
    def human_to_move(self) -> bool:
        return not self.session.is_over and self.player_for(self.session.to_move) is None

    # -- actions ------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        """A person's move; then the AI answers if it is to move."""
        if not self.human_to_move:
            self.status.value = self._message(tr("It is not a person's turn to move."))
            return
        self._note = ""
        self.session.play(action)
        self._ai_plays(once=False, only_if_next_is_ai=True)

    def _ai_plays(self, once: bool, only_if_next_is_ai: bool = False) -> None:
        """AI moves: one (``once``), or until a person is to move or the game ends.

        ``only_if_next_is_ai`` is the automatic answer after a person's move or
        a new game: it does nothing when AI plays both sides (that waits for a click).
        """
        if only_if_next_is_ai and self._all_ai():
            return
        plies = 0
        while not self.session.is_over and plies < self.max_plies:
            player = self.player_for(self.session.to_move)
            if player is None:
                if not only_if_next_is_ai:
                    self.status.value = self._message(tr("A person is to move: click the board."))
                return
            state = self.session.state
            with self.view.thinking(tr("{player} is thinking…",
                                       player=tr(self.side_kind[self.session.to_move].value))):
                action = player.choose(self.game, state)
            trace = getattr(player, "last_trace", None)
            if trace is not None:
                self.last_search = (trace, state)
            self.last_player = player
            self.session.play(action)
            plies += 1
            if once:
                return

    def _all_ai(self) -> bool:
        return all(self.kinds[menu.value] is not None for menu in self.side_kind.values())

    def _undo(self) -> None:
        self.session.undo()
        while self.session.can_undo and not self.human_to_move and not self._all_ai():
            self.session.undo()

    def _redo(self) -> None:
        self.session.redo()
        while self.session.can_redo and not self.human_to_move and not self._all_ai():
            self.session.redo()

    def replace_game(self, game: Game, evaluations: Mapping[str, Evaluate]) -> None:
        """Start a new game under new rules (same board size)."""
        self.game = game
        self.evaluations = dict(evaluations)
        self._solution = None
        self.session = Session(game)
        self.session.observe(lambda _: self.refresh())
        self._restart()

    def _restart(self) -> None:
        self._game_number += 1
        self._players.clear()
        self.last_search = None
        self.last_player = None
        self.search_view.children = ()
        self.session.restart()
        self._ai_plays(once=False, only_if_next_is_ai=True)

    def _show_search(self) -> None:
        if self.last_search is None:
            self.search_view.children = (widgets.HTML(
                "<i>" + tr("No search yet: let a minimax or alpha-beta player move first.") + "</i>"),)
            return
        trace, state = self.last_search
        title = tr("The AI's search from {position}", position=self.game.state_to_str(state))
        self.search_view.children = (TreeStepper(trace, game=self.game, title=title),)

    # -- display --------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session.is_over:
            winner = session.winner()
            text = self.end_reason() + (tr("Draw.") if winner is None else
                                        tr("{side} wins.", side=player_word(winner)))
        else:
            who = tr("you") if self.human_to_move else tr(self.side_kind[session.to_move].value)
            text = tr("{side} to move ({who}).", side=player_word(session.to_move), who=who)
        note = self._note
        self.status.value = (self._message(note) + "<br>" if note else "") + \
            self._message(text) + self.search_report()
        self.strength.value = self.describe_players()
        self._record_result()
        self._wind_clock()
        listed = session.moves_text()
        self.moves.value = ("<small>" + html.escape(" ".join(
            f"{i // 2 + 1}. {m}" if i % 2 == 0 else m for i, m in enumerate(listed))) + "</small>")
        self.undo.disabled = not session.can_undo
        self.redo.disabled = not session.can_redo
        self.ai_move.disabled = self.play_out.disabled = session.is_over
        self.refresh_cells()

    # -- the clock and the score list ------------------------------------------------------
    def _wind_clock(self) -> None:
        """Start the clock for a person's move (a new key each move), or stop it."""
        if self.human_to_move and self.clock.value > 0:
            self.view.clock_s = float(self.clock.value)
            self.view.clock_key = f"{self._game_number}:{len(self.session.actions)}"
        else:
            self.view.clock_s = 0.0

    def _time_up(self, key: str) -> None:
        """The person's time ran out: a random legal move is played for them."""
        if not self.human_to_move or key != f"{self._game_number}:{len(self.session.actions)}":
            return
        action = RandomPlayer(self.player_seed).choose(self.game, self.session.state)
        move = self.game.action_to_str(self.session.state, action)
        note = tr("Time is up: {move} was played for {side}.", move=move,
                  side=player_word(self.session.to_move))
        self.play(action)
        self._note = note  # shown until the person's next move
        self.refresh()

    def score_text(self) -> str:
        """The score of a finished game in a few words (boards with points say them)."""
        return ""

    def _record_result(self) -> None:
        """Add a finished game to the score list once (undo and redo do not add it again)."""
        if not self.session.is_over:
            return
        key = (self._game_number, tuple(self.session.moves_text()))
        if any(r["key"] == key for r in self.results):
            return
        winner = self.session.winner()
        self.results.append({"key": key, "game": len(self.results) + 1,
                             "winner": tr("draw") if winner is None else player_word(winner),
                             "moves": len(self.session.actions), "score": self.score_text(),
                             "players": {str(side): menu.value for side, menu in self.side_kind.items()}})
        rows = "".join(f"<tr><td>{r['game']}</td><td>{html.escape(r['winner'])}</td>"
                       f"<td>{r['moves']}</td><td>{html.escape(r['score'])}</td></tr>"
                       for r in self.results[-8:])
        heads = "".join(f"<th>{tr(h)}</th>" for h in ("winner", "moves", "score"))
        self.results_view.value = (f"<small><b>{tr('Finished games')}</b><table class='gl-text'>"
                                   f"<tr><th>#</th>{heads}</tr>" + rows + "</table></small>")

    def search_report(self) -> str:
        """A line about the AI's last move (the Othello board shows its engine's depth and value)."""
        result = getattr(self.last_player, "last_result", None)
        if result is None:
            return ""
        cuts = tr(", {cutoffs} cut-offs", cutoffs=result.cutoffs) if result.cutoffs else ""
        return ("<br><small>" + tr("last search: value {value}, {nodes} nodes",
                                   value=format_bound(result.value), nodes=f"{result.nodes:,}")
                + cuts + "</small>")

    @staticmethod
    def _message(text: str) -> str:
        return f"<b>{html.escape(text, quote=False)}</b>"

    @staticmethod
    def _button(description: str, css: str, icon: str) -> widgets.Button:
        button = widgets.Button(description=tr(description), icon=icon,
                                layout=widgets.Layout(width="auto"))
        button.add_class(css)
        return button
