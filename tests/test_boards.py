"""The playable boards, driven by clicks and values as a person would.

A click goes through the board view exactly as the browser's does (``view.click(name)`` is what
the view's message handler calls); what the board shows is read from its scene.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.games.dodgem import BLACK, WHITE
from gamelib.widgets import DodgemBoard, TicTacToeBoard, TreeStepper


def test_tictactoe_human_against_perfect_ai_then_undo_redo():
    board = TicTacToeBoard(x="Human", o="Perfect")
    board.click("a1")
    assert board.session.moves_text()[0] == "a1" and len(board.session.actions) == 2
    assert board.view.piece("a1") == "X" and "a1" not in board.view.targets
    answer = board.session.moves_text()[1]
    assert board.view.piece(answer) == "O"
    board.click(answer)  # an occupied square takes no click
    assert len(board.session.actions) == 2
    board.undo.click()  # takes back the AI's answer and your move
    assert board.session.actions == [] and "a1" in board.view.targets and board.view.piece("a1") == ""
    board.redo.click()
    assert len(board.session.actions) == 2
    while not board.session.is_over:  # play on: a perfect O never loses
        board.click(board.view.targets[0])
    assert board.session.winner() != "X"
    assert "wins" in board.status.value or "Draw" in board.status.value
    assert board.view.targets == []


def test_tictactoe_ai_against_ai_and_the_search_view():
    board = TicTacToeBoard(x="Alpha-beta", o="Minimax", depth=2)
    assert board.session.actions == []  # AI against AI waits for a click
    board.ai_move.click()
    assert len(board.session.actions) == 1
    board.show_search.click()
    (stepper,) = board.search_view.children
    assert isinstance(stepper, TreeStepper)
    stepper.step = 3
    assert "<svg" in stepper.board.value  # the board of the node being looked at
    board.play_out.click()
    assert board.session.is_over and board.ai_move.disabled
    board.new_game.click()
    assert board.session.actions == [] and board.search_view.children == ()


def test_changing_a_side_to_human_hands_it_to_the_person():
    board = TicTacToeBoard(x="Random", o="Random")
    assert board.session.actions == []
    board.side_kind["X"].value = "Human"
    board.click("b2")
    assert board.session.moves_text()[0] == "b2" and len(board.session.actions) == 2  # O answers
    board.ai_move.click()  # a person is to move: the AI does not play for them
    assert len(board.session.actions) == 2 and "A person is to move" in board.status.value


def test_dodgem_select_move_and_take_off():
    board = DodgemBoard(3, black="Human", white="Human")
    board.click("a2")  # select Black's piece on a2
    assert board.selected == board.game.square_index("a2")
    assert {"b2", "a1"} <= set(board.view.targets)
    board.click("a1")  # move it down
    assert board.session.moves_text() == ["a2-a1"] and board.session.to_move == WHITE
    assert board.view.piece("a1") == "black" and board.view.piece("a2") == ""
    board.click("c1")
    board.click("c2")
    assert board.session.moves_text()[-1] == "c1-c2"
    board.click("a3"); board.click("b3")
    board.click("c2"); board.click("c3")  # White blocks c3
    assert board.session.moves_text()[-1] == "c2-c3"
    board.click("b3")
    assert "c3" not in board.view.targets  # occupied: not a target
    board.click("b3")  # a second click on a piece just reselects
    board.click("b2")
    assert board.session.moves_text()[-1] == "b3-b2"


def test_dodgem_exit_arrows_and_ai_answers():
    board = DodgemBoard(3, black="Human", white="Alpha-beta", depth=2)
    game = board.game
    board.session.restart(game.position(["c2", "a3"], ["b1", "c1"], BLACK))
    assert "off-row-1" not in board.view.targets  # no exit before the car is chosen
    board.click("c2")
    exit_arrow = board.exit_for("c2")
    assert exit_arrow == "off-row-1" and exit_arrow in board.view.targets
    board.click(exit_arrow)
    assert board.session.moves_text()[0] == "c2-off"
    assert len(board.session.actions) == 2  # White (alpha-beta) answered
    assert game.off_board(board.session.state)[BLACK] == 1


def test_dodgem_rule_and_first_mover_controls_start_a_new_game():
    board = DodgemBoard(3, black="Alpha-beta", white="Human", depth=2)
    assert len(board.session.actions) == 1  # Black (AI) moved first
    board.first.value = "White"
    assert board.game.first == WHITE and board.session.actions == [] and board.human_to_move
    board.click("b1"); board.click("b2")
    assert board.session.moves_text()[0] == "b1-b2" and len(board.session.actions) == 2
    board.rule.value = "vout"
    assert board.game.rule == "vout" and board.session.actions == []


def test_othello_board_click_engine_answer_undo_and_pass():
    from gamelib.games.othello import PASS, OthelloState, square_index
    from gamelib.widgets import OthelloBoard

    board = OthelloBoard(black="Human", white="Medium engine")
    assert sorted(board.view.targets) == ["c4", "d3", "e6", "f5"]
    board.click("a1")  # no move there: nothing happens
    assert board.session.actions == []
    board.click("d3")
    assert board.session.moves_text()[0] == "d3" and len(board.session.actions) == 2
    assert board.view.piece("d4") == "black" and board.view.piece("d3") == "black"
    assert "medium: depth" in board.status.value
    board.undo.click()
    assert board.session.actions == [] and board.view.piece("d3") == "" and "d3" in board.view.targets
    # Black a1, b1 and White c1: White cannot outflank anything, Black could play d1.
    # Under the course's rule (the default) the game ends there ...
    lone = OthelloState((1 << square_index("a1")) | (1 << square_index("b1")),
                        1 << square_index("c1"), "WHITE")
    board.side_kind["WHITE"].value = "Human"
    assert board.pass_button.layout.display == "none"
    board.session.restart(lone)
    assert board.session.is_over
    assert "White cannot move, so the game ends (the course's rule). Black wins." in board.status.value
    # ... under standard rules White (now a person) must pass
    board.rule.value = "standard"
    assert board.game.rule == "standard" and board.session.actions == []
    board.session.restart(lone)
    assert board.session.legal_actions() == (PASS,) and not board.pass_button.disabled
    assert board.pass_button.layout.display is None
    board.pass_button.click()
    assert board.session.moves_text() == ["pass"]


def test_othello_variant_board_marks_the_victory_cells():
    from gamelib.widgets import OthelloBoard

    board = OthelloBoard(black="Human", white="Greedy", variant=True, cells_seed=4)
    cells = board.game.victory_cells
    assert len(cells) == 5
    frames = [s for s in board.view.scene["shapes"] if s["a"].get("stroke") == "#ffd166"]
    assert len(frames) == 5  # one gold frame a victory cell


def test_o_an_quan_square_then_arrow_sows_and_the_move_is_shown_stone_by_stone():
    from gamelib.widgets import OAnQuanBoard

    board = OAnQuanBoard(a="Human", b="Human")
    assert board.view.targets == ["1", "2", "3", "4", "5"] and board.view.piece("1") == "5"
    assert board.view.piece("0") == "quan+0"
    board.click("3")  # choose square 3: its two arrows appear, named like the moves
    assert board.selected == 3 and {"3+", "3-"} <= set(board.view.targets)
    assert not board.clockwise.disabled
    board.click("3+")
    assert board.session.moves_text() == ["3+"] and board.view.piece("3") != "5"
    assert board.view.frames and board.replay.max == len(board.steps) - 1
    assert board.view.targets and set(board.view.targets) <= {"7", "8", "9", "10", "11"}  # B's turn
    board.click("8"); board.anticlockwise.click()
    assert board.session.moves_text() == ["3+", "8-"]
    sown = board.view.frames
    board.undo.click()
    assert board.session.moves_text() == ["3+"]
    assert board.view.frames is sown or board.view.frames == sown  # an undo is not sown again


def test_caro_board_takes_empty_squares_and_the_engine_answers():
    from gamelib.widgets import CaroBoard

    board = CaroBoard(size=15, x="Human", o="Random")
    assert len(board.view.targets) == 225
    board.click("h8")
    assert board.view.piece("h8") == "X" and len(board.session.actions) == 2
    answer = board.session.moves_text()[1]
    assert board.view.piece(answer) == "O" and answer not in board.view.targets
    assert len(board.view.targets) == 223


def test_every_board_draws_pieces_as_shapes_and_names_its_edges_in_move_notation():
    from gamelib.widgets import CaroBoard
    from gamelib.widgets.boards import board as make_board, playable

    big_caro, dodgem_4 = CaroBoard(19), DodgemBoard(4)
    boards = [make_board(name) for name in playable()] + [dodgem_4, big_caro]
    for board in boards:
        scene = board.view.scene
        texts = [s["text"] for s in scene["shapes"] if s["t"] == "text"]
        assert not set("●○◯⬤XO·") & set("".join(texts)), texts  # no piece is a font glyph
        targets = {t["name"] for t in scene["targets"]}
        assert set(scene["pieces"]) <= targets
        assert 0 < scene["px"] <= 760
    caro = big_caro.view.scene
    edge = {s["text"] for s in caro["shapes"] if s["t"] == "text"}
    assert {"a", "s", "1", "19"} <= edge and "s19" in {t["name"] for t in caro["targets"]}
    dodgem = dodgem_4.view.scene  # a1 is the bottom left, as in "a2-a1"
    a1 = next(t for t in dodgem["targets"] if t["name"] == "a1")
    a4 = next(t for t in dodgem["targets"] if t["name"] == "a4")
    assert a1["y"] > a4["y"] and a1["x"] == a4["x"]


def test_the_board_shows_it_is_thinking_while_the_ai_searches():
    seen = []
    board = TicTacToeBoard(x="Human", o="Alpha-beta", depth=2)
    board.view.observe(lambda change: seen.append(change["new"]), names="busy")
    board.click("b2")
    assert seen == [True, False] and not board.view.busy


def test_a_click_on_a_name_the_board_does_not_have_says_which_it_has():
    import pytest

    board = TicTacToeBoard()
    with pytest.raises(ValueError, match="'z9' is not a square.*a1, a2"):
        board.click("z9")
    board.view._message(board.view, {"type": "click", "target": "z9"}, [])  # from the page: ignored
    board.view._message(board.view, {"type": "click", "target": "a1"}, [])
    assert board.session.moves_text()[0] == "a1"


@settings(max_examples=15, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_default_tic_tac_toe_opponent_never_loses(rng):
    board = TicTacToeBoard()  # a person against the default AI
    while not board.session.is_over:
        board.click(rng.choice(board.view.targets))
    assert board.session.winner() != "X"


def test_every_board_says_how_strong_each_player_is():
    from gamelib.widgets import CaroBoard, OAnQuanBoard, OthelloBoard

    othello = OthelloBoard(black="Weak engine", white="Strong engine", time_limit=1.5)
    assert "a beginner can beat it" in othello.strength.value
    assert "thinks 1.5 s a move" in othello.strength.value
    othello.time_limit.value = 0.5
    assert "thinks 0.5 s a move" in othello.strength.value
    assert "never loses" in TicTacToeBoard().strength.value
    dodgem = DodgemBoard(3, white="Alpha-beta", depth=3)
    assert "looks 3 moves ahead" in dodgem.strength.value
    dodgem.depth.value = 5
    assert "looks 5 moves ahead" in dodgem.strength.value
    assert "level 3: looks 4 moves ahead" in OAnQuanBoard(depth=4).strength.value
    assert "report 004's AI" in CaroBoard(x="Report AI", o="Human").strength.value


def test_dodgem_boards_from_3_to_15_and_perfect_play_only_where_it_can_be_solved():
    kinds = lambda menu: [kind for _, kind in menu.options]  # noqa: E731
    board = DodgemBoard(3, black="Human", white="Perfect")
    assert "Perfect" in kinds(board.side_kind["White"])
    board.size.value = 15
    assert board.game.size == 15 and len(board.view.scene["pieces"]) == 28
    assert "Perfect" not in kinds(board.side_kind["White"])
    assert board.side_kind["White"].value == "Alpha-beta"
    assert board.board_box.layout.max_width == f"{board.view.scene['px']}px"
    board.click("a14"); board.click("b14")  # the AI (depth 4) answers on the big board
    assert board.session.moves_text()[0] == "a14-b14" and len(board.session.actions) == 2
    board.size.value = 4
    assert "Perfect" in kinds(board.side_kind["White"]) and board.session.actions == []


def test_a_board_whose_size_changes_keeps_its_menus_in_the_lessons_language():
    from gamelib.i18n import set_language

    set_language("vi")
    try:
        board = DodgemBoard(3, black="Human", white="Alpha-beta")
        board.size.value = 5
        labels = [label for label, _ in board.side_kind["White"].options]
        assert "Người" in labels and "Human" not in labels and board.side_kind["White"].value == "Alpha-beta"
    finally:
        set_language("en")


def test_a_clock_per_move_and_a_list_of_finished_games():
    from gamelib.widgets import OAnQuanBoard

    assert OAnQuanBoard(clock=15).view.clock_s == 15
    board = OAnQuanBoard(a="Human", b="Level 1")
    assert board.view.clock_s == 0  # no clock by default
    board.clock.value = 20
    assert board.view.clock_s == 20 and board.view.clock_key == "1:0"
    board.view._message(board.view, {"type": "timeout", "key": "stale"}, [])  # an old clock
    assert board.session.actions == []
    board.view._message(board.view, {"type": "timeout", "key": "1:0"}, [])
    assert len(board.session.actions) == 2  # a random move for A, then level 1's answer
    assert "Time is up: " in board.status.value and board.view.clock_key == "1:2"
    board.side_kind["A"].value = "Level 1"
    board.play_out.click()
    assert board.session.is_over and len(board.results) == 1
    first = board.results[0]
    assert first["moves"] == len(board.session.actions) and first["score"].startswith("A ")
    assert "Finished games" in board.results_view.value and board.view.clock_s == 0
    board.undo.click(); board.redo.click()  # the same finished game is not listed twice
    assert len(board.results) == 1
    board.new_game.click(); board.play_out.click()
    assert len(board.results) == 2


def test_caro_board_size_and_depth_are_chosen_on_the_board():
    from gamelib.widgets import CaroBoard

    board = CaroBoard(15, x="Human", o="Random")
    assert board.depth.max == 6  # report 004: "deeper than 5 takes very long"
    board.size.value = 9
    assert board.game.size == 9 and len(board.view.targets) == 81
    board.click("e5")
    assert board.view.piece("e5") == "X" and len(board.session.actions) == 2


def test_a_board_shows_the_controls_its_players_use_and_hiding_one_hides_no_other():
    from gamelib.widgets import CaroBoard, OthelloBoard

    caro = CaroBoard(15)  # a person against the engine: the engine's seconds, nothing else
    assert caro.evaluation.layout.display == "none" and caro.depth.layout.display == "none"
    assert caro.time_limit.layout.display != "none"
    caro.side_kind["O"].value = "Report AI"  # report 004's AI searches to a depth
    assert caro.depth.layout.display != "none" and caro.time_limit.layout.display == "none"
    othello = OthelloBoard(white="Alpha-beta (traced)")
    assert othello.evaluation.layout.display != "none" and othello.depth.layout.display != "none"
    othello.side_kind["WHITE"].value = "Medium engine"  # its own depth: no depth, no seconds
    assert othello.depth.layout.display == "none" and othello.time_limit.layout.display == "none"
    layouts = [w.layout for w in (othello.depth, othello.evaluation, othello.rule, othello.clock)]
    assert len({id(layout) for layout in layouts}) == len(layouts)


# -- every student can see and play (issue 35) ----------------------------------------------------
def _contrast(a: str, b: str) -> float:
    """WCAG 2.1's contrast ratio of two #rrggbb colours."""
    def luminance(colour: str) -> float:
        channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _titles(board) -> dict[str, str]:
    return {t["name"]: t["title"] for t in board.view.scene["targets"]}


