"""Quizzes that do not leak: a picture shown with a question tells only what the search has
seen so far -- no tooltip, caption or label gives an unanswered question away (issue 22)."""

import re

import pytest

from gamelib import lecture
from gamelib.exercises import value_questions, window_questions
from gamelib.search import Trace, alphabeta, minimax
from gamelib.search.trace import format_bound
from gamelib.viz.draw import draw_tree
from gamelib.widgets import PredictValue, PredictWindow


def _titles(svg: str) -> list[str]:
    return re.findall(r"<title>(.*?)</title>", svg, flags=re.S)


def _traced(search, name):
    game = lecture.load(name)
    trace = Trace()
    search(game, game.initial_state(), trace=trace)
    return game, trace


def test_nodes_not_reached_show_no_value_and_no_window_on_hover():
    game, trace = _traced(alphabeta, "fig4_8")
    before = draw_tree(trace, 0, game=game).svg
    titles = _titles(before)
    assert len(titles) == 20
    assert all("value" not in t and "α" not in t and "≥" not in t for t in titles)
    assert all("not searched yet" in t for t in titles)


@pytest.mark.parametrize("name", ["fig4_3", "fig4_8"])
def test_no_value_question_is_answered_by_its_own_picture(name):
    game, trace = _traced(minimax, name)
    questions = value_questions(trace, game)
    assert questions
    for q in questions:
        svg = draw_tree(trace, q.step, game=game, windows=q.show_windows).svg
        asked = next(t for t in _titles(svg) if t.startswith(f"{q.node_label} ("))
        assert "value" not in asked and "≥" not in asked and "≤" not in asked, asked
        for later in questions[questions.index(q) + 1:]:
            hint = next(t for t in _titles(svg) if t.startswith(f"{later.node_label} ("))
            assert f"value {format_bound(later.answer)}" not in hint


def test_no_window_question_is_answered_by_its_own_picture():
    game, trace = _traced(alphabeta, "fig4_8")
    for q in window_questions(trace, game):
        svg = draw_tree(trace, q.step, game=game, windows=q.show_windows).svg
        asked = next(t for t in _titles(svg) if t.startswith(f"{q.node_label} ("))
        shown = f"α={format_bound(q.answer[0])} β={format_bound(q.answer[1])}"
        assert q.answer == q.before or shown not in asked, (q.question(), asked)


def test_the_quiz_widgets_show_leak_free_pictures():
    game, trace = _traced(minimax, "fig4_3")
    quiz = PredictValue(trace, game=game)
    for _ in range(len(quiz.questions)):
        q = quiz.question
        asked = next(t for t in _titles(quiz.picture.value) if t.startswith(f"{q.node_label} ("))
        assert "value" not in asked
        quiz.inputs["value"].value = "0"
        quiz.check.click()
        quiz.next.click()
    game, trace = _traced(alphabeta, "fig4_8")
    quiz = PredictWindow(trace, game=game)
    titles = _titles(quiz.picture.value)
    unseen = [t for t in titles if "not searched yet" in t]
    assert unseen and all("value" not in t and "α" not in t for t in unseen)


def test_a_title_that_states_a_value_is_a_leak():
    """Issue 45: lesson 01's code drew the tree titled "... a = 2" under the question asking for
    a's value; the guard reads the code and every title, and knows that form."""
    from gamelib.exercises import audit

    game, trace = _traced(minimax, "fig4_3")
    root = next(q for q in value_questions(trace, game) if q.node_label == "a")
    forms = audit.forms(root, "en")
    assert any(re.search(f, 'draw_tree(trace, title="Figure 4.3 after minimax: a = 2")') for f in forms)
    assert not any(re.search(f, 'draw_tree(trace, title="Figure 4.3 after minimax")') for f in forms)
    assert not any(re.search(f, "a = 25, ka = 2") for f in forms)


def test_a_reveal_makes_its_widgets_only_when_the_answers_are_shown():
    """Issue 51: a stepper built as an argument reaches the page over the kernel's messages
    before the question is answered; a Reveal makes it from a function, when it is shown."""
    import ipywidgets

    from gamelib.widgets import TreeStepper

    game, trace = _traced(minimax, "fig4_3")
    quiz = PredictValue(trace, game=game, lang="en")
    with pytest.raises(ValueError, match="give a function that makes it"):
        quiz.reveal(TreeStepper(trace, game=game))
    made = []

    def stepper():
        made.append(TreeStepper(trace, game=game))
        return made[-1]

    gate = quiz.reveal(lambda: stepper())
    assert made == [] and not gate.shown
    for _ in quiz.questions:                  # answered, right or wrong
        quiz.inputs["value"].value = "0"
        quiz.check.click()
        quiz.next.click()
    assert gate.shown and len(made) == 1 and isinstance(made[0], ipywidgets.Widget)
    later = PredictValue(trace, game=game, lang="en")   # a quiz may wait behind another
    assert PredictValue(trace, game=game).reveal(later).contents == (later,)
