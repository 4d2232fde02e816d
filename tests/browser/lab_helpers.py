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


def run_all_cells(page, timeout_s: float = 120) -> dict:
    """Run every cell and wait until each code cell has run and the kernel is idle."""
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    deadline = time.monotonic() + timeout_s
    state = None
    while time.monotonic() < deadline:
        state = page.evaluate(NOTEBOOK_STATE)
        if state and (state["errors"] or (state["done"] == state["code"] and state["status"] == "idle")):
            return state
        time.sleep(0.5)
    raise TimeoutError(f"the notebook did not finish within {timeout_s} s: {state}")


def first_board(page, lab: dict, name: str):
    """Open notebook ``name``, run it without errors, and return its first board, in view."""
    open_notebook(page, lab, name)
    assert run_all_cells(page)["errors"] == []
    board = page.locator(".gl-board").first
    board.scroll_into_view_if_needed()
    return board


def wait_until(page, locator, condition: str, timeout_s: float = 30) -> None:
    """Wait until ``condition``, a JavaScript expression in ``el``, holds for the element."""
    page.wait_for_function(f"(el) => {condition}", arg=locator.element_handle(),
                           timeout=timeout_s * 1000)
