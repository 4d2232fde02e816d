"""The Vietnamese edition (issue 13): the two editions never drift, every word shown has both
languages, and the Vietnamese lessons run and speak Vietnamese."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from gamelib import i18n
from gamelib.course import lessons

ROOT = Path(__file__).resolve().parent.parent
PLOTS = {"plot_lines", "plot_score_bars", "plot_cross_table", "plot_node_counts", "plot_scores",
         "plot_heat_map", "draw_tree", "draw_mcts", "TreeStepper", "boards_html", "records_html",
         "grid_html"}


def test_the_editions_agree():
    """Every markdown cell translated from its current English, every generated notebook fresh
    (python -m gamelib lessons --build), no Vietnamese notebook without an English one."""
    assert lessons.problems() == []


def _bare_code(cell) -> list[tuple[int, str]]:
    """A code cell's tokens without its comments and its strings' words."""
    import io
    import tokenize

    tokens = tokenize.generate_tokens(io.StringIO("".join(cell["source"])).readline)
    return [(t.type, "" if t.type == tokenize.STRING else t.string) for t in tokens
            if t.type not in (tokenize.COMMENT, tokenize.NL)]


@pytest.mark.parametrize("english", lessons.english_notebooks(), ids=lambda p: p.name)
def test_same_cells_same_code(english):
    """The same cells in the same order; code cells identical but for the language cell and the
    titles a student reads in the code."""
    vi = json.loads((lessons.EDITION / english.name).read_text(encoding="utf-8"))["cells"]
    en = json.loads(english.read_text(encoding="utf-8"))["cells"]
    assert vi[[c["id"] for c in vi].index("vi-language")]["cell_type"] == "code"
    vi = [c for c in vi if c["id"] != "vi-language"]
    assert [(c["id"], c["cell_type"]) for c in vi] == [(c["id"], c["cell_type"]) for c in en]
    for a, b in zip(en, vi):
        if lessons.translated(a) and a["cell_type"] == "code":  # an exercise template's words
            assert _bare_code(a) == _bare_code(b) and a["source"] != b["source"], a["id"]
        elif a["cell_type"] == "code":  # the same, but for its titles in Vietnamese
            assert "".join(b["source"]) == lessons.code_in_language("".join(a["source"]), "vi")
            assert _bare_code(a) == _bare_code(b), a["id"]
        else:
            assert a["source"] != b["source"] or not "".join(a["source"]).strip(), a["id"]


def test_a_stale_translation_is_caught(tmp_path, monkeypatch):
    """Change one English sentence and the check names the cell."""
    copy = tmp_path / "notebooks"
    (copy / "translations").mkdir(parents=True)
    (copy / "vi").mkdir()
    source = lessons.english_notebooks()[1]
    data = json.loads(source.read_text())
    cell = next(c for c in data["cells"] if c["cell_type"] == "markdown")
    cell["source"] = ["A different sentence.\n"]
    (copy / source.name).write_text(json.dumps(data))
    (copy / "translations" / lessons.translation_path(source).name).write_text(
        lessons.translation_path(source).read_text())
    monkeypatch.setattr(lessons, "NOTEBOOKS", copy)
    monkeypatch.setattr(lessons, "TRANSLATIONS", copy / "translations")
    monkeypatch.setattr(lessons, "EDITION", copy / "vi")
    found = lessons.problems()
    assert any(f"cell {cell['id']}: the English changed" in p for p in found)
    assert any("is missing" in p for p in found)


def test_every_catalogue_entry_has_both_languages():
    for english, vietnamese in i18n.CATALOGUE.items():
        assert english.strip() and vietnamese.strip(), english
        assert set(re.findall(r"{(\w+)", english)) == set(re.findall(r"{(\w+)", vietnamese)), english


def test_a_context_tells_apart_one_english_wording_with_two_translations():
    assert i18n.tr("[lecture] MAX", "en") == i18n.tr("MAX", "en") == "MAX"
    assert i18n.tr("[lecture] MAX", "vi") == "MAX, đỉnh Trắng" != i18n.tr("MAX", "vi")
    with pytest.warns(i18n.MissingWord, match="add it to gamelib/i18n/catalogue.py"):
        assert i18n.tr("a phrase nobody wrote {n}", "vi", n=2) == "a phrase nobody wrote 2"


def _phrases_in_code() -> set[str]:
    """Every tr("...") literal in gamelib, the sentences of its tables of words (module-level
    ``*_WORDS`` and ``*_NOTES``, which code picks from by a kind), and the fixed words the
    boards offer."""
    found = set()
    for path in (ROOT / "gamelib").rglob("*.py"):
        if path.parent.name == "i18n":  # the catalogue and its mechanism
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "tr" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
                elif isinstance(first, ast.IfExp):
                    found |= {b.value for b in (first.body, first.orelse)
                              if isinstance(b, ast.Constant)}
                elif isinstance(first, ast.Subscript) and isinstance(first.value, ast.Dict):
                    found |= {v.value for v in first.value.values}
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id.endswith(("_WORDS", "_NOTES"))
                    for t in node.targets):
                keys = {id(c) for key in getattr(node.value, "keys", ()) if key is not None
                        for c in ast.walk(key)}  # (a kind, or a tuple of them, picks a sentence)
                found |= {c.value for c in ast.walk(node.value) if isinstance(c, ast.Constant)
                          and isinstance(c.value, str) and id(c) not in keys}
    return found


def test_every_word_in_the_code_is_in_the_catalogue():
    missing = sorted(p for p in _phrases_in_code() if p not in i18n.CATALOGUE)
    assert not missing, "add " + "; ".join(f"{p!r} to {_words_file_of(p)}" for p in missing)


def _words_file_of(phrase: str) -> str:
    """Where a phrase of gamelib's code is added: the words.py of the one game folder whose
    code alone shows it, else the catalogue of the words every game shares."""
    games = ROOT / "gamelib" / "games"
    showing = [path for path in (ROOT / "gamelib").rglob("*.py")
               if repr(phrase)[1:-1] in path.read_text(encoding="utf-8")]
    folders = {path.relative_to(games).parts[0] for path in showing
               if path.is_relative_to(games) and path.parent != games}
    if len(folders) == 1 and all(path.parent.parent == games for path in showing):
        return f"gamelib/games/{folders.pop()}/words.py"
    return i18n.words_file("gamelib")


def test_every_board_menu_and_player_word_is_in_the_catalogue():
    from gamelib.widgets.boards import board as make_board, playable

    for name in playable():
        board = make_board(name)
        words = set(board.kinds) | set(board.evaluations) | set(board.strength_words().values())
        missing = sorted(w for w in words if w not in i18n.CATALOGUE)
        assert not missing, (f"{type(board).__name__}: add to gamelib/games/{name}/words.py: "
                             f"{missing}")


def _shown_literals(code: str) -> set[str]:
    """Words a lesson's code hands to a picture or table: titles, labels, series, headers."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(code)):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", ""))
        if name in ("tr", "label") and node.args and isinstance(node.args[0], ast.Constant):
            found.add(node.args[0].value)
        if name not in PLOTS:
            continue
        for keyword in node.keywords:
            if keyword.arg in ("title", "ylabel") and isinstance(keyword.value, ast.Constant):
                found.add(keyword.value.value)
        for arg in node.args[1:]:
            if name == "grid_html" and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
            if isinstance(arg, ast.List):
                found |= {e.value for e in arg.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
        for sub in ast.walk(node):
            if isinstance(sub, ast.Dict):
                for key, value in zip(sub.keys, sub.values):
                    if name == "records_html" and isinstance(key, ast.Constant):
                        found.add(key.value)
                    if isinstance(key, ast.Constant) and key.value in ("name", "against") and \
                            isinstance(value, ast.Constant):
                        found.add(value.value)
    return {f for f in found if isinstance(f, str) and re.search("[A-Za-z]", f)}


@pytest.mark.parametrize("english", lessons.english_notebooks(), ids=lambda p: p.name)
def test_the_words_a_lesson_shows_are_in_the_catalogue(english):
    code = "\n".join("".join(c["source"]) for c in json.loads(english.read_text())["cells"]
                     if c["cell_type"] == "code")
    missing = sorted(w for w in _shown_literals(code) if w not in i18n.CATALOGUE)
    assert not missing, f"{english.name}: add to {i18n.words_file('lessons')}: {missing}"


def test_widgets_follow_the_language_of_the_lesson():
    from gamelib.widgets import OthelloBoard, TreeStepper
    from gamelib import lecture
    from gamelib.search import Trace, alphabeta

    i18n.set_language("vi")
    try:
        board = OthelloBoard()
        assert board.new_game.description == "Ván mới" and board.side_kind["BLACK"].description == "Đen"
        assert "Lượt Đen (bạn)." in board.status.value
        assert dict(board.side_kind["WHITE"].options)["Chương trình mạnh"] == "Strong engine"
        game = lecture.load("fig4_8")
        trace = Trace()
        alphabeta(game, "1", trace=trace)
        stepper = TreeStepper(trace, game=game)
        assert stepper.language.value == "vi" and "Đỉnh" in stepper.table.value
    finally:
        i18n.set_language("en")
    assert OthelloBoard().new_game.description == "New game"


def test_the_course_map_links_both_editions():
    from gamelib import course

    english, vietnamese = course.index_html("en"), course.index_html("vi")
    assert 'href="vi/07_othello.ipynb"' in english and 'href="../07_othello.ipynb"' in vietnamese
    assert "Cờ lật" in vietnamese and "Tài liệu gốc" in vietnamese


def test_the_glossary_holds_the_lecture_terms():
    from gamelib import course

    terms = {t["english"]: t["vietnamese"] for t in course.glossary()}
    for english, vietnamese in [("game tree", "cây trò chơi"), ("node", "đỉnh"), ("leaf", "lá"),
                                ("evaluation function", "hàm đánh giá"),
                                ("alpha-beta pruning", "cắt tỉa alpha-beta"), ("move", "nước đi")]:
        assert terms[english] == vietnamese
    assert "Trắng" in course.glossary_html("vi")


SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"


def _document_words(key: str) -> str:
    """A source document's text, lower-case, one space between words."""
    import unicodedata

    path = next(SEEDS.glob(f"{key}_*.txt"))
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", path.read_text(encoding="utf-8")).lower())


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source documents (../shared/seeds) are not here")
def test_every_glossary_row_credits_only_documents_that_use_its_words():
    from gamelib import course

    for term in course.glossary():
        cited = sorted(set(re.findall(r"\b(00[0-4])\b", term["where"].split("ours")[0])))
        if term["where"].startswith("ours"):
            assert term["where_vi"].startswith("của gamelib"), term
            continue
        assert cited, f"{term['vietnamese']!r}: cite a document, or say the words are ours"
        variants = [v.strip().lower() for v in re.split(r"/", re.sub(r"\(.*?\)", "", term["vietnamese"]))
                    if v.strip()]
        for key in cited:
            text = _document_words(key)
            assert any(re.search(rf"(?<!\w){re.escape(v)}(?!\w)", text) for v in variants), \
                f"{term['vietnamese']!r} is credited to {key}, which does not use it"


def test_the_glossary_speaks_the_edition_language():
    from gamelib import course

    for term in course.glossary():
        assert term["where_vi"] and "§" not in term["where_vi"] and "ours" not in term["where_vi"], term
    page = course.glossary_html("vi")
    assert "Tiếng Anh" in page and "English</th>" not in page and "textbooks" not in page


def test_the_source_a_lesson_shows_has_its_comments_in_vietnamese():
    """Every comment and docstring of the code lessons show (show_source) is in the catalogue
    (a missing one is a MissingWord: an error here), and only those words change."""
    import inspect

    from gamelib.viz.source import in_language

    shown = 0
    for english in lessons.english_notebooks():
        cells = [("".join(c["source"])) for c in json.loads(english.read_text())["cells"]
                 if c["cell_type"] == "code"]
        calls = [c for c in cells if c.startswith("show_source(")]
        if not calls:
            continue
        names: dict = {}
        exec(compile(cells[0], str(english), "exec"), names)  # the lesson's imports
        for call in calls:
            objects = eval(call.replace("show_source", "", 1), names)  # noqa: S307 (our lessons)
            for obj in objects if isinstance(objects, tuple) else (objects,):
                source = inspect.getsource(obj)
                assert _bare_code({"source": in_language(source, "vi")}) == _bare_code({"source": source})
                shown += 1
    assert shown >= 7


@pytest.mark.parametrize("english", lessons.english_notebooks(), ids=lambda p: p.name)
def test_a_lesson_comments_its_code_in_markdown(english):
    """Code cells carry no comments (the Vietnamese edition shares them with the English one):
    only exercise templates, which are translated, may."""
    import io
    import tokenize

    for cell in json.loads(english.read_text())["cells"]:
        if cell["cell_type"] == "code" and not lessons.translated(cell):
            tokens = tokenize.generate_tokens(io.StringIO("".join(cell["source"])).readline)
            comments = [t.string for t in tokens if t.type == tokenize.COMMENT]
            assert not comments, f"{english.name}, cell {cell['id']}: {comments}"
