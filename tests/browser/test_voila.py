"""The play notebook as a Voilà app: no code shown, and a real click plays."""

from __future__ import annotations


def test_voila_app_hides_the_code_and_the_board_answers_a_click(page, voila, artifacts):
    page.goto(voila, timeout=120_000)
    board = page.locator(".gl-board").first
    board.wait_for(timeout=120_000)  # Voilà runs the notebook before it shows it
    code_inputs = page.locator(".jp-CodeCell .jp-InputArea, .jp-CodeCell .jp-Editor")
    assert code_inputs.count() == 0 or not code_inputs.first.is_visible()
    assert "TicTacToeBoard(" not in page.inner_text("body")  # the code is hidden
    centre = board.locator(".gl-cell-4")
    centre.click()
    page.wait_for_function("(el) => el.dataset.piece === 'X'", arg=centre.element_handle(),
                           timeout=30_000)
    board.locator("[data-piece='O']").first.wait_for(timeout=30_000)  # the AI answered
    page.screenshot(path=str(artifacts / "voila-play.png"))
    board.locator(".gl-undo").click()
    page.wait_for_function("(el) => el.dataset.piece === ''", arg=centre.element_handle(),
                           timeout=30_000)
