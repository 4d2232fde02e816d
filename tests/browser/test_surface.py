"""What a student sees, at three window widths, in JupyterLab and in the Voilà app.

Every board square lies inside the window and takes a click, no piece is a font glyph, the
pieces are drawn the same size in Lab and Voilà, and the stepper's controls, tree and current
table row fit one 1400×900 screen together.  Screenshots land in test-artifacts/browser/.
"""

from __future__ import annotations

import pytest

from tests.browser.lab_helpers import open_notebook, run_all_cells, show_all_answers

WIDTHS = (1400, 1000, 420)

# Every square of every board on the page: is it inside the window and inside every box that
# clips it, and does a square that takes clicks get the click (nothing drawn over it)?
CHECK_BOARDS = """async () => {
    const problems = [];
    const width = document.documentElement.clientWidth;
    const clips = (el) => {
        const boxes = [];
        for (let a = el.parentElement; a; a = a.parentElement) {
            const style = getComputedStyle(a);
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') boxes.push(a);
        }
        return boxes;
    };
    const views = [...document.querySelectorAll('.gl-board-view')];
    for (const [v, view] of views.entries()) {
        view.scrollIntoView({block: 'start'});
        await new Promise(r => requestAnimationFrame(r));
        const hits = [...view.querySelectorAll('.gl-hit')];
        if (!hits.length) problems.push(`board ${v}: no squares`);
        const boxes = clips(view);
        for (const hit of hits) {
            let r = hit.getBoundingClientRect();
            if (r.left < -0.5 || r.right > width + 0.5)
                problems.push(`board ${v} ${hit.dataset.target}: outside the window (${r.left}-${r.right} of ${width})`);
            for (const box of boxes) {
                const b = box.getBoundingClientRect();
                if (r.left < b.left - 0.5 || r.right > b.right + 0.5)
                    problems.push(`board ${v} ${hit.dataset.target}: clipped by ${box.className}`);
            }
            if (hit.classList.contains('gl-hit-on')) {
                if (r.top < 0 || r.bottom > window.innerHeight) {
                    hit.scrollIntoView({block: 'center'});
                    await new Promise(r => requestAnimationFrame(r));
                    r = hit.getBoundingClientRect();
                }
                const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
                if (top !== hit) problems.push(`board ${v} ${hit.dataset.target}: a click lands on ${top && top.className && top.className.baseVal !== undefined ? top.className.baseVal : top && top.className}`);
            }
        }
        const glyphs = [...view.querySelectorAll('text')].map(t => t.textContent)
            .filter(t => /[●○◯⬤·]/.test(t) || t === 'X' || t === 'O');
        if (glyphs.length) problems.push(`board ${v}: pieces drawn as text: ${glyphs}`);
    }
    const labels = [...document.querySelectorAll('.gl-board .widget-label, .gl-board button, .gl-board select')]
        .filter(l => l.offsetParent && l.scrollWidth > l.clientWidth + 1)
        .map(l => l.innerText || l.value);
    const measure = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('.gl-board select')) {
        if (!select.offsetParent || select.selectedIndex < 0) continue;
        measure.font = getComputedStyle(select).font;
        const words = select.options[select.selectedIndex].text;
        if (measure.measureText(words).width > select.clientWidth - 22) labels.push(words);
    }
    if (labels.length) problems.push(`labels cut short: ${labels}`);
    return {boards: views.length, problems: problems.slice(0, 30)};
}"""

PIECE_SIZE = """() => {
    const rect = (sel) => { const r = document.querySelector(sel).getBoundingClientRect();
                            return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; };
    const views = document.querySelectorAll('.gl-board-view');
    const inside = (i, sel) => { const r = views[i].querySelector(sel).getBoundingClientRect();
                                 return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; };
    return {tictactoe: inside(0, '.gl-cell-4'), othello: inside(3, '.gl-cell-19'),
            caro: inside(4, '.gl-cell-112')};
}"""


