"""Search invariants, checked on many random trees (hypothesis) and on hand-made cases."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.core import MAX, MIN, Game
from gamelib.games.tree import random_tree
from gamelib.kits import KITS
from gamelib.search import Enter, Exit, Leaf, Trace, alphabeta, minimax, negamax

# Shapes are drawn uniformly from lists (plain integer strategies favour tiny trees).
trees = st.builds(
    random_tree,
    branching=st.sampled_from([1, 2, 3, 4, (1, 2), (1, 3), (2, 3), (2, 4), (1, 5)]),
    depth=st.sampled_from([0, 1, 2, 3, 4, 5, 6]),
    seed=st.integers(0, 10**6),
    values=st.sampled_from([(-9, 9), (0, 3), (-100, 100)]),
    terminal_probability=st.sampled_from([0.0, 0.15, 0.4]),
    root_player=st.sampled_from([MAX, MIN]),
)


def exact_values(game):
    """The minimax value (for MAX) of every node, computed bottom-up without search code."""
    values = {}
    for node in reversed(game.nodes):
        kids = game.legal_actions(node)
        if not kids:
            values[node] = game.values[node]
        else:
            pick = max if game.to_move(node) == MAX else min
            values[node] = pick(values[k] for k in kids)
    return values


@settings(max_examples=500, deadline=None)
@given(trees)
def test_alphabeta_and_negamax_equal_minimax_and_never_visit_more(game):
    root = game.initial_state()
    plain = minimax(game, root, player=MAX)
    assert plain.value == exact_values(game)[root]
    assert plain.nodes == len(game.nodes)
    for search in (alphabeta, negamax):
        pruned = search(game, root, player=MAX)
        assert pruned.value == plain.value, search.__name__
        assert pruned.nodes <= plain.nodes, search.__name__
        if pruned.action is not None:  # the move chosen is optimal
            assert exact_values(game)[pruned.action] == plain.value


def test_500_seeded_trees_of_uniformly_drawn_shapes():
    """A sweep beside the hypothesis test, whose draws favour small trees."""
    import random

    sizes = []
    for seed in range(500):
        rng = random.Random(seed)
        low = rng.randint(1, 4)
        game = random_tree(branching=(low, low + rng.randint(0, 2)), depth=rng.randint(1, 6),
                           seed=seed, terminal_probability=rng.choice([0.0, 0.1, 0.3]),
                           root_player=rng.choice([MAX, MIN]))
        if len(game.nodes) > 4000:
            continue
        sizes.append(len(game.nodes))
        plain = minimax(game, "1", player=MAX)
        assert plain.value == exact_values(game)["1"]
        for search in (alphabeta, negamax):
            pruned = search(game, "1", player=MAX)
            assert (pruned.value, pruned.nodes <= plain.nodes) == (plain.value, True)
    sizes.sort()
    assert len(sizes) > 450 and sizes[len(sizes) // 2] > 20  # really varied, not all tiny


def _check_window_contract(trace, exact, fail_soft):
    """Each node's returned value v against its true value m and entry window (α, β).

    Inside the window v is exact; at or below α it only bounds m from above, at or
    above β from below.  The lecture's MaxVal returns α, so it never returns less
    than the α it was given (and MinVal never more than its β); fail-soft negamax
    returns a bound that may lie outside the window on either side.
    """
    enter = {}
    for event in trace:
        if isinstance(event, Enter):
            enter[event.node] = event
        elif isinstance(event, (Exit, Leaf)):
            e = enter[event.node]
            v, m = event.value, exact[e.state]
            if e.alpha < v < e.beta:
                assert v == m
            elif v <= e.alpha:
                assert m <= (v if fail_soft else e.alpha)
            else:
                assert m >= (v if fail_soft else e.beta)
            if not fail_soft and not isinstance(event, Leaf):
                assert v >= e.alpha if e.maximizing else v <= e.beta


@settings(max_examples=300, deadline=None)
@given(trees)
def test_every_returned_value_keeps_the_alphabeta_contract(game):
    exact = exact_values(game)
    for search, soft in ((alphabeta, False), (negamax, True)):
        trace = Trace()
        search(game, game.initial_state(), trace=trace, player=MAX)
        _check_window_contract(trace, exact, soft)


@settings(max_examples=200, deadline=None)
@given(trees, st.integers(0, 4))
def test_depth_limited_search_agrees_across_algorithms(game, depth):
    def evaluate(state, player):  # any deterministic static value works
        value = (int(state) * 37) % 19 - 9
        return value if player == MAX else -value

    root = game.initial_state()
    results = [s(game, root, depth=depth, evaluate=evaluate, player=MAX)
               for s in (minimax, alphabeta, negamax)]
    assert len({r.value for r in results}) == 1
    assert results[1].nodes <= results[0].nodes and results[2].nodes <= results[0].nodes


@settings(max_examples=100, deadline=None)
@given(trees)
def test_tracing_changes_nothing_and_move_order_changes_only_the_effort(game):
    root = game.initial_state()
    for search in (minimax, alphabeta, negamax):
        off = search(game, root, player=MAX)
        trace = Trace()
        on = search(game, root, player=MAX, trace=trace)
        assert off == on
        assert sum(isinstance(e, Enter) for e in trace) == on.nodes
        backwards = search(game, root, player=MAX, order=lambda s, acts: list(reversed(acts)))
        assert backwards.value == off.value


def test_depth_limit_without_evaluation_is_refused():
    game = random_tree(branching=2, depth=3, seed=3)
    with pytest.raises(ValueError, match="no evaluate function was given"):
        alphabeta(game, game.initial_state(), depth=1)
    with pytest.raises(ValueError, match="depth must be >= 0"):
        minimax(game, game.initial_state(), depth=-1)


def test_depth_zero_values_the_root_and_returns_no_move():
    game = random_tree(branching=2, depth=3, seed=3)
    result = alphabeta(game, "1", depth=0, evaluate=lambda s, p: 4)
    assert (result.value, result.action, result.nodes) == (4, None, 1)


class ThreePlayers(Game):
    players = ("red", "green", "blue")

    def initial_state(self): return 0
    def to_move(self, state): return self.players[state % 3]
    def legal_actions(self, state): return (1,) if state < 3 else ()
    def successor(self, state, action): return state + action
    def is_terminal(self, state): return state >= 3
    def utility(self, state, player): return 0


class Cooperative(ThreePlayers):
    players = ("a", "b")
    zero_sum = False


@pytest.mark.parametrize("search", [minimax, alphabeta, negamax])
def test_games_that_are_not_two_player_zero_sum_are_refused(search):
    with pytest.raises(ValueError, match="needs a two-player zero-sum game; ThreePlayers has 3 players"):
        search(ThreePlayers(), 0)
    with pytest.raises(ValueError, match="Cooperative is not zero-sum"):
        search(Cooperative(), 0)


class PassTwice(Game):
    """MAX moves twice in a row (like a pass), then MIN: negamax must not negate between them."""

    players = (MAX, MIN)

    def initial_state(self): return ()
    def to_move(self, state): return MAX if len(state) < 2 else MIN
    def legal_actions(self, state): return (0, 1) if len(state) < 3 else ()
    def successor(self, state, action): return state + (action,)
    def is_terminal(self, state): return len(state) == 3
    def utility(self, state, player):
        value = 4 * state[0] - 3 * state[1] + 2 * state[2] - 1
        return value if player == MAX else -value


def test_same_player_moving_twice_is_searched_correctly():
    game = PassTwice()
    values = {s(game, ()).value for s in (minimax, alphabeta, negamax)}
    assert values == {3}  # MAX plays 1 then 0 (4 - 0 - 1 = 3), MIN answers 0


def test_infinite_utilities_still_give_a_move():
    game = random_tree(branching=2, depth=1, seed=0)
    lose = {"2": -math.inf, "3": -math.inf}
    result = alphabeta(game, "1", evaluate=lambda s, p: lose[s] if p == MAX else -lose[s])
    assert result.value == -math.inf and result.action == "2"


def test_the_api_says_what_is_allowed_for_wrong_types():
    import pytest

    from gamelib import IllegalActionError
    from gamelib.kits import KITS, make_game
    from gamelib.games.caro import Caro
    from gamelib.games.oanquan import OAnQuan
    from gamelib.games.othello import Othello
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.games.tree import TreeFileError, TreeGame

    for name in KITS:
        game = make_game(name)
        with pytest.raises(TypeError, match="a move is written as text"):
            game.parse_action(game.initial_state(), 1)
    game = TicTacToe()
    for wrong in (1.0, True):
        with pytest.raises(IllegalActionError):
            game.result(game.initial_state(), wrong)
    assert game.result(game.initial_state(), 1)  # the real square 1 is fine
    for bad in ({"quan_value": "10"}, {"quan_value": 2.5}, {"quan_value": float("nan")},
                {"dan_per_square": float("inf")}, {"quan_stops": "no"}, {"quan_non": -1}):
        with pytest.raises(ValueError, match="must be"):
            OAnQuan(**bad)
    with pytest.raises(ValueError, match="victory_cells are five squares"):
        Othello(victory_cells=5)
    with pytest.raises(ValueError, match="to_move must be 'X' or 'O'"):
        Caro(15).position(["h8"], [], to_move="Z")
    with pytest.raises(TreeFileError, match="is a folder"):
        TreeGame.from_json("/tmp")


def _lecture_forms_agree(game, state, depth: int, evaluate) -> None:
    """The lecture's forms (gamelib.search.teaching) and the traced searches give the same
    value, generate the same positions in the same order, and choose the same move; so does
    report 000's negamax, valued for the side to move."""
    from gamelib.exercises.search_checks import RecordingGame
    from gamelib.search import alphabeta, minimax, negamax
    from gamelib.search.teaching import (ab_max_val, ab_min_val, alphabeta_move, max_val,
                                         min_val, minimax_move, negamax_ab)

    white = game.to_move(state) == game.max_side
    f = lambda u: evaluate(u, game.max_side)  # noqa: E731 - the lecture's f(u): values for White
    lecture_forms = {
        "minimax": (lambda g: (max_val if white else min_val)(g, state, depth, f), minimax_move),
        "alphabeta": (lambda g: (ab_max_val if white else ab_min_val)(g, state, depth, -math.inf,
                                                                      math.inf, f),
                      alphabeta_move)}
    for traced_search, (value_of, move_of) in zip((minimax, alphabeta), lecture_forms.values()):
        mine, theirs = RecordingGame(game, state), RecordingGame(game, state)
        value = value_of(mine)
        traced = traced_search(theirs, state, depth=depth, evaluate=evaluate, player=game.max_side)
        assert value == traced.value
        assert [(g.parent, g.action) for g in mine.generated] == \
            [(g.parent, g.action) for g in theirs.generated]
        if depth >= 1 and not game.is_terminal(state):
            # the lecture's root call gives each child the depth d: one ply less than MaxVal's
            assert move_of(game, state, depth - 1, f) == (traced.action, traced.value)
    # report 000's negamax (lesson 02 shows it), for the side to move, against the traced one
    mine, theirs = RecordingGame(game, state), RecordingGame(game, state)
    value = negamax_ab(mine, state, depth, -math.inf, math.inf, evaluate)
    traced = negamax(theirs, state, depth=depth, evaluate=evaluate, player=game.to_move(state))
    assert value == traced.value
    assert [(g.parent, g.action) for g in mine.generated] == \
        [(g.parent, g.action) for g in theirs.generated]


