"""JupyterLab in headless Chromium: every notebook runs, and the live widgets answer clicks."""

from __future__ import annotations

import pytest

from tests.browser.conftest import REPO
from tests.browser.lab_helpers import (first_board, open_lesson, open_notebook, run_all_cells,
                                       show_all_answers, take_lesson, wait_until)

NOTEBOOKS = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb"))


@pytest.fixture
def page(lab_page):
    """(These tests open their notebooks in the package's Lab page: see ``lab_window``.)"""
    return lab_page


#: tests that go on from a notebook as its test_notebook_runs_in_a_real_lab left it (opened and
#: run): each runs right after that test (tests/browser/conftest.py), and takes its page
GOES_ON_FROM = {
    "test_tree_stepper_answers_real_clicks": "test_notebook_runs_in_a_real_lab[02_alpha_beta.ipynb]",
    "test_tictactoe_board_answers_a_real_click_and_undo_restores_it":
        "test_notebook_runs_in_a_real_lab[05_exercises.ipynb]",
    "test_dodgem_board_moves_a_piece_and_shows_the_search":
        "test_notebook_runs_in_a_real_lab[04_dodgem.ipynb]",
    "test_othello_board_plays_a_real_click": "test_notebook_runs_in_a_real_lab[07_othello.ipynb]",
    "test_o_an_quan_board_sows_on_a_real_click": "test_notebook_runs_in_a_real_lab[06_o_an_quan.ipynb]",
    "test_caro_board_places_a_stone_and_the_engine_answers":
        "test_notebook_runs_in_a_real_lab[08_caro.ipynb]",
    # (its English case; the Vietnamese one opens its own)
    "test_practice_marks_a_typed_answer_and_keeps_the_score":
        "test_notebook_runs_in_a_real_lab[03_evaluation_functions.ipynb]",
}


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs_in_a_real_lab(page, lab, artifacts, name):
    state = open_lesson(page, lab, name)  # (kept for the test that goes on from it, if any)
    page.screenshot(path=str(artifacts / f"{name}.png"))
    assert state["errors"] == [], state["errors"]
    assert state["done"] == state["code"]
    assert state["widget_errors"] == 0, f"{state['widget_errors']} widgets failed to display"


def test_tree_stepper_answers_real_clicks(page, lab, artifacts):
    assert take_lesson(page, lab, "02_alpha_beta.ipynb")["errors"] == []
    show_all_answers(page)
    stepper = page.locator(".gl-stepper").first
    stepper.wait_for(timeout=60_000)
    stepper.scroll_into_view_if_needed()
    caption = stepper.locator(".gl-stepper-caption")
    caption.get_by_text("Start: the search is about to enter the root 1.").wait_for(timeout=15_000)
    tree = stepper.locator(".gl-stepper-tree")
    picture_before = tree.inner_html()

    stepper.locator(".gl-stepper-next").click()
    wait_until(page, caption, "el.innerText.includes('Enter node 1 (MAX)')", 15)
    page.wait_for_function("([el, before]) => el.innerHTML !== before",
                           arg=[tree.element_handle(), picture_before],
                           timeout=15_000)  # the tree picture was redrawn
    stepper.locator(".gl-stepper-last").click()
    wait_until(page, caption, "el.innerText.includes('Root 1 has value 10; best move: 3')", 15)
    stepper.screenshot(path=str(artifacts / "stepper-last-step.png"))
    assert stepper.locator("tr.gl-row-current").first.get_attribute("data-node") == "1"

    stepper.locator(".gl-stepper-first").click()  # back to where it started
    wait_until(page, caption, "el.innerText.includes('Start:')", 15)
    stepper.locator(".gl-stepper-lang button", has_text="Tiếng Việt").click()
    wait_until(page, caption, "el.innerText.includes('Bắt đầu')", 15)


def test_quiz_marks_an_answer_typed_in_the_browser(page, lab, artifacts):
    open_notebook(page, lab, "02_alpha_beta.ipynb")
    assert run_all_cells(page)["errors"] == []
    quiz = page.locator(".gl-quiz").first
    quiz.scroll_into_view_if_needed()
    quiz.locator(".gl-quiz-alpha input").fill("-7")
    quiz.locator(".gl-quiz-beta input").fill("inf")
    quiz.locator(".gl-quiz-check").click()
    feedback = quiz.locator(".gl-quiz-feedback")
    feedback.get_by_text("Correct").wait_for(timeout=15_000)
    quiz.screenshot(path=str(artifacts / "quiz-answered.png"))
    assert "Score: 1 of 1" in quiz.inner_text()


