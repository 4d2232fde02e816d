"""The search lab and the arena: node counts, the minimal tree, MCTS, tournaments, Dask."""

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib import lecture
from gamelib.arena.tournament import elo, tournament, wilson
from gamelib.evaluation.tictactoe import open_lines
from gamelib.games.dodgem import Dodgem
from gamelib.games.tictactoe import TicTacToe
from gamelib.games.tree import random_tree
from gamelib.search import alphabeta, minimax, negamax
from gamelib.arena.node_counts import lab_counts
from gamelib.search.iterative import iterative_deepening
from gamelib.search.mcts import convergence, mcts
from gamelib.search.ordering import by_exact_values, knuth_moore, random_order
from gamelib.search.pvs import pvs
from gamelib.search.transposition import alphabeta_tt

TTT = TicTacToe()


def test_node_counts_pinned_on_the_lecture_trees_and_tic_tac_toe():
    fig = lecture.load("fig4_8")
    assert [s(fig, "1").nodes for s in (minimax, alphabeta, negamax, pvs)] == [20, 15, 15, 19]
    start = TTT.initial_state()
    assert minimax(TTT, start).nodes == 549_946
    assert alphabeta(TTT, start).nodes == negamax(TTT, start).nodes == 18_297
    assert pvs(TTT, start).nodes == 17_082
    assert alphabeta_tt(TTT, start).nodes == 4_852
    assert iterative_deepening(TTT, start, max_depth=9, evaluate=open_lines).nodes == 8_610


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), st.integers(1, 5), st.integers(0, 10**6))
def test_perfect_order_visits_exactly_the_knuth_moore_minimal_tree(b, d, seed):
    if b ** d > 1200:
        return
    tree = random_tree(branching=b, depth=d, seed=seed, values=(-10**6, 10**6))
    if len(set(tree.values.values())) < len(tree.values):
        return  # ties change the count; the formula is for distinct values
    best = alphabeta(tree, "1", order=by_exact_values(tree, "best"))
    assert best.evaluations == knuth_moore(b, d)
    worst = alphabeta(tree, "1", order=by_exact_values(tree, "worst"))
    assert best.evaluations <= worst.evaluations <= b ** d  # worst first can still cut, a little
    assert best.value == worst.value == minimax(tree, "1").value


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([(1, 3), (2, 2), (2, 4), (3, 3)]), st.integers(1, 5), st.integers(0, 10**6))
def test_every_search_variant_agrees_with_minimax_on_random_trees(branching, depth, seed):
    tree = random_tree(branching=branching, depth=depth, seed=seed, terminal_probability=0.1)
    truth = minimax(tree, "1").value
    for search in (alphabeta, negamax, pvs, alphabeta_tt):
        assert search(tree, "1").value == truth, search.__name__
        assert search(tree, "1", order=random_order(seed)).value == truth
    leaf = lambda s, p: tree.utility(s, p) if tree.is_terminal(s) else 0  # noqa: E731
    assert iterative_deepening(tree, "1", max_depth=depth, evaluate=leaf).value == truth


def test_every_variant_agrees_on_game_positions():
    rows = lab_counts(TTT, TTT.initial_state(), [2, 3], open_lines)  # raises if they disagree
    by = {(r["depth"], r["algorithm"]): r["nodes"] for r in rows}
    assert by[(3, "best move first")] <= by[(3, "alpha-beta, ordered")] <= by[(3, "alpha-beta")] \
        < by[(3, "minimax")]
    from gamelib.evaluation.dodgem import DodgemEvaluation

    dodgem = Dodgem(3)
    lab_counts(dodgem, dodgem.initial_state(), [3], DodgemEvaluation.lecture(dodgem))


def test_mcts_is_reproducible_with_a_seed_and_finds_the_forced_block():
    s = TTT.initial_state()
    for move in ["a1", "b2", "a2"]:
        s = TTT.result(s, TTT.parse_action(s, move))
    first, again = mcts(TTT, s, playouts=800, seed=5), mcts(TTT, s, playouts=800, seed=5)
    assert first.statistics() == again.statistics() and first.root.size() == again.root.size()
    assert TTT.action_to_str(s, first.action) == "a3"
    rows = convergence(TTT, TTT.initial_state(), [100, 3000], seed=0)
    assert rows[-1]["move"] == "b2" and rows[-1]["share"] > rows[0]["share"]
    with pytest.raises(ValueError, match="playouts must be at least 1"):
        mcts(TTT, s, playouts=0)


