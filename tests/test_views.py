"""Views are pure functions of the trace: the table, the graph and the trace must agree."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib import lecture
from gamelib.core import MAX
from gamelib.games.tree import random_tree
from gamelib.search import Cutoff, Enter, Exit, Leaf, Trace, alphabeta, minimax, negamax
from gamelib.viz import draw_tree, trace_graph, tree_layout
from gamelib.viz.captions import describe
from gamelib.viz.table import table_html, table_text, tree_table


def traced(game, search=alphabeta):
    trace = Trace()
    search(game, game.initial_state(), trace=trace, player=MAX)
    return trace


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([alphabeta, negamax, minimax]))
def test_table_graph_and_trace_agree(seed, search):
    game = random_tree(branching=(1, 3), depth=4, seed=seed, terminal_probability=0.1)
    trace = traced(game, search)
    graph = trace_graph(trace, game=game)
    table = {row.node: row for row in tree_table(game, trace)}
    returned = {e.node: e.value for e in trace if isinstance(e, (Exit, Leaf))}
    entered = {e.node: e for e in trace if isinstance(e, Enter)}
    for node, attrs in graph.nodes(data=True):
        if attrs["status"] == "pruned":
            continue
        row = table[attrs["label"]]
        assert attrs["value"] == row.value == returned[node]
        assert tuple(attrs["windows"]) == row.windows
        assert attrs["windows"][0] == (entered[node].alpha, entered[node].beta)
    cut_in_table = sorted(c for row in table.values() for c in row.cut)
    cut_in_graph = sorted(graph.nodes[v]["label"] for u, v in graph.edges if graph.edges[u, v]["cut"])
    cut_in_trace = sorted(a for e in trace if isinstance(e, Cutoff) for a in e.skipped)
    assert cut_in_table == cut_in_graph == cut_in_trace
    reached = {row.node for row in table.values() if row.reached}
    assert reached == {a["label"] for _, a in graph.nodes(data=True) if a["status"] != "pruned"}
    # every node of the tree is either searched or inside a pruned subtree
    assert graph.number_of_nodes() == len(game.nodes)


def test_graph_at_each_step_grows_and_marks_the_current_node():
    game = lecture.load("fig4_8")
    trace = traced(game)
    sizes = [trace_graph(trace, step).number_of_nodes() for step in range(len(trace) + 1)]
    assert sizes[0] == 0 and sizes == sorted(sizes)
    for step in range(1, len(trace) + 1):
        assert trace_graph(trace, step).graph["current"] == trace[step - 1].node
    mid = trace_graph(trace, 5)
    # enter 1, 2, 5, 13, then leaf 13 is valued
    assert [(mid.nodes[n]["label"], mid.nodes[n]["status"]) for n in mid] == [
        ("1", "open"), ("2", "open"), ("5", "open"), ("13", "done")]


def test_cut_edges_carry_the_reason():
    game = lecture.load("fig4_8")
    graph = trace_graph(traced(game), game=game)
    reasons = {graph.nodes[v]["label"]: graph.edges[u, v]["reason"]
               for u, v in graph.edges if graph.edges[u, v]["cut"]}
    assert reasons == {"16": "α=10 ≥ β=-3", "17": "α=10 ≥ β=-3", "20": "α=12 ≥ β=10",
                       "11": "β=8 ≤ α=10", "12": "β=8 ≤ α=10"}
    # with the game, a pruned inner node brings its whole subtree (node 9 for a MIN root)
    black = lecture.load("fig4_8", root="min")
    graph = trace_graph(traced(black), game=black)
    pruned = sorted(a["label"] for _, a in graph.nodes(data=True) if a["status"] == "pruned")
    assert pruned == ["11", "12", "18", "19", "20", "9"]


def test_tree_layout_is_tidy():
    game = random_tree(branching=(1, 4), depth=4, seed=11)
    graph = trace_graph(traced(game, minimax))
    pos = tree_layout(graph)
    leaves = [n for n in graph if graph.out_degree(n) == 0]
    assert sorted(pos[n][0] for n in leaves) == list(range(len(leaves)))
    for node in graph:
        kids = list(graph.successors(node))
        if kids:
            assert pos[node][0] == (pos[kids[0]][0] + pos[kids[-1]][0]) / 2
            assert all(pos[k][1] == pos[node][1] - 1 for k in kids)
            xs = [pos[k][0] for k in kids]
            assert xs == sorted(xs)


def test_captions_for_every_step_in_both_languages():
    game = lecture.load("fig4_8", root="min")
    trace = traced(game)
    english = [describe(trace, i) for i in range(len(trace) + 1)]
    vietnamese = [describe(trace, i, lang="vi") for i in range(len(trace) + 1)]
    assert "α at node 3 rises to 10 ≥ β = 8: child 9 is cut" in english
    assert "α tại đỉnh 3 tăng lên 10 ≥ β = 8: đỉnh con 9 bị cắt tỉa" in vietnamese
    assert "Xét đỉnh 2 (MAX, đỉnh Trắng) với α = −∞, β = ∞" in vietnamese  # the lecture's words
    assert english[-1] == "Root 1 has value 8; best move: 2"
    assert len(set(english)) > len(trace) * 0.8  # the captions really describe each step
    minimax_trace = traced(lecture.load("fig4_3"), minimax)
    assert describe(minimax_trace, 1) == "Enter node a (MAX)"
    assert "val at node i rises to 3 (from child p)" in [
        describe(minimax_trace, i) for i in range(len(minimax_trace) + 1)]


def test_html_and_text_tables():
    rows = lecture.alphabeta_table("fig4_8", root="min")
    page = table_html(rows, highlight="7", lang="vi")
    assert page.count("<tr class=") == 20
    assert 'class="gl-row-current" data-node="7"' in page
    assert 'class="gl-row-unreached" data-node="9"' in page
    assert "⇒ Cắt 11, 12" in page and "Giá trị" in page
    text = table_text(rows)
    assert text.splitlines()[3].split() == ["▲", "3", "10", "-∞,8", "10,8", "9"]


def test_draw_tree_every_step_and_refuse_huge_trees():
    game = lecture.load("fig4_8")
    trace = traced(game)
    pictures = [draw_tree(trace, step, game=game) for step in range(0, len(trace) + 1, 7)]
    assert len({p.svg for p in pictures}) == len(pictures)  # each step looks different
    assert len({(p.width, p.height) for p in pictures}) == 1  # and the picture keeps its size
    big = random_tree(branching=4, depth=5, seed=1)
    big_trace = traced(big, minimax)
    with pytest.raises(ValueError, match="more than max_nodes=400"):
        draw_tree(big_trace, focus=False)
    focused = draw_tree(big_trace, 300, game=big)  # the path to the current node, and siblings
    assert focused.focused and "the path to the current node and its siblings" in focused.svg


def _overlaps(texts):
    """Pairs of labels whose boxes overlap (box: estimated width, font size high)."""
    boxes = [(x - w / 2, y - size, x + w / 2, y + 2, words) for size, x, y, w, words in texts]
    return [(a[4], b[4]) for i, a in enumerate(boxes) for b in boxes[i + 1:]
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]]


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("case", ["fig4_8", "fig4_3", "quiz", "othello", "dodgem", "oanquan"])
def test_trees_stay_readable_no_label_overlaps_and_no_long_floats(case, compact):
    """Drawn at full size, or compact (a stepper's or a quiz's, on a laptop beside its table)."""
    from gamelib.engines.othello import EngineEvaluation
    from gamelib.games.dodgem import Dodgem
    from gamelib.games.oanquan import OAnQuan
    from gamelib.games.othello import Othello
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.search import alphabeta

    if case in ("fig4_8", "fig4_3"):
        game = lecture.load(case)
        trace = traced(game)
    elif case == "quiz":
        game = random_tree(branching=3, depth=3, seed=7)
        trace = traced(game)
    else:
        game = {"othello": Othello(), "dodgem": Dodgem(3), "oanquan": OAnQuan()}[case]
        evaluate = {"othello": lambda s, p: EngineEvaluation(game)(s, p) / 11,
                    "dodgem": DodgemEvaluation.report2(game) if case == "dodgem" else None,
                    "oanquan": lambda s, p: game.utility(s, p) if game.is_terminal(s) else 0.5}[case]
        trace = Trace()
        alphabeta(game, game.initial_state(), depth=2, evaluate=evaluate, trace=trace)
    for step in (0, len(trace) // 2, len(trace)):
        picture = draw_tree(trace, step, game=game, compact=compact)
        assert min(size for size, *_ in picture.texts) >= 12  # about 9 pt at 100 % zoom
        assert _overlaps(picture.texts) == []
        words = [t[4] for t in picture.texts]
        assert not any(re.search(r"\d\.\d{3}", w) for w in words), words  # at most two decimals


def test_a_500_node_trace_draws_as_one_readable_picture():
    big = random_tree(branching=3, depth=5, seed=2)
    trace = traced(big, minimax)
    picture = draw_tree(trace, game=big, max_nodes=600, max_leaves=300)
    assert picture.nodes >= 364 and not picture.focused
    assert picture.width > 3000  # it scrolls sideways rather than shrinking its text
    assert "overflow-x:auto" in picture._repr_html_()


def test_a_real_games_root_is_called_the_root_once():
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.games.dodgem import Dodgem

    game = Dodgem(3)
    trace = Trace()
    alphabeta(game, game.initial_state(), depth=2, evaluate=DodgemEvaluation.report2(game), trace=trace)
    first, last = describe(trace, 0, game=game), describe(trace, len(trace), game=game)
    assert first.startswith("Start: the search is about to enter the root (")
    assert last.startswith("The root has value ") and "root root" not in last.lower()
    assert describe(trace, len(trace), game=game, lang="vi").startswith("Gốc có giá trị ")


def test_a_games_nodes_are_named_by_whose_turn_it_is():
    from gamelib.games.othello import Othello

    game = Othello()
    trace = Trace()
    alphabeta(game, game.initial_state(), depth=2, evaluate=lambda s, p: 0, trace=trace)
    steps = [describe(trace, i, game=game, lang="vi") for i in range(1, len(trace) + 1)]
    assert steps[0] == "Xét đỉnh gốc (MAX, lượt Đen) với α = −∞, β = ∞"
    assert any(s.startswith("Xét đỉnh d3 (MIN, lượt Trắng)") for s in steps)
    assert not any("(Trắng)" in s or "((" in s for s in steps)
    english = describe(trace, 1, game=game)
    assert english == "Enter node root (MAX, Black to move) with α = -∞, β = ∞"  # as the rules name it


def test_chance_nodes_are_drawn_as_circles_and_described_as_averages():
    from gamelib import lecture
    from gamelib.search import Trace, expectimax
    from gamelib.viz.captions import describe
    from gamelib.viz.draw import draw_tree
    from gamelib.viz.table import table_html, tree_table

    game = lecture.load("fig4_8")
    trace = Trace()
    expectimax(game, "1", trace=trace, player="MAX")
    svg = draw_tree(trace, game=game).svg
    assert svg.count("<circle") >= 11 and "chance (average)" in svg and "MIN node" not in svg
    exits = [describe(trace, i + 1) for i, e in enumerate(trace.events) if type(e).__name__ == "Exit"]
    assert "Chance node 2 returns the average of its children, 5.67, to node 1" in exits
    assert "●" in table_html(tree_table(game, trace))


def test_the_legend_names_sides_as_the_captions_do():
    """On the lecture's own trees MAX and MIN are đỉnh Trắng and đỉnh Đen in the captions, so the
    legend says so too; on a real game's tree the side to move is named in each tooltip instead."""
    from gamelib import lecture
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.search import Trace, alphabeta
    from gamelib.viz import draw_tree

    tree, trace = lecture.load("fig4_8"), Trace()
    alphabeta(tree, tree.initial_state(), trace=trace)
    assert "đỉnh MAX (đỉnh Trắng)" in draw_tree(trace, game=tree, lang="vi").svg
    assert "MAX node" in draw_tree(trace, game=tree, lang="en").svg
    game, trace = TicTacToe(), Trace()
    state = game.initial_state()
    for move in ("b2", "a1", "c3", "a3"):
        state = game.result(state, game.parse_action(state, move))
    alphabeta(game, state, trace=trace)  # five squares left: searched to the end
    picture = draw_tree(trace, game=game, lang="vi").svg
    assert "đỉnh MAX" in picture and "đỉnh Trắng" not in picture