def test_every_square_says_what_is_on_it_in_the_lessons_language():
    from gamelib.i18n import set_language
    from gamelib.widgets import OAnQuanBoard, OthelloBoard

    board = TicTacToeBoard(x="Human", o="Human")
    board.click("b2"); board.click("a1")
    titles = _titles(board)
    assert titles["b2"] == "b2, X" and titles["a1"] == "a1, O, last move"
    assert titles["c3"] == "c3, empty, you can play here"
    othello = OthelloBoard(black="Human", white="Human")
    assert _titles(othello)["d5"] == "d5, black disc" and "you can play here" in _titles(othello)["d3"]
    set_language("vi")
    try:
        assert _titles(TicTacToeBoard(x="Human", o="Human"))["c3"] == "c3, trống, bạn có thể đi ở đây"
        assert _titles(OthelloBoard(black="Human", white="Human"))["d5"] == "d5, quân Đen"
        oanquan = _titles(OAnQuanBoard(a="Human", b="Human"))
        assert oanquan["3"] == "ô 3 (A), 5 dân, bạn có thể rải từ ô này"
        assert oanquan["6"] == "ô quan 6, 1 quan (bằng 10 dân) và 0 dân", oanquan["6"]
        dodgem = _titles(DodgemBoard(black="Human", white="Human"))
        assert dodgem["a2"] == "a2, quân Đen, có thể đi sang phải, xuống", dodgem["a2"]
        assert dodgem["off-row-0"] == "lối ra của hàng 3, dành cho quân Đen", dodgem["off-row-0"]
        assert dodgem["off-col-0"] == "lối ra của cột a, dành cho quân Trắng", dodgem["off-col-0"]
    finally:
        set_language("en")


