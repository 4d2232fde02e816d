"""Widgets driven as a student would: clicks and values, then the model is checked."""

import re

import pytest

from gamelib import lecture
from gamelib.exercises import parse_bound, window_questions
from gamelib.search import Trace, alphabeta, minimax
from gamelib.viz.captions import describe
from gamelib.widgets import PredictValue, PredictWindow, TreeStepper


@pytest.fixture
def figure_4_8():
    game = lecture.load("fig4_8")
    trace = Trace()
    alphabeta(game, "1", trace=trace)
    return game, trace


def test_stepper_walks_forwards_and_backwards(figure_4_8):
    game, trace = figure_4_8
    stepper = TreeStepper(trace, game=game)
    assert stepper.step == 0 and stepper.prev.disabled and not stepper.next.disabled
    seen_pictures, captions = set(), []
    for step in range(1, len(trace) + 1):
        stepper.next.click()
        assert stepper.step == step == stepper.slider.value
        captions.append(stepper.caption.value)
        seen_pictures.add(stepper.picture.value)
    assert stepper.next.disabled and stepper.last.disabled
    assert "Root 1 has value 10; best move: 3" in captions[-1]
    assert len(seen_pictures) == len(trace)  # every step redraws the tree
    for step in range(len(trace) - 1, -1, -1):
        stepper.prev.click()
        assert stepper.step == step
        assert stepper.caption.value == f"<b>{describe(trace, step)}</b>".replace("&", "&amp;")
    assert stepper.prev.disabled


def test_stepper_slider_buttons_play_and_table_highlight(figure_4_8):
    game, trace = figure_4_8
    stepper = TreeStepper(trace, game=game)
    cut_step = next(i + 1 for i, e in enumerate(trace)
                    if type(e).__name__ == "Cutoff" and e.skipped == ("11", "12"))
    stepper.slider.value = cut_step
    assert "β at node 4 falls to 8 ≤ α = 10: children 11, 12 are cut" in stepper.caption.value
    assert 'class="gl-row-current" data-node="4"' in stepper.table.value
    assert "⇒ Cut 11, 12" in stepper.table.value
    stepper.first.click()
    assert stepper.step == 0 and 'class="gl-row-current"' not in stepper.table.value
    stepper.last.click()
    assert stepper.step == len(trace)
    stepper.play.value = 3  # the Play widget drives the slider
    assert stepper.step == 3
    stepper.step = 10_000
    assert stepper.step == len(trace)


def test_stepper_speaks_vietnamese(figure_4_8):
    game, trace = figure_4_8
    stepper = TreeStepper(trace, game=game)
    stepper.step = 1
    english = stepper.caption.value
    stepper.language.value = "vi"
    assert stepper.caption.value != english and "Xét đỉnh 1 (MAX, đỉnh Trắng)" in stepper.caption.value
    assert "Giá trị" in stepper.table.value and "bước 1 / " in stepper.counter.value


def test_stepper_on_a_minimax_trace_without_game():
    game = lecture.load("fig4_3")
    trace = Trace()
    minimax(game, "a", trace=trace)
    stepper = TreeStepper(trace)
    stepper.last.click()
    assert "Root a has value 2; best move: d" in stepper.caption.value
    assert stepper.table.value.count("<tr class=") == 15


def test_quiz_marks_right_and_wrong_answers_and_keeps_score(figure_4_8):
    game, trace = figure_4_8
    quiz = PredictWindow(trace, game=game)
    questions = window_questions(trace)
    assert len(questions) == len(quiz.questions) == 14
    first = quiz.question
    quiz.alpha.value, quiz.beta.value = "5", "inf"  # wrong: α only rises to -7
    quiz.check.click()
    assert "Not quite" in quiz.feedback.value and (quiz.right, quiz.asked) == (0, 1)
    quiz.alpha.value = "-7"
    quiz.check.click()  # a second try is explained but not scored again
    assert "Correct" in quiz.feedback.value and (quiz.right, quiz.asked) == (0, 1)
    quiz.next.click()
    assert quiz.question is not first and quiz.alpha.value == ""
    quiz.alpha.value = "three"
    quiz.check.click()
    assert "is not a number" in quiz.feedback.value and quiz.asked == 1
    while quiz.question is not None:  # answer the rest correctly
        q = quiz.question
        quiz.alpha.value, quiz.beta.value = (str(x) for x in q.answer)
        quiz.cut.value = q.cut
        quiz.check.click()
        quiz.next.click()
    assert (quiz.right, quiz.asked) == (13, 14)
    assert "All 14 questions answered" in quiz.prompt.value and quiz.check.disabled


