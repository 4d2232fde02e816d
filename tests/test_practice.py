"""Every lesson asks (issue 22): the practice questions of lessons 03-10 are computed by the
rules and searches, checked at once with an explanation, and their first answers are kept in
a score file the teacher can collect."""

import json
import math

import pytest

from gamelib.exercises import scores
from gamelib.exercises.practice import LESSONS, expected_score, lesson_questions
from gamelib.widgets import Practice, PredictValue


def _right_answer(q):
    if q.kind == "number":
        return str(q.answer)
    if q.kind == "squares":
        return ", ".join(sorted(q.answer)).upper()  # case and order do not matter
    return sorted(q.answer)[0]


def _wrong_answer(q):
    if q.kind == "number":
        return str(q.answer + 1 + q.tolerance * 2)
    if q.kind == "squares":
        return ", ".join(sorted(q.answer)[1:]) or "a1"
    return next(c for c in q.choices if c not in q.answer)


@pytest.mark.parametrize("lesson", LESSONS)
@pytest.mark.parametrize("lang", ["en", "vi"])
def test_every_question_marks_right_and_wrong_answers_with_the_reason(lesson, lang):
    questions = lesson_questions(lesson, lang)
    assert len(questions) >= 2 and len({q.key for q in questions}) == len(questions)
    for q in questions:
        right, wrong = q.check(_right_answer(q)), q.check(_wrong_answer(q))
        assert right.correct and not wrong.correct
        assert q.explanation in right.message and q.explanation in wrong.message
        assert ("Đúng" if lang == "vi" else "Right") in right.message


def test_the_answers_agree_with_independent_computations():
    from gamelib.engines import othello_kernel as kernel
    from gamelib.games.othello import Othello
    from gamelib.games.tree import random_tree
    from gamelib.search import alphabeta
    from gamelib.search.ordering import by_exact_values

    count, which, flips = lesson_questions("07")
    game = Othello()
    state = game.initial_state()
    for move in ("d3", "c5", "f6", "f5", "e6", "e3"):
        state = game.result(state, game.parse_action(state, move))
    assert count.answer == kernel.popcount(kernel.legal_moves(state.black, state.white)) == 11
    assert len(which.answer) == 11 and "c4" in which.answer

    uniform = random_tree(branching=4, depth=4, seed=1, values=(-1000, 1000))
    best = alphabeta(uniform, "1", order=by_exact_values(uniform, "best")).evaluations
    assert lesson_questions("09")[1].answer == best == 31  # (09's table shows b = 3 only)

    expected, points, gap = lesson_questions("10")
    assert expected.answer == 0.76 and points.answer == 15.2 and gap.answer == 191
    assert abs(expected_score(1400 + gap.answer, 1400) - 0.75) < 0.001

    blocks = [q.answer for q in lesson_questions("08")]
    assert blocks == [{"j8"}, {"h8"}, {"g5"}, {"d10", "i10"}]


def test_the_dodgem_choices_are_whites_values_with_one_best_move():
    """Lesson 04 asks as the lecture counts: values are White's, MIN takes the smallest."""
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.games.dodgem import WHITE, Dodgem
    from gamelib.search import alphabeta

    black_q, white_q = lesson_questions("04")
    assert black_q.answer == {"a3-a2"} and white_q.answer == {"c2-c3"}
    assert "Black is MIN and takes the smallest, -20" in black_q.explanation
    assert "White is MAX and takes the largest, +5" in white_q.explanation
    game = Dodgem(3)
    for black, white, side, best in ((["a3", "b2"], ["c3", "a1"], "Black", -20),
                                     (["a3", "b3"], ["c2", "b1"], "White", 5)):
        state = game.position(black, white, side)
        result = alphabeta(game, state, depth=2, evaluate=DodgemEvaluation.lecture(game),
                           player=WHITE)
        assert result.value == best


def test_a_squares_answer_that_is_not_squares_is_refused_with_the_format():
    which = lesson_questions("07")[1]
    with pytest.raises(ValueError, match="separated by commas"):
        which.check("   ")
    with pytest.raises(ValueError, match="is not a number; write a number \\(such as 3, -2 or 0.5\\)"):
        lesson_questions("07")[0].check("eleven")


