"""The alpha-beta practice in a real browser (Voilà, headless Chromium): branches marked with the
keyboard alone and with the mouse, the answer checked and kept in the student's scores file,
nothing of the answer in the page before the check, and no axe-core violation.

Run it under the shared lock:
``flock /tmp/gamelib-heavy.lock pytest tests/browser/test_pruning_practice.py``.
"""

from __future__ import annotations

import json

import pytest

from gamelib.exercises import scores
from gamelib.exercises.pruning_practice import LESSON, EXERCISE, PruningProblem
from tests.browser.conftest import voila_serving
from tests.browser.test_accessibility import WCAG, axe_path

NOTEBOOK = {"cells": [{"cell_type": "markdown", "id": "t-0", "metadata": {},
                       "source": ["# Pruning practice"]},
                      {"cell_type": "code", "execution_count": None, "id": "t-1", "metadata": {},
                       "outputs": [], "source": [
                           "from gamelib.widgets.pruning_practice import PruningPractice\n",
                           "PruningPractice(level=1, lang='en')"]}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                        "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def _student_with_cuts() -> tuple[str, PruningProblem]:
    """A student whose first level-1 tree has at least two cuts (one for the keyboard, one for
    the mouse)."""
    for n in range(1, 200):
        problem = PruningProblem.for_student(f"Student {n}", 1, 1)
        if len(problem.solution.cuts) >= 2:
            return f"Student {n}", problem
    raise AssertionError("no such tree")


@pytest.fixture(scope="module")
def practice_app(tmp_path_factory, chromium):
    """Voilà serving a lessons folder holding one notebook with the practice, for a student
    whose name is kept there."""
    root = tmp_path_factory.mktemp("practice")
    name, problem = _student_with_cuts()
    scores.set_student_name(name, root)
    (root / "practice.ipynb").write_text(json.dumps(NOTEBOOK), encoding="utf-8")
    with voila_serving(root / "practice.ipynb", root, 120) as url:
        yield {"url": url, "root": root, "problem": problem}


ACTIVE = """() => { const el = document.activeElement;
    return el && el.classList && el.classList.contains('gl-hit') ? el.dataset.target : null; }"""
ROWS = """() => [...document.querySelectorAll('.gl-pp-board [role=row]')].map(
    row => [...row.querySelectorAll('.gl-hit')].map(hit => hit.dataset.target))"""


def _go_to(page, target: str) -> None:
    """Move the board's focus to branch ``target`` with the arrow keys alone."""
    rows = page.evaluate(ROWS)
    where = {name: (r, i) for r, row in enumerate(rows) for i, name in enumerate(row)}
    for _ in range(60):
        now = page.evaluate(ACTIVE)
        if now == target:
            return
        (r, i), (tr, ti) = where[now], where[target]
        page.keyboard.press("ArrowDown" if r < tr else "ArrowUp" if r > tr
                            else "ArrowRight" if i < ti else "ArrowLeft")
    raise AssertionError(f"the arrow keys did not reach {target}; at {page.evaluate(ACTIVE)}")


def _piece(page, name: str) -> str:
    return page.locator(f".gl-pp-board .gl-hit[data-target='{name}']").get_attribute("data-piece")


def test_branches_marked_by_keyboard_and_mouse_and_the_answer_checked(chromium, practice_app,
                                                                      artifacts):
    context = chromium.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        page.goto(practice_app["url"], timeout=180_000)
        page.locator(".gl-pp-board .gl-hit").first.wait_for(timeout=180_000)
        problem = practice_app["problem"]
        right = problem.right_answer()
        first, second, *rest = sorted(right.cuts, key=lambda e: problem.game.nodes.index(e[1]))
        assert str(problem.seed) in page.inner_text(".gl-pp-about")

        # the keyboard alone: Tab to the tree, arrows to a branch, Space marks, Enter clears
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate(ACTIVE):
                break
        assert page.evaluate(ACTIVE) == "1-2"
        label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        assert label == "branch from node 1 to node 2, not marked"
        page.keyboard.press("ArrowDown")
        assert page.evaluate(ACTIVE).startswith("2-")
        page.keyboard.press("ArrowUp")
        assert page.evaluate(ACTIVE) == "1-2"
        page.keyboard.press("ArrowRight")
        assert page.evaluate(ACTIVE) == "1-3"
        page.keyboard.press("Space")
        page.wait_for_function("() => document.querySelector(\".gl-hit[data-target='1-3']\")"
                               ".dataset.piece === 'pruned'", timeout=30_000)
        page.wait_for_function("() => document.querySelector('.gl-pp-board .gl-bv-live')"
                               ".textContent.includes('Branch 1 → 3 marked as pruned')",
                               timeout=30_000)
        assert page.evaluate(ACTIVE) == "1-3"  # the focus stays on the branch after the redraw
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector(\".gl-hit[data-target='1-3']\")"
                               ".dataset.piece === ''", timeout=30_000)
        name = f"{first[0]}-{first[1]}"
        _go_to(page, name)
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => document.querySelector(\".gl-hit[data-target='{name}']\")"
                               ".dataset.piece === 'pruned'", timeout=30_000)

        # the mouse: a click marks, a second click clears, a third marks again
        for edge in [second, second, second, *rest]:
            hit = page.locator(f".gl-pp-board .gl-hit[data-target='{edge[0]}-{edge[1]}']")
            before = hit.get_attribute("data-piece")
            hit.click()
            page.wait_for_function("([el, was]) => el.dataset.piece !== was",
                                   arg=[hit.element_handle(), before], timeout=30_000)
        assert all(_piece(page, f"{p}-{c}") == "pruned" for p, c in right.cuts)

        # nothing of the answer in the page before the check
        body = page.content()
        assert "gl-abtable" not in body and "missed" not in body and "right: pruned" not in body

        for node, text in right.windows.items():
            page.locator(f".gl-pp-row-{node} input").fill(text)
        page.locator(".gl-pp-move button", has_text=f"to node {right.move}").click()
        if (path := axe_path()) is not None:  # every WCAG 2.1 A/AA rule axe-core checks
            page.add_script_tag(path=str(path))
            found = page.evaluate("async (tags) => (await axe.run(document, {runOnly: "
                                  "{type: 'tag', values: tags}})).violations.map(v => v.id + ': '"
                                  " + v.nodes.map(n => n.target.join(' ')).join(', '))", WCAG)
            assert found == [], found
        # the root's value typed and checked at machine speed (issue 51): the value checked is
        # the one typed, not the keystrokes the kernel had seen when the click came in
        page.locator(".gl-pp-value input").focus()
        page.keyboard.type(right.value)
        page.locator(".gl-pp-check").click()
        page.locator(".gl-pp-feedback", has_text="All right").wait_for(timeout=60_000)
        assert page.locator(".gl-pp-value input").input_value() == right.value
        page.locator(".gl-pp-solution .gl-abtable").wait_for(timeout=30_000)
        verdict = page.locator(f".gl-hit[data-target='{name}']").get_attribute("aria-label")
        assert verdict.endswith("marked as pruned, right: pruned")
        page.screenshot(path=str(artifacts / "pruning-practice.png"), full_page=True)
        kept = scores.load(practice_app["root"])[LESSON][EXERCISE]
        assert len(kept) == 3 and all(record["correct"] for record in kept.values())
    finally:
        context.close()