def test_the_grid_rows_and_the_choices_after_a_selection():
    from gamelib.widgets import OAnQuanBoard

    board = OAnQuanBoard(a="Human", b="Human")
    rows = {t["name"]: t["row"] for t in board.view.scene["targets"]}
    assert {rows[str(n)] for n in range(0, 7)} == {0} and {rows[str(n)] for n in range(7, 12)} == {1}
    board.click("3")
    choices = [t for t in board.view.scene["targets"] if t["layer"] == 1]
    assert sorted(t["name"] for t in choices) == ["3+", "3-"] and all(t["on"] for t in choices)
    assert "sow clockwise: 3+" in [t["title"] for t in choices]
    board.view.cancel()  # Escape drops the square and its arrows
    assert board.selected is None and not any(t["layer"] for t in board.view.scene["targets"])


def test_escape_drops_the_car_chosen_on_dodgem():
    board = DodgemBoard(black="Human", white="Human")
    board.click("a2")
    assert board.selected is not None and "selected" in _titles(board)["a2"]
    assert "the selected piece can move here" in _titles(board)["b2"]
    board.view.cancel()
    assert board.selected is None and "selected" not in _titles(board)["a2"]
    assert board.session.moves_text() == []


def test_a_screen_reader_is_told_both_moves_and_the_status_once_the_ai_answered():
    board = TicTacToeBoard(x="Human", o="Perfect")
    told = []
    board.view.observe(lambda change: told.append(change["new"]), names="announcement")
    board.click("b2")
    said = [words for words in told if words]
    assert len(said) == 1, said  # not between the person's move and the AI's answer
    (o_move,) = [m for m in board.session.moves_text()[1:]]
    assert said[0] == f"X played b2. O played {o_move}. X to move (you)."
    board.undo.click()
    assert board.view.announcement == "Moves taken back. X to move (you)."
    board.new_game.click()
    assert board.view.announcement == "New game. X to move (you)."