def test_the_widget_marks_the_first_try_and_keeps_it(tmp_path):
    quiz = Practice("04", lang="en", folder=tmp_path)
    q = quiz.question
    assert q.kind == "choice" and quiz.choice.options == q.choices
    quiz.check.click()  # nothing chosen yet: asked to choose, nothing counted
    assert quiz.asked == 0 and "choose an answer" in quiz.feedback.value
    quiz.choice.value = _wrong_answer(q)
    quiz.check.click()
    assert (quiz.right, quiz.asked) == (0, 1) and "Not quite" in quiz.feedback.value
    quiz.choice.value = sorted(q.answer)[0]
    quiz.check.click()  # the second try teaches, it does not count
    assert (quiz.right, quiz.asked) == (0, 1) and "Right" in quiz.feedback.value
    quiz.next.click()
    quiz.choice.value = sorted(quiz.question.answer)[0]
    quiz.check.click()
    assert (quiz.right, quiz.asked) == (1, 2)
    quiz.next.click()
    assert quiz.question is None and quiz.check.disabled and "All 2 questions" in quiz.prompt.value
    kept = json.loads((tmp_path / scores.SCORE_FILE).read_text())["lessons"]["04"]["practice"]
    assert kept["minimax-choice-1"]["correct"] is False and kept["minimax-choice-2"]["correct"]
    assert scores.summary(tmp_path) == {"04": {"right": 1, "asked": 2}}


def test_typed_answers_and_the_vietnamese_widget(tmp_path):
    quiz = Practice("07", lang="vi", folder=tmp_path)
    assert "Đến lượt Đen" in quiz.prompt.value and "<svg" in quiz.picture.value
    quiz.answer.value = "11"
    quiz.check.click()
    assert quiz.right == 1 and "Đúng" in quiz.feedback.value and "đã lưu" in quiz.score.value
    quiz.next.click()
    quiz.answer.value = "c4 d6"  # one of several legal moves is not all of them
    quiz.check.click()
    assert quiz.right == 1 and "Chưa đúng" in quiz.feedback.value


def test_the_trace_quizzes_keep_scores_for_their_lesson(tmp_path, monkeypatch):
    from gamelib import lecture
    from gamelib.search import Trace, minimax

    monkeypatch.chdir(tmp_path)
    game = lecture.load("fig4_3")
    trace = Trace()
    minimax(game, game.initial_state(), trace=trace)
    quiz = PredictValue(trace, game=game, lesson="01")
    quiz.value.value = str(quiz.question.answer)
    quiz.check.click()
    assert scores.summary(tmp_path) == {"01": {"right": 1, "asked": 1}}
    assert scores.load(tmp_path)["01"]["values"]["1"]["correct"] is True


def test_a_damaged_or_unwritable_score_file_never_stops_a_lesson(tmp_path):
    (tmp_path / scores.SCORE_FILE).write_text("{not json")
    assert scores.load(tmp_path) == {}
    assert scores.record("03", "practice", "q", True, "1", folder=tmp_path)
    assert scores.summary(tmp_path) == {"03": {"right": 1, "asked": 1}}
    assert not scores.record("03", "practice", "r", True, "1", folder=tmp_path / "missing")


def test_no_explanation_gives_a_later_questions_answer_away():
    """A question's explanation is shown once it is answered, while later ones are still open:
    it must not list their answers (issue 33: 07's first feedback listed the moves the second
    asks for)."""
    import re

    from gamelib.exercises.audit import forms
    from gamelib.exercises.practice import LESSONS, lesson_questions

    for lang in ("en", "vi"):
        for lesson in LESSONS:
            questions = lesson_questions(lesson, lang)
            for index, question in enumerate(questions):
                for later in questions[index + 1:]:
                    for pattern in forms(later, lang):
                        assert not re.search(pattern, question.explanation), (lesson, later.key)


def test_every_answer_box_takes_a_decimal_comma_in_the_vietnamese_edition():
    """Vietnamese writes 0,76: every box that asks for a number takes it (and 0.76), and a
    mistake is answered in Vietnamese (issue 34)."""
    from gamelib import lecture
    from gamelib.exercises.practice import LESSONS
    from gamelib.i18n import number
    from gamelib.search import Trace, alphabeta
    from gamelib.widgets import PredictValue, PredictWindow

    for lesson in LESSONS:
        for question in lesson_questions(lesson, "vi"):
            if question.kind != "number":
                continue
            comma = number(question.answer, "vi", decimals=3, group=False)
            assert question.check(comma).correct, (lesson, question.key, comma)
            assert question.check(str(question.answer)).correct, (lesson, question.key)
    with pytest.raises(ValueError, match="không phải là một số"):
        lesson_questions("10", "vi")[0].check("mười")
    game, trace = lecture.load("fig4_8"), Trace()
    alphabeta(game, "1", trace=trace)
    windows = PredictWindow(trace, game=game, lang="vi")
    alpha, beta = windows.question.answer
    windows.alpha.value, windows.beta.value = f"{alpha},0" if alpha not in (-math.inf, math.inf) \
        else "-inf", "∞" if beta == math.inf else f"{beta},0"
    windows.check.click()
    assert windows.right == 1, windows.feedback.value
    values = PredictValue(trace, game=game, lang="vi")
    values.value.value = number(values.question.answer, "vi") + ",0"
    values.check.click()
    assert values.right == 1
