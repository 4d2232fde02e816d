"""Sentences in the notebooks that state a number say what the code computes."""

import json
import re
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def markdown(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def numbers(*texts: str) -> list[int]:
    return [int(n.replace(",", "")) for text in texts for n in re.findall(r"\d[\d,]*\d|\d", text)]


def test_notebook_07_lists_the_perft_numbers_it_computes():
    from gamelib.games.othello import Othello

    text = " ".join(markdown("07_othello.ipynb").split())
    listed = numbers(re.search(r"plies deep: ([\d, ]+) — the", text).group(1))
    game = Othello()
    assert listed == [game.perft(game.initial_state(), d) for d in range(1, len(listed) + 1)]
    assert len(listed) == 8
    course, standard = numbers(*re.search(r"depth 9: ([\d,]+) sequences under the course's rule, "
                                         r"([\d,]+) with passes", text).groups())
    extra = int(re.search(r"The (\d+) extra are", text).group(1))
    derived = json.loads((NOTEBOOKS.parent / "data" / "othello" / "perft.json").read_text())
    assert (course, standard) == (derived["course"][8], derived["standard"][8])
    assert extra == standard - course == len(derived["stuck_after_8"])


def test_notebook_03_open_lines_after_the_centre():
    from gamelib.evaluation.tictactoe import open_lines
    from gamelib.games.tictactoe import LINES, TicTacToe

    text = " ".join(markdown("03_evaluation_functions.ipynb").split())
    claim = re.search(r"(\d+) lines are open for X and (\d+) for O, so the position is worth "
                      r"\d+ − \d+ = (\d+) to X", text)
    game = TicTacToe()
    after = game.result(game.initial_state(), game.parse_action(game.initial_state(), "b2"))
    x, o = after
    open_x, open_o = sum(1 for m in LINES if not o & m), sum(1 for m in LINES if not x & m)
    assert tuple(map(int, claim.groups())) == (open_x, open_o, open_lines(after, "X"))


def test_notebook_04_report_003s_contradiction_is_settled_by_its_numbers():
    from gamelib.evaluation.dodgem import DodgemEvaluation, worked_positions
    from gamelib.games.dodgem import BLACK, WHITE, Dodgem

    text = " ".join(markdown("04_dodgem.ipynb").split())
    assert "White (Red) is MAX and Black is MIN" in text
    game = Dodgem(3)
    value, position, _ = worked_positions(game)[0]
    evaluation = DodgemEvaluation.lecture(game)
    assert value == 75 == evaluation(position, WHITE) == -evaluation(position, BLACK)
    assert "**+75**" in text and "counts −85" in text
    assert DodgemEvaluation.report2(game).off_value == 85


def test_notebook_08_quotes_the_saved_caro_results():
    results = NOTEBOOKS.parent / "benchmarks" / "results"
    text = " ".join(markdown("08_caro.ipynb").split())
    for name in ("caro.json", "caro_anywhere.json"):
        saved = json.loads((results / name).read_text())
        engine = next(s for s in saved["standings"] if s["player"].startswith("engine"))
        assert f"{engine['score']:.1%}" in text, (name, engine["score"])
        assert f"{engine['low']:.1%}".rstrip("%") in text and saved["games"] == 100
        report = next(s for s in saved["standings"] if s["player"].startswith("report:"))
        assert report["player"] == "report:2"  # the report's search as printed


def test_notebook_02_bounds_are_the_ones_alpha_beta_returns():
    """The bounds lesson 02's table shows (after its questions): nodes 7 and 9 returned 10 and 12
    but are worth 15 and 18; node 4 returned 8 but is worth 2."""
    from gamelib import lecture

    rows = {r.node: r for r in lecture.bounds_table("fig4_8", root="max")}
    assert (rows["7"].returned, rows["9"].returned, rows["7"].minimax, rows["9"].minimax,
            rows["4"].returned, rows["4"].minimax) == (10, 12, 15, 18, 8, 2)
    assert [rows[n].kind for n in "794"] == ["at least", "at least", "at most"]
    for root in ("max", "min"):  # every bound holds, every exact value is the value
        for row in lecture.bounds_table("fig4_8", root=root):
            assert {"exact": row.minimax == row.returned, "at least": row.minimax >= row.returned,
                    "at most": row.minimax <= row.returned}[row.kind]


def test_notebook_09_expectimax_numbers():
    from gamelib import lecture
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.search import expectimax, minimax
    from gamelib.search.expectimax import against_best_and_random

    text = " ".join(markdown("09_search_lab.ipynb").split())
    figure = lecture.load("fig4_8")
    assert "the root is worth 14 instead of 10" in text
    assert expectimax(figure, "1", player="MAX").value == 14 and minimax(figure, "1").value == 10
    game = TicTacToe()
    state = game.initial_state()
    for move in ("c2", "a2", "b3"):
        state = game.result(state, game.parse_action(state, move))
    rows = {r["move"]: r for r in against_best_and_random(game, state)}
    holds = sorted(m for m, r in rows.items() if r["against the best replies"] == 0)
    assert holds == ["c1", "c3"] and "only c1 and c3 hold the draw" in text
    assert all(r["against the best replies"] == -1 for m, r in rows.items() if m not in holds)
    assert rows["a1"]["against a random opponent"] == rows["a3"]["against a random opponent"] == 0.87
    assert rows["c1"]["against a random opponent"] == 0.6
    assert "a1 and a3 are worth 0.87" in text and "the safe c1 only 0.6" in text


def test_notebook_09_effective_branching_is_nine_at_depth_one():
    from gamelib.evaluation.tictactoe import open_lines
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.arena.node_counts import effective_branching, lab_counts

    text = " ".join(markdown("09_search_lab.ipynb").split())
    assert "9 at depth 1 for minimax: the nine first moves" in text
    game = TicTacToe()
    counts = lab_counts(game, game.initial_state(), range(1, 3), open_lines)
    assert effective_branching(counts, "minimax")[0] == (1, 9.0)


def test_notebook_08_the_top_ten_cut_and_its_cost_as_the_table_shows():
    from gamelib.engines.caro_report import search_costs
    from gamelib.games.caro import Caro

    text = " ".join(markdown("08_caro.ipynb").split())
    game = Caro(15)
    state = game.initial_state()
    for move in ["h8", "h9", "i9", "g7", "j10", "i8", "k11"]:
        state = game.result(state, game.parse_action(state, move))
    rows = {(r["depth"], r["width"]): r for r in search_costs(game, state, depths=[1, 2],
                                                             widths=[10, None])}
    assert (rows[1, 10]["move"], rows[1, "all"]["move"]) == ("l12", "e5")
    assert rows[2, 10]["move"] == rows[2, "all"]["move"] == "l12"
    said = re.search(r"the cut after (\d+) positions instead of (\d+)", text).groups()
    assert tuple(map(int, said)) == (rows[2, 10]["nodes"], rows[2, "all"]["nodes"])
    assert "with the cut the search plays l12, the block; without it, e5" in text


def test_notebook_09_mcts_choice_does_not_settle_here():
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.search.mcts import convergence

    text = " ".join(markdown("09_search_lab.ipynb").split())
    assert "the choice keeps changing and its share does not rise" in text
    game = TicTacToe()
    state = game.initial_state()
    for move in ["a1", "b2"]:
        state = game.result(state, game.parse_action(state, move))
    rows = convergence(game, state, [30, 100, 300, 1000, 3000, 10000], seed=0)
    moves = [r["move"] for r in rows]
    assert sum(a != b for a, b in zip(moves, moves[1:])) >= 2
    assert rows[-1]["share"] < rows[0]["share"]


def test_notebook_07_the_endgame_solver_as_the_engine_uses_it():
    from gamelib.engines.othello import OthelloEngine
    from gamelib.games.othello import Othello

    text = " ".join(markdown("07_othello.ipynb").split())
    assert "from 20 empty squares it tries to solve to the end" in text
    assert "about 20 empty squares at a second a move" not in text
    engine = OthelloEngine(Othello(), time_limit=1.0)
    assert engine.exact_from == 20


def test_notebook_07_the_evaluation_experiment_says_what_its_bars_show():
    from gamelib.arena.match import score_table
    from gamelib.engines.othello import OthelloEngine, Weights
    from gamelib.games.othello import Othello

    text = " ".join(markdown("07_othello.ipynb").split())
    assert "Each edited evaluation plays 200 games" in text
    game = Othello()
    corner_squares = {"a1": 0, "h1": 0, "a8": 0, "h8": 0}
    edits = {"X-squares +50": Weights().with_squares({"b2": 50, "g2": 50, "b7": 50, "g7": 50}),
             "corner squares worth 0": Weights().with_squares(corner_squares),
             "no corners at all": Weights(corners=0.0).with_squares(corner_squares),
             "no mobility": Weights(mobility=0.0, potential_mobility=0.0), "unchanged": Weights()}
    default = OthelloEngine(game, depth=2, endgame=4, weights=Weights(), name="default weights")
    rows = {r["name"]: r for r in score_table(
        game, {name: OthelloEngine(game, depth=2, endgame=4, weights=w, name=name)
               for name, w in edits.items()}, default, games=200)}
    assert "X-squares attractive loses almost every game" in text
    assert rows["X-squares +50"]["score"] < 0.15
    assert "blind to mobility loses about two games in three" in text
    assert 0.6 < 1 - rows["no mobility"]["score"] < 0.73 and rows["no mobility"]["high"] < 0.5
    assert "plays as well as the default (its interval holds 50%)" in text
    assert rows["corner squares worth 0"]["low"] <= 0.5 <= rows["corner squares worth 0"]["high"]
    assert "(*no corners at all*) it loses more than it wins" in text
    assert rows["no corners at all"]["high"] < 0.5
    assert rows["unchanged"]["low"] <= 0.5 <= rows["unchanged"]["high"]


def test_notebook_03_values_are_whites_and_blacks_fall_as_they_move_right():
    """03 says the tables are White's: White's pieces gain as they climb, Black's grow more
    negative as they move right, and a Black piece on the last column counts −30 to −40."""
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.games.dodgem import Dodgem

    text = " ".join(markdown("03_evaluation_functions.ipynb").split())
    assert "the values are White's" in text and "more negative: better for Black" in text
    assert "column counts −30 to −40 (−35 on c2)" in text
    evaluation = DodgemEvaluation.lecture(Dodgem(3))
    for row in evaluation.black:  # rows from the top, columns left to right
        assert list(row) == sorted(row, reverse=True)
    assert [row[-1] for row in evaluation.black] == [-40, -35, -30]  # c3, c2, c1
    columns = list(zip(*evaluation.white))
    assert all(list(c) == sorted(c, reverse=True) for c in columns)  # higher up, larger


def test_notebook_04_the_practice_counts_as_the_lecture_does():
    """04's practice says values are White's and MIN takes the smallest; its questions do so."""
    from gamelib.exercises.practice import lesson_questions

    text = " ".join(markdown("04_dodgem.ipynb").split())
    assert "White (MAX) takes the largest, Black (MIN) the smallest" in text
    for question in lesson_questions("04", "en"):
        side = "Black is MIN and takes the smallest" if question.prompt.startswith("Black") \
            else "White is MAX and takes the largest"
        assert side in question.explanation and len(question.answer) == 1


def test_notebook_06_a_turn_ends_where_its_last_stone_fell():
    """The sowing's last step marks the square of the last stone sown (its caption says only
    "turn over": after a capture the reason is what follows, not where the stone fell)."""
    from gamelib.games.oanquan import OAnQuan
    from gamelib.viz.boards import SOWING_WORDS

    assert SOWING_WORDS["end"] == "turn over"
    game = OAnQuan()
    state = game.initial_state()
    for action in game.legal_actions(state):
        _, steps = game.play(state, action, record=True)
        sown = [s for s in steps if s.kind == "sow"]
        assert steps[-1].kind == "end" and steps[-1].cell == sown[-1].cell


def test_notebook_07_the_tuned_weights_as_the_text_reads_them():
    """07: frontier discs cost from about 17 discs on, near zero before; discs count slightly
    against in the opening and pay near the end."""
    from gamelib.engines.othello import tuned_terms

    text = " ".join(markdown("07_othello.ipynb").split())
    assert "frontier discs cost from about 17 discs on" in text
    weights = {row["discs on the board"]: row for row in tuned_terms()}
    assert all(abs(weights[n]["frontier discs"]) < 1 for n in (7, 12))
    assert all(row["frontier discs"] < 0 for n, row in weights.items() if n >= 17)
    assert weights[7]["discs"] < 0 < weights[62]["discs"]


def test_notebook_01_which_leaf_moves_the_root():
    """01 asks which leaves no raise can make move a (k, l, m; raising e above 2 does)."""
    from gamelib import lecture

    assert "Is there a leaf that no raise, however large, can make move *a*" in " ".join(
        markdown("01_game_trees_and_minimax.ipynb").split())
    for leaf in "klm":
        assert lecture.leaf_changes("fig4_3", [(leaf, 100)])[1]["a"] == 2
    assert lecture.leaf_changes("fig4_3", [("e", 2)])[1]["a"] == 2
    assert lecture.leaf_changes("fig4_3", [("e", 3)])[1]["a"] == 3


def test_notebook_09_the_table_saves_less_in_dodgem_than_in_tic_tac_toe():
    """09 says the transposition table saves less in Dodgem (depth 6) than in tic-tac-toe
    (depth 7), where many move orders reach one position."""
    from gamelib.arena.node_counts import lab_counts
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.evaluation.tictactoe import open_lines
    from gamelib.games.dodgem import Dodgem
    from gamelib.games.tictactoe import TicTacToe

    assert "saves less here than in tic-tac-toe" in " ".join(markdown("09_search_lab.ipynb").split())

    def saved(game, depth, evaluate):
        nodes = {r["algorithm"]: r["nodes"] for r in lab_counts(game, game.initial_state(), [depth],
                                                                 evaluate)}
        return 1 - nodes["alpha-beta + table"] / nodes["alpha-beta"]

    dodgem = Dodgem(3)
    assert saved(TicTacToe(), 7, open_lines) > saved(dodgem, 6, DodgemEvaluation.lecture(dodgem)) > 0