def test_o_an_quan_status_and_score_wait_until_the_sowing_is_shown():
    from gamelib.widgets import OAnQuanBoard

    board = OAnQuanBoard(a="Human", b="Level 1")
    board.view.rendered = True  # as when a browser draws the board (it then says when done)
    board.click("3")
    before = board.view.announcement  # the square selected, said at once
    board.click("3+")
    assert board.view.animating and board.view.frames
    (b_move,) = board.session.moves_text()[1:]
    assert "On the board: A played 3+. B played " + b_move in board.status.value
    assert "points" not in board.status.value and "to move" not in board.status.value
    assert board.view.announcement == before  # nothing told ahead of the stones
    board.view._message(board.view, {"type": "frames-done", "key": board.view.frames_key}, None)
    assert not board.view.animating
    assert "A to move (you)." in board.status.value and "points" in board.status.value
    assert board.view.announcement.startswith(f"A played 3+. B played {b_move}. A to move")


def test_a_selection_and_a_cancel_are_told_to_a_screen_reader_in_both_languages():
    """Dodgem and Ô ăn quan (a piece or square, then where it goes): selecting says the square
    and its moves, Escape says what was dropped, Escape with nothing selected says so."""
    from gamelib.i18n import set_language
    from gamelib.widgets import OAnQuanBoard

    board = DodgemBoard(black="Human", white="Human")
    board.click("a2")
    assert board.view.announcement == ("a2, black piece, selected, can move right, down. Its moves: "
                                       "a2-b2, a2-a1. Enter plays the one focused; Escape cancels.")
    board.view.cancel()
    assert board.view.announcement == "Selection cancelled: a2."
    told = []
    board.view.observe(lambda change: told.append(change["new"]), names="announcement")
    board.view.cancel()
    board.view.cancel()  # said twice, read twice: emptied in between
    assert told == ["", "Nothing is selected.", "", "Nothing is selected."], told
    oanquan = OAnQuanBoard(a="Human", b="Human")
    oanquan.click("3")
    assert oanquan.view.announcement == ("square 3 (A), 5 dân, selected. Its moves: 3-, 3+. Enter "
                                         "plays the one focused; Escape cancels."), oanquan.view.announcement
    set_language("vi")
    try:
        board = DodgemBoard(black="Human", white="Human")
        board.click("a2")
        assert board.view.announcement.startswith("a2, quân Đen, đang chọn"), board.view.announcement
        assert "Các nước đi từ đây: a2-b2, a2-a1. Enter để đi nước đang chọn; Escape để bỏ chọn." \
            in board.view.announcement
        board.view.cancel()
        assert board.view.announcement == "Đã bỏ chọn: a2."
        board.view.cancel()
        assert board.view.announcement == "Chưa chọn gì."
        oanquan = OAnQuanBoard(a="Human", b="Human")
        oanquan.click("3"); oanquan.view.cancel()
        assert oanquan.view.announcement == "Đã bỏ chọn: ô 3 (A)."
    finally:
        set_language("en")


