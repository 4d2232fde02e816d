"""The course's website without a browser: what the widgets put in a page, the answer keys, the
page script's arithmetic (against Python's, in Node when there is one) and the builder's
rewriting of executed notebooks. The browser test is tests/browser/test_site.py."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import nbformat
import pytest

from gamelib import MAX, lecture
from gamelib.cli import build_parser
from gamelib.course import site
from gamelib.exercises import window_questions
from gamelib.exercises.answer_keys import (answer_key, canonical_number, digest, number_keys,
                                           seal, unseal)
from gamelib.exercises.practice import LESSONS, lesson_questions
from gamelib.exercises.questions import parse_bound
from gamelib.search import Trace, alphabeta
from gamelib.search.trace import Enter
from gamelib.viz.site import SITE_ENV, SITE_MIME
from gamelib.viz.table import tree_table
from gamelib.widgets import Practice, PredictWindow, TreeStepper
from gamelib.widgets.site import pack, unpack

SCRIPT = Path(site.STATIC) / "gamelib-site.js"


def fig48(root: str = "min"):
    game = lecture.load("fig4_8", root=root)
    trace = Trace()
    alphabeta(game, game.initial_state(), trace=trace, player=MAX)
    return game, trace


def test_a_widget_carries_its_site_rendering_only_for_the_site(monkeypatch):
    game, trace = fig48()
    stepper = TreeStepper(trace, game=game)
    monkeypatch.delenv(SITE_ENV, raising=False)
    assert SITE_MIME not in stepper._repr_mimebundle_()
    monkeypatch.setenv(SITE_ENV, "1")
    bundle = stepper._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle  # Lab still gets the live widget
    assert bundle[SITE_MIME].startswith('<section class="gl-site-stepper"')


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_each_step_of_the_site_stepper_highlights_the_row_the_trace_gives(lang):
    game, trace = fig48()
    events = list(trace)
    page = TreeStepper(trace, game=game, lang=lang).site_html()
    frames = list(enumerate(unpack(page)))
    assert len(frames) == len(events) + 1
    entered = {e.node: e for e in events if isinstance(e, Enter)}
    for step, frame in frames[1:]:
        node = entered[events[int(step) - 1].node].state
        current = re.findall(r'<tr class="gl-row-current" data-node="([^"]+)"', frame)
        assert current == [node], f"step {step}"
        assert any(row.node == node for row in tree_table(game, events, step=int(step)))
    assert page.count("<style>") <= 2  # the table's style once, not once a step
    assert f'lang="{lang}"' in page
    # each piece of a step written once: the 40 steps of Figure 4.8 weigh little more than 4
    assert len(page) < 4 * max(len(frame) for _, frame in frames)


def test_packed_pages_come_back_as_they_were_and_cannot_end_their_script():
    pages = ["<p>a</p><!-- b --><i>x</i>", "<p>a</p></script><i>y</i>", "", "<p>a</p>"]
    packed = pack(pages)
    assert unpack(packed) == pages
    assert packed.count("</script>") == 1 and "<!--" not in packed


def test_the_quiz_page_holds_digests_and_sealed_explanations_not_answers():
    game, trace = fig48("max")
    quiz = PredictWindow(trace, game=game)
    page = quiz.site_html()
    keys = json.loads(re.search(r'<script type="application/json" class="gl-site-keys">(.*?)</script>', page)[1])
    questions = window_questions(trace, game)
    assert len(keys) == len(questions)
    for question, key in zip(questions, keys):
        alpha, beta = question.answer
        form = f"{canonical_number(alpha)}|{canonical_number(beta)}|{int(question.cut)}"
        assert [a["digest"] for a in key["accept"]] == [digest(key["salt"], form)]
        right = question.check(alpha, beta, question.cut, "en").message
        assert right not in page and unseal(key["accept"][0]["sealed"], form, key["salt"]) == right
        assert "Not quite" in unseal(key["wrong"], "", key["salt"])
    assert "Not quite" not in page and "Correct" not in page
    assert "Practice: checked in your browser" in page


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_practice_question_has_a_key_that_accepts_its_answer(lesson):
    for question in lesson_questions(lesson, "en"):
        key = answer_key(question, "en")
        if question.kind == "number" and question.tolerance:
            step = key["fields"][0]["step"]
            assert str(round(question.answer / step)) in number_keys(question.answer, question.tolerance)
        assert key["accept"] and all(len(a["digest"]) == 64 for a in key["accept"])


def test_a_reveal_keeps_its_contents_in_a_template_until_the_quiz_is_answered():
    game, trace = fig48("max")
    quiz = PredictWindow(trace, game=game)
    gate = quiz.reveal("<b>the answer: 10</b>", lambda: TreeStepper(trace, game=game))
    page = gate.site_html()
    assert f'data-quiz="{quiz.site_id}"' in page and f'id="{quiz.site_id}"' in quiz.site_html()
    outside = re.sub(r"<template>.*</template>", "", page, flags=re.S)
    assert "the answer: 10" not in outside and "gl-site-stepper" not in outside
    assert "the answer: 10" in page


def test_practice_quiz_offers_choices_as_radio_buttons_in_vietnamese():
    page = Practice("02", lang="vi", folder=None, keep_scores=False).site_html()
    page += "".join(unpack(page))  # (the questions are packed)
    assert 'type="radio"' in page and 'lang="vi"' in page and "Kiểm tra" in page


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")
def test_the_page_script_reads_hashes_and_unseals_as_python_does(tmp_path):
    """The browser's side of the answer keys, run in Node: the same digests, the same sealed
    text, numbers read as parse_bound reads them, written as canonical_number writes them."""
    inputs = ["−7", "-7", "0,76", "0.76", "1.234,5", "1,396", "∞", "+inf", "-∞", " 8 ", "zero", "3e2"]
    sealed = seal("Đúng: (α, β) = (−7, ∞).", "-7|inf|0", "s4lt")
    runner = tmp_path / "run.js"
    runner.write_text(
        "global.window = {}; global.document = {readyState: 'complete', querySelectorAll: () => []};\n"
        f"require({json.dumps(str(SCRIPT))});\n"
        "const s = window.gamelibSite, inputs = JSON.parse(process.argv[2]);\n"
        "const read = lang => inputs.map(t => { const v = s.readNumber(t, lang);"
        " return isNaN(v) ? null : s.canonicalNumber(v); });\n"
        "console.log(JSON.stringify({en: read('en'), vi: read('vi'),"
        " digest: s.digest('s4lt', '-7|inf|0'), unsealed: s.unseal(process.argv[3], '-7|inf|0', 's4lt'),"
        " step: s.canonicalNumber(0.7649, 0.0025)}));\n")
    done = subprocess.run(["node", str(runner), json.dumps(inputs), sealed], capture_output=True,
                          text=True, check=True)
    got = json.loads(done.stdout)
    for lang in ("en", "vi"):
        expected = []
        for text in inputs:
            try:
                expected.append(canonical_number(parse_bound(text, lang)))
            except ValueError:
                expected.append(None)
        assert got[lang] == expected, lang
    assert got["digest"] == digest("s4lt", "-7|inf|0")
    assert got["unsealed"] == "Đúng: (α, β) = (−7, ∞)."
    assert got["step"] in number_keys(0.76, 0.01)


def _executed(tmp_path: Path) -> nbformat.NotebookNode:
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    notebook.cells = [
        nbformat.v4.new_markdown_cell("**Next:** [3 · Evaluation](03_evaluation_functions.ipynb)"),
        nbformat.v4.new_code_cell("x", outputs=[
            nbformat.v4.new_output("display_data", data={
                "text/plain": "TreeStepper()", "application/vnd.jupyter.widget-view+json": {"model_id": "1"},
                SITE_MIME: '<section>steps</section><a href="#gl-notebook">open</a>'}),
            nbformat.v4.new_output("display_data", data={
                "text/plain": "Board()", "application/vnd.jupyter.widget-view+json": {"model_id": "2"}}),
            nbformat.v4.new_output("display_data", data={  # a second board: no second box
                "text/plain": "Board()", "application/vnd.jupyter.widget-view+json": {"model_id": "3"}}),
            nbformat.v4.new_output("display_data", data={  # finished before the page exists
                "text/plain": "ProgressBar(children=(IntProgress(value=12, max=12), HTML(value='12 / 12 games')))",
                "application/vnd.jupyter.widget-view+json": {"model_id": "4"}}),
            nbformat.v4.new_output("display_data", data={"text/html": '<a href="vi/02_alpha_beta.ipynb">vi</a>'}),
            nbformat.v4.new_output("stream", name="stderr", text="a warning"),
        ])]
    return notebook


def test_an_executed_notebook_becomes_a_page(tmp_path):
    notebook = _executed(tmp_path)
    site.page_notebook(notebook, "02_alpha_beta.ipynb", "en", ["00_index.ipynb", "02_alpha_beta.ipynb"])
    assert "widgets" not in notebook.metadata
    switch = notebook.cells[0].source
    assert 'href="vi/02_alpha_beta.html" hreflang="vi" lang="vi"' in switch
    assert "(03_evaluation_functions.html)" in notebook.cells[1].source
    outputs = [out["data"]["text/html"] for out in notebook.cells[2].outputs]
    link = site.notebook_link("02_alpha_beta.ipynb", "en")
    assert outputs[0] == f'<section>steps</section>{link}'
    assert 'href="02_alpha_beta.ipynb" download>Download the notebook (.ipynb)</a>' in link
    assert "<code>./run.sh lab</code>" in link  # what it gives, and how to run it
    assert "needs Python" in outputs[1] and link in outputs[1]
    assert outputs[2] == '<a href="vi/02_alpha_beta.html">vi</a>'
    assert len(outputs) == 3  # one box for both boards; no progress bar; no warning on stderr
    assert all(set(out["data"]) == {"text/html"} for out in notebook.cells[2].outputs)


def test_the_home_page_lists_the_lessons_for_the_navigation():
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_markdown_cell("# Map")]
    site.page_notebook(notebook, "00_index.ipynb", "vi", ["00_index.ipynb", "02_alpha_beta.ipynb"])
    assert 'href="../00_index.html" hreflang="en"' in notebook.cells[0].source
    assert "```{toctree}" in notebook.cells[-1].source and "02_alpha_beta" in notebook.cells[-1].source


def test_lessons_and_editions_are_checked_with_the_choices_named(tmp_path):
    assert site.lesson_names(["12", "00_index"]) == ["00_index.ipynb", "12_glossary.ipynb"]
    with pytest.raises(ValueError, match="no lesson 99; the lessons: 00, 01"):
        site.lesson_names(["99"])
    with pytest.raises(ValueError, match="unknown edition fr; the editions: en, vi"):
        site.build(tmp_path / "out", lessons=["00"], languages=["fr"])
    args = build_parser("site").parse_args(["site", "--out", "x", "--lessons", "00", "02",
                                            "--languages", "vi", "--jobs", "1"])
    assert (args.out, args.lessons, args.languages, args.jobs) == ("x", ["00", "02"], ["vi"], 1)
    with pytest.raises(SystemExit):
        build_parser("site").parse_args(["site", "--jobs", "0"])


def test_the_first_mention_of_a_glossary_term_links_to_its_row():
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_markdown_cell("## Alpha-beta pruning\nAlpha-beta pruning cuts a "
                                                    "game tree; the game tree again, `game tree`.")]
    lessons = ["00_index.ipynb", "02_alpha_beta.ipynb", "12_glossary.ipynb"]
    site.page_notebook(notebook, "02_alpha_beta.ipynb", "en", lessons)
    text = notebook.cells[1].source
    assert text.startswith("## Alpha-beta pruning\n[Alpha-beta pruning](12_glossary.html#term-alpha-beta-pruning) cuts a")
    assert text.count("#term-game-tree") == 1 and text.endswith("again, `game tree`.")
    glossary = nbformat.v4.new_notebook()
    glossary.cells = [nbformat.v4.new_code_cell("x", outputs=[nbformat.v4.new_output(
        "display_data", data={"text/html": __import__("gamelib.course", fromlist=["x"]).glossary_html("vi")})])]
    site.page_notebook(glossary, "12_glossary.ipynb", "vi", lessons)
    table = glossary.cells[1].outputs[0]["data"]["text/html"]
    assert "<tr id='term-game-tree'><td lang='vi'>cây trò chơi</td>" in table
    vietnamese = nbformat.v4.new_notebook()
    vietnamese.cells = [nbformat.v4.new_markdown_cell("Một cây trò chơi có gốc và lá.")]
    site.page_notebook(vietnamese, "01_game_trees_and_minimax.ipynb", "vi", lessons)
    assert vietnamese.cells[1].source == "Một [cây trò chơi](12_glossary.html#term-game-tree) có gốc và lá."


def test_what_only_lab_has_is_left_out_of_the_course_map(tmp_path):
    """No "Run All Cells", no name asked for, no scores kept, no code, and lessons named by
    their titles, not their files."""
    from gamelib.course import index_html

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_markdown_cell("# Map\nLook inside.\n\nRun the cells from top to bottom "
                                      "(**Run ▸ Run All Cells**). Nothing here needs the internet."),
        nbformat.v4.new_code_cell("HTML(course.index_html())", outputs=[nbformat.v4.new_output(
            "display_data", data={"text/html": index_html("vi")})]),
        nbformat.v4.new_markdown_cell("## Your name, once\nQuestions keep your first answers in "
                                      "`gamelib-scores.json`."),
        nbformat.v4.new_code_cell("StudentName()"),
        nbformat.v4.new_markdown_cell("Answer. Only your first answer counts; it is kept in "
                                      "`gamelib-scores.json` beside the lessons.")]
    site.page_notebook(notebook, "00_index.ipynb", "vi", ["00_index.ipynb", "02_alpha_beta.ipynb"])
    text = "\n".join(cell.source for cell in notebook.cells)
    assert "Run All Cells" not in text and "gamelib-scores.json" not in text and "StudentName" not in text
    assert "Các bài học dưới đây đã được chạy sẵn" in notebook.cells[1].source
    assert notebook.cells[-2].source == "Answer."
    assert "remove-input" in notebook.cells[2].metadata["tags"]
    table = notebook.cells[2].outputs[0]["data"]["text/html"]
    assert '<a href="02_alpha_beta.html">Thuật toán cắt tỉa Alpha-Beta</a>' in table
    assert "<th>Trang</th>" in table
    assert ".ipynb</a>" not in table


def test_the_cache_key_holds_gamelibs_data(tmp_path, monkeypatch):
    """An edited glossary term makes every executed lesson stale (the glossary's page showed
    the old text, with anchors from the new file)."""
    from gamelib.core.paths import data_dir

    data = tmp_path / "data"
    shutil.copytree(data_dir(), data)
    monkeypatch.setenv("GAMELIB_DATA", str(data))
    before = site._code_digest()
    terms = data / "glossary" / "terms.csv"
    terms.write_text(terms.read_text(encoding="utf-8").replace("game tree", "game-tree", 1), encoding="utf-8")
    assert site._code_digest() != before


def test_the_vietnamese_search_page_has_its_words_and_its_count():
    translations = site.search_translations("vi")
    data = json.loads(translations[translations.index("(") + 1:translations.rindex(")")])
    messages = data["messages"]
    assert messages["Search Results"] == "Kết quả tìm kiếm"
    assert "không dấu" in messages[next(k for k in messages if k.startswith("Your search did not match"))]
    assert messages[site.SEARCH_COUNT[0]] == ["Tìm xong: 1 trang khớp.", "Tìm xong: ${resultCount} trang khớp."]
    assert all(value for value in messages.values() if value == messages["Search Results"])


def test_the_second_edition_shares_the_first_editions_theme(tmp_path):
    root, vi = tmp_path / "site", tmp_path / "site" / "vi"
    for folder, own in ((root, "en"), (vi, "vi")):
        (folder / "_static" / "styles").mkdir(parents=True)
        (folder / "_static" / "styles" / "theme.css").write_text("body {}")
        (folder / "_static" / "documentation_options.js").write_text(f"LANGUAGE: '{own}'")
    (vi / "02.html").write_text('<link href="_static/styles/theme.css?digest=1">'
                                '<script src="_static/documentation_options.js"></script>')
    assert site.share_static(root, vi) == len("body {}")
    assert not (vi / "_static" / "styles").exists() and (vi / "_static" / "documentation_options.js").exists()
    assert (vi / "02.html").read_text() == ('<link href="../_static/styles/theme.css?digest=1">'
                                            '<script src="_static/documentation_options.js"></script>')