@settings(max_examples=40, deadline=None)
@given(game_name=st.sampled_from(list(KITS)), seed=st.integers(0, 10**6), depth=st.integers(1, 4))
def test_the_lecture_forms_are_gamelibs_searches(game_name, seed, depth):
    """What lessons 01 and 02 show (gamelib.search.teaching: MaxVal/MinVal, their alpha-beta
    forms and the functions that choose the move, White = MAX) are the traced searches every
    picture and table is drawn from: same values, positions and moves, at either side's root."""
    import random

    from gamelib.kits import kit, make_game

    game = make_game(game_name)
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(rng.randint(0, 6)):
        if game.is_terminal(state):
            break
        state = game.successor(state, rng.choice(game.legal_actions(state)))
    if game.legal_actions(state):  # a wide game (Caro's 225 squares) is searched less deep
        depth = min(depth, max(1, int(math.log(2000, max(2, len(game.legal_actions(state)))))))
    _lecture_forms_agree(game, state, depth, kit(game_name).default_evaluation(game))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), depth=st.integers(1, 4), branching=st.integers(1, 3),
       root=st.sampled_from(["MAX", "MIN"]))
def test_the_lecture_forms_agree_on_random_trees(seed, depth, branching, root):
    from gamelib.games.tree import random_tree

    tree = random_tree(branching=(1, branching), depth=depth, seed=seed, values=(-3, 3),
                       terminal_probability=0.15, root_player=root)
    _lecture_forms_agree(tree, tree.root, depth, lambda u, side: tree.utility(u, side))


@pytest.mark.parametrize("name", __import__("gamelib.lecture", fromlist=["names"]).names())
@pytest.mark.parametrize("root", ["max", "min"])
def test_the_lecture_forms_agree_on_every_lecture_tree(name, root):
    from gamelib import lecture

    tree = lecture.load(name, root=root)
    depth = max(tree.depth_of.values())
    _lecture_forms_agree(tree, tree.root, depth, lambda u, side: tree.utility(u, side))


def test_the_teaching_forms_give_the_lectures_values():
    from gamelib import lecture
    from gamelib.search.teaching import ab_max_val, ab_min_val, max_val

    tree = lecture.load("fig4_3")
    assert max_val(tree, "a", 3, tree.printed_value) == lecture.minimax_values("fig4_3")["a"] == 2
    for root, expected, search in (("max", 10, ab_max_val), ("min", 8, ab_min_val)):
        tree = lecture.load("fig4_8", root=root)
        assert search(tree, "1", 3, -math.inf, math.inf, tree.printed_value) == expected
