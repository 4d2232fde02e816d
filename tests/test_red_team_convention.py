"""Red team, in the lesson (no sandbox: a self-check, not a trust boundary): searches that are
wrong -- or return something no grader accepts -- must not be called "right" by
``check_minimax`` / ``check_alphabeta``, now that a root where MIN moves also accepts the value
"for White" (``_lecture_convention``).

Each hostile function is a mistake a student makes by accident (a sign, an ``abs``, a value
kept as text, leaves valued for one side while MAX is another), not a deliberate forgery. Fast:
``PYTHONPATH=$PWD .venv/bin/python -m pytest tests/test_red_team_convention.py -q``.
"""

from __future__ import annotations

import pytest

from gamelib.exercises.search_checks import check_alphabeta, check_minimax

GAMES = ("tictactoe", "dodgem")
SEEDS = (1, 2, 3)


def _other(game, side):
    return next(p for p in game.players if p != side)


def _minimax(leaf_side, max_side, *, finish=lambda v, game, state: v):
    """A minimax whose leaves are valued for ``leaf_side(game, root)`` and whose MAX nodes are
    those of ``max_side(game, root)``; ``finish`` changes the value it returns."""
    def search(game, state, depth, evaluate):
        leaves, maximizer = leaf_side(game, state), max_side(game, state)

        def value(node, left):
            if left == 0 or game.is_terminal(node):
                return evaluate(node, leaves)
            got = [value(game.successor(node, m), left - 1) for m in game.legal_actions(node)]
            return max(got) if game.to_move(node) == maximizer else min(got)

        return finish(value(state, depth), game, state)
    return search


def _alphabeta(leaf_side, max_side, *, finish=lambda v, game, state: v):
    def search(game, state, depth, evaluate, alpha=float("-inf"), beta=float("inf")):
        leaves, maximizer = leaf_side(game, state), max_side(game, state)

        def value(node, left, lo, hi):
            if left == 0 or game.is_terminal(node):
                return evaluate(node, leaves)
            mine = game.to_move(node) == maximizer
            for m in game.legal_actions(node):
                v = value(game.successor(node, m), left - 1, lo, hi)
                lo, hi = (max(lo, v), hi) if mine else (lo, min(hi, v))
                if lo >= hi:
                    break
            return lo if mine else hi

        return finish(value(state, depth, alpha, beta), game, state)
    return search


def to_move(game, state):
    return game.to_move(state)


def white(game, state):
    return game.max_side


def opponent(game, state):
    return _other(game, game.to_move(state))


_flips = {"n": 0}


def _every_other(v, game, state):
    _flips["n"] += 1
    return v if _flips["n"] % 2 else -v


def _by_depth(make):
    """A search whose convention at a MIN root follows the depth's parity."""
    mover, lecture = make(to_move, to_move), make(white, white)

    def search(game, state, depth, evaluate, *window):
        if game.to_move(state) == game.max_side or depth % 2:
            return mover(game, state, depth, evaluate, *window)
        return lecture(game, state, depth, evaluate, *window)
    return search


