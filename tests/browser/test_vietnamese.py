"""The Vietnamese edition in a real JupyterLab: the lesson's words and its board's words."""

from __future__ import annotations

import pytest

from tests.browser.lab_helpers import first_board, wait_until


@pytest.fixture
def page(lab_page):
    """(These tests open their notebooks in the package's Lab page: see ``lab_window``.)"""
    return lab_page


def test_a_vietnamese_lesson_and_its_board_speak_vietnamese(page, lab, artifacts):
    board = first_board(page, lab, "vi/11_play.ipynb", ".gl-cell-4")
    page.locator(".jp-RenderedMarkdown").get_by_text("Tất cả bàn cờ của môn học ở cùng một chỗ").wait_for(
        timeout=15_000)
    assert board.locator(".gl-new").inner_text().strip() == "Ván mới"
    assert board.locator(".gl-undo").inner_text().strip() == "Hoàn tác"
    assert "Lượt X (bạn)." in board.locator(".gl-status").inner_text()
    assert "bạn: hãy bấm vào bàn cờ" in board.locator(".gl-strength").inner_text()
    centre = board.locator(".gl-cell-4")
    centre.click()
    wait_until(page, centre, "el.dataset.piece === 'X'", 15)
    board.locator("[data-piece='O']").first.wait_for(timeout=15_000)  # the AI answered
    assert "Lượt X (bạn)." in board.locator(".gl-status").inner_text()
    board.screenshot(path=str(artifacts / "vi-tictactoe-after-click.png"))
