"""The course map: each notebook, the source document and chapter it follows.

>>> [lesson.notebook for lesson in LESSONS][:2]
['00_index.ipynb', '01_game_trees_and_minimax.ipynb']
>>> "002" in index_html()
True

The course's student-facing parts are beside it: :mod:`gamelib.course.workspace` (a student's
own copy of the lessons, kept up to date without losing their work) and
:mod:`gamelib.course.lessons` (the Vietnamese edition, built from the English notebooks and
their translations).
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from gamelib.core.paths import REPO_ROOT


@dataclass(frozen=True)
class Source:
    """One of the five source documents in ``shared/seeds``."""

    key: str
    file: str
    what: str


SOURCES = (
    Source("000", "000_9f9e1427dd0b96c9.txt",
           "University report (C#): Ô ăn quan (Mandarin Square Capturing) against the computer"),
    Source("001", "001_ae270f8209e92a25.txt",
           "Course assignment: Cờ lật (Othello / Reversi) and its victory-cells variant"),
    Source("002", "002_82acecaead1fabc6.txt",
           "Lecture notes, chapter 4: Tìm kiếm có đối thủ (adversarial search)"),
    Source("003", "003_3f1d37a47f6aac3b.txt",
           "University report (C#): Dodgem with minimax and alpha-beta"),
    Source("004", "004_fdb081f03799aa27.txt",
           "University report (Python): Caro (Gomoku) with minimax and alpha-beta"),
)


@dataclass(frozen=True)
class Lesson:
    notebook: str
    title: str
    title_vi: str
    sources: str
    sections: str


LESSONS = (
    Lesson("00_index.ipynb", "Course map", "Mục lục", "all", "—"),
    Lesson("01_game_trees_and_minimax.ipynb", "Game trees and minimax",
           "Cây trò chơi và thuật toán Minimax", "002",
           "§4.1 (two-player games, game trees); §4.2.1 (Minimax, Figure 4.3, evaluation functions)"),
    Lesson("02_alpha_beta.ipynb", "Alpha-beta pruning", "Thuật toán cắt tỉa Alpha-Beta",
           "002, 000", "002 §4.2.2 (Figures 4.7 and 4.8, both tables); 000 §3.1.2 (negamax form)"),
    Lesson("03_evaluation_functions.ipynb", "Evaluation functions", "Hàm đánh giá", "002, 003",
           "002 §4.2.1 (Examples 1 and 2, Figures 4.4–4.6); 003 §3.1–3.2 (evaluations 1 and 2)"),
    Lesson("04_dodgem.ipynb", "Dodgem, played and solved", "Trò chơi Dodgem: chơi và giải trọn vẹn",
           "003, 002",
           "003 (rules, MaxVal/MinVal, evaluations, depth 10); 002 §4.1 (Figure 4.2)"),
    Lesson("05_exercises.ipynb", "Exercises: write minimax and alpha-beta",
           "Bài tập: tự viết minimax và alpha-beta",
           "002", "§4.3: tic-tac-toe and Dodgem with Minimax and Alpha-Beta"),
    Lesson("06_o_an_quan.ipynb", "Ô ăn quan: rules, the report's three AI levels, its worked example",
           "Ô ăn quan", "000", "§1 (the game, rules, variants), §3.2 (the 12-cell array), §3.3 "
           "(levels 1–3), §3.4 (the worked example)"),
    Lesson("07_othello.ipynb", "Othello: rules, a strong engine, a match server", "Cờ lật (Othello)",
           "001", "§I (rules, Figures 1–9), §II.1 (the variant), §II.3 (the bot), §II.4 (server/client)"),
    Lesson("08_caro.ipynb", "Caro (Gomoku): the report's AI and a stronger engine", "Cờ ca-rô (Caro, Gomoku)",
           "004", "Chapter III: alpha-beta, move ordering and the top-10 cut, evaluate(), "
           "winning_situation()"),
    Lesson("09_search_lab.ipynb", "Search lab: how much each idea saves", "So sánh các thuật toán tìm kiếm",
           "002, 000–004", "§4.2.2 taken further: move ordering, the minimal tree (Knuth–Moore), "
           "transposition tables, iterative deepening, PVS, MCTS"),
    Lesson("10_tournaments.ipynb", "Tournaments, ratings and the evaluation lab",
           "Giải đấu, hệ số Elo và phòng thí nghiệm hàm đánh giá",
           "all", "matches, round robins with Elo, parallel and resumable runs; editing evaluations"),
    Lesson("11_play.ipynb", "Play every game (also as a Voilà app)", "Chơi tất cả các trò chơi (cả dạng ứng dụng Voilà)", "all",
           "the boards of notebooks 04–08 together, for playing"),
    Lesson("12_glossary.ipynb", "Glossary", "Bảng thuật ngữ", "all",
           "every term in Vietnamese and English, and where the source documents use it"),
)


def index_html(lang: str | None = None) -> str:
    """The course map as an HTML table with links to the notebooks of both editions, then the
    sources; in the current language (the Vietnamese lessons live in ``notebooks/vi/``)."""
    from gamelib.i18n import current_language, label, tr

    lang = lang or current_language()
    vi = lang == "vi"

    def links(notebook: str) -> str:
        here, there = (notebook, f"../{notebook}") if vi else (notebook, f"vi/{notebook}")
        other = "bản tiếng Anh" if vi else "Vietnamese edition"
        return (f'<a href="{html.escape(here)}">{html.escape(notebook)}</a>'
                f' · <a href="{html.escape(there)}">{other}</a>')
    rows = "".join(
        f"<tr><td>{links(l.notebook)}</td>"
        + (f"<td>{html.escape(l.title_vi)}</td><td lang='en'><i>{html.escape(l.title)}</i></td>" if vi else
           f"<td>{html.escape(l.title)}</td><td><i>{html.escape(l.title_vi)}</i></td>")
        + f"<td>{html.escape(label(l.sources, lang))}</td><td>{html.escape(tr(l.sections, lang))}</td></tr>"
        for l in LESSONS)
    sources = "".join(f"<tr><td>{s.key}</td><td>{html.escape(tr(s.what, lang))}</td></tr>" for s in SOURCES)
    heads = [tr(h, lang) for h in ("Notebook", "Lesson", "In English", "Source", "Sections")]
    if not vi:
        heads[2] = "Bài học"
    # JupyterLab right-aligns table cells by default; words read better from the left
    left = "<style>table.gl-text th, table.gl-text td {text-align: left; vertical-align: top}</style>"
    return (left + "<table class='gl-text'><thead><tr>" + "".join(f"<th>{h}</th>" for h in heads)
            + "</tr></thead><tbody>" + rows + "</tbody></table>"
            f"<h4>{tr('Source documents (Vietnamese)', lang)}</h4><table class='gl-text'><thead><tr>"
            f"<th>{tr('Key', lang)}</th><th>{tr('Document', lang)}</th>"
            "</tr></thead><tbody>" + sources + "</tbody></table>")


def glossary() -> list[dict[str, str]]:
    """Every term of the lessons: ``vietnamese``, ``english`` and ``where`` the sources use it
    (``data/glossary/terms.csv``).

    >>> next(t for t in glossary() if t["english"] == "game tree")["vietnamese"]
    'cây trò chơi'
    """
    import csv

    from gamelib.core.paths import data_dir

    with (data_dir() / "glossary" / "terms.csv").open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def glossary_html(lang: str | None = None) -> str:
    """The glossary as a table, the edition's language in the first column."""
    from gamelib.i18n import current_language, tr

    vi = (lang or current_language()) == "vi"
    rows = "".join(
        "<tr>" + "".join(f"<td lang='{k[:2]}'>{html.escape(term[k])}</td>" for k in
                         (("vietnamese", "english") if vi else ("english", "vietnamese")))
        + f"<td>{html.escape(term['where_vi' if vi else 'where'])}</td></tr>" for term in glossary())
    heads = ("Tiếng Việt", "Tiếng Anh") if vi else ("English", "Vietnamese")
    left = "<style>table.gl-text th, table.gl-text td {text-align: left; vertical-align: top}</style>"
    return (left + "<table class='gl-text'><thead><tr>" + "".join(f"<th>{h}</th>" for h in heads)
            + f"<th>{tr('where the sources use it', 'vi' if vi else 'en')}</th></tr></thead><tbody>"
            + rows + "</tbody></table>")


def notebooks_on_disk() -> list[str]:
    """The notebook files in ``notebooks/``."""
    return sorted(p.name for p in (REPO_ROOT / "notebooks").glob("*.ipynb"))