def test_quiz_needs_an_alphabeta_trace():
    game = lecture.load("fig4_3")
    trace = Trace()
    minimax(game, "a", trace=trace)
    with pytest.raises(ValueError, match="needs a trace of alpha-beta"):
        PredictWindow(trace)


def test_parse_bound_refuses_nonsense():
    assert parse_bound("−∞") == float("-inf")
    with pytest.raises(ValueError, match="'nan' is not a number"):
        parse_bound("nan")


def test_value_quiz_on_figure_4_3():
    game = lecture.load("fig4_3")
    trace = Trace()
    minimax(game, "a", trace=trace)
    quiz = PredictValue(trace, game=game)
    assert [q.node_label for q in quiz.questions] == ["f", "b", "c", "i", "d", "a"]
    assert quiz.alpha.layout.display == "none" and quiz.value.layout.display is None
    quiz.value.value = "-3"  # f is a MAX node: max(5, 2, -3) = 5
    quiz.check.click()
    assert "Not quite: the value is 5 = max(5, 2, -3)" in quiz.feedback.value
    quiz.next.click()
    for answer in ["-3", "-1", "3", "2", "2"]:
        quiz.value.value = answer
        quiz.check.click()
        assert "Correct" in quiz.feedback.value
        quiz.next.click()
    assert (quiz.right, quiz.asked) == (5, 6)


@pytest.mark.parametrize("name, root, right", [("fig4_8", "min", "8"), ("fig4_8", "max", "10"),
                                                ("fig4_3", "min", "-3"), ("fig4_7", "min", "3")])
def test_the_root_value_quiz_asks_before_the_first_step(name, root, right):
    """Lesson 02 asks Black's root of Figure 4.8 before its tables: the tree as printed (every
    leaf's value, no node's), one question, the search's own value right and anything else wrong
    with the value stated; with White's values at a Black root, as the lecture calls MinVal."""
    from gamelib import MAX
    from gamelib.exercises import audit
    from gamelib.search.trace import format_bound
    from gamelib.widgets import PredictRootValue

    game = lecture.load(name, root=root)
    trace = Trace()
    result = alphabeta(game, game.initial_state(), trace=trace, player=MAX)
    quiz = PredictRootValue(trace, game=game)
    assert [q.node_label for q in quiz.questions] == [game.root] and quiz.questions[0].step == 1
    assert quiz.questions[0].answer == result.value == float(right)
    assert f"node {game.root} is the root ({'MIN' if root == 'min' else 'MAX'})" in quiz.prompt.value
    assert not any(re.search(form, quiz.picture.value + quiz.prompt.value)
                   for form in audit.forms(quiz.questions[0], "en"))
    quiz.value.value = str(-result.value if result.value else 1)
    quiz.check.click()
    assert f"Not quite: the search returns {right} for node {game.root}." in quiz.feedback.value
    # the value seen from Black at a Black root is named as such
    assert ("seen from the side to move at the root, Black (MIN)" in quiz.feedback.value) == \
        (root == "min")
    assert (quiz.right, quiz.asked) == (0, 1)
    quiz.value.value = right
    quiz.check.click()  # a second try is marked but does not count
    assert "Correct" in quiz.feedback.value and (quiz.right, quiz.asked) == (0, 1)
    fresh = PredictRootValue(trace, game=game, lang="vi")
    fresh.value.value = right
    fresh.check.click()
    said = f"Đúng: {format_bound(float(right), 'vi')}."  # (with the Vietnamese minus sign)
    assert said in fresh.feedback.value and (fresh.right, fresh.asked) == (1, 1)


