"""Drive a notebook in a real JupyterLab page through Lab's own command registry."""

from __future__ import annotations

import time

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


def open_notebook(page, lab: dict, name: str) -> None:
    """Open ``name`` in Lab and wait until its kernel is ready."""
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
