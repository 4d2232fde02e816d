"""Dodgem: rules against hand-checked positions, both stalemate rules, the solver, the evaluation."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib import IllegalActionError
from gamelib.evaluation.dodgem import DodgemEvaluation, square_values, worked_positions
from gamelib.games.dodgem import BLACK, OFF, WHITE, Dodgem
from gamelib.search import alphabeta
from gamelib.search.retrograde import solve


def moves(game, state):
    return sorted(game.action_to_str(state, a) for a in game.legal_actions(state))


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_start_position_has_n_minus_1_pieces_each(n):
    game = Dodgem(n)
    s = game.initial_state()
    lines = game.render(s).splitlines()
    assert [line.split()[0] for line in lines] == ["B"] * (n - 1) + ["."]
    assert lines[-1].split() == ["."] + ["W"] * (n - 1)
    assert game.to_move(s) == BLACK and Dodgem(n, first=WHITE).initial_state().to_move == WHITE


def test_moves_in_hand_checked_positions():
    game = Dodgem(3)
    s = game.initial_state()
    assert moves(game, s) == ["a2-a1", "a2-b2", "a3-b3"]  # a3 cannot go up or down (a2 is taken)
    white_first = Dodgem(3, first=WHITE).initial_state()
    assert moves(game, white_first) == ["b1-a1", "b1-b2", "c1-c2"]  # c1 cannot go left onto b1
    # pieces on the exit edge may leave: Black off the right, White off the top
    s = game.position(["c2", "a3"], ["b3", "a1"], BLACK)
    assert "c2-off" in moves(game, s) and "a3-b3" not in moves(game, s)
    s = game.position(["c2", "a3"], ["b3", "a1"], WHITE)
    assert moves(game, s) == ["a1-a2", "a1-b1", "b3-c3", "b3-off"]
    after = game.result(s, game.parse_action(s, "b3-off"))
    assert game.off_board(after) == {BLACK: 0, WHITE: 1}


def test_first_to_take_every_piece_off_wins():
    game = Dodgem(3)
    s = game.position(["c2"], ["a1"], BLACK)
    s = game.result(s, game.parse_action(s, "c2-off"))
    assert game.is_terminal(s) and game.winner(s) == BLACK
    assert game.utility(s, BLACK) == 1 and game.utility(s, WHITE) == -1


def test_the_two_stalemate_rules():
    # White to move, with its only piece boxed in: c1 cannot go up (c2) or left (b1)
    position = dict(black=["b1", "c2"], white=["c1"], to_move=WHITE)
    lecture, vout = Dodgem(3, "lecture"), Dodgem(3, "vout")
    s = lecture.position(**position)
    assert lecture.legal_actions(s) == () and lecture.is_terminal(s)
    assert lecture.winner(s) == BLACK  # the lecture: leaving the opponent no move wins
    assert vout.winner(vout.position(**position)) == WHITE  # Vout: ... loses


def test_bad_input_is_refused_clearly():
    game = Dodgem(3)
    s = game.initial_state()
    with pytest.raises(IllegalActionError, match="illegal move 'a3-a4'.*legal moves: a3-b3, a2-b2, a2-a1"):
        game.parse_action(s, "a3-a4")
    for size in (2, 16, 3.0, True):
        with pytest.raises(ValueError, match="board size must be a whole number from 3 to 15"):
            Dodgem(size)
    with pytest.raises(ValueError, match="unknown rule 'house'"):
        Dodgem(3, rule="house")
    with pytest.raises(ValueError, match="'d1' is not a square of the 3×3 board"):
        game.position(["d1"], [])
    with pytest.raises(ValueError, match="two pieces on the same square"):
        game.position(["a1"], ["a1"])
    with pytest.raises(ValueError, match="can repeat, so a search without a depth"):
        alphabeta(game, s)
    assert game.parse_action(s, "A3 B3") == game.parse_action(s, "a3b3") == (0, 1)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([3, 4, 5]), st.sampled_from(["lecture", "vout"]), st.integers(0, 10**6))
def test_random_play_keeps_the_rules(n, rule, seed):
    """Pieces never overlap, never move backwards, counts only fall, and every game state is legal."""
    game, rng = Dodgem(n, rule), random.Random(seed)
    s = game.initial_state()
    for _ in range(200):
        if game.is_terminal(s):
            assert game.winner(s) in (BLACK, WHITE)
            break
        side = game.to_move(s)
        source, target = action = rng.choice(game.legal_actions(s))
        r0, c0 = divmod(source, n)
        if target != OFF:
            r1, c1 = divmod(target, n)
            assert (r1, c1) in ({(r0 - 1, c0), (r0 + 1, c0), (r0, c0 + 1)} if side == BLACK
                                else {(r0 - 1, c0), (r0, c0 - 1), (r0, c0 + 1)})
        before = game.off_board(s)
        s = game.successor(s, action)
        assert s.black & s.white == 0
        after = game.off_board(s)
        assert after[side] - before[side] == (target == OFF)
        assert bin(s.black).count("1") <= n - 1 and bin(s.white).count("1") <= n - 1


@pytest.mark.parametrize("rule", ["lecture", "vout"])
def test_3x3_is_a_first_player_win(rule):
    # Winning Ways: the 3×3 game is a win for the first player.
    solution = solve(Dodgem(3, rule))
    assert solution.positions == 1_963
    assert solution.winner() == BLACK and solution.distance[solution.start] == 19
    game = Dodgem(3, rule)
    assert [game.action_to_str(solution.start, a) for a in solution.winning_actions()] == ["a3-b3"]
    assert solve(Dodgem(3, rule, first=WHITE)).winner() == WHITE


def test_4x4_is_a_draw_with_vouts_rule():
    # desJardins (1996): with best play the 4×4 game never ends.
    solution = solve(Dodgem(4, "vout"))
    assert solution.positions == 393_900
    assert solution.outcome(solution.start) == "draw" and solution.winning_actions() == []


def test_the_lectures_worked_positions_score_75_and_minus_5():
    game = Dodgem(3)
    evaluate = DodgemEvaluation.lecture(game)
    for value, state, _ in worked_positions(game):
        assert evaluate(state, WHITE) == value and evaluate(state, BLACK) == -value
    # report 003 §3.1: Black -10 and 0, White 5 and 10, blocking +70
    _, s75, _ = worked_positions(game)[0]
    parts = evaluate.breakdown(s75)
    assert sorted(v for side, _, v in parts["pieces"] if side == BLACK) == [-10, 0]
    assert sorted(v for side, _, v in parts["pieces"] if side == WHITE) == [5, 10]
    assert sum(points for *_, points in parts["blocks"]) == 70
    assert s75 == game.result(game.initial_state(), game.parse_action(game.initial_state(), "a2-a1"))
    assert evaluate(game.initial_state(), WHITE) == 0
    # all three reachable positions that score -5 at ply 3 (see data/evaluation/README.md)
    for black, white in [(["b3", "a1"], ["b2", "c1"]), (["c3", "a2"], ["b2", "c1"]),
                         (["a3", "b1"], ["a1", "c1"])]:
        assert evaluate(game.position(black, white, WHITE), WHITE) == -5


def test_evaluation_2_counts_pieces_taken_off_and_both_are_editable():
    game = Dodgem(3)
    s = game.position(["c2"], ["b1", "c1"], WHITE)  # one Black piece is off
    one, two = DodgemEvaluation.lecture(game), DodgemEvaluation.report2(game)
    assert two(s, WHITE) - one(s, WHITE) == -85
    assert one.with_changes(block_direct=60)(worked_positions(game)[0][1], WHITE) == 95
    assert DodgemEvaluation.from_json(two.to_json()) == two
    assert one(game.position([], ["b1"], WHITE), WHITE) == -10_000  # Black has finished: a loss
    with pytest.raises(ValueError, match="the white table must be 3×3"):
        one.with_changes(white=((1, 2),))


def test_bigger_boards_extend_the_table_by_its_rule():
    white, black = square_values(3)
    assert white == ((30, 35, 40), (15, 20, 25), (0, 5, 10))
    assert black == ((-10, -25, -40), (-5, -20, -35), (0, -15, -30))
    white4, black4 = square_values(4)
    assert white4[3] == (0, 5, 10, 15) and white4[0][0] == 45 and black4[0][3] == -60


def test_boards_up_to_15_play_and_only_small_ones_are_solved():
    from gamelib.search.retrograde import solve

    big = Dodgem(15)
    s = big.initial_state()
    assert len(big.legal_actions(s)) == 15  # 14 cars, the bottom one can also go down
    assert big.square_name(0) == "a15" and big.square_index("o1") == 224
    assert big.parse_action(s, "a10b10") == big.parse_action(s, "a10 - b10")
    result = alphabeta(big, s, depth=3, evaluate=lambda state, player: 0)
    assert result.action in big.legal_actions(s)
    with pytest.raises(ValueError, match=r"up to 240,060,402 positions.*depth-limited search"):
        solve(Dodgem(5))
    assert solve(Dodgem(3)).positions == 1963


def test_the_cli_refuses_to_solve_what_it_cannot_finish(capsys):
    from gamelib.__main__ import main

    assert main(["solve", "dodgem", "--size", "6"]) == 2
    assert "depth-limited search" in capsys.readouterr().err