def test_evaluation_lab_edits_plays_saves_and_loads(tmp_path):
    from gamelib.widgets import EvaluationLab

    lab = EvaluationLab("dodgem", path=str(tmp_path / "edited.json"))
    lab.fields["white"][0][0].value = 99
    lab.fields["block_direct"].value = 10
    lab.games.value = 4
    lab.run.click()
    assert lab.progress.value == 4 and len(lab.history) == 1 and lab.plot.value
    assert "edited against unchanged" in lab.outcome.value
    lab.save_button.click()
    lab.reset_button.click()
    assert lab.params()["white"][0][0] == 30
    lab.load_button.click()
    assert lab.params()["white"][0][0] == 99 and lab.params()["block_direct"] == 10
    lab.path.value = str(tmp_path / "missing.json")
    lab.load_button.click()
    assert "no such file" in lab.outcome.value
    othello = EvaluationLab("othello")
    assert len(othello.fields["squares"]) == 8 and len(othello.fields["squares"][0]) == 8
    othello.fields["squares"][0][0].value = 5
    assert othello.params()["squares"][0][0] == 5


def test_a_stepper_without_its_game_still_shows_the_board_of_a_real_game():
    """Pictures come from the position itself (kits.pictures.state_svg), so a trace handed over
    without its game still shows the board beside the tree."""
    from gamelib.games.tictactoe import TicTacToe
    from gamelib.search import Trace, alphabeta
    from gamelib.widgets import TreeStepper

    game, trace = TicTacToe(), Trace()
    state = game.initial_state()
    for move in ("b2", "a1", "c3", "a3"):
        state = game.result(state, game.parse_action(state, move))
    alphabeta(game, state, trace=trace)
    stepper = TreeStepper(trace)
    stepper.step = 3
    assert "<svg" in stepper.board_html()


def test_the_search_comparison_opens_where_the_searches_part_and_steps():
    """Lesson 05's view: a search without its cut beside the lecture's, driven by its controls."""
    from gamelib.exercises import alphabeta_without_cut, check_alphabeta
    from gamelib.widgets import SearchComparison

    view = SearchComparison(check_alphabeta(alphabeta_without_cut, "tictactoe", seed=0))
    assert view.step.value == 12 and "parted at position 12" in view.caption.value
    view.step.value = 5  # back among the positions both generated
    assert "The first 11 positions are the same in both" in view.caption.value
    assert view.yours.value.count("<g") == view.lecture.value.count("<g")  # the same trees so far
    other = view.row.options[1][1]
    view.row.value = other  # another position of the check opens at its own first difference
    assert view.step.value >= 1 and "<svg" in view.yours.value


def test_the_search_comparison_draws_a_black_root_as_min_as_the_lecture_does():
    """UI review 6: both trees drew every root MAX ("root (MAX, Black to move)") and its
    children MIN, beside a verdict quoting the lecture's MinVal at that root."""
    from gamelib.exercises import alphabeta_without_cut, check_alphabeta
    from gamelib.widgets import SearchComparison

    report = check_alphabeta(alphabeta_without_cut, "dodgem", seed=0)
    black = [number for number, (expected, _) in enumerate(report.searches)
             if expected._game.to_move(next(iter(expected._paths))) == "Black"]
    assert black, "the check has a position with Black to move at the root"
    view = SearchComparison(report, row=black[0])
    view.step.value = 1
    for tree in (view.yours.value, view.lecture.value):
        assert "MIN" in tree and "(MAX, Black" not in tree, tree[:600]


def test_a_minimax_stepper_shows_values_without_windows(figure_4_8):
    """No α, β or Cut columns where the search passes no window down."""
    game = lecture.load("fig4_3")
    trace = Trace()
    minimax(game, "a", trace=trace)
    plain = TreeStepper(trace, game=game)
    plain.step = len(trace)
    assert not plain.windowed and "α, β" not in plain.table.value
    assert "the table of values" in plain.table.value
    game, trace = figure_4_8
    assert TreeStepper(trace, game=game).windowed
