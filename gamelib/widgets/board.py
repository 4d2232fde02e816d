"""Playable boards: human vs AI, AI vs AI, human vs human, with undo/redo and the AI's search.

A :class:`GameBoard` owns a :class:`~gamelib.session.Session` and a choice of
player for each side (a person, or random / greedy / minimax / alpha-beta /
perfect).  When an AI is to move after a person's move it answers at once; AI
against AI moves one ply per click on "AI move", or to the end with "Play out".
"Undo" takes back moves until it is a person's turn again (your move and the
AI's answer); "Redo" replays them.  "Show search" opens the AI's last search in
a :class:`~gamelib.widgets.stepper.TreeStepper`, with the board of the node
being looked at beside the tree.

Every board is drawn by one :class:`~gamelib.widgets.board_view.BoardView` (SVG from a
scene of :mod:`gamelib.viz.scenes`); subclasses say what the scene is and what a click on
one of its targets means: :class:`TicTacToeBoard`, :class:`DodgemBoard`, :class:`OthelloBoard`,
:class:`OAnQuanBoard`, :class:`CaroBoard`.  Targets are named in the move list's notation,
and ``board.click(name)`` clicks one as a person would.

>>> board = TicTacToeBoard(x="Human", o="Alpha-beta", depth=9)
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

from gamelib.core import Game, Player as Side
from gamelib.i18n import player_word, tr
from gamelib.players import GreedyPlayer, PerfectPlayer, RandomPlayer, SearchPlayer
from gamelib.search.base import Evaluate
from gamelib.search.retrograde import Solution, solve
from gamelib.search.trace import format_bound
from gamelib.session import Session
from gamelib.widgets.board_view import BoardView
from gamelib.widgets.stepper import TreeStepper

HUMAN = "Human"
#: builds the player of a side from the board's controls (None: a person plays)
PlayerFactory = Callable[["GameBoard", Side], Any]


#: what each player is, in words a student understands ({depth} and {seconds} are filled in)
STRENGTH = {
    HUMAN: "you: click the board",
    "Random": "plays any legal move at random: easy to beat",
    "Greedy": "takes the move that looks best right now, never looking ahead: easy to beat",
    "Minimax": "looks {depth} moves ahead (every move, no pruning); deeper is stronger and slower",
    "Alpha-beta": "looks {depth} moves ahead, pruning what cannot matter; deeper is stronger",
    "Perfect": "plays from the solved game: it never loses",
}


def standard_kinds() -> dict[str, PlayerFactory | None]:
    """The players every board offers: a person, random, greedy, minimax, alpha-beta, perfect."""
    def search(algorithm: str) -> PlayerFactory:
        return lambda board, side: SearchPlayer(algorithm, board.depth.value, board.evaluate,
                                                seed=board.player_seed, record=True)

    return {
        HUMAN: None,
        "Random": lambda board, side: RandomPlayer(board.player_seed),
        "Greedy": lambda board, side: GreedyPlayer(board.evaluate, board.player_seed),
        "Minimax": search("minimax"),
        "Alpha-beta": search("alphabeta"),
        "Perfect": lambda board, side: PerfectPlayer(board.solution(), board.player_seed),
    }


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
                 max_plies: int = 200, kinds: Mapping[str, PlayerFactory | None] | None = None,
                 clock: int = 0):
        self.game, self.seed, self.max_plies = game, seed, max_plies
        self.kinds = dict(kinds if kinds is not None else standard_kinds())
        self.session = Session(game)
        self.evaluations = dict(evaluations)
        self._solution: Solution | None = None
        self._players: dict[Side, Any] = {}
        self.last_search: tuple[Any, Any] | None = None  # (trace, state searched)
        self.last_player: Any = None

        self.side_kind = {}
        for side in game.players:
            kind = sides.get(side, HUMAN)
            if kind not in self.kinds:
                raise ValueError(f"unknown player {kind!r} for {side}; choose from "
                                 f"{', '.join(self.kinds)}")
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
        """What each player in the menus is and how strong, in plain words (see ``STRENGTH``)."""
        return STRENGTH

    def end_reason(self) -> str:
        """Why the finished game ended, when the rules make it worth saying ('' otherwise)."""
        return ""

    def describe_players(self) -> str:
        """One line a side: who plays it and how strong that player is."""
        words = self.strength_words()
        limit = getattr(self, "time_limit", None)
        seconds = f"{limit.value:.1f}" if limit is not None else None
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


class TicTacToeBoard(GameBoard):
    """Tic-tac-toe: click an empty square (``a1`` top left ... ``c3``)."""

    def __init__(self, x: str = HUMAN, o: str = "Perfect", *, depth: int = 4, seed: int = 0):
        from gamelib.evaluation.tictactoe import EVALUATIONS
        from gamelib.games.tictactoe import TicTacToe

        super().__init__(TicTacToe(), {"X": x, "O": o}, depth=depth, evaluations=EVALUATIONS,
                         max_depth=9, seed=seed)

    def scene(self) -> dict[str, Any]:
        from gamelib.games.tictactoe import LINES
        from gamelib.viz.scenes import tictactoe_scene

        x, o = self.session.state
        line = next((m for m in LINES if x & m == m or o & m == m), 0)
        return tictactoe_scene(self.session.state, legal=self.legal_now, last=self.last_action,
                               line=line)

    def on_target(self, name: str) -> None:
        self.play(self.game.parse_action(self.session.state, name))


class DodgemBoard(GameBoard):
    """Dodgem: click one of your cars, then a marked square (or the green exit arrow).

    Squares are named as the move list writes them (``a1`` bottom left); Black's exits,
    right of each row, are ``off-row-<row>`` and White's, above each column,
    ``off-col-<col>`` (row and column 0 at the top left).
    """

    def __init__(self, size: int = 3, rule: str = "lecture", first: str = "Black",
                 black: str = HUMAN, white: str = "Alpha-beta", *, depth: int = 4, seed: int = 0):
        from gamelib.games.dodgem import Dodgem

        game = Dodgem(size, rule, first)
        self.selected: int | None = None
        self.size = widgets.IntSlider(value=size, min=3, max=15, description=tr("board size"),
                                      continuous_update=False, **panel_control())
        self.size.add_class("gl-size")
        self.rule = widgets.Dropdown(options=[(tr("lecture: stuck side loses"), "lecture"),
                                              (tr("Vout: stuck side wins"), "vout")],
                                     value=rule, description=tr("rule"), **panel_control())
        self.first = widgets.ToggleButtons(options=[(player_word(s), s) for s in ("Black", "White")],
                                           value=first, description=tr("first"), style={"button_width": "70px",
                                                                       "description_width": "initial"})
        self.rule.add_class("gl-rule")
        self.first.add_class("gl-first")
        super().__init__(game, {"Black": black, "White": white}, depth=depth,
                         evaluations=self._evaluations(game), seed=seed)
        self._offer_perfect()
        for control in (self.size, self.rule, self.first):
            control.observe(lambda _: self._new_rules(), names="value")

    @staticmethod
    def _evaluations(game: Any) -> dict[str, Evaluate]:
        from gamelib.evaluation.dodgem import DodgemEvaluation

        return {"evaluation 2 (report 003)": DodgemEvaluation.report2(game),
                "evaluation 1 (lecture)": DodgemEvaluation.lecture(game)}

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.size, self.rule, self.first]

    def _offer_perfect(self) -> None:
        """The solved game's player only where the game can be solved here (up to 4×4)."""
        from gamelib.games.dodgem import SOLVABLE_SIZE

        kinds = [k for k in self.kinds if k != "Perfect" or self.game.size <= SOLVABLE_SIZE]
        for menu in self.side_kind.values():
            keep = menu.value if menu.value in kinds else "Alpha-beta"
            menu.options = [(tr(k), k) for k in kinds]  # (this resets the value)
            menu.value = keep

    def _new_rules(self) -> None:
        from gamelib.games.dodgem import Dodgem

        self.selected = None
        game = Dodgem(self.size.value, self.rule.value, self.first.value)
        self.replace_game(game, self._evaluations(game))
        self._offer_perfect()

    def exit_for(self, name: str) -> str:
        """The name of the exit that takes the car on square ``name`` off the board."""
        index = self.game.square_index(name)
        r, c = divmod(index, self.game.size)
        black = self.session.state.black >> index & 1
        return f"off-row-{r}" if black else f"off-col-{c}"

    def _moves_from(self, square: int | None) -> dict[int, Any]:
        return {target: (source, target) for source, target in self.legal_now if source == square}

    def scene(self) -> dict[str, Any]:
        from gamelib.games.dodgem import OFF
        from gamelib.viz.scenes import dodgem_scene

        targets = self._moves_from(self.selected)
        exits = [self.exit_for(self.game.square_name(self.selected))] if OFF in targets else []
        return dodgem_scene(self.game, self.session.state,
                            movable={s for s, _ in self.legal_now}, selected=self.selected,
                            targets=[t for t in targets if t != OFF], exits=exits,
                            last=self.last_action)

    def on_target(self, name: str) -> None:
        from gamelib.games.dodgem import OFF

        targets = self._moves_from(self.selected)
        if name.startswith("off-"):
            action = targets[OFF]
        else:
            index = self.game.square_index(name)
            if index not in targets:  # (re)select one of your cars
                self.selected = index if self._moves_from(index) else None
                self.refresh_cells()
                return
            action = targets[index]
        self.selected = None
        self.play(action)