def test_a_quan_cell_says_its_quan_its_worth_and_its_dan():
    """The name of a quan cell counts everything on it: the quan (and what it is worth under
    the rules played) and the dân, or that its quan has been taken."""
    from gamelib.games.oanquan import OAnQuan
    from gamelib.games.oanquan.scene import oanquan_scene

    game = OAnQuan(quan_value=5, quan_extra=2)
    names = {t["name"]: t["title"] for t in oanquan_scene(game, game.initial_state())["targets"]}
    assert names["0"] == "quan cell 0, 1 quan (worth 5 dân) and 2 dân"
    taken = game.position([3, 5, 5, 5, 5, 5, 0, 5, 5, 5, 5, 5], quan=(False, True))
    names = {t["name"]: t["title"] for t in oanquan_scene(game, taken)["targets"]}
    assert names["0"] == "quan cell 0, no quan, 3 dân"
    assert names["6"] == "quan cell 6, 1 quan (worth 5 dân) and 0 dân"


def test_a_search_time_is_written_with_the_digits_that_make_it_true():
    from gamelib.widgets.board.controls import seconds_text

    assert seconds_text(0.0043) == "0.0043" and seconds_text(0.5) == "0.5" and seconds_text(0.5, "vi") == "0,5"
    assert seconds_text(0.00012) == "0.00012"


