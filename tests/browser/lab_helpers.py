"""Drive a notebook in a real JupyterLab page through Lab's own command registry."""

from __future__ import annotations

import json
import time
import urllib.request

NOTEBOOK_STATE = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    if (!panel || !panel.content || !panel.content.model || !panel.sessionContext.session) return null;
    const cells = panel.content.model.cells;
    let code = 0, done = 0;
    const errors = [];
    for (let i = 0; i < cells.length; i++) {
        const cell = cells.get(i);
        if (cell.type !== 'code') continue;
        code += 1;
        if (cell.executionCount !== null) done += 1;
        for (let j = 0; j < cell.outputs.length; j++) {
            const out = cell.outputs.get(j);
            if (out.type === 'error') errors.push(`cell ${i}: ${out.toJSON().ename}: ${out.toJSON().evalue}`);
        }
    }
    const kernel = panel.sessionContext.session.kernel;
    return {code, done, errors, status: kernel ? kernel.status : 'none'};
}"""


def shut_down_kernels(lab: dict) -> None:
    """End every kernel session on the server, so a notebook opens on a fresh kernel and the
    kernels of earlier tests do not pile up on a 2-core machine."""
    lab["generation"] = lab.get("generation", 0) + 1  # (a kept lesson's kernel is gone now)
    headers = {"Authorization": f"token {lab['token']}"}
    with urllib.request.urlopen(urllib.request.Request(f"{lab['url']}/api/sessions",
                                                       headers=headers), timeout=30) as response:
        sessions = json.load(response)
    for session in sessions:
        request = urllib.request.Request(f"{lab['url']}/api/sessions/{session['id']}",
                                         headers=headers, method="DELETE")
        urllib.request.urlopen(request, timeout=30).close()


# Close every dialog and every tab of Lab's main area without asking to save (autosave is off: the copies served
# are never written), and put the file browser back as the page first showed it.
CLOSE_ALL = """async (left) => {
    const app = window.jupyterapp;
    for (const button of document.querySelectorAll('.jp-Dialog .jp-mod-reject')) button.click();
    for (const w of [...app.shell.widgets('main')]) {
        if (w.context && w.context.model) w.context.model.dirty = false;
        w.dispose();
    }
    if (left !== null && app.shell.leftCollapsed !== left) {
        if (left) app.shell.collapseLeft(); else app.shell.expandLeft();
    }
}"""

# Lab is up in this page (and not being left for another page)
LAB_READY = "() => !!(window.jupyterapp && window.jupyterapp.shell && window.__glLeft !== undefined)"


def lab_is_loaded(page, lab: dict) -> bool:
    """Whether ``page`` shows this server's JupyterLab, loaded by :func:`open_notebook`."""
    if not page.url.startswith(f"{lab['url']}/lab"):
        return False
    try:
        return bool(page.evaluate(LAB_READY))
    except Exception:  # (a page navigating, or closed)
        return False


def open_notebook(page, lab: dict, name: str) -> None:
    """Open ``name`` in Lab on a fresh kernel and wait until the kernel is ready.

    A page already showing Lab (a test's earlier notebook, or an earlier test's on a page kept
    for the package) closes its tabs and opens the notebook with Lab's own command: loading
    Lab afresh costs a few seconds of the browser's time, opening a notebook in it much less."""
    if lab_is_loaded(page, lab):
        page.evaluate("() => { window.__glKept = null; }")
        page.evaluate(CLOSE_ALL, page.evaluate("() => window.__glLeft"))
        shut_down_kernels(lab)
        page.evaluate("async (name) => { const app = window.jupyterapp;"
                      " const w = await app.commands.execute('docmanager:open', {path: name, factory: 'Notebook'});"
                      " app.shell.activateById(w.id); }", name)
    else:
        shut_down_kernels(lab)
        # ?reset: start from an empty workspace, not the tabs an earlier test left open
        page.goto(f"{lab['url']}/lab/tree/{name}?reset&token={lab['token']}")
    page.wait_for_function("(name) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
                           " return w && w.context && w.context.path === name && w.sessionContext; }",
                           arg=name, timeout=90_000)
    page.evaluate("() => { if (window.__glLeft === undefined)"
                  " window.__glLeft = window.jupyterapp.shell.leftCollapsed; }")
    page.wait_for_function("() => { const s = window.jupyterapp.shell.currentWidget.sessionContext;"
                           " return s.session && s.session.kernel && s.session.kernel.status === 'idle'; }",
                           timeout=90_000)
    # The widget manager asks the new kernel for its widgets when it connects; widgets created
    # while that answer is on its way can be lost ("Error displaying widget: model not found",
    # jupyter-widgets/ipywidgets#3549).  Our own request is answered after the manager's.
    page.evaluate("async () => { const k = window.jupyterapp.shell.currentWidget.sessionContext"
                  ".session.kernel; await k.requestCommInfo({target_name: 'jupyter.widget'}); }")
    page.wait_for_timeout(1000)
    # (Lab opens its launcher when its main area empties: only the notebook stays, in front)
    page.evaluate("(name) => { const app = window.jupyterapp;"
                  " for (const w of [...app.shell.widgets('main')])"
                  "   if (!(w.context && w.context.path === name)) w.dispose();"
                  " const nb = [...app.shell.widgets('main')][0];"
                  " if (app.shell.currentWidget !== nb) app.shell.activateById(nb.id); }", name)


