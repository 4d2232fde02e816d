"""The lecture's worked examples (lecture 002, §4.2), reproduced exactly.

The two tables under Figure 4.8 are typed in below the way the lecture prints
them: node, value, the successive "α,β" windows, and "=> Cắt ..." for the
children cut off.  Every row is checked.
"""

import math

import pytest

from gamelib import lecture
from gamelib.search import Trace, alphabeta, minimax, negamax

# Lecture 002, §4.2.2, the table for White (MAX) at the root: value 10.
LECTURE_TABLE_WHITE_ROOT = """
1  10   -∞,∞  -3,∞  10,∞
2  -3   -∞,∞  -∞,5  -∞,-3
3  10   -3,∞  -3,10
4  8    10,∞  10,8   => Cắt 11,12
5  5    -∞,∞  -7,∞  5,∞
6  -3   -∞,5
7  10   -∞,-3 10,-3  => Cắt 16,17
8  10   -3,∞
9  12   -3,10 12,10  => Cắt 20
10 8    10,∞
11 17
12 2
13 -7   -∞,∞
14 5    -7,∞
15 10   -∞,-3
16 15
17 8
18 -5   -3,10
19 12   -3,10
20 18
"""

# Lecture 002, §4.2.2, the table for Black (MIN) at the root: value 8.
# Node 9 is never reached and the lecture leaves its value blank ("_").
LECTURE_TABLE_BLACK_ROOT = """
1  8    -∞,∞  -∞,8
2  8    -∞,∞  -7,∞  -3,∞  8,∞
3  10   -∞,8  10,8   => Cắt 9
4  8    -∞,8  8,8    => Cắt 11,12
5  -7   -∞,∞  -∞,-7
6  -3   -7,∞
7  8    -3,∞  -3,10 -3,8
8  10   -∞,8
9  _
10 8    -∞,8
11 17
12 2
13 -7   -∞,∞
14 5    -∞,-7
15 10   -3,∞
16 15   -3,10
17 8    -3,10
18 -5
19 12
20 18
"""


def _number(text):
    """A number as the lecture prints it: ∞, -∞, an integer, or "_" for blank."""
    special = {"∞": math.inf, "-∞": -math.inf, "_": None}
    return special[text] if text in special else int(text)


def parse_lecture_table(table):
    """Rows of (node, value, [(α, β), ...], [cut children]) from the printed form."""
    rows = []
    for line in table.strip().splitlines():
        main, _, cut = line.partition("=> Cắt")
        node, value, *windows = main.split()
        rows.append((node, _number(value),
                     [tuple(_number(x) for x in w.split(",")) for w in windows],
                     cut.strip().split(",") if cut.strip() else []))
    return rows


@pytest.mark.parametrize("root, printed, root_value", [
    ("max", LECTURE_TABLE_WHITE_ROOT, 10),
    ("min", LECTURE_TABLE_BLACK_ROOT, 8),
])
def test_figure_4_8_table_matches_the_lecture_row_by_row(root, printed, root_value):
    expected = parse_lecture_table(printed)
    rows = lecture.alphabeta_table("fig4_8", root=root)
    assert [r.node for r in rows] == [e[0] for e in expected]
    for row, (node, value, windows, cut) in zip(rows, expected):
        assert row.value == value, f"node {node}: value"
        assert list(row.windows) == windows, f"node {node}: windows"
        assert list(row.cut) == cut, f"node {node}: cut"
    assert rows[0].value == root_value


@pytest.mark.parametrize("root, value, best", [("max", 10, "3"), ("min", 8, "2")])
def test_figure_4_8_root_value_and_move_agree_across_algorithms(root, value, best):
    game = lecture.load("fig4_8", root=root)
    for search in (minimax, alphabeta, negamax):
        result = search(game, game.initial_state(), player="MAX")
        assert (result.value, result.action) == (value, best), search.__name__


def test_figure_4_8_nodes_visited():
    game = lecture.load("fig4_8")
    assert minimax(game, "1").nodes == 20
    assert alphabeta(game, "1").nodes == 15  # 11, 12, 16, 17, 20 never reached
    assert alphabeta(game.with_root_player("MIN"), "1", player="MAX").nodes == 14


def test_figure_4_3_minimax_values():
    # Lecture 002, §4.2.1: level-3 values and terminal nodes as given; i = max(3, -2) = 3,
    # d = min(2, 3, 4) = 2, and finally a = 2.
    values = lecture.minimax_values("fig4_3")
    assert values == {"a": 2, "b": -3, "c": -1, "d": 2, "e": -3, "f": 5, "g": -1, "h": 2,
                      "i": 3, "j": 4, "k": 5, "l": 2, "m": -3, "p": 3, "q": -2}


def test_figure_4_3_depth_three_from_a():
    game = lecture.load("fig4_3")
    trace = Trace()
    result = minimax(game, "a", depth=3, trace=trace)
    assert (result.value, result.action, result.nodes) == (2, "d", 15)
    assert max(game.depth_of.values()) == 3


def test_figure_4_7_cut_under_b():
    # val(v) <= val(u) at Black node b, so the subtree under a is cut.
    rows = {r.node: r for r in lecture.alphabeta_table("fig4_7")}
    assert rows["b"].cut == ("a",)
    assert not rows["a"].reached and rows["c"].value == 5


@pytest.mark.parametrize("root, printed", [("max", LECTURE_TABLE_WHITE_ROOT),
                                           ("min", LECTURE_TABLE_BLACK_ROOT)])
def test_the_printed_table_data_is_the_lecture_table(root, printed):
    """data/lecture/printed/ (shown beside gamelib's tables in notebook 02) says what the lecture says."""
    data = lecture.printed_table("fig4_8", root)
    assert [(r.node, r.value, list(r.windows), list(r.cut)) for r in data] == \
        parse_lecture_table(printed)
    assert all(same for _, _, same in lecture.compare_with_lecture("fig4_8", root))