def test_marks_on_the_boards_stand_out_at_3_to_1_and_by_shape():
    """WCAG 2.1 AA's non-text contrast for what a mark means (hints, selection, last move), each
    drawn as a shape too (a ring, a dashed ring or frame, a stroke)."""
    from gamelib.viz import scenes

    light = ["#f6f1e4", "#ffe8a3", "#f7f1e3", "#efe6d2", "#f7efdc", "#f4a261", "#ffd166"]
    for mark in (scenes.PLAYABLE_EDGE, scenes.SELECTED_EDGE, scenes.LAST_EDGE, scenes.WIN_STROKE):
        assert min(_contrast(mark, square) for square in light) >= 3, mark
    assert _contrast("#ffffff", "#2e7d4f") >= 3  # Othello's playable rings on the green board
    board = DodgemBoard(black="Human", white="Human")
    board.click("a2")
    shapes = board.view.scene["shapes"]
    assert any(s["a"].get("stroke-dasharray") and s["a"].get("stroke") == scenes.SELECTED_EDGE
               for s in shapes)  # the selected car: a dashed ring
    assert any(s["a"].get("stroke") == scenes.PLAYABLE_EDGE and s["t"] == "circle"
               and not s["a"].get("stroke-dasharray") for s in shapes)  # a movable car: solid


def test_the_engine_controls_show_the_numbers_the_engine_uses_once_each():
    """Othello's strong engine thinks the seconds of the board's control: the control is shown
    while it plays (its words say that number), and changing it changes the engine and the
    words; the depth slider stays hidden (no chosen player searches to it)."""
    from gamelib.widgets import OthelloBoard

    board = OthelloBoard(black="Human", white="Strong engine")
    assert board.time_limit.layout.display is None and board.depth.layout.display == "none"
    board.time_limit.value = 1.5
    assert "thinks 1.5 s a move" in board.strength.value
    assert board.player_for("WHITE").time_limit == 1.5
    board.side_kind["WHITE"].value = "Medium engine"
    assert board.time_limit.layout.display == "none" and board.depth.layout.display == "none"
    labels = [c.description for c in (board.time_limit, board.clock)]
    assert len(set(labels)) == 2 and "your clock" in labels[1]  # two times, told apart
