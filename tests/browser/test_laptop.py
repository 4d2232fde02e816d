"""A lesson on a 1366×768 laptop with JupyterLab's file browser open (issue 45, items 2 and 3).

A student with the sidebar open sees the Figure 4.8 stepper's tree and its α/β table together
at every step; answers a quiz whose boxes and "Check" fit one screen, typing with the keyboard;
plays Ô ăn quan from the keyboard without the focus ever leaving the board; and axe-core finds
nothing wrong in gamelib's own widgets in Lab (Lab's own chrome is not ours to mend).
Both editions, English and Vietnamese. Screenshots land in test-artifacts/browser/.
"""

from __future__ import annotations

import pytest

from tests.browser.lab_helpers import (open_lesson, open_notebook, run_all_cells,
                                       show_all_answers)
from tests.browser.test_accessibility import AXE_RUN, WCAG, axe_path

EDITIONS = [("", "en"), ("vi/", "vi")]
# (module scope: pytest runs each edition's tests together, so the tests that only read lesson 02
# with its answers shown use the one page open_lesson keeps, in either language)
BY_EDITION = pytest.mark.parametrize("folder, lang", EDITIONS, scope="module")


def open_with_sidebar(page, lab: dict, name: str) -> None:
    """Open ``name`` with the file browser open, run it, and show what its quizzes hold back."""
    open_notebook(page, lab, name)
    page.evaluate("() => window.jupyterapp.shell.expandLeft()")
    state = run_all_cells(page)
    assert state["errors"] == [] and state["widget_errors"] == 0, state


# Where a box is on the screen, and whether all of it is inside the window.
RECT = """(el) => { const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
            inside: r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5
                    && r.bottom <= innerHeight + 0.5}; }"""

# The stepper's tree region and table on the screen, and whether the current node's halo (or,
# before the first step, the root) is inside the tree region's visible part.
STEPPER_SEEN = """(stepper) => {
    const rect = (el) => { const r = el.getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
    const inside = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5
                          && r.bottom <= innerHeight + 0.5;
    const region = stepper.querySelector('.gl-stepper-tree .gl-scroll');
    const table = stepper.querySelector('.gl-stepper-table table');
    const svg = region.querySelector('svg');
    let mark = svg.querySelector('circle[fill="#ffb703"][r="27"]');
    if (!mark) mark = svg.querySelector('g > title').parentNode;
    const box = rect(region), node = rect(mark), t = rect(table);
    const nodeSeen = node.left >= box.left - 0.5 && node.right <= box.right + 0.5
                     && node.top >= box.top - 0.5 && node.bottom <= box.bottom + 0.5;
    return {tree: box, table: t, treeIn: inside(box), tableIn: inside(t), nodeSeen,
            overlap: !(t.left >= box.right - 1 || t.top >= box.bottom - 1),
            caption: stepper.querySelector('.gl-stepper-caption').innerText}; }"""


#: the next frame has been drawn (what a widget's helper does "on the next frame" is done)
NEXT_FRAME = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


