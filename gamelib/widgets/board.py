"""Playable boards: human vs AI, AI vs AI, human vs human, with undo/redo and the AI's search.

A :class:`GameBoard` owns a :class:`~gamelib.session.Session` and a choice of
player for each side (a person, or random / greedy / minimax / alpha-beta /
perfect).  When an AI is to move after a person's move it answers at once; AI
against AI moves one ply per click on "AI move", or to the end with "Play out".
"Undo" takes back moves until it is a person's turn again (your move and the
AI's answer); "Redo" replays them.  "Show search" opens the AI's last search in
a :class:`~gamelib.widgets.stepper.TreeStepper`, with the board of the node
being looked at beside the tree.

Subclasses draw the cells: :class:`TicTacToeBoard`, :class:`DodgemBoard`.

>>> board = TicTacToeBoard(x="Human", o="Alpha-beta", depth=9)
>>> board.cell(4).click()        # X in the centre; O answers at once
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
from gamelib.players import GreedyPlayer, PerfectPlayer, RandomPlayer, SearchPlayer
from gamelib.search.base import Evaluate
from gamelib.search.retrograde import Solution, solve
from gamelib.session import Session
from gamelib.widgets.stepper import TreeStepper

HUMAN = "Human"
#: builds the player of a side from the board's controls (None: a person plays)
PlayerFactory = Callable[["GameBoard", Side], Any]


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
# An empty square shows a no-break space: a Button whose description and icon are both
# empty keeps showing its old text in the browser (the view only redraws non-empty labels).
EMPTY = "\u00a0"


class GameBoard(widgets.VBox):
    """The controls and bookkeeping every board shares; subclasses build the cells."""

    def __init__(self, game: Game, sides: Mapping[Side, str], *, depth: int = 4,
                 evaluations: Mapping[str, Evaluate], max_depth: int = 10, seed: int = 0,
                 max_plies: int = 200, kinds: Mapping[str, PlayerFactory | None] | None = None):
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
            menu = widgets.Dropdown(options=list(self.kinds), value=kind, description=str(side),
                                    layout=widgets.Layout(width="210px"))
            menu.add_class(f"gl-side-{str(side).lower()}")
            menu.observe(lambda _: self._players.clear(), names="value")
            self.side_kind[side] = menu
        self.depth = widgets.IntSlider(value=depth, min=1, max=max_depth, description="depth",
                                       layout=widgets.Layout(width="260px"))
        self.evaluation = widgets.Dropdown(options=list(self.evaluations), description="evaluation",
                                           layout=widgets.Layout(width="260px"))
        for control in (self.depth, self.evaluation):
            control.observe(lambda _: self._players.clear(), names="value")

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

        settings = widgets.VBox(list(self.side_kind.values()) + [self.depth, self.evaluation]
                                + self.extra_settings())
        buttons = widgets.HBox([self.new_game, self.undo, self.redo, self.ai_move, self.play_out,
                                self.show_search])
        # disabled squares keep full colour (the browser fades disabled buttons by default);
        # disabled controls stay faded
        style = widgets.HTML("<style>.gl-board button.gl-square:disabled {opacity: 1 !important; "
                             "cursor: default;}</style>")
        super().__init__([style, widgets.HBox([self.board_widget(), widgets.VBox([settings, self.status,
                                                                                   self.moves])]),
                          buttons, self.search_view])
        self.add_class("gl-board")
        self.session.observe(lambda _: self.refresh())
        self.refresh()
        self._ai_plays(once=False, only_if_next_is_ai=True)

    # -- what subclasses provide --------------------------------------------------
    def board_widget(self) -> widgets.Widget:
        raise NotImplementedError

    def extra_settings(self) -> list[widgets.Widget]:
        """Game-specific controls shown under the common ones."""
        return []

    def refresh_cells(self) -> None:
        raise NotImplementedError

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
            self.status.value = self._message("It is not a person's turn to move.")
            return
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
                    self.status.value = self._message("A person is to move: click the board.")
                return
            state = self.session.state
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
        self._players.clear()
        self.last_search = None
        self.last_player = None
        self.search_view.children = ()
        self.session.restart()
        self._ai_plays(once=False, only_if_next_is_ai=True)

    def _show_search(self) -> None:
        if self.last_search is None:
            self.search_view.children = (widgets.HTML(
                "<i>No search yet: let a minimax or alpha-beta player move first.</i>"),)
            return
        trace, state = self.last_search
        title = f"The AI's search from {self.game.state_to_str(state)}"
        self.search_view.children = (TreeStepper(trace, game=self.game, title=title),)

    # -- display --------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session.is_over:
            winner = session.winner()
            text = "Draw." if winner is None else f"{winner} wins."
        else:
            who = "you" if self.human_to_move else self.side_kind[session.to_move].value
            text = f"{session.to_move} to move ({who})."
        self.status.value = self._message(text) + self.search_report()
        listed = session.moves_text()
        self.moves.value = ("<small>" + html.escape(" ".join(
            f"{i // 2 + 1}. {m}" if i % 2 == 0 else m for i, m in enumerate(listed))) + "</small>")
        self.undo.disabled = not session.can_undo
        self.redo.disabled = not session.can_redo
        self.ai_move.disabled = self.play_out.disabled = session.is_over
        self.refresh_cells()

    def search_report(self) -> str:
        """A line about the AI's last move (the Othello board shows its engine's depth and value)."""
        result = getattr(self.last_player, "last_result", None)
        if result is None:
            return ""
        return (f"<br><small>last search: value {result.value:g}, {result.nodes:,} nodes"
                f"{', ' + str(result.cutoffs) + ' cut-offs' if result.cutoffs else ''}</small>")

    @staticmethod
    def _message(text: str) -> str:
        return f"<b>{html.escape(text)}</b>"

    @staticmethod
    def _button(description: str, css: str, icon: str) -> widgets.Button:
        button = widgets.Button(description=description, icon=icon,
                                layout=widgets.Layout(width="auto"))
        button.add_class(css)
        return button


class TicTacToeBoard(GameBoard):
    """Tic-tac-toe: click an empty square.  Squares carry the CSS class ``gl-cell-<index>``."""

    def __init__(self, x: str = HUMAN, o: str = "Alpha-beta", *, depth: int = 4, seed: int = 0):
        from gamelib.evaluation.tictactoe import EVALUATIONS
        from gamelib.games.tictactoe import TicTacToe

        self._cells: list[widgets.Button] = []
        super().__init__(TicTacToe(), {"X": x, "O": o}, depth=depth, evaluations=EVALUATIONS,
                         max_depth=9, seed=seed)

    def cell(self, index: int) -> widgets.Button:
        """The button of square ``index`` (0 = a1 top left ... 8 = c3)."""
        return self._cells[index]

    def board_widget(self) -> widgets.Widget:
        for index in range(9):
            button = widgets.Button(layout=widgets.Layout(width="64px", height="64px", padding="0"))
            button.style.font_weight = "bold"
            button.style.font_size = "30px"
            button.add_class(f"gl-cell-{index}")
            button.add_class("gl-square")
            button.on_click(lambda _, i=index: self.play(i))
            self._cells.append(button)
        return widgets.GridBox(self._cells, layout=widgets.Layout(
            grid_template_columns="repeat(3, 66px)", grid_gap="2px"))

    def refresh_cells(self) -> None:
        from gamelib.games.tictactoe import LINES

        x, o = self.session.state
        legal = set(self.session.legal_actions()) if self.human_to_move else set()
        last = self.session.actions[-1] if self.session.actions else None
        line = next((m for m in LINES if x & m == m or o & m == m), 0)
        for index, button in enumerate(self._cells):
            mark = "X" if x >> index & 1 else "O" if o >> index & 1 else ""
            button.description = mark or EMPTY
            button.disabled = index not in legal
            button.style.text_color = "#1d4f91" if mark == "X" else "#a4321b"
            colour = "#c8f7c5" if line >> index & 1 else "#ffe8a3" if index == last else "#f6f1e4"
            button.style.button_color = colour
            button.tooltip = f"{'abc'[index % 3]}{index // 3 + 1}"


class DodgemBoard(GameBoard):
    """Dodgem: click one of your pieces, then a highlighted square (or its exit arrow).

    Squares carry the CSS class ``gl-cell-<row>-<col>`` (row 0 at the top);
    Black's exits (right of each row) ``gl-off-row-<row>``, White's (above each
    column) ``gl-off-col-<col>``.
    """

    def __init__(self, size: int = 3, rule: str = "lecture", first: str = "Black",
                 black: str = HUMAN, white: str = "Alpha-beta", *, depth: int = 4, seed: int = 0):
        from gamelib.games.dodgem import Dodgem

        game = Dodgem(size, rule, first)
        self._cells: dict[int, widgets.Button] = {}
        self._black_exits: dict[int, widgets.Button] = {}  # by row
        self._white_exits: dict[int, widgets.Button] = {}  # by column
        self.selected: int | None = None
        self.rule = widgets.Dropdown(options=[("lecture: cannot move = lose", "lecture"),
                                              ("Vout: cannot move = win", "vout")],
                                     value=rule, description="rule",
                                     layout=widgets.Layout(width="260px"))
        self.first = widgets.ToggleButtons(options=["Black", "White"], value=first,
                                           description="first", style={"button_width": "70px"})
        self.rule.add_class("gl-rule")
        self.first.add_class("gl-first")
        super().__init__(game, {"Black": black, "White": white}, depth=depth,
                         evaluations=self._evaluations(game), seed=seed)
        for control in (self.rule, self.first):
            control.observe(lambda _: self._new_rules(), names="value")

    @staticmethod
    def _evaluations(game: Any) -> dict[str, Evaluate]:
        from gamelib.evaluation.dodgem import DodgemEvaluation

        return {"evaluation 2 (report 003)": DodgemEvaluation.report2(game),
                "evaluation 1 (lecture)": DodgemEvaluation.lecture(game)}

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.rule, self.first]

    def _new_rules(self) -> None:
        from gamelib.games.dodgem import Dodgem

        self.selected = None
        game = Dodgem(self.game.size, self.rule.value, self.first.value)
        self.replace_game(game, self._evaluations(game))

    def cell(self, name: str) -> widgets.Button:
        """The button of a square written like ``b2``."""
        return self._cells[self.game.square_index(name)]

    def exit_for(self, name: str) -> widgets.Button:
        """The arrow that takes the piece on square ``name`` off the board."""
        index = self.game.square_index(name)
        r, c = divmod(index, self.game.size)
        black = self.session.state.black >> index & 1
        return self._black_exits[r] if black else self._white_exits[c]

    def board_widget(self) -> widgets.Widget:
        n = self.game.size
        size = widgets.Layout(width="52px", height="52px", padding="0")
        grid: list[widgets.Widget] = []
        for c in range(n):  # White leaves upwards, above the top row
            grid.append(self._exit_button("⇡", f"gl-off-col-{c}", "white", c, size))
        grid.append(widgets.HTML())
        for r in range(n):
            for c in range(n):
                index = r * n + c
                button = widgets.Button(layout=size, tooltip=self.game.square_name(index))
                button.style.font_weight = "bold"
                button.style.font_size = "28px"
                button.add_class(f"gl-cell-{r}-{c}")
                button.add_class("gl-square")
                button.on_click(lambda _, i=index: self._click_square(i))
                self._cells[index] = button
                grid.append(button)
            grid.append(self._exit_button("⇢", f"gl-off-row-{r}", "black", r, size))
        return widgets.GridBox(grid, layout=widgets.Layout(
            grid_template_columns=f"repeat({n + 1}, 54px)", grid_gap="2px"))

    def _exit_button(self, arrow: str, css: str, side: str, line: int,
                     size: widgets.Layout) -> widgets.Button:
        button = widgets.Button(description=arrow, layout=size, tooltip=f"take off ({side})")
        button.add_class(css)
        button.on_click(lambda _: self._click_exit(side, line))
        (self._black_exits if side == "black" else self._white_exits)[line] = button
        return button

    def _moves_from(self, square: int) -> dict[int, Any]:
        return {target: (source, target) for source, target in self.session.legal_actions()
                if source == square}

    def _exit_open(self, side: str, line: int) -> bool:
        """Whether the selected piece can leave through the exit of ``side`` on ``line``."""
        from gamelib.games.dodgem import OFF

        if self.selected is None or OFF not in self._moves_from(self.selected):
            return False
        r, c = divmod(self.selected, self.game.size)
        return (side == "black" and r == line) if self.session.to_move == "Black" \
            else (side == "white" and c == line)

    def _click_square(self, index: int) -> None:
        if not self.human_to_move:
            return
        targets = self._moves_from(self.selected) if self.selected is not None else {}
        if index in targets:
            self.selected = None
            self.play(targets[index])
            return
        self.selected = index if self._moves_from(index) else None
        self.refresh_cells()

    def _click_exit(self, side: str, line: int) -> None:
        from gamelib.games.dodgem import OFF

        if self.human_to_move and self._exit_open(side, line):
            action = self._moves_from(self.selected)[OFF]
            self.selected = None
            self.play(action)

    def refresh_cells(self) -> None:
        state = self.session.state
        human = self.human_to_move
        movable = {s for s, _ in self.session.legal_actions()} if human else set()
        targets = set(self._moves_from(self.selected)) if human and self.selected is not None else set()
        last = self.session.actions[-1] if self.session.actions else None
        for index, button in self._cells.items():
            black, white = state.black >> index & 1, state.white >> index & 1
            button.description = "●" if black else "○" if white else EMPTY
            button.style.text_color = "#111" if black else "#777"
            colour = "#f6f1e4"
            if index == self.selected:
                colour = "#f4a261"
            elif index in targets:
                colour = "#c8f7c5"
            elif last is not None and index in last:
                colour = "#ffe8a3"
            elif index in movable:
                colour = "#e9edc9"
            button.style.button_color = colour
            button.disabled = not human or not (index in movable or index in targets)
        for side, exits in (("black", self._black_exits), ("white", self._white_exits)):
            for line, button in exits.items():
                button.disabled = not (human and self._exit_open(side, line))
                button.style.button_color = "#c8f7c5" if not button.disabled else None


class OthelloBoard(GameBoard):
    """Othello (Cờ lật): click a marked square.  ``variant=True`` plays the assignment's
    variant with five victory cells (gold) drawn from ``cells_seed``.

    Squares carry the CSS class ``gl-cell-<index>`` (0 = a1 ... 63 = h8).
    """

    def __init__(self, black: str = HUMAN, white: str = "Strong engine", *, variant: bool = False,
                 cells_seed: int = 0, time_limit: float = 0.8, depth: int = 3, seed: int = 0):
        from gamelib.engines.othello import EngineEvaluation, OthelloEngine, disc_difference
        from gamelib.games.othello import Othello, random_victory_cells

        game = Othello(random_victory_cells(cells_seed) if variant else None)
        self._cells: list[widgets.Button] = []
        self.time_limit = widgets.FloatSlider(value=time_limit, min=0.1, max=5.0, step=0.1,
                                              description="engine s/move",
                                              layout=widgets.Layout(width="260px"))
        engine = lambda level_depth, name: (  # noqa: E731
            lambda board, side: OthelloEngine(board.game, depth=level_depth, name=name))
        kinds: dict[str, PlayerFactory | None] = {
            HUMAN: None,
            "Random": lambda board, side: RandomPlayer(board.player_seed),
            "Greedy": lambda board, side: GreedyPlayer(disc_difference, board.player_seed),
            "Weak engine": engine(2, "weak"),
            "Medium engine": engine(4, "medium"),
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

    def cell(self, name: str) -> widgets.Button:
        """The button of a square written like ``d3``."""
        from gamelib.games.othello import square_index

        return self._cells[square_index(name)]

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.time_limit, self.pass_button]

    def board_widget(self) -> widgets.Widget:
        from gamelib.games.othello import square_name

        for index in range(64):
            button = widgets.Button(layout=widgets.Layout(width="42px", height="42px", padding="0"),
                                    tooltip=square_name(index))
            button.style.font_size = "28px"
            button.add_class(f"gl-cell-{index}")
            button.add_class("gl-square")
            button.on_click(lambda _, i=index: self._click(i))
            self._cells.append(button)
        return widgets.GridBox(self._cells, layout=widgets.Layout(
            grid_template_columns="repeat(8, 43px)", grid_gap="1px"))

    def _click(self, index: int) -> None:
        if index in self.session.legal_actions():
            self.play(index)

    def _pass(self) -> None:
        from gamelib.games.othello import PASS

        if self.session.legal_actions() == (PASS,):
            self.play(PASS)

    def search_report(self) -> str:
        info = getattr(self.last_player, "info", None)
        discs = self.game.discs(self.session.state)
        counts = f"<br>● {discs['BLACK']} &nbsp; ○ {discs['WHITE']}"
        if info is None or not info.depth:
            return counts + super().search_report()
        exact = " (exact)" if info.exact else ""
        return (counts + f"<br><small>{html.escape(self.last_player.name)}: depth {info.depth}{exact}, "
                f"value {info.value:+.0f}, {info.nodes:,} nodes in {info.seconds:.2f} s</small>")

    def refresh_cells(self) -> None:
        from gamelib.games.othello import PASS

        state = self.session.state
        legal = set(self.session.legal_actions()) if self.human_to_move else set()
        last = self.session.actions[-1] if self.session.actions else None
        victory = self.game.victory_mask
        for index, button in enumerate(self._cells):
            bit = 1 << index
            black, white = state.black & bit, state.white & bit
            button.description = "●" if black or white else ("·" if index in legal else EMPTY)
            button.style.text_color = "#111" if black else "#fafafa" if white else "#0b2e1a"
            colour = "#c9a227" if victory & bit else "#2e7d4f"
            if index == last:
                colour = "#4caf7a"
            elif index in legal:
                colour = "#5fb37f"
            button.style.button_color = colour
            button.disabled = index not in legal
        self.pass_button.disabled = legal != {PASS}


class OAnQuanBoard(GameBoard):
    """Ô ăn quan: click one of your squares, then a direction.  The last move can be
    replayed stone by stone.  Squares carry the CSS class ``gl-cell-<n>`` (1–5, 7–11)."""

    def __init__(self, a: str = HUMAN, b: str = "Level 3", *, depth: int = 4, seed: int = 0,
                 time_limit: float = 0.5, **rules: Any):
        from gamelib.engines.oanquan import player, score_difference, stronger_evaluation
        from gamelib.games.oanquan import OAnQuan

        game = OAnQuan(**rules)
        self._cells: dict[int, widgets.Button] = {}
        self.selected: int | None = None
        self.clockwise = self._button("clockwise ↻", "gl-clockwise", "redo")
        self.anticlockwise = self._button("anticlockwise ↺", "gl-anticlockwise", "undo")
        self.clockwise.on_click(lambda _: self._sow(1))
        self.anticlockwise.on_click(lambda _: self._sow(-1))
        self.replay = widgets.IntSlider(value=0, min=0, max=0, description="replay",
                                        layout=widgets.Layout(width="300px"))
        self.replay_play = widgets.Play(value=0, min=0, max=0, interval=350)
        widgets.link((self.replay_play, "value"), (self.replay, "value"))
        self.replay_view = widgets.HTML()
        self.replay.add_class("gl-replay")
        self.replay.observe(lambda _: self._show_replay(), names="value")
        self.steps: list = []
        kinds: dict[str, PlayerFactory | None] = {
            HUMAN: None,
            "Level 1": lambda board, side: player("level 1", board.game, seed=board.player_seed),
            "Level 2": lambda board, side: _recording(player("level 2", board.game, seed=board.player_seed)),
            "Level 3": lambda board, side: _recording(player("level 3", board.game, depth=board.depth.value,
                                                             seed=board.player_seed)),
            "Strong": lambda board, side: player("strong", board.game, time_limit=time_limit,
                                                 seed=board.player_seed),
        }
        evaluations = {"points difference (report)": score_difference(game),
                       "stronger": stronger_evaluation(game)}
        super().__init__(game, {"A": a, "B": b}, depth=depth, evaluations=evaluations, seed=seed,
                         kinds=kinds, max_depth=8)
        self.children = self.children + (widgets.VBox([
            widgets.HTML("<b>The last move, stone by stone</b>"),
            widgets.HBox([self.replay_play, self.replay]), self.replay_view]),)
        self.session.observe(lambda _: self._record_last_move())

    def extra_settings(self) -> list[widgets.Widget]:
        return [widgets.HBox([self.anticlockwise, self.clockwise])]

    def cell(self, square: int) -> widgets.Button:
        """The button of square ``square`` (1–5 or 7–11)."""
        return self._cells[square]

    def board_widget(self) -> widgets.Widget:
        size = widgets.Layout(width="56px", height="56px", padding="0")
        quan = widgets.Layout(width="56px", height="114px", padding="0")
        grid = []
        self._quan_labels = {0: widgets.Button(layout=quan, disabled=True),
                             6: widgets.Button(layout=quan, disabled=True)}
        for index in (1, 2, 3, 4, 5, 11, 10, 9, 8, 7):
            button = widgets.Button(layout=size, tooltip=f"square {index}")
            button.style.font_size = "20px"
            button.add_class(f"gl-cell-{index}")
            button.add_class("gl-square")
            button.on_click(lambda _, i=index: self._select(i))
            self._cells[index] = button
        for q in self._quan_labels.values():
            q.style.font_size = "18px"
            q.add_class("gl-square")
        top = widgets.HBox([self._cells[i] for i in (1, 2, 3, 4, 5)])
        bottom = widgets.HBox([self._cells[i] for i in (11, 10, 9, 8, 7)])
        grid = widgets.HBox([self._quan_labels[0], widgets.VBox([top, bottom]), self._quan_labels[6]])
        return grid

    def _select(self, square: int) -> None:
        if self.human_to_move and any(a[0] == square for a in self.session.legal_actions()):
            self.selected = square
        self.refresh_cells()

    def _sow(self, direction: int) -> None:
        if self.selected is not None and (self.selected, direction) in self.session.legal_actions():
            action = (self.selected, direction)
            self.selected = None
            self.play(action)

    def _record_last_move(self) -> None:
        if not self.session.actions:
            self.steps = []
        else:
            _, self.steps = self.game.play(self.session.states[-2], self.session.actions[-1], record=True)
        self.replay.max = self.replay_play.max = max(0, len(self.steps) - 1)
        self.replay.value = self.replay.max
        self._show_replay()

    def _show_replay(self) -> None:
        from gamelib.viz.boards import oanquan_svg

        if not self.steps:
            self.replay_view.value = "<i>No move yet.</i>"
            return
        step = self.steps[self.replay.value]
        mover = self.session.states[-2].to_move
        state = (step.cells, step.quan, (0, 0), (0, 0), (0, 0), mover)
        words = {"pick": f"takes up square {step.cell} ({step.hand} in hand)",
                 "sow": f"drops a stone in {step.cell} ({step.hand} left)",
                 "capture": f"captures cell {step.cell}: +{step.gained}",
                 "refill": "puts one dân on each empty square", "end": "the turn ends"}[step.kind]
        captured = [step.cell] if step.kind == "capture" else []
        self.replay_view.value = (oanquan_svg(state, highlight=step.cell, captured=captured)
                                  + f"<br><small>step {self.replay.value + 1}/{len(self.steps)}: "
                                  f"{mover} {html.escape(words)}</small>")

    def search_report(self) -> str:
        scores = self.game.scores(self.session.state)
        state = self.session.state
        line = (f"<br>A: {scores['A']} points ({state.dan[0]} dân, {state.quans[0]} quan) &nbsp; "
                f"B: {scores['B']} points ({state.dan[1]} dân, {state.quans[1]} quan)")
        return line + super().search_report()

    def refresh_cells(self) -> None:
        state = self.session.state
        legal = {a[0] for a in self.session.legal_actions()} if self.human_to_move else set()
        last = self.session.actions[-1][0] if self.session.actions else None
        for index, button in self._cells.items():
            button.description = str(state.cells[index])
            colour = "#f6f1e4"
            if index == self.selected:
                colour = "#f4a261"
            elif index == last:
                colour = "#ffe8a3"
            elif index in legal:
                colour = "#e9edc9"
            button.style.button_color = colour
            button.disabled = index not in legal
        for q, button in self._quan_labels.items():
            button.description = ("Q+" if state.quan[q // 6] else "") + str(state.cells[q])
            button.style.button_color = "#efe3c8"
        can_sow = self.selected is not None and self.human_to_move
        self.clockwise.disabled = self.anticlockwise.disabled = not can_sow


def _recording(player: Any) -> Any:
    """Make a search player keep its trace (for "Show search")."""
    player.record = True
    return player


class CaroBoard(GameBoard):
    """Caro (Gomoku): click an empty square.  Only the squares that changed are redrawn, so
    15×15 and 19×19 boards stay quick.  "Heat map" shows report 004's evaluation of every
    candidate square for the side to move.  Squares carry ``gl-cell-<index>``."""

    def __init__(self, size: int = 15, rule: str = "freestyle", x: str = HUMAN,
                 o: str = "Engine", *, depth: int = 2, time_limit: float = 0.8, seed: int = 0):
        from gamelib.engines.caro import CaroEngine
        from gamelib.engines.caro_report import ReportCaroAI
        from gamelib.games.caro import Caro

        game = Caro(size, rule)
        self._cells: list[widgets.Button] = []
        self._shown: list[tuple[str, str]] = []
        self.time_limit = widgets.FloatSlider(value=time_limit, min=0.1, max=5.0, step=0.1,
                                              description="engine s/move",
                                              layout=widgets.Layout(width="260px"))
        self.first = widgets.ToggleButtons(options=["X", "O"], value="X", description="first",
                                           style={"button_width": "50px"})
        self.first.add_class("gl-first")
        self.first.observe(lambda _: self._new_first(), names="value")
        self.heat_button = self._button("Heat map", "gl-heat", "fire")
        self.heat_button.on_click(lambda _: self._heat())
        self.heat = widgets.Image(format="png")
        self.heat.layout.display = "none"
        kinds: dict[str, PlayerFactory | None] = {
            HUMAN: None,
            "Random": lambda board, side: RandomPlayer(board.player_seed),
            "Report AI": lambda board, side: ReportCaroAI(depth=board.depth.value,
                                                          seed=board.player_seed,
                                                          name=f"report AI d={board.depth.value}"),
            "Engine": lambda board, side: CaroEngine(board.game, time_limit=board.time_limit.value,
                                                     name="engine"),
        }
        super().__init__(game, {"X": x, "O": o}, depth=depth, max_depth=4, seed=seed, kinds=kinds,
                         evaluations={"report 004": lambda s, p: 0})
        self.evaluation.layout.display = "none"  # the players carry their own evaluations
        self.children = self.children + (self.heat,)

    def extra_settings(self) -> list[widgets.Widget]:
        return [self.time_limit, self.first, self.heat_button]

    def cell(self, name: str) -> widgets.Button:
        return self._cells[self.game.square_index(name)]

    def board_widget(self) -> widgets.Widget:
        n = self.game.size
        side = 30 if n <= 15 else 26
        for index in range(n * n):
            button = widgets.Button(layout=widgets.Layout(width=f"{side}px", height=f"{side}px",
                                                          padding="0"),
                                    tooltip=self.game.square_name(index))
            button.style.font_size = "16px"
            button.style.font_weight = "bold"
            button.add_class(f"gl-cell-{index}")
            button.add_class("gl-square")
            button.on_click(lambda _, i=index: self._click(i))
            self._cells.append(button)
            self._shown.append(("", ""))
        return widgets.GridBox(self._cells, layout=widgets.Layout(
            grid_template_columns=f"repeat({n}, {side}px)", grid_gap="1px"))

    def _click(self, index: int) -> None:
        state = self.session.state
        if not self.session.is_over and not (state.x | state.o) >> index & 1:
            self.play(index)

    def _new_first(self) -> None:
        from gamelib.games.caro import Caro

        self.replace_game(Caro(self.game.size, self.game.rule, self.first.value), self.evaluations)

    def _heat(self) -> None:
        from gamelib.engines.caro_report import heat_map
        from gamelib.viz.draw import figure_png
        from gamelib.viz.plots import plot_heat_map

        grid = heat_map(self.game, self.session.state)
        self.heat.value = figure_png(plot_heat_map(grid, self.session.state,
                                                   title=f"report 004's evaluate() for "
                                                         f"{self.session.to_move}"))
        self.heat.layout.display = None

    def search_report(self) -> str:
        info = getattr(self.last_player, "info", None)
        if info is None or not hasattr(info, "reason"):
            return ""
        return (f"<br><small>{html.escape(self.last_player.name)}: {html.escape(info.reason)}, "
                f"{info.nodes:,} nodes in {info.seconds:.2f} s</small>")

    def refresh_cells(self) -> None:
        state = self.session.state
        line = set(self.game.winning_line(state) or ())
        over = self.session.is_over
        for index, button in enumerate(self._cells):
            bit = 1 << index
            mark = "X" if state.x & bit else "O" if state.o & bit else ""
            colour = "#c8f7c5" if index in line else "#ffd166" if index == state.last else "#f3e4c0"
            if self._shown[index] == (mark, colour) and button.disabled == (over or bool(mark)):
                continue  # unchanged: leave the widget alone (keeps 19×19 responsive)
            self._shown[index] = (mark, colour)
            button.description = mark or EMPTY
            button.style.text_color = "#1d4f91" if mark == "X" else "#a4321b"
            button.style.button_color = colour
            button.disabled = over or bool(mark)
