"""Playable boards: human vs AI, AI vs AI, human vs human, with undo/redo and the AI's search.

A :class:`GameBoard` owns a :class:`~gamelib.play.session.Session` and a choice of player for each
side (a person, or one of the game's kit's players).  When an AI is to move after a person's
move it answers at once; AI against AI moves one ply per click on "AI move", or to the end
with "Play out".  "Undo" takes back moves until it is a person's turn again (your move and the
AI's answer); "Redo" replays them.  "Show search" opens the AI's last search in a
:class:`~gamelib.widgets.stepper.TreeStepper`, with the board of the node being looked at
beside the tree.

The board is put together from parts a reader can hold one at a time:

- the layout and the game's flow (this module: status, move list, undo and redo, the AI's
  turn);
- :mod:`~gamelib.widgets.board.players`: who plays each side and the controls they use;
- :mod:`~gamelib.widgets.board.clock`: the clock for a person's move and the finished games;
- :mod:`~gamelib.widgets.board.search_view`: the AI's last search.

The position is drawn by one :class:`~gamelib.widgets.board_view.BoardView` from the kit's
scene (:mod:`gamelib.viz.scenes`).  Every game with a scene plays on this board as it is,
one-click and two-click games alike: a click on a target plays the target's ``move`` (the move
as the game writes it), or selects what its ``selects`` says, after which the scene offers
that piece's moves.  A game with controls of its own (a rule, a size, a Pass button, a replay)
subclasses :class:`GameBoard` in its folder's ``board.py`` and names it in its kit
(``board="gamelib.games.<game>.board:Class"``); :func:`gamelib.widgets.boards.board` builds
either.

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
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from gamelib.core import Game, Side
from gamelib.i18n import number, player_word, tr
from gamelib.kits import GameKit, Settings, kit_of
from gamelib.play.players import RandomPlayer
from gamelib.search.base import Evaluate
from gamelib.search.retrograde import Solution, solve
from gamelib.search.trace import format_bound
from gamelib.play.session import Session
from gamelib.viz.scenes import View
from gamelib.widgets.board.clock import MoveClock, ScoreList
from gamelib.widgets.board.controls import STYLE, button, disc_icon, panel_control
from gamelib.widgets.board.players import HUMAN, HUMAN_WORDS, MadeWhenAsked, PlayerMenus
from gamelib.widgets.board.search_view import SearchView
from gamelib.widgets.accessible import AccessibleNames
from gamelib.widgets.board_view import BoardView

__all__ = ["HUMAN", "HUMAN_WORDS", "GameBoard", "disc_icon", "panel_control", "square_name"]


def square_name(title: str) -> str:
    """A square's name alone, from the words its target says (name first, then what is on it).

    >>> square_name("a3, black piece, selected"), square_name("square 3 (A), 5 dân")
    ('a3', 'square 3 (A)')
    """
    return title.split(", ")[0]


class GameBoard(widgets.VBox):
    """A board for any game with a kit and a scene: the common controls, the players, the
    game's flow.

    A game's own board (``gamelib/games/<game>/board.py``) subclasses it and overrides only a
    few of its methods; the rest is the flow every board shares and is not overridden:

    - ``__init__``: builds the game's rules and calls ``super().__init__(game, sides, ...)``
      with its default sides, depth and ``max_depth`` (tic-tac-toe's board does only this);
    - :meth:`extra_settings`: the game's own controls under the common ones (a rule, a size,
      who moves first, a Pass button); a control that changes the rules calls
      :meth:`replace_game`;
    - :meth:`seconds_control` and :meth:`seconds_a_move`: an engine's time a move, where the
      game has an engine;
    - :meth:`end_reason`, :meth:`score_text` and :meth:`search_report`: words about a finished
      game (which rule ended it, the points) and the AI's last search;
    - :meth:`refresh_cells`: only for a board that draws more than the scene (a sowing step by
      step), calling ``super().refresh_cells()``.

    Every word a subclass shows goes through ``tr("...")`` and is in the game's ``words.py``
    (:meth:`gamelib.kits.base.GameKit.missing_words` reads the board's ``tr`` calls).
    """

    def __init__(self, game: Game, sides: Mapping[Side, str] | None = None, *, depth: int = 4,
                 evaluations: Mapping[str, Evaluate] | None = None, max_depth: int = 10,
                 seed: int = 0, max_plies: int = 200, clock: int = 0):
        self.game, self.seed, self.max_plies = game, seed, max_plies
        self.kit: GameKit = kit_of(game)
        self.session = Session(game)
        self._solution: Solution | None = None
        self._players: dict[Side, Any] = {}
        self.last_player: Any = None
        self._game_number = 1
        self._note = ""
        self._heard = (1, 0)  # (game, plies) the last announcement told a screen reader about

        if sides is None:  # a person against the strongest player the board offers
            strongest = self.kit.board_players(game)[-1].label
            sides = {side: HUMAN if k == 0 else strongest for k, side in enumerate(game.players)}
        self.menus = PlayerMenus(self.kit, game, sides, depth=depth, max_depth=max_depth,
                                 on_change=self._players_changed)
        if evaluations is not None:
            self.menus.set_evaluations(evaluations)
        self.view = BoardView()
        self.view.add_class("gl-board-svg")
        self.view.on_click(self.on_target)
        self.view.on_timeout(self._time_up)
        self.view.on_cancel(self.on_cancel)
        self.view.on_frames_done(lambda _: self.refresh())
        self.move_clock = MoveClock(clock, self.view, self.refresh)
        self.scores = ScoreList()
        self.search_view = SearchView()

        self.new_game = button("New game", "gl-new", "refresh")
        self.undo = button("Undo", "gl-undo", "undo")
        self.redo = button("Redo", "gl-redo", "repeat")
        self.ai_move = button("AI move", "gl-ai-move", "play")
        self.play_out = button("Play out", "gl-play-out", "forward")
        self.show_search = button("Show search", "gl-show-search", "sitemap")
        self.new_game.on_click(lambda _: self._restart())
        self.undo.on_click(lambda _: self._undo())
        self.redo.on_click(lambda _: self._redo())
        self.ai_move.on_click(lambda _: self._ai_plays(once=True))
        self.play_out.on_click(lambda _: self._ai_plays(once=False))
        self.show_search.on_click(lambda _: self.search_view.show(self.game))
        self.status = widgets.HTML()
        self.status.add_class("gl-status")
        self.moves = widgets.HTML()
        self.moves.add_class("gl-moves")
        self._lay_out()
        self.session.observe(lambda _: self.refresh())
        self.refresh()
        self._ai_plays(once=False, only_if_next_is_ai=True)

    def _lay_out(self) -> None:
        """The board beside its panel when there is room, the panel below it when not; the
        buttons under both, the search view last."""
        settings = widgets.VBox(list(self.menus.menus.values())
                                + [self.depth, self.evaluation] + self.extra_settings()
                                + [self.clock])
        buttons = widgets.HBox([self.new_game, self.undo, self.redo, self.ai_move, self.play_out,
                                self.show_search], layout=widgets.Layout(flex_flow="row wrap"))
        buttons.add_class("gl-board-buttons")
        # the board takes the room there is (down to about 340 px) and never clips
        self.board_box = widgets.Box([self.view], layout=widgets.Layout(
            flex="1 1 340px", min_width="0", max_width=f"{self.scene()['px']}px"))
        panel = widgets.VBox([settings, self.strength, self.status, self.moves, self.results_view],
                             layout=widgets.Layout(flex="1 1 240px", min_width="0",
                                                   max_width="380px"))
        main = widgets.Box([self.board_box, panel], layout=widgets.Layout(
            display="flex", flex_flow="row wrap", width="100%"))
        main.add_class("gl-board-main")
        super().__init__([widgets.HTML(STYLE), main, buttons, self.search_view,
                          AccessibleNames()],
                         layout=widgets.Layout(width="100%", max_width="1000px"))
        self.add_class("gl-board")
        self.add_class(AccessibleNames.HOST)

    # -- the parts' controls, by the names lessons and tests use --------------------------------
    side_kind = property(lambda self: self.menus.menus, doc="each side's player menu")
    kinds = property(lambda self: self.menus.kinds, doc="the menus' players by label")
    depth = property(lambda self: self.menus.depth, doc="the search depth slider")
    evaluation = property(lambda self: self.menus.evaluation, doc="the evaluation menu")
    evaluations = property(lambda self: self.menus.evaluations, doc="the evaluations offered")
    strength = property(lambda self: self.menus.strength, doc="the players' strength, in words")
    clock = property(lambda self: self.move_clock.seconds, doc="seconds for a person's move")
    results = property(lambda self: self.scores.results, doc="every finished game")
    results_view = property(lambda self: self.scores.view, doc="the finished games' table")
    last_search = property(lambda self: self.search_view.last,
                           doc="the AI's last traced search: (trace, state searched)")

    # -- what a game's own board may change ------------------------------------------------------
    #: the square chosen first, in a game whose move takes two clicks (Dodgem, Ô ăn quan)
    selected: int | None = None

    def view_of_position(self) -> View:
        """What the board shows beside the position: the moves a click may play, the square
        chosen first (if any), the last move."""
        return View(playable=self.legal_now, selected=self.selected, last=self.last_action)

    def scene(self) -> dict[str, Any]:
        """The board as it stands, drawn by the kit's scene."""
        if self.kit.scene is None:
            raise ValueError(f"{self.kit.name} has no scene: its kit cannot draw a board")
        return self.kit.scene(self.game, self.session.state, self.view_of_position())

    def on_target(self, name: str) -> None:
        """A click on the target ``name``: the move it plays, or the piece it selects (the first
        click of a two-click move, whose moves the scene then offers)."""
        target = self.view.target(name)
        if target.get("move") is not None:
            self.selected = None
            self.play(self.game.parse_action(self.session.state, target["move"]))
        elif target.get("selects") is not None:
            self.selected = target["selects"]
            self.refresh_cells()
            self.tell(self.selection_words(name))
        else:
            raise ValueError(f"target {name!r} of {self.kit.name}'s scene plays no move and "
                             "selects nothing: give it move= or selects= (see check_scene)")

    def on_cancel(self) -> None:
        """Escape on the board: a game whose move takes two clicks drops its selection (and a
        screen reader is told so, or that nothing was selected)."""
        if self.selected is None:
            self.tell(tr("Nothing is selected."))
            return
        chosen = next((t for t in self.view.scene.get("targets", [])
                       if t.get("selects") == self.selected), None)
        self.selected = None
        self.refresh_cells()
        self.tell(tr("Selection cancelled: {square}.",
                     square=square_name(chosen["title"]) if chosen else str(self.selected)))

    def selection_words(self, name: str) -> str:
        """What a screen reader is told when the square ``name`` is selected: the square as its
        name says it now (selected) and the moves it offers, as the move list writes them.

        >>> from gamelib.widgets.boards import DodgemBoard
        >>> board = DodgemBoard(black="Human", white="Human")
        >>> board.click("a3"); board.view.announcement
        'a3, black piece, selected, can move right. Its moves: a3-b3. Enter plays the one focused; Escape cancels.'
        >>> board.view.cancel(); board.view.announcement
        'Selection cancelled: a3.'
        """
        state = self.session.state
        moves = [self.game.action_to_str(state, self.game.parse_action(state, t["move"]))
                 for t in self.view.scene.get("targets", []) if t["on"] and t.get("move")]
        return tr("{square}. Its moves: {moves}. Enter plays the one focused; Escape cancels.",
                  square=self.view.target(name)["title"], moves=", ".join(moves))

    def tell(self, words: str) -> None:
        """Say ``words`` to a screen reader now (the board's live region), even if said before."""
        self.view.announcement = ""
        self.view.announcement = words

    def extra_settings(self) -> list[widgets.Widget]:
        """Game-specific controls shown under the common ones."""
        return []

    def seconds_control(self) -> widgets.Widget | None:
        """The control of the seconds an engine thinks a move, if the board has one."""
        return None

    def seconds_a_move(self) -> float | None:
        """The seconds an engine thinks a move (boards with a time control say; None: its own)."""
        control = self.seconds_control()
        return None if control is None else control.value

    def end_reason(self) -> str:
        """Why the finished game ended, when the rules make it worth saying ('' otherwise)."""
        return ""

    def score_text(self) -> str:
        """The score of a finished game in a few words (boards with points say them)."""
        return ""

    def search_report(self) -> str:
        """A line about the AI's last move (the Othello board shows its engine's depth and value)."""
        result = getattr(self.last_player, "last_result", None)
        if result is None:
            return ""
        cuts = tr(", {cutoffs} cut-offs", cutoffs=result.cutoffs) if result.cutoffs else ""
        return ("<br><small>" + tr("last search: value {value}, {nodes} nodes",
                                   value=format_bound(result.value), nodes=number(result.nodes))
                + cuts + "</small>")

    # -- players ---------------------------------------------------------------------------------
    def strength_words(self) -> dict[str, str]:
        """What each player in the menus is and how strong, in plain words (from the kit)."""
        return self.menus.strength_words()

    def describe_players(self) -> str:
        """One line a side: who plays it and how strong that player is."""
        return self.menus.describe(self.seconds_a_move())

    @property
    def evaluate(self) -> Evaluate:
        """The evaluation function chosen in the controls."""
        return self.menus.evaluate

    @property
    def player_seed(self) -> int:
        return self.seed + len(self.session.actions)

    def settings(self) -> Settings:
        """What a player is built with: the depth, evaluation and time chosen in the controls."""
        return Settings(depth=self.depth.value, seconds=self.seconds_a_move(),
                        seed=self.player_seed, evaluate=self.evaluate, record=True,
                        solution=self.solution)

    def player_for(self, side: Side) -> Any:
        """The player object for ``side`` (None for a person), built from the controls."""
        if self.menus.kind(side) is None:
            return None
        if side not in self._players:
            self._players[side] = self.menus.build(side, self.game, self.settings())
        return self._players[side]

    def _players_changed(self) -> None:
        """A player or a control changed: build the players anew, and redraw."""
        self._players.clear()
        self.refresh()

    def solution(self) -> Solution:
        """The solved game (computed the first time a perfect player is asked for)."""
        if self._solution is None:
            self._solution = solve(self.game)
        return self._solution

    @property
    def human_to_move(self) -> bool:
        return not self.session.is_over and self.menus.kind(self.session.to_move) is None

    @property
    def legal_now(self) -> set:
        """The legal moves when a person is to move (what the board offers to click)."""
        return set(self.session.legal_actions()) if self.human_to_move else set()

    @property
    def last_action(self) -> Any:
        return self.session.actions[-1] if self.session.actions else None

    # -- the game's flow -------------------------------------------------------------------------
    def click(self, name: str) -> None:
        """Click the square or control ``name`` on the board, as a person would."""
        self.view.click(name)

    def play(self, action: Any) -> None:
        """A person's move; then the AI answers if it is to move."""
        if self.view.animating:  # a move while the last is still sown: show it finished
            self.view.finish_frames(self.view.frames_key)
        if not self.human_to_move:
            self.status.value = self._message(tr("It is not a person's turn to move."))
            return
        self._note = ""
        self.session.play(action)
        self._ai_plays(once=False, only_if_next_is_ai=True)

    def _ai_plays(self, once: bool, only_if_next_is_ai: bool = False) -> None:
        """AI moves: one (``once``), or until a person is to move or the game ends.

        ``only_if_next_is_ai`` is the automatic answer after a person's move or a new game: it
        does nothing when AI plays both sides (that waits for a click).
        """
        if only_if_next_is_ai and self.menus.all_ai():
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
            self.search_view.remember(player, state)
            self.last_player = player
            self.session.play(action)
            plies += 1
            if once:
                return

    def _undo(self) -> None:
        self.session.undo()
        while self.session.can_undo and not self.human_to_move and not self.menus.all_ai():
            self.session.undo()

    def _redo(self) -> None:
        self.session.redo()
        while self.session.can_redo and not self.human_to_move and not self.menus.all_ai():
            self.session.redo()

    def replace_game(self, game: Game, evaluations: Mapping[str, Evaluate] | None = None) -> None:
        """Start a new game under new rules (their evaluations made anew, unless given)."""
        self.game = game
        self.menus.set_evaluations(evaluations if evaluations is not None
                                   else MadeWhenAsked(self.kit, game))
        self.menus.offer(game)
        self._solution = None
        self.session = Session(game)
        self.session.observe(lambda _: self.refresh())
        self._restart()

    def _restart(self) -> None:
        self._game_number += 1
        self._players.clear()
        self.last_player = None
        self.search_view.clear()
        self.session.restart()
        self._ai_plays(once=False, only_if_next_is_ai=True)

    # -- display ---------------------------------------------------------------------------------
    def status_text(self) -> str:
        """Whose move it is, or how the game ended, in one sentence."""
        session = self.session
        if session.is_over:
            winner = session.winner()
            return self.end_reason() + (tr("Draw.") if winner is None else
                                        tr("{side} wins.", side=player_word(winner, game=self.game)))
        who = tr("you") if self.human_to_move else tr(self.side_kind[session.to_move].value)
        return tr("{side} to move ({who}).", side=player_word(session.to_move, game=self.game), who=who)

    def moves_played(self, start: int, end: int) -> list[str]:
        """The moves ``start`` to ``end`` (plies) as sentences: ``['X played b2.']``."""
        session = self.session
        return [tr("{side} played {move}.", side=player_word(self.game.to_move(state), game=self.game),
                   move=self.game.action_to_str(state, action))
                for state, action in zip(session.states[start:end], session.actions[start:end])]

    def refresh_status(self) -> None:
        """The status line and what a screen reader is told: both wait while the board still
        shows a move being played out (a sowing), so they never run ahead of the board."""
        if self.view.animating:
            shown = self._heard[1] if self._heard[0] == self._game_number else 0
            moves = " ".join(self.moves_played(shown, len(self.session.actions)))
            self.status.value = self._message(tr("On the board: {moves}", moves=moves) + " …")
            return
        text = self.status_text()
        note = self._note
        self.status.value = (self._message(note) + "<br>" if note else "") + \
            self._message(text) + self.search_report()
        self._announce(((note + " ") if note else "") + text)

    def _announce(self, status: str) -> None:
        """Tell a screen reader the moves played since it was last told, and the status, once
        the position has settled (not between a person's move and the AI's answer)."""
        session = self.session
        if not session.is_over and not self.human_to_move and not self.menus.all_ai():
            return  # the AI answers at once: both moves are told together
        plies = len(session.actions)
        game, heard = self._heard
        if game != self._game_number:
            words = [tr("New game.")]
        elif plies > heard:
            words = self.moves_played(max(heard, plies - 4), plies)
        elif plies < heard:
            words = [tr("Moves taken back.")]
        else:
            words = []
        score = self.score_text() if session.is_over else ""
        self._heard = (self._game_number, plies)
        self.tell(" ".join(words + [status] + ([score] if score else [])))

    def refresh(self) -> None:
        session = self.session
        self.refresh_status()
        self.menus.show_what_matters(self.seconds_control())
        self.strength.value = self.describe_players()
        self._record_result()
        self.move_clock.wind(self._move_key() if self.human_to_move else None)
        listed = session.moves_text()
        self.moves.value = ("<small>" + html.escape(" ".join(
            f"{i // 2 + 1}. {m}" if i % 2 == 0 else m for i, m in enumerate(listed))) + "</small>")
        self.undo.disabled = not session.can_undo
        self.redo.disabled = not session.can_redo
        self.ai_move.disabled = self.play_out.disabled = session.is_over
        self.refresh_cells()

    def refresh_cells(self) -> None:
        """Redraw the board (at most at its natural size: a bigger board may be wider)."""
        scene = self.scene()
        self.board_box.layout.max_width = f"{scene['px']}px"
        self.view.scene = scene

    def _move_key(self) -> str:
        """The name of the move now being thought about (a new one each move)."""
        return f"{self._game_number}:{len(self.session.actions)}"

    def _time_up(self, key: str) -> None:
        """The person's time ran out: a random legal move is played for them."""
        if not self.human_to_move or key != self._move_key():
            return
        action = RandomPlayer(self.player_seed).choose(self.game, self.session.state)
        move = self.game.action_to_str(self.session.state, action)
        note = tr("Time is up: {move} was played for {side}.", move=move,
                  side=player_word(self.session.to_move, game=self.game))
        self.play(action)
        self._note = note  # shown until the person's next move
        self.refresh()

    def _record_result(self) -> None:
        """Add a finished game to the score list once (undo and redo do not add it again)."""
        if not self.session.is_over:
            return
        winner = self.session.winner()
        self.scores.add((self._game_number, tuple(self.session.moves_text())),
                        tr("draw") if winner is None else player_word(winner, game=self.game),
                        len(self.session.actions), self.score_text(),
                        {str(side): menu.value for side, menu in self.side_kind.items()})

    @staticmethod
    def _message(text: str) -> str:
        return f"<b>{html.escape(text, quote=False)}</b>"

    _button = staticmethod(button)