def test_tictactoe_board_answers_a_real_click_and_undo_restores_it(page, lab, artifacts):
    board = first_board(page, lab, "05_exercises.ipynb", ".gl-cell-4")
    centre = board.locator(".gl-cell-4")
    centre.click()
    wait_until(page, centre, "el.dataset.piece === 'X'", 15)
    # the AI (O) answers at once: some square now holds an O
    board.locator("[data-piece='O']").first.wait_for(timeout=15_000)
    board.screenshot(path=str(artifacts / "tictactoe-after-click.png"))
    board.locator(".gl-undo").click()
    wait_until(page, centre, "el.dataset.piece === ''", 15)
    assert board.locator("[data-piece='O']").count() == 0


def test_dodgem_board_moves_a_piece_and_shows_the_search(page, lab, artifacts):
    board = first_board(page, lab, "04_dodgem.ipynb", ".gl-cell-2-0")
    board.locator(".gl-cell-1-0").click()  # Black's piece on a2
    board.locator(".gl-cell-2-0").click()  # down to a1
    target = board.locator(".gl-cell-2-0")
    wait_until(page, target, "el.dataset.piece === 'black'", 15)
    board.locator(".gl-moves").get_by_text("a2-a1").wait_for(timeout=15_000)
    board.locator(".gl-show-search").click()
    board.locator(".gl-stepper").wait_for(timeout=30_000)
    board.locator(".gl-stepper-next").click()
    board.locator(".gl-stepper-board svg").first.wait_for(timeout=15_000)
    board.screenshot(path=str(artifacts / "dodgem-board-with-search.png"))
    board.locator(".gl-undo").click()
    wait_until(page, target, "el.dataset.piece === ''", 15)


def test_othello_board_plays_a_real_click(page, lab, artifacts):
    board = first_board(page, lab, "07_othello.ipynb", ".gl-cell-19")
    d3 = board.locator(".gl-cell-19")  # d3: row 3, column d
    d3.click()
    wait_until(page, d3, "el.dataset.piece === 'black'", 15)
    board.locator(".gl-status").get_by_text("medium: depth").wait_for(timeout=30_000)
    board.screenshot(path=str(artifacts / "othello-after-click.png"))
    board.locator(".gl-undo").click()
    wait_until(page, d3, "el.dataset.piece === '' && el.classList.contains('gl-hit-on')", 15)


def test_o_an_quan_board_sows_on_a_real_click(page, lab, artifacts):
    board = first_board(page, lab, "06_o_an_quan.ipynb", ".gl-cell-1")
    square = board.locator(".gl-cell-1")
    assert square.get_attribute("data-piece") == "5"
    square.click()
    board.locator(".gl-sow-1plus").click()  # the clockwise arrow drawn on square 1
    # square 1 was emptied (and perhaps sown into again)
    wait_until(page, square, "el.dataset.piece !== '5'", 30)
    board.locator(".gl-moves").get_by_text("1+").wait_for(timeout=30_000)
    board.screenshot(path=str(artifacts / "oanquan-after-click.png"))
    board.locator(".gl-undo").click()
    wait_until(page, square, "el.dataset.piece === '5'", 30)


def test_caro_board_places_a_stone_and_the_engine_answers(page, lab, artifacts):
    board = first_board(page, lab, "08_caro.ipynb", ".gl-cell-112")
    centre = board.locator(".gl-cell-112")  # h8 on 15×15
    centre.click()
    wait_until(page, centre, "el.dataset.piece === 'X'", 30)
    board.locator("[data-piece='O']").first.wait_for(timeout=30_000)
    board.screenshot(path=str(artifacts / "caro-after-click.png"))
    board.locator(".gl-undo").click()
    wait_until(page, centre, "el.dataset.piece === ''", 30)


@pytest.mark.parametrize("name, right, saved", [
    ("03_evaluation_functions.ipynb", "Right.", "kept in gamelib-scores.json"),
    ("vi/03_evaluation_functions.ipynb", "Đúng.", "đã lưu vào gamelib-scores.json"),
])
def test_practice_marks_a_typed_answer_and_keeps_the_score(page, lab, artifacts, name, right, saved):
    import json

    from gamelib.exercises.practice import lesson_questions

    assert take_lesson(page, lab, name)["errors"] == []
    practice = page.locator(".gl-practice").first
    practice.scroll_into_view_if_needed()
    practice.locator(".gl-practice-answer input").fill(str(lesson_questions("03")[0].answer))
    practice.locator(".gl-practice-check").click()
    practice.locator(".gl-practice-feedback").get_by_text(right).wait_for(timeout=15_000)
    assert saved in practice.inner_text()
    practice.screenshot(path=str(artifacts / f"practice-{name.replace('/', '-')}.png"))
    from gamelib.exercises.scores import score_path

    # one file for both editions, beside the English lessons
    scores = json.loads(score_path((lab["root"] / "notebooks" / name).parent).read_text())
    assert scores["lessons"]["03"]["practice"]["open-lines-1"]["correct"] is True
    page.set_viewport_size({"width": 420, "height": 900})
    practice.scroll_into_view_if_needed()
    practice.screenshot(path=str(artifacts / f"practice-{name.replace('/', '-')}-420.png"))