@BY_EDITION
def test_the_figure_4_8_stepper_fits_a_laptop_at_every_step(laptop, lab, artifacts, folder, lang):
    """Lesson 02's stepper, scrolled to its top: the tree (with the current node in view) and
    the α/β table both inside the 1366×768 window with the sidebar open, from the first step
    to the last, the table never over the tree."""
    page = laptop
    state = open_lesson(page, lab, f"{folder}02_alpha_beta.ipynb", sidebar=True, reveal=True)
    assert state["errors"] == [] and state["widget_errors"] == 0, state
    assert page.evaluate("() => window.jupyterapp.shell.leftCollapsed") is False
    stepper = page.locator(".gl-stepper").first
    stepper.locator(".gl-stepper-tree svg").wait_for(timeout=60_000)
    total = int(float(stepper.locator(".gl-stepper-slider").evaluate(
        "el => el.querySelector('[role=slider]').getAttribute('aria-valuemax')")))
    assert total == 43, total  # Figure 4.8, White at the root: 43 events
    stepper.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(800)
    assert stepper.locator(".gl-stepper-first").is_disabled()  # it opens at step 0
    caption = stepper.locator(".gl-stepper-caption")
    start = caption.inner_text()
    for step in range(total + 1):
        if step:
            before = caption.inner_text()
            stepper.locator(".gl-stepper-next").click()
            page.wait_for_function("([el, before]) => el.innerText !== before",
                                   arg=[caption.element_handle(), before], timeout=15_000)
            page.evaluate(NEXT_FRAME)  # the region follows the node on the next frame
        seen = stepper.evaluate(STEPPER_SEEN)
        if step in (0, 1, total // 2, total):
            page.screenshot(path=str(artifacts / f"laptop-{lang}-02-stepper-step{step}.png"))
        assert seen["treeIn"] and seen["tableIn"], (step, seen)
        assert seen["nodeSeen"], (step, seen)
        assert not seen["overlap"], (step, seen)
    # back to step 0, as the page was found (the axe test reads this page too)
    stepper.locator(".gl-stepper-first").click()
    page.wait_for_function("([el, start]) => el.innerText === start",
                           arg=[caption.element_handle(), start], timeout=15_000)
    stepper.locator(".gl-stepper-first").wait_for(state="attached")
    page.wait_for_function("(el) => el.disabled", arg=stepper.locator(".gl-stepper-first").element_handle(),
                           timeout=15_000)


# -- axe-core in JupyterLab: nothing wrong in what gamelib draws ---------------------------------
# Each violation's elements that lie inside a cell's output (everything a lesson's cells show is
# gamelib's: widgets, trees, tables); Lab's own chrome (menus, file browser) is left out.
AXE_IN_OUTPUTS = """async (tags) => {
    const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}});
    const ours = [];
    for (const v of result.violations) {
        const nodes = v.nodes.filter(n => { const el = document.querySelector(n.target[0]);
            return el && el.closest('.jp-OutputArea-output'); });
        if (nodes.length) ours.push({rule: v.id, count: nodes.length,
            where: nodes.slice(0, 3).map(n => n.target.join(' ').slice(-120) + ': '
                                              + (n.failureSummary || '').split('\\n')[1])});
    }
    return {ours, lab: result.violations.filter(v => !ours.some(o => o.rule === v.id)).map(v => v.id)};
}"""


@pytest.mark.parametrize("lesson", ["02_alpha_beta.ipynb", "05_exercises.ipynb"])
@BY_EDITION
def test_axe_finds_nothing_in_gamelibs_widgets_in_lab(laptop, lab, artifacts, folder, lang, lesson):
    """Lessons 02 (quiz, stepper, tables, with the answers shown) and 05 (the boards, the search
    comparison) in Lab at 1366×768 with the file browser open: axe-core's WCAG 2.1 A/AA rules
    find nothing in any cell's output."""
    script = axe_path()
    if script is None:
        pytest.skip("axe-core is not installed (./run.sh test installs it from npm)")
    page = laptop
    state = open_lesson(page, lab, f"{folder}{lesson}", sidebar=True, reveal=True)
    assert state["errors"] == [] and state["widget_errors"] == 0, state
    if lesson.startswith("02"):
        page.locator(".gl-stepper").nth(1).locator(".gl-stepper-tree svg").wait_for(timeout=60_000)
    else:
        page.locator(".gl-compare-yours svg").first.wait_for(timeout=60_000)
        page.locator(".gl-board-view .gl-hit").first.wait_for(timeout=60_000)
    page.wait_for_timeout(1500)  # the names given by AccessibleNames, once the layout settled
    page.add_script_tag(path=str(script))
    found = page.evaluate(AXE_IN_OUTPUTS, WCAG)
    assert found["ours"] == [], found


@BY_EDITION
def test_a_quiz_fits_one_screen_and_is_answered_with_key_presses(laptop, lab, artifacts, folder, lang):
    """Lesson 02's first quiz, scrolled to its question: the question, the tree, the α and β
    boxes and "Check" are all on the screen; Tab reaches the boxes, the keys type the answer,
    and Enter on "Check" marks it right."""
    page = laptop
    open_with_sidebar(page, lab, f"{folder}02_alpha_beta.ipynb")
    quiz = page.locator(".gl-quiz").first
    quiz.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(600)
    page.screenshot(path=str(artifacts / f"laptop-{lang}-02-quiz.png"))
    for part in (".gl-quiz-question", ".gl-quiz .gl-scroll", ".gl-quiz-alpha input",
                 ".gl-quiz-beta input", ".gl-quiz-check"):
        where = quiz.locator(part).first.evaluate(RECT) if part != ".gl-quiz .gl-scroll" else \
            page.locator(part).first.evaluate(RECT)
        assert where["inside"], (part, where)
    # the keyboard alone: into the tree's region, then Tab to α, type, Tab to β, type
    quiz.locator(".gl-scroll").first.focus()
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('.gl-quiz-alpha')"):
            break
    assert page.evaluate("() => !!document.activeElement.closest('.gl-quiz-alpha')")
    page.keyboard.type("-7")
    page.keyboard.press("Tab")
    assert page.evaluate("() => !!document.activeElement.closest('.gl-quiz-beta')")
    page.keyboard.type("inf")
    for _ in range(4):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('.gl-quiz-check')"):
            break
    typed = {"alpha": quiz.locator(".gl-quiz-alpha input").input_value(),
             "beta": quiz.locator(".gl-quiz-beta input").input_value(),
             "focus": page.evaluate("() => document.activeElement.className")}
    assert typed["alpha"] == "-7" and typed["beta"] == "inf" and "gl-quiz-check" in typed["focus"], typed
    page.keyboard.press("Enter")
    right = "Correct" if lang == "en" else "Đúng"
    try:
        quiz.locator(".gl-quiz-feedback").get_by_text(right).wait_for(timeout=30_000)
    except Exception:
        page.screenshot(path=str(artifacts / f"FAILED-laptop-{lang}-02-quiz.png"))
        raise AssertionError((typed, quiz.inner_text()))
    assert quiz.locator(".gl-quiz-alpha input").input_value() == "-7"
    page.screenshot(path=str(artifacts / f"laptop-{lang}-02-quiz-answered.png"))
    assert ("Score: 1 of 1" if lang == "en" else "Điểm: 1 / 1") in quiz.inner_text()


def settle(page, condition: str, arg, timeout_s: float = 30) -> bool:
    """Wait until ``condition`` (JavaScript, given ``arg``) holds: True; False if it still did
    not after ``timeout_s`` (the assertion that follows then says what was wrong)."""
    try:
        page.wait_for_function(condition, arg=arg, timeout=timeout_s * 1000)
        return True
    except Exception:
        return False


# -- Ô ăn quan from the keyboard: the focus never leaves the board -------------------------------
HIT = """(board) => { const el = document.activeElement;
    return {inBoard: board.querySelector('.gl-board-view').contains(el),
            body: el === document.body,
            name: el.dataset ? el.dataset.target || null : null,
            layer: el.dataset ? el.dataset.layer || null : null,
            on: !!(el.classList && el.classList.contains('gl-hit-on')),
            label: el.getAttribute ? el.getAttribute('aria-label') : null,
            live: board.querySelector('.gl-bv-live').textContent,
            moves: board.querySelector('.gl-moves').innerText}; }"""


@BY_EDITION
def test_o_an_quan_played_from_the_keyboard_keeps_the_focus_on_the_board(laptop, lab, artifacts,
                                                                         folder, lang):
    """Lesson 06's board against the AI: three sowings with Enter, an arrow and Enter; after
    each (the stones sown one by one, the AI's answer sown too) the focus is still on a square
    of the board, and the live region said the selection, the cancel and the moves."""
    page = laptop
    open_with_sidebar(page, lab, f"{folder}06_o_an_quan.ipynb")
    board = page.locator(".gl-board:has(.gl-clockwise)").first
    board.locator(".gl-cell-3").wait_for(timeout=60_000)
    board.evaluate("el => el.scrollIntoView({block: 'start'})")
    # the one focus the test sets: the board's "New game" button; from there, keys only
    board.locator(".gl-new").focus()
    for _ in range(60):
        page.keyboard.press("Shift+Tab")
        if board.evaluate(HIT)["inBoard"]:
            break
    seen = board.evaluate(HIT)
    assert seen["inBoard"] and seen["name"], seen
    said = {"en": ("Its moves", "Selection cancelled", "A played"),
            "vi": ("Các nước đi từ đây", "Đã bỏ chọn", "A đi")}[lang]
    for sowing in range(1, 4):
        for key in ["ArrowRight"] * 6 + ["ArrowLeft"] * 6:  # to a square that can be sown
            if board.evaluate(HIT)["on"]:
                break
            page.keyboard.press(key)
        square = board.evaluate(HIT)
        assert square["on"] and square["layer"] == "0", (square, board.evaluate(
            "b => [...b.querySelectorAll('.gl-hit-on')].map(h => h.dataset.target)"),
            board.locator(".gl-status").inner_text())
        page.keyboard.press("Enter")
        page.wait_for_function("(b) => document.activeElement.dataset.layer === '1' && "
                               f"b.querySelector('.gl-bv-live').textContent.includes({said[0]!r})",
                               arg=board.element_handle(), timeout=15_000)
        if sowing == 1:  # Escape drops the square, and says so; the focus goes back to it
            page.keyboard.press("Escape")
            page.wait_for_function("(b) => b.querySelector('.gl-bv-live').textContent.includes("
                                   f"{said[1]!r}) && document.activeElement.dataset.layer === '0'",
                                   arg=board.element_handle(), timeout=15_000)
            page.keyboard.press("Enter")
            page.wait_for_function("() => document.activeElement.dataset.layer === '1'", timeout=15_000)
        page.keyboard.press("ArrowRight")
        arrow = board.evaluate(HIT)
        assert arrow["inBoard"] and arrow["layer"] == "1", arrow
        page.keyboard.press("Enter")
        # sown, answered by the AI, sown again, and told: "A played 3+. B played 9-. A to move"
        page.wait_for_function(
            f"(b) => {{ const live = b.querySelector('.gl-bv-live').textContent;"
            f" return live.includes({said[2] + ' ' + arrow['name']!r}) && live.includes('B'); }}",
            arg=board.element_handle(), timeout=120_000)
        page.wait_for_timeout(300)
        after = board.evaluate(HIT)
        # and the board shows the position the status tells, not a frame of the sowing
        assert board.evaluate("b => b.querySelector('.gl-bv-svg').classList.contains('gl-bv-playing')") is False
        if sowing == 1:
            page.screenshot(path=str(artifacts / f"laptop-{lang}-06-oanquan-sowed.png"))
        assert after["inBoard"] and not after["body"] and after["name"], (sowing, after)
        if after["live"].count(" ") and ("wins" in after["live"] or "thắng" in after["live"]):
            break
    # Undo pressed from the keyboard until there is nothing left to undo: the button turns
    # disabled under the focus, and the focus goes to the board, not to the page's <body>
    board.locator(".gl-undo").focus()
    for _ in range(6):
        if board.locator(".gl-undo").is_disabled():
            break
        moves = board.locator(".gl-moves").inner_text()
        page.keyboard.press("Enter")
        settle(page, "([b, moves]) => b.querySelector('.gl-undo').disabled"
                     " || b.querySelector('.gl-moves').innerText !== moves",
               [board.element_handle(), moves])
    assert board.locator(".gl-undo").is_disabled()
    settle(page, "(b) => b.querySelector('.gl-board-view').contains(document.activeElement)"
                 " && !!document.activeElement.dataset.target", board.element_handle())
    back = board.evaluate(HIT)
    assert back["inBoard"] and back["name"], back


# -- no label cut: the clock's words whole, on a laptop and at 200 % zoom ------------------------
CUT_LABELS = """() => { const out = [];
    for (const label of document.querySelectorAll('.gl-board .widget-label')) {
        if (!label.offsetParent || !label.textContent.trim()) continue;
        const style = getComputedStyle(label);
        const wide = label.scrollWidth > label.clientWidth + 1;
        const tall = label.scrollHeight > label.clientHeight + 1;
        if ((wide || tall) && style.overflow !== 'visible')
            out.push(`${label.textContent}: ${label.scrollWidth}x${label.scrollHeight} in ${label.clientWidth}x${label.clientHeight}`);
        const box = label.getBoundingClientRect(), panel = label.closest('.gl-board').getBoundingClientRect();
        if (box.right > panel.right + 1) out.push(`${label.textContent}: past the board's right edge`);
    }
    return out; }"""


@BY_EDITION
def test_no_board_label_is_cut_on_a_laptop_or_at_200_percent(laptop, chromium, lab, artifacts,
                                                              folder, lang):
    """Lesson 11's boards in Lab, at 1366×768 with the file browser open and at 200 % zoom (683
    CSS px at device scale 2, the file browser closed): every label of every board's panel shows
    all its words -- the clock's "(0: none)" / "(0: không tính giờ)" too."""
    for width, height, scale, sidebar in ((1366, 768, 1, True), (683, 384, 2, False)):
        # the laptop: the package's Lab page; 200 %: a page of its own (a device scale is the
        # browser context's)
        context = None if scale == 1 else chromium.new_context(
            viewport={"width": width, "height": height}, device_scale_factor=scale)
        page = laptop if context is None else context.new_page()
        try:
            open_notebook(page, lab, f"{folder}11_play.ipynb")
            if sidebar:
                page.evaluate("() => window.jupyterapp.shell.expandLeft()")
            state = run_all_cells(page)
            assert state["errors"] == [], state
            page.locator(".gl-board-view .gl-cell-112").first.wait_for(timeout=120_000)
            clock = page.locator(".gl-board .gl-clock .widget-label").first
            clock.scroll_into_view_if_needed()
            page.wait_for_timeout(500)
            page.screenshot(path=str(artifacts / f"labels-{lang}-{width}.png"))
            whole = {"en": "your clock: seconds a move (0: none)",
                     "vi": "đồng hồ của bạn: giây mỗi nước (0: không tính giờ)"}[lang]
            assert clock.inner_text().replace("\n", " ").strip() == whole
            assert page.evaluate(CUT_LABELS) == []
        finally:
            if context is not None:
                context.close()


# -- the night before the exam: lesson 02's practice by keyboard in Lab (issue 51, items 4, 5) ----
CELL = "() => window.jupyterapp.shell.currentWidget.content.activeCellIndex"
FOCUS = """() => { const el = document.activeElement;
    return {cls: (el.className || '').toString(), role: el.getAttribute && el.getAttribute('role'),
            level: el.getAttribute && el.getAttribute('aria-level'),
            label: el.getAttribute && (el.getAttribute('aria-label') || el.textContent),
            body: el === document.body}; }"""
# the smallest number on the practice's board, in px on the screen
SMALLEST = """(board) => { const svg = board.querySelector('.gl-bv-svg');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return Math.min(...[...svg.querySelectorAll('text')].map(
        t => parseFloat(t.getAttribute('font-size')) * scale)); }"""


def test_the_practice_by_keyboard_in_lab_and_nothing_of_an_answer_sent_early(laptop, lab, artifacts):
    """Lesson vi/02 in Lab at 1366×768 with the file browser open, as the student revising the
    night before the exam meets it: the kernel's messages carry none of the steppers kept
    behind the quizzes until their answers are shown; the stepper's tree and the practice's
    tree walked by the arrow keys as WAI-ARIA trees (Lab's cells stay where they are); the
    level menu changed by the arrow keys in Lab, the tree numbers not skipping, no number on
    the board under 11 px at any level; a value typed and checked at once is the value
    checked, 10 of 10; and after Check by keyboard the focus is still on Check."""
    page = laptop
    received: list[bytes] = []

    def listen(socket) -> None:
        socket.on("framereceived", lambda payload: received.append(
            payload.encode() if isinstance(payload, str) else bytes(payload)))

    page.on("websocket", listen)
    try:
        practice_by_keyboard(page, lab, artifacts, received)
    finally:
        page.remove_listener("websocket", listen)


def practice_by_keyboard(page, lab: dict, artifacts, received: list[bytes]) -> None:
    """The test above, once the page listens to the kernel's messages (into ``received``)."""
    open_with_sidebar(page, lab, "vi/02_alpha_beta.ipynb")
    practice = page.locator(".gl-pruning-practice").first
    practice.locator(".gl-pp-board .gl-hit").first.wait_for(timeout=60_000)
    before = b"".join(received)
    assert received and b"gl-pp-board" in before  # (the frames are read: the practice is there)
    assert b"gl-stepper" not in before, "a stepper behind a quiz reached the page unanswered"

    # -- the stepper's tree as a WAI-ARIA tree, once its answers are shown ----------------------
    show_all_answers(page)
    assert b"gl-stepper" in b"".join(received)
    stepper = page.locator(".gl-stepper").first
    stepper.locator(".gl-stepper-next").click()
    tree = stepper.locator(".gl-stepper-outline [role=tree]")
    tree.wait_for(timeout=30_000)
    cell = page.evaluate(CELL)
    tree.locator("[role=treeitem][tabindex='0']").focus()
    assert page.evaluate(FOCUS)["level"] == "1"
    page.keyboard.press("ArrowRight")          # to the first child
    child = page.evaluate(FOCUS)
    assert child["role"] == "treeitem" and child["level"] == "2", child
    assert "độ sâu 1" in child["label"] and "MIN" in child["label"], child
    page.keyboard.press("ArrowDown")           # the next node shown: its first child (depth 2)
    assert page.evaluate(FOCUS)["level"] == "3"
    page.keyboard.press("ArrowLeft")           # an open node: closed
    page.keyboard.press("ArrowLeft")           # a closed one: to its parent
    closed = page.evaluate(FOCUS)
    assert closed["level"] == "2" and tree.locator("[aria-expanded=false]").count() == 1
    assert page.evaluate(CELL) == cell, "Lab's command mode took the tree's arrow keys"
    snapshot = tree.aria_snapshot()
    assert "- tree" in snapshot and "treeitem" in snapshot, snapshot

    # -- the practice: the level menu by the arrow keys, the tree numbers, the board's numbers ---
    practice.evaluate("el => el.scrollIntoView({block: 'start'})")
    about = practice.locator(".gl-pp-about")
    menu = practice.locator(".gl-pp-level select")
    menu.focus()
    cell = page.evaluate(CELL)                 # (the practice's cell: the focus is in it)
    smallest = {}
    for level in range(1, 6):
        if level > 1:
            page.keyboard.press("ArrowDown")
        page.wait_for_function("([el, n]) => el.innerText.includes('cấp độ ' + n + ' ·')",
                               arg=[about.element_handle(), level], timeout=30_000)
        assert "cây thứ 1 ·" in about.inner_text(), about.inner_text()
        page.wait_for_timeout(300)
        smallest[level] = practice.locator(".gl-pp-board").evaluate(SMALLEST)
        if level == 2:
            practice.locator(".gl-pp-board").screenshot(path=str(artifacts / "laptop-vi-02-practice-level2.png"))
    assert page.evaluate(CELL) == cell, "Lab's command mode took the menu's arrow keys"
    assert all(px >= 11 - 0.05 for px in smallest.values()), smallest
    for level in range(4, 0, -1):
        page.keyboard.press("ArrowUp")
        page.wait_for_function("([el, n]) => el.innerText.includes('cấp độ ' + n + ' ·')",
                               arg=[about.element_handle(), level], timeout=30_000)
    assert "cây thứ 1 ·" in about.inner_text()  # back at level 1: the same tree, not tree 2

    # -- the practice's tree walked by keys, a branch marked from it ------------------------------
    outline = practice.locator(".gl-pp-outline [role=tree]")
    outline.locator("[role=treeitem][tabindex='0']").focus()
    page.keyboard.press("ArrowDown")
    node = page.evaluate(FOCUS)
    assert node["level"] == "2" and "nhánh từ đỉnh 1: chưa đánh dấu" in node["label"], node
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.textContent"
                           ".includes('đã đánh dấu là bị cắt tỉa')", timeout=30_000)
    branch = practice.locator(".gl-hit[data-target='1-2']")
    assert branch.get_attribute("data-piece") == "pruned"
    page.keyboard.press("Enter")               # cleared again
    page.wait_for_function("() => document.activeElement.textContent"
                           ".includes('chưa đánh dấu')", timeout=30_000)
    assert page.evaluate(CELL) == cell

    # -- ten trees: a row, a move, the value typed and Check pressed at machine speed -------------
    check = practice.locator(".gl-pp-check")
    value = practice.locator(".gl-pp-value input")
    for attempt in range(1, 11):
        if attempt > 1:
            practice.locator(".gl-pp-new").click()
            page.wait_for_function("([el, n]) => el.innerText.includes('cây thứ ' + n + ' ·')",
                                   arg=[about.element_handle(), attempt], timeout=30_000)
            page.wait_for_function("(el) => !el.disabled && el.value === ''",
                                   arg=value.element_handle(), timeout=30_000)
        practice.locator(".gl-pp-row-1 input").fill("-∞,∞")
        practice.locator(".gl-pp-move button").first.click()
        value.focus()
        page.keyboard.type("-8")              # no pause between the keys and the check
        if attempt % 2:
            check.click()
        else:                                  # by keyboard: Tab over the moves to Check, Enter
            for _ in range(6):
                page.keyboard.press("Tab")
                if "gl-pp-check" in page.evaluate(FOCUS)["cls"]:
                    break
            page.keyboard.press("Enter")
        page.wait_for_function("(el) => el.disabled", arg=value.element_handle(), timeout=30_000)
        assert value.input_value() == "-8", (attempt, value.input_value(),
                                             practice.locator(".gl-pp-feedback").inner_text())
        if attempt % 2 == 0:
            page.wait_for_timeout(300)
            focus = page.evaluate(FOCUS)
            assert "gl-pp-check" in focus["cls"] and not focus["body"], (attempt, focus)
    page.screenshot(path=str(artifacts / "laptop-vi-02-practice-checked.png"))
    from gamelib.exercises import scores

    kept = [scores.load(path.parent) for path in lab["root"].rglob(scores.SCORE_FILE)]
    roots = {key: record.get("answer", "") for each in kept for key, record in
             each.get("02", {}).get("pruning-practice", {}).items() if key.endswith("-root")}
    assert len(roots) == 10 and all("value -8;" in a for a in roots.values()), roots