class OthelloBoard(GameBoard):
    """Othello (Cờ lật): click a square with a hint dot.  ``rule`` is the course's ("course":
    the game ends when the player to move cannot move, assignment 001 §I.2) or international
    Othello's ("standard": that player passes); the board says which is in force.
    ``variant=True`` plays the assignment's variant with five victory cells (gold frames) drawn
    from ``cells_seed``; it never passes."""

    def __init__(self, black: str = HUMAN, white: str = "Strong engine", *, variant: bool = False,
                 cells_seed: int = 0, rule: str = "course", time_limit: float = 0.8, depth: int = 3,
                 seed: int = 0):
        from gamelib.engines.othello import EngineEvaluation, OthelloEngine, disc_difference, engine_player
        from gamelib.games.othello import Othello, random_victory_cells

        self.victory = random_victory_cells(cells_seed) if variant else None
        game = Othello(self.victory, rule)
        self.rule = widgets.Dropdown(options=[(tr("course: no move ends the game"), "course"),
                                              (tr("standard: no move, pass"), "standard")],
                                     value=rule, description=tr("rule"), disabled=variant,
                                     **panel_control())
        self.rule.add_class("gl-rule")
        self.time_limit = widgets.FloatSlider(value=time_limit, min=0.1, max=5.0, step=0.1,
                                              description=tr("engine seconds a move"), **panel_control())
        kinds: dict[str, PlayerFactory | None] = {
            HUMAN: None,
            "Random": lambda board, side: RandomPlayer(board.player_seed),
            "Greedy": lambda board, side: GreedyPlayer(disc_difference, board.player_seed),
            "Weak engine": lambda board, side: engine_player(board.game, "weak"),
            "Medium engine": lambda board, side: engine_player(board.game, "medium"),
            "Strong engine": lambda board, side: OthelloEngine(
                board.game, time_limit=board.time_limit.value, name="strong"),
            "Alpha-beta (traced)": lambda board, side: SearchPlayer(
                "alphabeta", board.depth.value, board.evaluate, seed=board.player_seed, record=True),
        }
        self.pass_button = self._button("Pass", "gl-pass", "step-forward")
        self.pass_button.on_click(lambda _: self._pass())
        super().__init__(game, {"BLACK": black, "WHITE": white}, depth=depth, max_depth=6,
                         evaluations={"engine evaluation": EngineEvaluation(game)}, seed=seed,
                         kinds=kinds)
        self.time_limit.observe(lambda _: self._players_changed(), names="value")
        self.rule.observe(lambda _: self._new_rule(), names="value")

    def _new_rule(self) -> None:
        from gamelib.engines.othello import EngineEvaluation
        from gamelib.games.othello import Othello

        game = Othello(self.victory, self.rule.value)
        self.replace_game(game, {"engine evaluation": EngineEvaluation(game)})

    def end_reason(self) -> str:
        from gamelib.games.othello import legal_moves

        state = self.session.state
        me, opp = (state.black, state.white) if state.to_move == "BLACK" else (state.white, state.black)
        if not self.game.passes and not legal_moves(me, opp) and legal_moves(opp, me):
            return tr("{side} cannot move, so the game ends (the course's rule). ",
                      side=player_word(state.to_move))
        return ""

    def strength_words(self) -> dict[str, str]:
        return {**STRENGTH,
                "Greedy": "flips the most discs now, never looking ahead: easy to beat",
                "Weak engine": "looks 2 moves ahead: a beginner can beat it",
                "Medium engine": "looks 4 moves ahead and plays the whole endgame exactly: a fair fight",
                "Strong engine": "thinks {seconds} s a move (about 10 moves ahead or more) "
                                 "and plays the endgame exactly: hard to beat",
                "Alpha-beta (traced)": "the lesson's alpha-beta, {depth} moves ahead, with its "
                                       "search shown under the board: slow but open"}

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.rule, self.time_limit, self.pass_button]

    def scene(self) -> dict[str, Any]:
        from gamelib.viz.scenes import othello_scene

        return othello_scene(self.session.state, victory_mask=self.game.victory_mask,
                             legal=self.legal_now, last=self.last_action)

    def on_target(self, name: str) -> None:
        from gamelib.games.othello import square_index

        self.play(square_index(name))

    def _pass(self) -> None:
        from gamelib.games.othello import PASS

        if self.legal_now == {PASS}:
            self.play(PASS)

    def refresh_cells(self) -> None:
        from gamelib.games.othello import PASS

        super().refresh_cells()
        self.pass_button.disabled = self.legal_now != {PASS}
        self.pass_button.layout.display = None if self.game.passes else "none"

    def score_text(self) -> str:
        discs = self.game.discs(self.session.state)
        return f"{player_word('Black')} {discs['BLACK']} – {player_word('White')} {discs['WHITE']}"

    def search_report(self) -> str:
        info = getattr(self.last_player, "info", None)
        discs = self.game.discs(self.session.state)
        counts = (f"<br>{disc_icon('#151515')} {discs['BLACK']} &nbsp; "
                  f"{disc_icon('#f4f4f0')} {discs['WHITE']}")
        if info is None or not info.depth:
            return counts + super().search_report()
        exact = tr(" (exact)") if info.exact else ""
        return (counts + f"<br><small>{html.escape(self.last_player.name)}: "
                + tr("depth {depth}{exact}, value {value}, {nodes} nodes in {seconds} s",
                     depth=info.depth, exact=exact, value=f"{info.value:+.0f}",
                     nodes=f"{info.nodes:,}", seconds=f"{info.seconds:.2f}") + "</small>")