def _lab_page(chromium, width: int, height: int = 900):
    context = chromium.new_context(viewport={"width": width, "height": height})
    return context, context.new_page()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("notebook", ["11_play.ipynb", "vi/11_play.ipynb"])  # longer Vietnamese words
def test_every_board_fits_and_takes_clicks_in_lab(lab_sized, lab, artifacts, width, notebook):
    page = lab_sized(width)
    open_notebook(page, lab, notebook)
    if width < 800:  # as a person would on a narrow screen: close the file browser
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    state = run_all_cells(page)
    assert state["errors"] == [] and state["widget_errors"] == 0, state
    page.locator(".gl-board-view .gl-cell-112").first.wait_for(timeout=60_000)
    result = page.evaluate(CHECK_BOARDS)
    page.locator(".gl-board-view").nth(3).scroll_into_view_if_needed()
    edition = "vi-" if notebook.startswith("vi/") else ""
    page.screenshot(path=str(artifacts / f"lab-play-{edition}{width}.png"))
    assert result["boards"] == 5 and result["problems"] == [], result
    assert page.locator(".gl-board button.gl-square").count() == 0


@pytest.mark.parametrize("width", WIDTHS)
def test_every_board_fits_and_takes_clicks_in_voila(chromium, voila, artifacts, width):
    context, page = _lab_page(chromium, width)
    try:
        page.goto(voila, timeout=120_000)
        page.locator(".gl-board-view .gl-cell-112").first.wait_for(timeout=120_000)
        result = page.evaluate(CHECK_BOARDS)
        page.locator(".gl-board-view").nth(3).scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"voila-play-{width}.png"))
        assert result["boards"] == 5 and result["problems"] == [], result
    finally:
        context.close()


def test_pieces_are_drawn_the_same_size_in_lab_and_voila(chromium, lab_sized, lab, voila):
    sizes = {}
    for where in ("lab", "voila"):
        # Lab: the package's Lab page; Voilà: a page of its own
        context, page = (None, lab_sized(1400)) if where == "lab" else _lab_page(chromium, 1400)
        try:
            if where == "lab":
                open_notebook(page, lab, "11_play.ipynb")
                assert run_all_cells(page)["errors"] == []
            else:
                page.goto(voila, timeout=120_000)
            page.locator(".gl-board-view .gl-cell-112").first.wait_for(timeout=120_000)
            sizes[where] = page.evaluate(PIECE_SIZE)
        finally:
            if context is not None:
                context.close()
    assert sizes["lab"] == sizes["voila"], sizes
    assert sizes["lab"]["othello"][0] >= 50  # a square (and its disc) at its full size


def test_the_stepper_fits_one_screen_while_stepping(lab_sized, lab, artifacts):
    page = lab_sized(1400, 900)
    open_notebook(page, lab, "02_alpha_beta.ipynb")
    assert run_all_cells(page)["errors"] == []
    show_all_answers(page)  # (lesson 02's steppers wait behind its window quiz)
    stepper = page.locator(".gl-stepper").first
    stepper.wait_for(timeout=60_000)
    stepper.evaluate("el => el.scrollIntoView({block: 'start'})")
    heights = set()
    for _ in range(12):
        stepper.locator(".gl-stepper-next").click()
        page.wait_for_timeout(150)
        heights.add(round(stepper.bounding_box()["height"]))
    page.wait_for_timeout(500)
    stepper.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(artifacts / "stepper-1400x900.png"))
    viewport = page.viewport_size
    for part in (".gl-stepper-next", ".gl-stepper-tree svg", "tr.gl-row-current"):
        box = stepper.locator(part).first.bounding_box()
        assert box is not None, part
        assert box["y"] >= 0 and box["y"] + min(box["height"], 400) <= viewport["height"], (part, box)
        assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 1, (part, box)
    assert len(heights) == 1, f"the stepper changed height while stepping: {heights}"
