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
    headers = {"Authorization": f"token {lab['token']}"}
    with urllib.request.urlopen(urllib.request.Request(f"{lab['url']}/api/sessions",
                                                       headers=headers), timeout=30) as response:
        sessions = json.load(response)
    for session in sessions:
        request = urllib.request.Request(f"{lab['url']}/api/sessions/{session['id']}",
                                         headers=headers, method="DELETE")
        urllib.request.urlopen(request, timeout=30).close()


def open_notebook(page, lab: dict, name: str) -> None:
    """Open ``name`` in Lab on a fresh kernel and wait until the kernel is ready."""
    shut_down_kernels(lab)
    # ?reset: start from an empty workspace, not the tabs an earlier test left open
    page.goto(f"{lab['url']}/lab/tree/{name}?reset&token={lab['token']}")
    page.wait_for_function("(name) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
                           " return w && w.context && w.context.path === name && w.sessionContext; }",
                           arg=name, timeout=90_000)
    page.wait_for_function("() => { const s = window.jupyterapp.shell.currentWidget.sessionContext;"
                           " return s.session && s.session.kernel && s.session.kernel.status === 'idle'; }",
                           timeout=90_000)
    # The widget manager asks the new kernel for its widgets when it connects; widgets created
    # while that answer is on its way can be lost ("Error displaying widget: model not found",
    # jupyter-widgets/ipywidgets#3549).  Our own request is answered after the manager's.
    page.evaluate("async () => { const k = window.jupyterapp.shell.currentWidget.sessionContext"
                  ".session.kernel; await k.requestCommInfo({target_name: 'jupyter.widget'}); }")
    page.wait_for_timeout(1000)


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


def first_board(page, lab: dict, name: str, square: str):
    """Open notebook ``name``, run it without errors, and return its first board, in view,
    once the ``square`` selector inside it has rendered (the cells are run once more if it has
    not within a minute: the front end's race above can lose a child widget too)."""
    open_notebook(page, lab, name)
    for attempt in (1, 2):
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


def show_all_answers(page, timeout_s: float = 120) -> None:
    """Press every "Show the answers now", one at a time: lessons 01 and 02 keep their searched
    trees, tables and steppers behind their questions (gamelib.widgets.reveal) until they are
    answered. Each press waits for the page to be still and for its button to go (the kernel
    hides it once the contents are out), so the next button is pressed where it finally is."""
    for _ in range(100):
        wait_until_still(page)
        button = page.locator(".gl-reveal-now:visible").first
        if button.count() == 0:
            return
        handle = button.element_handle(timeout=timeout_s * 1000)
        handle.click(timeout=timeout_s * 1000)
        handle.wait_for_element_state("hidden", timeout=timeout_s * 1000)
    raise AssertionError("more than 100 'Show the answers now' buttons, or they keep coming back")
