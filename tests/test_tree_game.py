"""Explicit trees as games: loading, the protocol, and clear errors on bad files."""

import json

import pytest

from gamelib import IllegalActionError, lecture
from gamelib.games.tree import TreeFileError, TreeGame, random_tree


def test_lecture_trees_load_breadth_first():
    game = lecture.load("fig4_8")
    assert game.nodes == tuple(str(i) for i in range(1, 21))
    assert game.to_move("1") == "MAX" and game.to_move("2") == "MIN" and game.to_move("13") == "MIN"
    assert lecture.load("fig4_3").nodes == tuple("abcdefghijklmpq")


def test_root_player_switch_flips_every_level():
    game = lecture.load("fig4_8", root="min")
    assert [game.to_move(n) for n in ("1", "2", "5", "13")] == ["MIN", "MAX", "MIN", "MAX"]
    assert game.utility("6", "MAX") == -3 and game.utility("6", "MIN") == 3


def test_unknown_lecture_tree_lists_known_ones():
    with pytest.raises(ValueError, match="unknown lecture tree 'fig9'.*fig4_3, fig4_7, fig4_8"):
        lecture.load("fig9")
    with pytest.raises(ValueError, match="root must be 'max' or 'min'"):
        lecture.load("fig4_8", root="white")


def test_illegal_move_names_move_and_legal_moves():
    game = lecture.load("fig4_8")
    with pytest.raises(IllegalActionError) as err:
        game.result("1", "9")
    assert "'9'" in str(err.value) and "legal moves: 2, 3, 4" in str(err.value)
    with pytest.raises(IllegalActionError, match="legal moves: none"):
        game.result("13", "x")
    assert game.result("1", "3") == "3"
    assert game.parse_action("1", " 4 ") == "4"
    with pytest.raises(IllegalActionError, match="legal moves: 5, 6, 7"):
        game.parse_action("2", "8")


def test_unknown_state_is_refused():
    with pytest.raises(ValueError, match="unknown node 'zz'"):
        lecture.load("fig4_8").legal_actions("zz")


BAD_TREES = [
    ({"root": "a", "children": {"a": ["b"]}, "values": {}}, "node 'b' is a leaf without a value"),
    ({"root": "a", "children": {"a": ["b", "b"]}, "values": {"b": 1}}, "node 'a': a child is listed twice"),
    ({"root": "a", "children": {"a": ["b", "c"], "b": ["c"]}, "values": {"c": 1}},
     "node 'c' has two parents"),
    ({"root": "a", "children": {"a": ["b"], "x": ["y"]}, "values": {"b": 1, "y": 2}},
     "node 'x' cannot be reached"),
    ({"root": "a", "children": {"a": ["b"]}, "values": {"b": "high"}}, "node 'b': value must be a number"),
    ({"root": "a", "children": {"a": []}, "values": {}}, "node 'a': children must be a non-empty list"),
    ({"root": "a", "children": {"a": ["b"]}, "values": {"a": 3, "b": 1}},
     "node 'a' has both children and a value"),
    ({"root": "a", "children": {"a": ["a"]}, "values": {}}, "the root 'a' cannot be a child"),
    ({"root": "a", "root_player": "white", "children": {"a": ["b"]}, "values": {"b": 1}},
     "root_player is 'white'; allowed: 'max' or 'min'"),
    ({"root": "a", "children": {"a": ["b"]}}, "missing key 'values'"),
    ({"root": "a", "kids": {}, "children": {"a": ["b"]}, "values": {"b": 1}}, "unknown keys \\['kids'\\]"),
]


@pytest.mark.parametrize("data, message", BAD_TREES)
def test_malformed_tree_file_names_file_node_and_problem(tmp_path, data, message):
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TreeFileError, match=message) as err:
        TreeGame.from_json(path)
    assert str(path) in str(err.value)


def test_tree_file_not_json_or_missing(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{root: a", encoding="utf-8")
    with pytest.raises(TreeFileError, match="bad.json: not valid JSON"):
        TreeGame.from_json(path)
    with pytest.raises(TreeFileError, match="no such tree file"):
        TreeGame.from_json(tmp_path / "missing.json")


def test_round_trip_through_dict():
    game = lecture.load("fig4_8")
    again = TreeGame.from_dict(game.to_dict())
    assert again.nodes == game.nodes and again.values == game.values


def test_random_tree_is_reproducible_and_shaped():
    a = random_tree(branching=(1, 3), depth=4, seed=7, terminal_probability=0.2)
    b = random_tree(branching=(1, 3), depth=4, seed=7, terminal_probability=0.2)
    assert a.to_dict() == b.to_dict()
    assert max(a.depth_of.values()) <= 4
    assert all(1 <= len(kids) <= 3 for kids in a.children.values())
    full = random_tree(branching=3, depth=3, seed=1)
    assert len(full.values) == 27 and len(full.nodes) == 40
    with pytest.raises(ValueError, match="branching must be >= 1"):
        random_tree(branching=0)


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), branching=st.integers(2, 3), depth=st.integers(2, 4))
def test_alpha_beta_values_are_bounds_of_the_minimax_values(seed, branching, depth):
    """What alpha-beta returns at a node is exact inside the entry window, a lower bound at β or
    above, an upper bound at α or below (lesson 02's 'values at cut nodes are bounds')."""
    from gamelib.games.tree import random_tree
    from gamelib.lecture import bounds_of

    tree = random_tree(branching=branching, depth=depth, seed=seed)
    rows = bounds_of(tree)
    assert rows[0].kind == "exact" and rows[0].node == tree.initial_state()
    for row in rows:
        assert {"exact": row.minimax == row.returned, "at least": row.minimax >= row.returned,
                "at most": row.minimax <= row.returned}[row.kind], row