def test_an_interrupted_tournament_resumes_without_losing_or_repeating_a_game(tmp_path):
    log = tmp_path / "results.jsonl"
    players = ["random", "greedy", "alphabeta:2"]

    class Stop(Exception):
        pass

    def stop_after_five(done, total):
        if done == 5:
            raise Stop

    with pytest.raises(Stop):
        tournament("tictactoe", players, games=4, log=log, progress=stop_after_five)
    assert len(log.read_text().splitlines()) == 5
    log.write_text(log.read_text() + '{"key": "cut sho')  # a line cut short by the kill
    whole = tournament("tictactoe", players, games=4, log=log)
    lines = log.read_text().splitlines()
    keys = [json.loads(line)["key"] for line in lines]  # the half line is gone: every line reads
    assert len(whole.results) == 12 and len(set(keys)) == 12 and len(keys) == 12
    again = tournament("tictactoe", players, games=4, log=log)  # nothing left to play
    assert len(again.results) == 12 and len(log.read_text().splitlines()) == 12


def test_a_results_file_of_another_kind_is_refused_with_the_reason(tmp_path):
    other = tmp_path / "other.jsonl"
    other.write_text('{"name": "not a game"}\n{"name": "nor this"}\n')
    with pytest.raises(ValueError, match="line 1: not a game record"):
        tournament("tictactoe", ["random", "greedy"], games=2, log=other)
    assert other.read_text() == '{"name": "not a game"}\n{"name": "nor this"}\n'  # untouched
    with pytest.raises(ValueError, match="is a folder"):
        tournament("tictactoe", ["random", "greedy"], games=2, log=tmp_path)


def test_tournaments_in_processes_give_the_same_games():
    one = tournament("dodgem", ["greedy", "alphabeta:2"], games=6, options={"size": 3})
    two = tournament("dodgem", ["greedy", "alphabeta:2"], games=6, options={"size": 3}, jobs=2)
    assert sorted(r["key"] + str(r["moves"]) for r in one.results) == \
        sorted(r["key"] + str(r["moves"]) for r in two.results)


def test_a_tournament_on_a_local_dask_cluster():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        result = tournament("tictactoe", ["random", "alphabeta:2", "perfect"], games=4,
                            executor=client.get_executor())
    standings = result.standings()
    assert standings[0]["player"] == "perfect" and sum(r["games"] for r in standings) == 24


def test_ratings_and_intervals():
    results = [{"first": "a", "second": "b", "winner": "a"}] * 30 + \
              [{"first": "b", "second": "a", "winner": "b"}] * 10
    ratings = elo(results, ["a", "b"])
    assert math.isclose(ratings["a"] + ratings["b"], 3000) and 150 < ratings["a"] - ratings["b"] < 220
    low, high = wilson(30, 40)
    assert 0.59 < low < 0.75 < high < 0.86
    with pytest.raises(ValueError, match="two or more different players"):
        tournament("tictactoe", ["random", "random"])
    with pytest.raises(ValueError, match="unknown player 'deep-blue'"):
        tournament("tictactoe", ["random", "deep-blue"])


def test_long_series_report_their_progress_game_by_game():
    """score_by_depth and round_robin count the games of all their matches for a progress bar."""
    from gamelib.arena.match import round_robin, score_by_depth
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.play.players import RandomPlayer

    game, seen = TicTacToe(), []
    score_by_depth(game, lambda d: RandomPlayer(d, "a"), lambda d: RandomPlayer(d + 9, "b"),
                   depths=[1, 2, 3], games=4, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(n, 12) for n in range(1, 13)]
    seen.clear()
    players = [RandomPlayer(k, f"p{k}") for k in range(3)]  # 3 pairs
    round_robin(game, players, games=2, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(n, 6) for n in range(1, 7)]