def test_the_legend_keys_only_what_the_search_can_draw():
    """Minimax never prunes: while stepping, its faint dotted nodes are keyed as not searched
    yet, and "pruned" appears only in the key of a search that prunes."""
    from gamelib import lecture
    from gamelib.search import Trace, alphabeta, minimax
    from gamelib.viz import draw_tree

    tree = lecture.load("fig4_3")
    plain, cutting = Trace(), Trace()
    minimax(tree, tree.initial_state(), trace=plain)
    alphabeta(tree, tree.initial_state(), trace=cutting)
    stepping = draw_tree(plain, 7, game=tree, lang="vi").svg
    assert "chưa được duyệt" in stepping and "bị cắt tỉa" not in stepping
    assert "bị cắt tỉa" not in draw_tree(plain, game=tree, lang="vi").svg
    assert "bị cắt tỉa" in draw_tree(cutting, 7, game=tree, lang="vi").svg
    assert "pruned" in draw_tree(cutting, game=tree, lang="en").svg


def test_a_focused_picture_keys_pruning_at_every_step():
    """A big search drawn around its current node keys "pruned" from its first step, though the
    nodes drawn then may hold no pruned one: the key does not change while stepping."""
    from gamelib.games.dodgem import Dodgem
    from gamelib.search import Trace, alphabeta
    from gamelib.viz import draw_tree

    game, trace = Dodgem(), Trace()
    alphabeta(game, game.initial_state(), depth=4, evaluate=lambda s, p: 0, trace=trace)
    first = draw_tree(trace, 5, game=game, lang="en", max_nodes=20)
    assert first.focused and "pruned" in first.svg
