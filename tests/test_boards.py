"""The playable boards, driven by clicks and values as a person would."""

from gamelib.games.dodgem import BLACK, WHITE
from gamelib.widgets import DodgemBoard, TicTacToeBoard, TreeStepper


def test_tictactoe_human_against_perfect_ai_then_undo_redo():
    board = TicTacToeBoard(x="Human", o="Perfect")
    board.cell(0).click()  # a1
    assert board.session.moves_text()[0] == "a1" and len(board.session.actions) == 2
    assert board.cell(0).description == "X" and board.cell(0).disabled
    answer = board.session.actions[1]
    assert board.cell(answer).description == "O"
    board.cell(answer).click()  # an occupied square does nothing
    assert len(board.session.actions) == 2
    board.undo.click()  # takes back the AI's answer and your move
    assert board.session.actions == [] and not board.cell(0).disabled
    board.redo.click()
    assert len(board.session.actions) == 2
    while not board.session.is_over:  # play on: a perfect O never loses
        board.cell(board.session.legal_actions()[0]).click()
    assert board.session.winner() != "X"
    assert "wins" in board.status.value or "Draw" in board.status.value
    assert all(board.cell(i).disabled for i in range(9))


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
    board.cell(4).click()
    assert board.session.moves_text()[0] == "b2" and len(board.session.actions) == 2  # O answers
    board.ai_move.click()  # a person is to move: the AI does not play for them
    assert len(board.session.actions) == 2 and "A person is to move" in board.status.value


def test_dodgem_select_move_and_take_off():
    board = DodgemBoard(3, black="Human", white="Human")
    board.cell("a2").click()  # select Black's piece on a2
    assert board.selected == board.game.square_index("a2")
    assert not board.cell("b2").disabled and not board.cell("a1").disabled
    board.cell("a1").click()  # move it down
    assert board.session.moves_text() == ["a2-a1"] and board.session.to_move == WHITE
    board.cell("c1").click()
    board.cell("c2").click()
    assert board.session.moves_text()[-1] == "c1-c2"
    # walk Black's a3 piece to c3 and off the board
    for source, target in [("a3", "b3")]:
        board.cell(source).click(); board.cell(target).click()
    board.cell("c2").click(); board.cell("c3").click()  # White blocks c3
    assert board.session.moves_text()[-1] == "c2-c3"
    board.cell("b3").click()
    assert board.cell("c3").disabled  # occupied: not a target
    board.cell("b3").click()  # a second click on another piece just reselects
    board.cell("b2").click()
    assert board.session.moves_text()[-1] == "b3-b2"


def test_dodgem_exit_arrows_and_ai_answers():
    board = DodgemBoard(3, black="Human", white="Alpha-beta", depth=2)
    game = board.game
    board.session.restart(game.position(["c2", "a3"], ["b1", "c1"], BLACK))
    board.cell("c2").click()
    exit_arrow = board.exit_for("c2")
    assert not exit_arrow.disabled
    exit_arrow.click()
    assert board.session.moves_text()[0] == "c2-off"
    assert len(board.session.actions) == 2  # White (alpha-beta) answered
    assert game.off_board(board.session.state)[BLACK] == 1


def test_dodgem_rule_and_first_mover_controls_start_a_new_game():
    board = DodgemBoard(3, black="Alpha-beta", white="Human", depth=2)
    assert len(board.session.actions) == 1  # Black (AI) moved first
    board.first.value = "White"
    assert board.game.first == WHITE and board.session.actions == [] and board.human_to_move
    board.cell("b1").click(); board.cell("b2").click()
    assert board.session.moves_text()[0] == "b1-b2" and len(board.session.actions) == 2
    board.rule.value = "vout"
    assert board.game.rule == "vout" and board.session.actions == []


def test_othello_board_click_engine_answer_undo_and_pass():
    from gamelib.games.othello import PASS, OthelloState, square_index
    from gamelib.widgets import OthelloBoard

    board = OthelloBoard(black="Human", white="Medium engine")
    assert not board.cell("d3").disabled and board.cell("a1").disabled
    board.cell("d3").click()
    assert board.session.moves_text()[0] == "d3" and len(board.session.actions) == 2
    assert "medium: depth" in board.status.value and "● " in board.status.value
    board.undo.click()
    assert board.session.actions == [] and board.cell("d3").description == "·"
    # Black a1, b1 and White c1: White cannot outflank anything, Black could play d1,
    # so White (now a person) must pass
    lone = OthelloState((1 << square_index("a1")) | (1 << square_index("b1")),
                        1 << square_index("c1"), "WHITE")
    board.side_kind["WHITE"].value = "Human"
    board.session.restart(lone)
    assert board.session.legal_actions() == (PASS,) and not board.pass_button.disabled
    board.pass_button.click()
    assert board.session.moves_text() == ["pass"]


def test_othello_variant_board_marks_the_victory_cells():
    from gamelib.widgets import OthelloBoard

    board = OthelloBoard(black="Human", white="Greedy", variant=True, cells_seed=4)
    cells = board.game.victory_cells
    assert len(cells) == 5
    colours = {board._cells[i].style.button_color for i in cells if i not in board.session.legal_actions()}
    assert colours <= {"#c9a227"}