class OAnQuanBoard(GameBoard):
    """Ô ăn quan: click one of your squares, then one of the two arrows on it (``3+`` sows
    clockwise, ``3-`` anticlockwise, as the move list writes them).  Every move is shown
    sown stone by stone on the board, and can be replayed step by step under it."""

    def __init__(self, a: str = HUMAN, b: str = "Level 3", *, depth: int = 4, seed: int = 0,
                 time_limit: float = 0.5, clock: int = 0, **rules: Any):
        from gamelib.engines.oanquan import player, score_difference, stronger_evaluation
        from gamelib.games.oanquan import OAnQuan

        game = OAnQuan(**rules)
        self.strong_seconds = time_limit
        self.selected: int | None = None
        self.clockwise = self._button("clockwise ↻", "gl-clockwise", "redo")
        self.anticlockwise = self._button("anticlockwise ↺", "gl-anticlockwise", "undo")
        self.clockwise.on_click(lambda _: self._sow(1))
        self.anticlockwise.on_click(lambda _: self._sow(-1))
        self.replay = widgets.IntSlider(value=0, min=0, max=0, description=tr("step"),
                                        layout=widgets.Layout(width="100%", max_width="420px"))
        self.replay_play = widgets.Play(value=0, min=0, max=0, interval=350)
        widgets.link((self.replay_play, "value"), (self.replay, "value"))
        self.replay_view = widgets.HTML(layout=widgets.Layout(width="100%", max_width="420px"))
        self.replay.add_class("gl-replay")
        self.replay.observe(lambda _: self._show_replay(), names="value")
        self.steps: list = []
        self._sown = 0  # moves already sown on the board (an undo is not sown again)
        kinds: dict[str, PlayerFactory | None] = {
            HUMAN: None,
            "Level 1": lambda board, side: player("level 1", board.game, seed=board.player_seed),
            "Level 2": lambda board, side: _recording(player("level 2", board.game, seed=board.player_seed)),
            "Level 3": lambda board, side: _recording(player("level 3", board.game, depth=board.depth.value,
                                                             seed=board.player_seed)),
            "Strong": lambda board, side: player("strong", board.game, time_limit=time_limit,
                                                 seed=board.player_seed),
            "Level 2 as written": lambda board, side: player("level 2 as written", board.game),
            "Level 3 as written": lambda board, side: player("level 3 as written", board.game,
                                                             depth=board.depth.value),
        }
        evaluations = {"points difference (report)": score_difference(game),
                       "stronger": stronger_evaluation(game)}
        super().__init__(game, {"A": a, "B": b}, depth=depth, evaluations=evaluations, seed=seed,
                         kinds=kinds, max_depth=8, clock=clock)
        self.children = self.children + (widgets.VBox([
            widgets.HTML(f"<b>{tr('The last move, stone by stone')}</b>"),
            widgets.HBox([self.replay_play, self.replay]), self.replay_view]),)
        self.session.observe(lambda _: self._record_last_move())

    def extra_settings(self) -> list[widgets.Widget]:
        return [widgets.HBox([self.anticlockwise, self.clockwise],
                             layout=widgets.Layout(flex_flow="row wrap"))]

    def strength_words(self) -> dict[str, str]:
        return {**STRENGTH,
                "Level 1": "the report's level 1: takes the most points now, never looking ahead: "
                           "easy to beat",
                "Level 2": "the report's level 2: looks 2 moves ahead (minimax)",
                "Level 3": "the report's level 3: looks {depth} moves ahead (alpha-beta)",
                "Strong": "looks as far as it can in a fraction of a second a move, trying captures "
                          "first: hard to beat",
                "Level 2 as written": "level 2 exactly as the report writes it, slip included: "
                                      "it always plays its last non-empty square",
                "Level 3 as written": "level 3 as the report's code plays: looks {depth} moves "
                                      "ahead, then takes the first move it saw reach that value, "
                                      "often not the best"}

    def scene(self) -> dict[str, Any]:
        from gamelib.viz.scenes import oanquan_scene

        directions = [d for s, d in self.legal_now if s == self.selected]
        last = self.last_action[0] if self.last_action else None
        return oanquan_scene(self.session.state,
                             selectable={s for s, _ in self.legal_now}, selected=self.selected,
                             directions=directions, last=last)

    def on_target(self, name: str) -> None:
        if name.endswith(("+", "-")):
            self.selected = None
            self.play(self.game.parse_action(self.session.state, name))
            return
        self.selected = int(name)
        self.refresh_cells()

    def _sow(self, direction: int) -> None:
        if self.selected is not None:
            self.click(f"{self.selected}{'+' if direction > 0 else '-'}")

    def refresh_cells(self) -> None:
        super().refresh_cells()
        can_sow = self.selected is not None and self.human_to_move
        self.clockwise.disabled = self.anticlockwise.disabled = not can_sow

    def _step_state(self, step: Any) -> Any:
        return self.session.states[-2]._replace(cells=step.cells, quan=step.quan)

    def _record_last_move(self) -> None:
        from gamelib.viz.scenes import oanquan_scene

        if not self.session.actions:
            self.steps = []
        else:
            _, self.steps = self.game.play(self.session.states[-2], self.session.actions[-1], record=True)
        self.replay.max = self.replay_play.max = max(0, len(self.steps) - 1)
        self.replay.value = self.replay.max
        self._show_replay()
        played = len(self.session.actions)
        if played > self._sown:  # a new move (not an undo): sow it stone by stone on the board
            every = max(1, len(self.steps) // 40)  # at most about 40 frames
            self.view.frames = [oanquan_scene(self._step_state(step), highlight=step.cell,
                                              captured=[step.cell] if step.kind == "capture" else [])
                                for i, step in enumerate(self.steps)
                                if i % every == 0 or step.kind in ("capture", "pick")]
        self._sown = played

    def _show_replay(self) -> None:
        from gamelib.viz.scenes import oanquan_scene, scene_svg

        if not self.steps:
            self.replay_view.value = f"<i>{tr('No move yet.')}</i>"
            return
        step = self.steps[self.replay.value]
        mover = self.session.states[-2].to_move
        words = tr({"pick": "takes up square {cell} ({hand} in hand)",
                    "sow": "drops a stone in {cell} ({hand} left)",
                    "capture": "captures cell {cell}: +{gained}",
                    "refill": "puts one dân on each empty square",
                    "end": "the turn ends"}[step.kind], cell=step.cell, hand=step.hand,
                   gained=step.gained)
        captured = [step.cell] if step.kind == "capture" else []
        picture = oanquan_scene(self._step_state(step), highlight=step.cell,
                                captured=captured)
        self.replay_view.value = (f'<div style="max-width:100%">{scene_svg(picture, width=400)}</div>'
                                  "<small>" + tr("step {n}/{total}: ", n=self.replay.value + 1,
                                                 total=len(self.steps))
                                  + f"{mover} {html.escape(words)}</small>")

    def score_text(self) -> str:
        scores = self.game.scores(self.session.state)
        return f"A {scores['A']} – B {scores['B']}"

    def search_report(self) -> str:
        scores = self.game.scores(self.session.state)
        state = self.session.state
        line = "<br>" + " &nbsp; ".join(
            tr("{side}: {points} points ({dan} dân, {quan} quan)", side=side, points=scores[side],
               dan=state.dan[k], quan=state.quans[k]) for k, side in enumerate("AB"))
        return line + super().search_report()


def _recording(player: Any) -> Any:
    """Make a search player keep its trace (for "Show search")."""
    player.record = True
    return player


class CaroBoard(GameBoard):
    """Caro (Gomoku): click an empty square (``a1`` top left).  "Heat map" shows report 004's
    evaluation of every candidate square for the side to move."""

    def __init__(self, size: int = 15, rule: str = "freestyle", x: str = HUMAN,
                 o: str = "Engine", *, depth: int = 2, time_limit: float = 0.8, seed: int = 0):
        from gamelib.engines.caro import CaroEngine
        from gamelib.engines.caro_report import ImprovedReportAI, ReportCaroAI
        from gamelib.games.caro import Caro

        game = Caro(size, rule)
        self.time_limit = widgets.FloatSlider(value=time_limit, min=0.1, max=5.0, step=0.1,
                                              description=tr("engine seconds a move"), **panel_control())
        # report 004 lets the player choose the board's size and the search depth
        self.size = widgets.IntSlider(value=size, min=5, max=25, description=tr("board size"),
                                      continuous_update=False, **panel_control())
        self.size.add_class("gl-size")
        self.size.observe(lambda _: self._new_first(), names="value")
        self.first = widgets.ToggleButtons(options=["X", "O"], value="X", description=tr("first"),
                                           style={"button_width": "50px",
                                                  "description_width": "initial"})
        self.first.add_class("gl-first")
        self.first.observe(lambda _: self._new_first(), names="value")
        self.heat_button = self._button("Heat map", "gl-heat", "fire")
        self.heat_button.on_click(lambda _: self._heat())
        self.heat = widgets.Image(format="png", layout=widgets.Layout(max_width="100%",
                                                                      display="none"))
        kinds: dict[str, PlayerFactory | None] = {
            HUMAN: None,
            "Random": lambda board, side: RandomPlayer(board.player_seed),
            "Report AI": lambda board, side: ReportCaroAI(depth=board.depth.value,
                                                          name=f"report AI d={board.depth.value}"),
            "Report AI, improved": lambda board, side: ImprovedReportAI(
                depth=board.depth.value, seed=board.player_seed,
                name=f"report AI improved d={board.depth.value}"),
            "Engine": lambda board, side: CaroEngine(board.game, time_limit=board.time_limit.value,
                                                     name="engine"),
        }
        super().__init__(game, {"X": x, "O": o}, depth=depth, max_depth=6, seed=seed, kinds=kinds,
                         evaluations={"report 004": lambda s, p: 0})
        self.time_limit.observe(lambda _: self._players_changed(), names="value")
        self.evaluation.layout.display = "none"  # the players carry their own evaluations
        self.children = self.children + (self.heat,)

    def strength_words(self) -> dict[str, str]:
        return {**STRENGTH,
                "Report AI": "report 004's AI exactly as its code plays: alpha-beta {depth} moves "
                             "ahead over its ten best-looking squares, but its deeper positions "
                             "are all valued alike, so it plays its best-looking square",
                "Report AI, improved": "report 004's AI with its search mended: {depth} moves "
                                       "ahead, sees fives and values positions properly",
                "Engine": "the project's engine: knows fours, open threes and forced wins, "
                          "thinks {seconds} s a move: hard to beat"}

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.size, self.time_limit, self.first, self.heat_button]

    def scene(self) -> dict[str, Any]:
        from gamelib.viz.scenes import caro_scene

        return caro_scene(self.game, self.session.state, playable=self.human_to_move)

    def on_target(self, name: str) -> None:
        self.play(self.game.square_index(name))

    def _new_first(self) -> None:
        """A new game with the size and first player chosen on the board."""
        from gamelib.games.caro import Caro

        self.replace_game(Caro(self.size.value, self.game.rule, self.first.value), self.evaluations)

    def _heat(self) -> None:
        from gamelib.engines.caro_report import heat_map
        from gamelib.viz.draw import figure_png
        from gamelib.viz.plots import plot_heat_map

        grid = heat_map(self.game, self.session.state)
        self.heat.value = figure_png(plot_heat_map(grid, self.session.state,
                                                   title=tr("report 004's evaluate() for {side}",
                                                            side=self.session.to_move)))
        self.heat.layout.display = None

    def search_report(self) -> str:
        info = getattr(self.last_player, "info", None)
        if info is None or not hasattr(info, "reason"):
            return ""
        return (f"<br><small>{html.escape(self.last_player.name)}: {html.escape(info.reason)}, "
                + tr("{nodes} nodes in {seconds} s", nodes=f"{info.nodes:,}",
                     seconds=f"{info.seconds:.2f}") + "</small>")
