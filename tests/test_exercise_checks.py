"""The checks of notebook 05 catch what students get wrong, and pass what is right."""

import pytest

from gamelib import exercises as ex


@pytest.mark.parametrize("game", ["tictactoe", "dodgem"])
def test_model_answers_pass(game):
    assert ex.check_minimax(ex.reference_minimax, game).passed
    assert ex.check_alphabeta(ex.reference_alphabeta, game).passed


def test_a_missing_cut_is_named():
    report = ex.check_alphabeta(ex.alphabeta_without_cut, "tictactoe")
    assert not report.passed
    assert any("a cut is missing" in row.verdict for row in report.rows)
    assert all(row.got == row.expected for row in report.rows)  # the values are right


def test_wrong_values_errors_and_unwritten_functions():
    def always_zero(game, state, depth, evaluate):
        for action in game.legal_actions(state):
            game.successor(state, action)
        return 0

    report = ex.check_minimax(always_zero)
    assert not report.passed and "wrong value: minimax gives" in report._repr_html_()

    def crashes(game, state, depth, evaluate):
        return 1 / 0

    assert "ZeroDivisionError" in ex.check_minimax(crashes).rows[0].got

    def unwritten(game, state, depth, evaluate):
        raise NotImplementedError

    assert "not written yet" in str(ex.check_minimax(unwritten))
    with pytest.raises(ValueError, match="no exercise positions for 'chess'"):
        ex.check_minimax(ex.reference_minimax, "chess")


def test_searching_too_deep_is_noticed():
    def one_ply_too_deep(game, state, depth, evaluate):
        return ex.reference_minimax(game, state, depth + 1, evaluate)

    report = ex.check_minimax(one_ply_too_deep, "dodgem")
    assert not report.passed