#: (name, how it is wrong, its minimax, its alpha-beta)
WRONG = [
    ("as text", "returns str(value): no grader reads a string as a search's value (autograde "
                "says 'a value of type str')",
     _minimax(to_move, to_move, finish=lambda v, g, s: str(v)),
     _alphabeta(to_move, to_move, finish=lambda v, g, s: str(v))),
    ("abs", "returns abs(value): right only where the value is not negative",
     _minimax(to_move, to_move, finish=lambda v, g, s: abs(v)),
     _alphabeta(to_move, to_move, finish=lambda v, g, s: abs(v))),
    ("negated", "returns -value for the side to move (a negamax slip)",
     _minimax(to_move, to_move, finish=lambda v, g, s: -v),
     _alphabeta(to_move, to_move, finish=lambda v, g, s: -v)),
    ("for the opponent", "values everything for the side not to move at the root",
     _minimax(opponent, opponent), _alphabeta(opponent, opponent)),
    ("leaves for White, MAX the root's side", "half converted to the lecture's convention",
     _minimax(white, to_move), _alphabeta(white, to_move)),
    ("leaves for the root's side, MAX White", "the other half converted",
     _minimax(to_move, white), _alphabeta(to_move, white)),
    ("convention switched every call", "-value on every other position: right in one "
                                       "convention or the other only at MIN roots",
     _minimax(to_move, to_move, finish=_every_other),
     _alphabeta(to_move, to_move, finish=_every_other)),
    ("White's value, negated at a White root", "the lecture's value with the sign of the "
                                               "side-to-move convention mixed in",
     _minimax(white, white, finish=lambda v, g, s: -v if g.to_move(s) == g.max_side else v),
     _alphabeta(white, white, finish=lambda v, g, s: -v if g.to_move(s) == g.max_side else v)),
    # round 2: the witness added for abs() is "White to move and behind"; none is "MIN to move
    # and behind", so abs() kept to MIN roots sees the side to move's value at every MIN root
    # of most Dodgem checks (the published Dodgem positions are all good for the side to move)
    ("abs at MIN roots only", "abs(value) where MIN is to move, the value where White is",
     _minimax(to_move, to_move, finish=lambda v, g, s: v if g.to_move(s) == g.max_side else abs(v)),
     _alphabeta(to_move, to_move,
                finish=lambda v, g, s: v if g.to_move(s) == g.max_side else abs(v))),
    # round 2: the convention chosen by the depth asked (a MIN root's value for White at an even
    # depth, the side to move's at an odd one): where the check's MIN roots share one parity,
    # one_convention sees one convention
    ("convention by depth", "at a MIN root, White's value at an even depth, the side to "
                            "move's at an odd one",
     _by_depth(_minimax), _by_depth(_alphabeta)),
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name,why,minimax,alphabeta", WRONG, ids=[w[0] for w in WRONG])
def test_a_wrong_search_is_never_called_right(name, why, minimax, alphabeta, game):
    for seed in SEEDS:
        assert not check_minimax(minimax, game, seed=seed).passed, (name, why, "minimax", seed)
        assert not check_alphabeta(alphabeta, game, seed=seed).passed, (name, why, "alphabeta",
                                                                        seed)


@pytest.mark.parametrize("game", GAMES)
def test_the_lectures_convention_itself_is_right(game):
    """Control: valuing for White throughout (the lecture's MaxVal/MinVal) passes, and so does
    the side to move's value -- the attacks above fail for their mistake, not for the
    convention."""
    for seed in SEEDS:
        assert check_minimax(_minimax(white, white), game, seed=seed).passed
        assert check_alphabeta(_alphabeta(white, white), game, seed=seed).passed
        assert check_minimax(_minimax(to_move, to_move), game, seed=seed).passed
        assert check_alphabeta(_alphabeta(to_move, to_move), game, seed=seed).passed


def test_a_value_the_grader_cannot_read_is_not_right_in_the_lesson():
    """A ``numpy.float64`` is "right" in the lesson, but the autograde's runner sends only a
    plain ``float`` and names a subclass ("a value of type float64, not a number"): the
    self-check and the grade must agree, one way or the other. (A string ``"3"`` is the same
    disagreement: see "as text" above.)"""
    np = pytest.importorskip("numpy")
    plain = _minimax(to_move, to_move)

    def as_numpy(game, state, depth, evaluate):
        return np.float64(plain(game, state, depth, evaluate))

    in_lesson = check_minimax(as_numpy, "tictactoe", seed=1).passed
    from gamelib.grading.sandboxed import _got
    from gamelib.grading.student_runner import number

    readable = _got(number(np.float64(1.0))) == 1.0
    assert in_lesson == readable, (in_lesson, readable)



def _longdouble(v):
    np = pytest.importorskip("numpy")
    return np.longdouble(v)


def _fraction(v):
    from fractions import Fraction
    return Fraction(v)


@pytest.mark.parametrize("kind", [_longdouble, _fraction], ids=["numpy.longdouble", "Fraction"])
def test_a_real_number_the_grader_cannot_read_is_not_right_in_the_lesson(kind):
    """Round 2: the lesson takes any ``numbers.Real`` (``float()`` reads it); the runner reads
    only int, float and NumPy numbers whose ``.item()`` is one. A ``numpy.longdouble``'s
    ``.item()`` is a ``numpy.longdouble`` again, and a ``fractions.Fraction`` is no NumPy
    number: the runner names them ("a value of type longdouble") while the lesson calls the
    same search right. The self-check and the grade must agree."""
    plain = _minimax(to_move, to_move)

    def converted(game, state, depth, evaluate):
        return kind(plain(game, state, depth, evaluate))

    in_lesson = check_minimax(converted, "tictactoe", seed=1).passed
    from gamelib.grading.sandboxed import _got
    from gamelib.grading.student_runner import number

    readable = _got(number(kind(1.0))) == 1.0
    assert in_lesson == readable, (in_lesson, readable)
