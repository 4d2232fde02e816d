"""Tic-tac-toe against the outside reference numbers, exactly."""

from collections import Counter

import pytest

from gamelib import IllegalActionError
from gamelib.games.tictactoe import TicTacToe, canonical, winner
from gamelib.search import alphabeta, minimax, negamax
from gamelib.search.retrograde import solve
from gamelib.search.transposition import alphabeta_tt

GAME = TicTacToe()


def count_games(state):
    if GAME.is_terminal(state):
        return Counter({winner(state) or "draw": 1})
    total = Counter()
    for action in GAME.legal_actions(state):
        total += count_games(GAME.successor(state, action))
    return total


def test_255168_complete_games():
    games = count_games(GAME.initial_state())
    assert sum(games.values()) == 255_168
    assert games == {"X": 131_184, "O": 77_904, "draw": 46_080}


def test_5478_positions_765_up_to_symmetry():
    solution = solve(GAME)
    assert solution.positions == 5_478
    assert len({canonical(s) for s in solution.value}) == 765


def test_plain_minimax_visits_549946_nodes_and_everything_draws():
    result = minimax(GAME, GAME.initial_state())
    assert (result.value, result.nodes) == (0, 549_946)
    assert alphabeta(GAME, GAME.initial_state()).nodes == 18_297  # natural square order
    assert negamax(GAME, GAME.initial_state()).value == 0


def test_full_solve_with_a_transposition_table_is_a_draw():
    table = {}
    result = alphabeta_tt(GAME, GAME.initial_state(), table=table)
    assert result.value == 0 and result.nodes < 18_297 and result.table_hits > 0
    solution = solve(GAME)
    assert solution.outcome(GAME.initial_state()) == "draw"
    assert sorted(solution.best_actions(GAME.initial_state())) == list(range(9))


def test_wins_are_found_and_blocked():
    s = GAME.initial_state()
    for move in ["a1", "a2", "b1", "b2"]:  # X threatens c1, O threatens c2
        s = GAME.result(s, GAME.parse_action(s, move))
    assert alphabeta(GAME, s).action == GAME.parse_action(s, "c1")  # win at once
    assert solve(GAME).outcome(s) == "win"


def test_bad_moves_are_refused_with_the_legal_ones():
    s = GAME.result(GAME.initial_state(), 4)
    with pytest.raises(IllegalActionError, match="illegal move 'b2'.*legal moves: a1, b1, c1, a2, c2"):
        GAME.parse_action(s, "b2")
    with pytest.raises(IllegalActionError, match="illegal move 'z9'"):
        GAME.parse_action(s, "z9")
