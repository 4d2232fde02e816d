"""No answer before its question, in everything a browser exposes (issue 45, item 1).

The notebook tests read the executed lessons' code, outputs and widget state; here the lessons
run in a real JupyterLab and Voilà page, and the guard reads what the page itself exposes: the
rendered DOM (text, every attribute: tooltips, titles, ``aria-label``, ``alt``, SVG ``<title>``)
and Chromium's accessibility tree. The forms an answer would take are asked of the lesson's own
kernel (:func:`gamelib.exercises.audit.fingerprints`), so they are the questions that page asks.
"""

from __future__ import annotations

import json
import re
import time

import pytest

from tests.browser.lab_helpers import open_notebook, run_all_cells, show_all_answers

LESSONS = ["01_game_trees_and_minimax.ipynb", "02_alpha_beta.ipynb",
           "vi/01_game_trees_and_minimax.ipynb", "vi/02_alpha_beta.ipynb"]

#: the questions this kernel has asked, and the forms their answers would take
AUDIT = ("import json\nfrom gamelib.exercises import audit\n"
         "print(json.dumps(audit.fingerprints(), ensure_ascii=False))")

ASK_KERNEL = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    let text = '';
    const future = kernel.requestExecute({code, silent: false, store_history: false});
    future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') text += msg.content.text; };
    await future.done;
    return text;
}"""

#: everything the page shows or says about ``root``: its serialised DOM (every attribute, SVG
#: titles) and the text it renders
EXPOSED = """(selector) => {
    const root = document.querySelector(selector) || document.body;
    return [root.outerHTML, root.innerText];
}"""


def accessibility_names(page) -> list[str]:
    """The name, value and description of every node of Chromium's accessibility tree."""
    session = page.context.new_cdp_session(page)
    try:
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    said = []
    for node in nodes:
        for key in ("name", "value", "description"):
            value = (node.get(key) or {}).get("value")
            if isinstance(value, str) and value.strip():
                said.append(value)
    return said


def leaks(fingerprints: list[dict], texts: list[str]) -> list[str]:
    return [f"{f['question']} ({pattern})" for f in fingerprints for pattern in f["forms"]
            if any(re.search(pattern, text, re.S) for text in texts)]


def exposed(page, selector: str) -> list[str]:
    return page.evaluate(EXPOSED, selector) + accessibility_names(page)


@pytest.fixture(scope="module")
def asked() -> dict[str, list[dict]]:
    """The questions each lesson's kernel asked and their answers' forms, by lesson, as the Lab
    test below read them: the Voilà test of the same lesson reuses them (they are drawn from
    fixed seeds, so the same in every run) instead of running the lesson in Lab once more."""
    return {}


def wait_for_leaks(page, fingerprints: list[dict], timeout_s: float = 60) -> list[str]:
    """The answers the page exposes, once it exposes some (what a reveal shows arrives piece by
    piece); none if it still shows none after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while True:
        found = leaks(fingerprints, exposed(page, ".jp-NotebookPanel"))
        if found or time.monotonic() > deadline:
            return found
        page.wait_for_timeout(500)


@pytest.mark.parametrize("name", LESSONS)
def test_lab_exposes_no_answer_before_its_question(lab_page, lab, asked, name):
    page = lab_page
    open_notebook(page, lab, name)
    state = run_all_cells(page)
    assert state["errors"] == [] and state["widget_errors"] == 0, state
    page.wait_for_timeout(1500)  # (the last widgets' views)
    fingerprints = json.loads(page.evaluate(ASK_KERNEL, AUDIT))
    assert fingerprints, "the lesson asks questions: the guard must know their answers' forms"
    asked[name] = fingerprints
    found = leaks(fingerprints, exposed(page, ".jp-NotebookPanel"))
    assert not found, f"{name} shows answers before they are asked: {found[:3]}"
    # the guard can see an answer when one is shown: after "Show the answers now", some are
    show_all_answers(page)
    assert wait_for_leaks(page, fingerprints), \
        "the answers, once shown, must be visible to the guard (else it sees nothing)"


@pytest.mark.parametrize("name", ["01_game_trees_and_minimax.ipynb", "vi/02_alpha_beta.ipynb"])
def test_voila_exposes_no_answer_before_its_question(page, lab_page, lab, voila_server, asked, name):
    # the forms come from the same lesson run in Lab (the questions are drawn from fixed seeds):
    # the Lab test's, or (that test not run) read here
    fingerprints = asked.get(name)
    if fingerprints is None:
        open_notebook(lab_page, lab, name)
        assert run_all_cells(lab_page)["errors"] == []
        fingerprints = json.loads(lab_page.evaluate(ASK_KERNEL, AUDIT))
    assert fingerprints
    page.goto(f"{voila_server}voila/render/{name}", timeout=180_000)
    page.locator(".gl-reveal-now").first.wait_for(timeout=180_000)
    page.wait_for_timeout(1500)
    found = leaks(fingerprints, exposed(page, "body"))
    assert not found, f"{name} in Voilà shows answers before they are asked: {found[:3]}"
