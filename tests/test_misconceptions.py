"""The known mistakes of minimax and alpha-beta (issue 42, item 3): each variant is recognised by
the checks on random positions of both games, and a right search never is."""

from __future__ import annotations

import warnings

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamelib.exercises.misconceptions import MISCONCEPTIONS, variants
from gamelib.exercises.search_checks import check_alphabeta, check_minimax, diagnose
from gamelib.i18n import tr

CHECKS = {"minimax": check_minimax, "alphabeta": check_alphabeta}
CASES = [(algorithm, misconception.key, search) for algorithm in CHECKS
         for misconception, search in variants(algorithm)]


def test_the_catalogue_holds_the_mistakes_the_issue_names():
    assert {"late-cut", "window-not-passed", "negamax-window", "bound-before-value", "index",
            "too-deep", "too-shallow", "wrong-side", "last-value", "best-not-reset"} <= set(MISCONCEPTIONS)
    for known in MISCONCEPTIONS.values():  # every name and reason has its Vietnamese
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert tr(known.name, "vi") != known.name and tr(known.why, "vi") != known.why
            for words in (known.paper_name, known.paper_why, known.lead, known.alphabeta_why):
                assert not words or tr(words, "vi") != words


@pytest.mark.parametrize("algorithm,key,search", CASES, ids=[f"{a}-{k}" for a, k, _ in CASES])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), game=st.sampled_from(["tictactoe", "dodgem"]))
def test_each_mistake_is_named_on_random_positions(algorithm, key, search, seed, game):
    report = CHECKS[algorithm](search, game, seed=seed)
    assert not report.passed
    assert report.misconception == key
    assert MISCONCEPTIONS[key].explained(algorithm=algorithm) in str(report)


def test_alpha_beta_is_told_of_its_own_search_with_its_window():
    """Read in a transcript: alpha-beta's "too deep" spoke of MaxVal(state, depth), minimax's
    function, without α and β."""
    from gamelib.exercises.misconceptions import _alphabeta, _minimax

    for lang in ("en", "vi"):
        told = check_alphabeta(_alphabeta("too-deep"), "dodgem", seed=1).named_mistake(lang)
        assert "MaxVal(state, depth, α, β)" in told and "MinVal(w, d − 1, α, β)" in told
        assert "AlphaBeta(u, v, d)" in told and "MiniMax(u, v, d)" not in told
        told = check_minimax(_minimax("too-deep"), "dodgem", seed=1).named_mistake(lang)
        assert "MaxVal(state, depth)" in told and "MiniMax(u, v, d)" in told


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), game=st.sampled_from(["tictactoe", "dodgem"]))
def test_a_right_search_is_never_named(seed, game):
    def lecture_alphabeta(game, state, depth, evaluate, alpha=float("-inf"), beta=float("inf")):
        me = game.to_move(state)

        def max_val(u, d, a, b):  # the lecture's MaxVal and MinVal, written here for the test
            if d == 0 or game.is_terminal(u):
                return evaluate(u, me)
            for move in game.legal_actions(u):
                child = game.successor(u, move)
                a = max(a, (max_val if game.to_move(child) == me else min_val)(child, d - 1, a, b))
                if a >= b:
                    break
            return a

        def min_val(u, d, a, b):
            if d == 0 or game.is_terminal(u):
                return evaluate(u, me)
            for move in game.legal_actions(u):
                child = game.successor(u, move)
                b = min(b, (max_val if game.to_move(child) == me else min_val)(child, d - 1, a, b))
                if a >= b:
                    break
            return b

        return max_val(state, depth, alpha, beta)

    for algorithm, search in (("alphabeta", lecture_alphabeta), ("minimax", _plain_minimax)):
        report = CHECKS[algorithm](search, game, seed=seed)
        assert report.passed and report.misconception is None
    assert diagnose("alphabeta", []) is None


def _plain_minimax(game, state, depth, evaluate):
    """An honest minimax, MaxVal and MinVal in one loop with a flag (written for this test)."""
    me = game.to_move(state)

    def value(u, d):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        maximizing = game.to_move(u) == me
        best = float("-inf") if maximizing else float("inf")
        for move in game.legal_actions(u):
            v = value(game.successor(u, move), d - 1)
            if (v > best) if maximizing else (v < best):
                best = v
        return best

    return value(state, depth)