def open_lesson(page, lab: dict, name: str, *, sidebar: bool = False, reveal: bool = False) -> dict:
    """``name`` open and run in ``page`` (with the file browser open if ``sidebar``, and every
    answer shown if ``reveal``), for tests that only read it: a page that already holds it so
    (an earlier test's, left as it was found) is used as it is, else it is opened and run
    afresh. The run's state (:func:`run_all_cells`). A test that changes the page must put back
    what it changed, or use :func:`open_notebook`; a failed test's page is never reused."""
    size = page.viewport_size
    key = json.dumps([name, sidebar, reveal, size["width"], size["height"], lab.get("generation", 0)])
    if lab_is_loaded(page, lab) and page.evaluate("() => window.__glKept || null") is not None:
        kept = json.loads(page.evaluate("() => window.__glKept"))
        if kept["key"] == key:
            return kept["state"]
    open_notebook(page, lab, name)
    if sidebar:
        page.evaluate("() => window.jupyterapp.shell.expandLeft()")
    state = run_all_cells(page)
    if state["errors"] == [] and state["widget_errors"] == 0 and reveal:
        show_all_answers(page)
    key = json.dumps([name, sidebar, reveal, size["width"], size["height"], lab.get("generation", 0)])
    page.evaluate("(kept) => { window.__glKept = kept; }", json.dumps({"key": key, "state": state}))
    return state


WIDGET_ERROR = "Error displaying widget"


def run_all_cells(page, timeout_s: float = 120) -> dict:
    """Run every cell and wait until each code cell has run and the kernel is idle.

    The state also counts widgets the page failed to display.  If some did, the cells are run
    once more (the front end's known race above) and the second count is the one returned.
    """
    state = _run_all_once(page, timeout_s)
    if state["widget_errors"]:
        state = _run_all_once(page, timeout_s)
    return state


def _run_all_once(page, timeout_s: float) -> dict:
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    time.sleep(0.5)  # let the command clear the first outputs
    deadline = time.monotonic() + timeout_s
    state = None
    while time.monotonic() < deadline:
        state = page.evaluate(NOTEBOOK_STATE)
        if state and (state["errors"] or (state["done"] == state["code"] and state["status"] == "idle")):
            state["widget_errors"] = page.get_by_text(WIDGET_ERROR).count()
            return state
        time.sleep(0.5)
    raise TimeoutError(f"the notebook did not finish within {timeout_s} s: {state}")


def take_lesson(page, lab: dict, name: str) -> dict:
    """``name`` run in ``page`` as :func:`open_lesson` gives it, for a test that then changes it:
    the page is not given to another test as it is. The run's state."""
    state = open_lesson(page, lab, name)
    page.evaluate("() => { window.__glKept = null; }")
    return state


def first_board(page, lab: dict, name: str, square: str):
    """Notebook ``name`` run without errors (as the test of its run left it, or opened and run
    afresh: :func:`take_lesson`), and its first board, in view, once the ``square`` selector
    inside it has rendered (the cells are run once more if it has not within a minute: the
    front end's race above can lose a child widget too)."""
    state = take_lesson(page, lab, name)
    for attempt in (1, 2):
        if attempt == 2:
            state = run_all_cells(page)
        assert state["errors"] == [] and state["widget_errors"] == 0, state
        board = page.locator(".gl-board").first
        try:
            board.locator(square).wait_for(timeout=60_000)
            break
        except Exception:
            if attempt == 2:
                raise
    board.scroll_into_view_if_needed()
    return board


def wait_until(page, locator, condition: str, timeout_s: float = 30) -> None:
    """Wait until ``condition``, a JavaScript expression in ``el``, holds for the element."""
    page.wait_for_function(f"(el) => {condition}", arg=locator.element_handle(),
                           timeout=timeout_s * 1000)


PAGE_SIZE = """() => [document.getElementsByTagName('*').length,
    (document.querySelector('#rendered_cells') || document.documentElement).scrollHeight]"""


def wait_until_still(page, still_s: float = 1.5, timeout_s: float = 90) -> bool:
    """Wait until the page stops growing (as many elements and as tall for ``still_s``): widgets
    render after the cells ran, and what a reveal shows arrives piece by piece, moving whatever is
    below it. True once still; False if it still grew after ``timeout_s`` (the caller's next
    action then has its own timeout and says what it waited for)."""
    deadline = time.monotonic() + timeout_s
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        size = page.evaluate(PAGE_SIZE)
        if size != last:
            last, since = size, time.monotonic()
        elif time.monotonic() - since >= still_s:
            return True
        time.sleep(0.25)
    return False


# Press every "Show the answers now" on the page now (a click on each: what a person's click
# sends), marking each: how many.
PRESS_REVEALS = """() => { const shown = (b) => b.getClientRects().length > 0
        && getComputedStyle(b).visibility !== 'hidden';
    const buttons = [...document.querySelectorAll('.gl-reveal-now')].filter(shown);
    for (const b of buttons) { b.dataset.glPressed = '1'; b.click(); }
    return buttons.length; }"""

# every button pressed has gone (the kernel hides it once the contents are out)
PRESSED_GONE = """() => [...document.querySelectorAll('.gl-reveal-now[data-gl-pressed]')]
    .every(b => b.getClientRects().length === 0)"""


def show_all_answers(page, timeout_s: float = 120) -> None:
    """Press every "Show the answers now": lessons 01 and 02 keep their searched trees, tables
    and steppers behind their questions (gamelib.widgets.reveal) until they are answered.
    The buttons on the page are pressed together (each one's click, as a person's, sent to
    the kernel), then the page waits for every one of them to go (the kernel hides it once the
    contents are out) and to be still; buttons that what was shown brought are pressed the
    same way, until none is left."""
    for _ in range(20):
        wait_until_still(page)
        if not page.evaluate(PRESS_REVEALS):
            return
        page.wait_for_function(PRESSED_GONE, timeout=timeout_s * 1000)
    raise AssertionError("'Show the answers now' buttons keep coming back after 20 rounds")
