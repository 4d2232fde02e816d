"""The course as a static website, both editions, readable offline with no Python and no kernel.

``python -m gamelib site`` (:func:`build`) executes the lessons with the widgets' website
rendering on (:mod:`gamelib.viz.site`), turns each widget into what a browser can run alone
(:mod:`gamelib.widgets.site`: steppers stepping through a recorded trace, practice quizzes
checked against salted digests, answers kept back until the questions are answered; anything
that needs Python says so, with a link to the notebook), and builds the pages with Sphinx,
MyST-NB (Jupyter Book 1's engine, which renders executed notebooks with no network) and the
PyData Sphinx theme (maintained, with a keyboard- and screen-reader-tested layout; its fonts and
icons ship in the package; light, dark and automatic modes). The English edition is the site's
root, the Vietnamese one is in ``vi/`` (sharing the root's copy of the theme); every page links
its twin and says its language (``<html lang>``); the course map (lesson 00) is the home page
(``index.html``); each edition has its own search (the Vietnamese one folds tones and đ:
:mod:`gamelib.course.site_search`); each lesson's notebook is beside its page, for what needs
Python; a service worker (``site_static/sw.js``) keeps the pages opened for reading offline.
Sphinx builds inside the cache and only the pages are moved to ``out``: nothing else is written.

>>> lesson_names(["02", "00"])
['00_index.ipynb', '02_alpha_beta.ipynb']
>>> twin_link("02_alpha_beta", "en"), twin_link("02_alpha_beta", "vi")
('vi/02_alpha_beta.html', '../02_alpha_beta.html')
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from gamelib.core.paths import REPO_ROOT
from gamelib.i18n import tr
from gamelib.viz.site import SITE_ENV, SITE_MIME, json_script

#: the editions: language -> its notebooks' folder, relative to the repository, and to the site
EDITIONS = {"en": ("notebooks", ""), "vi": ("notebooks/vi", "vi")}
#: the lesson the site opens on, and the glossary
HOME, GLOSSARY = "00_index", "12_glossary"
STATIC = Path(__file__).resolve().parent / "site_static"
#: the theme's page made lighter (site_templates/layout.html says how)
TEMPLATES = Path(__file__).resolve().parent / "site_templates"
#: the folder gamelib is imported from (Sphinx's configuration imports it too)
REPO_ROOT_OF_CODE = Path(__file__).resolve().parents[2]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: where a widget's website rendering links to its notebook (gamelib.widgets.site.NOTEBOOK_LINK)
NOTEBOOK_LINK = "#gl-notebook"
LANGUAGE_NAMES = {"en": "English", "vi": "Tiếng Việt"}
#: the theme's own words a page shows, as the catalogue keeps them (the theme has no Vietnamese)
THEME_WORDS = (
    "[site] Skip to main content",
    "[site] Back to top",
    "[site] Breadcrumb",
    "[site] Home",
    "[site] On this page",
    "[site] previous page",
    "[site] previous",
    "[site] next page",
    "[site] next",
    "[site] Site navigation",
    "[site] Click to expand",
    "[site] Click to collapse",
    "[site] Collapse Sidebar",
    "[site] Expand Sidebar",
    "[site] Section Navigation",
    "[site] Search",
    "[site] Error",
    "[site] Index",
    "[site] Version warning",
    "[site] Announcement",
    "[site] Link to this heading",
    "[site] Please activate JavaScript to enable the search functionality.",
    "[site] Copyright %(copyright)s",
    "[site] © Copyright %(copyright)s.",
    "[site] Color mode",
    "[site] Light",
    "[site] Dark",
    "[site] System Settings",
)


@dataclass
class SiteReport:
    """What a build made: where, which pages, how big, how long each part took."""

    out: Path
    pages: dict[str, list[str]] = field(default_factory=dict)
    executed: int = 0
    reused: int = 0
    seconds: dict[str, float] = field(default_factory=dict)
    #: the largest page: its bytes and its path in the site
    largest: tuple[int, str] = (0, "")

    @property
    def size(self) -> int:
        """Bytes of every file in the site."""
        return sum(path.stat().st_size for path in self.out.rglob("*") if path.is_file())

    def summary(self) -> str:
        """A few lines for the terminal."""
        pages = ", ".join(f"{lang}: {len(names)}" for lang, names in self.pages.items())
        times = ", ".join(f"{what} {seconds:.0f} s" for what, seconds in self.seconds.items())
        largest = f"; largest page {self.largest[1]}, {self.largest[0] / 1e3:.0f} kB" if self.largest[1] else ""
        return (f"site: {self.out} ({self.size / 1e6:.1f} MB{largest}; lessons {pages}; "
                f"{self.executed} executed, {self.reused} reused; {times})\n"
                f"open {self.out / 'index.html'}")


def lesson_names(only: Sequence[str] | None = None) -> list[str]:
    """The lessons' notebooks in course order; ``only`` keeps those whose number or name is given."""
    from gamelib.course import LESSONS

    names = [lesson.notebook for lesson in LESSONS]
    if not only:
        return names
    wanted = [str(w) for w in only]
    chosen = [n for n in names if any(n == w or n.split("_")[0] == w or n.removesuffix(".ipynb") == w
                                      for w in wanted)]
    unknown = [w for w in wanted if not any(n == w or n.split("_")[0] == w or n.removesuffix(".ipynb") == w
                                            for n in names)]
    if unknown:
        raise ValueError(f"no lesson {', '.join(unknown)}; the lessons: "
                         + ", ".join(n.split("_")[0] for n in names))
    return chosen


def twin_link(page: str, lang: str) -> str:
    """The link from ``page`` of the ``lang`` edition to the same page of the other edition."""
    return f"vi/{page}.html" if lang == "en" else f"../{page}.html"


# -- executing ------------------------------------------------------------------------------

def _code_digest() -> str:
    """Every input of a page besides its notebook: gamelib's code, all of it (a widget's website
    rendering may change with any module), and its data (``data/``: the glossary's terms, the
    lecture's trees, the games' tables), so that an edited term is never served from the cache."""
    from gamelib.core.paths import data_dir

    package = Path(__file__).resolve().parents[1]
    code = hashlib.sha256()
    for module in sorted(package.rglob("*.py")):
        if "data" not in module.relative_to(package).parts[:1]:  # (gamelib/data is data/, below)
            code.update(module.relative_to(package).as_posix().encode() + module.read_bytes())
    data = data_dir()
    for path in sorted(p for p in data.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        code.update(b"data/" + path.relative_to(data).as_posix().encode() + path.read_bytes())
    return code.hexdigest()


def _source_digest(path: Path, code: str | None = None) -> str:
    """What an executed copy was made from: the notebook, gamelib's code and its data."""
    return hashlib.sha256(path.read_bytes() + (code or _code_digest()).encode()).hexdigest()


def execute(source: Path, dest: Path, *, timeout: int = 300, code: str | None = None) -> None:
    """Run ``source`` with the widgets' website rendering on; the executed copy goes to ``dest``
    (with the digest of its source, so a later build can reuse it)."""
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(source, as_version=4)
    env = dict(os.environ, **{SITE_ENV: "1"})
    env.pop("MPLBACKEND", None)  # the inline backend, as in Lab: figures come out as pictures
    client = NotebookClient(notebook, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(source.parent)}})
    client.execute(env=env)
    notebook.metadata.setdefault("gamelib", {})["site_source"] = _source_digest(source, code)
    dest.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, dest)


def executed_copy(source: Path, cache: Path, code: str | None = None) -> Path | None:
    """The copy of ``source`` executed for the site in ``cache``, if it is up to date."""
    import nbformat

    copy = cache / source.name
    if not copy.exists():
        return None
    made_from = nbformat.read(copy, as_version=4).metadata.get("gamelib", {}).get("site_source")
    return copy if made_from == _source_digest(source, code) else None


# -- turning executed notebooks into pages ----------------------------------------------------

def notebook_link(name: str, lang: str) -> str:
    """The link to a lesson's notebook: what it gives (a file to download, for JupyterLab; a
    phone cannot open it) and how to run it (the README's command)."""
    how = html.escape(tr("to run it: ./run.sh lab in a copy of gamelib (its README says how)", lang))
    return (f'<a href="{name}" download>{html.escape(tr("Download the notebook (.ipynb)", lang))}</a> '
            f'<span class="gl-site-run-hint">({how.replace("./run.sh lab", "<code>./run.sh lab</code>")})</span>')


def needs_python_html(lang: str) -> str:
    """What a widget with no website rendering becomes."""
    return (f'<p class="gl-site-needs-python">{html.escape(tr("This part needs Python: it runs in the notebook.", lang))} '
            f'<a href="{NOTEBOOK_LINK}">{html.escape(tr("Open the notebook", lang))}</a></p>')


#: sentences written for JupyterLab that the website leaves out (it has no cells to run, and
#: keeps nothing: its practice note says so)
LAB_ONLY = re.compile(r"gamelib-scores\.json|Run ▸ Run All Cells")
#: widgets the website shows nothing for: a progress bar is finished before the page exists
NOT_SHOWN = re.compile(r"(ProgressBar|IntProgress|FloatProgress)\(")
_NEEDS_PYTHON = re.compile(r'<p class="gl-site-needs-python">.*?</p>', re.S)


def site_words(markdown: str, lang: str) -> str:
    """``markdown`` for a reader of the website: each sentence written for JupyterLab left out
    (the course map's "run the cells" says instead that the lessons have been run).

    >>> site_words("Look inside.\\nRun the cells (**Run ▸ Run All Cells**). No internet.", "en")
    'Look inside.\\nThe lessons below have been run already: every picture, table and answer is in the page. No internet.'
    >>> site_words("Check it. Only your first answer counts; it is kept in `gamelib-scores.json`.", "en")
    'Check it.'
    """
    if not LAB_ONLY.search(markdown):
        return markdown
    paragraphs = []
    for paragraph in markdown.split("\n\n"):
        sentences = re.split(r"(?<=[.!?])(\s+)", paragraph)
        kept = []
        for sentence in sentences:
            if "Run ▸ Run All Cells" in sentence:
                kept.append(tr("The lessons below have been run already: every picture, table and "
                               "answer is in the page.", lang))
            elif not LAB_ONLY.search(sentence):
                kept.append(sentence)
        text = "".join(kept).strip()
        if text:
            paragraphs.append(text)
    return "\n\n".join(paragraphs)


def _links_to_pages(markup: str) -> str:
    """``href="02_alpha_beta.ipynb"`` -> ``.html``: the course map and the lessons link pages."""
    return re.sub(r'href=(["\'])([^"\'#:]+?)\.ipynb(#[^"\']*)?\1',
                  lambda m: f'href={m[1]}{m[2]}.html{m[3] or ""}{m[1]}', markup)


def _anchor(english: str) -> str:
    return "term-" + re.sub(r"[^a-z0-9]+", "-", english.lower()).strip("-")


def glossary_terms(lang: str) -> list[tuple[str, str]]:
    """Each glossary term as ``lang`` writes it (every variant: ``tình thế / thế cờ`` gives two),
    with its row's anchor, longest first (``adversarial search`` before ``search``). Words too
    short to be taken for the term alone are left out: a Vietnamese term of one syllable (``lá``,
    ``ăn``), an English one under four letters.

    >>> dict(glossary_terms("vi"))["cây trò chơi"], dict(glossary_terms("en"))["node"]
    ('term-game-tree', 'term-node')
    >>> "lá" in dict(glossary_terms("vi"))
    False
    """
    from gamelib.course import glossary

    found: dict[str, str] = {}
    for term in glossary():
        for variant in term["vietnamese" if lang == "vi" else "english"].split(" / "):
            words = re.sub(r"\s*\(.*?\)", "", variant).strip()
            long_enough = len(words.split()) >= 2 if lang == "vi" else len(words) >= 4
            if long_enough and words.lower() not in found:
                found[words.lower()] = _anchor(term["english"])
    return sorted(found.items(), key=lambda item: -len(item[0]))


#: where a term is never linked: code, links, HTML tags, headings, addresses
_KEEP = re.compile(r"```.*?```|`[^`]*`|!?\[[^\]]*\]\([^)]*\)|<[^>]+>|^#[^\n]*$|https?://\S+", re.S | re.M)


def _short(words: str, lang: str) -> bool:
    """Whether a term is also an everyday word (an English word alone, two Vietnamese syllables:
    *four*, *move*, *nước đi*): it is linked only where the text marks it as a term."""
    return len(words.split()) < (3 if lang == "vi" else 2)


def link_terms(markdown: str, terms: list[tuple[str, str]], linked: set[str], glossary_page: str,
               lang: str = "en") -> str:
    """``markdown`` with the first mention on the page of each glossary term linked to its row
    (``linked`` holds the anchors already linked on the page, and is added to). A term that is
    also an everyday word is linked only where it is emphasised (``*four*``, ``**nước đi**``):
    "four student projects" is not Caro's *four*.

    >>> link_terms("A *game tree* and a game tree: `game tree`.", [("game tree", "term-game-tree")],
    ...            set(), "12_glossary.html")
    'A *[game tree](12_glossary.html#term-game-tree)* and a game tree: `game tree`.'
    >>> link_terms("four student projects; a *four*", [("four", "term-four")], set(), "g.html")
    'four student projects; a *[four](g.html#term-four)*'
    """
    pieces, last = [], 0  # (text, whether a term may be linked in it)
    for kept in _KEEP.finditer(markdown):
        pieces += [(markdown[last:kept.start()], True), (kept.group(), False)]
        last = kept.end()
    pieces.append((markdown[last:], True))
    result = []
    for text, free in pieces:
        if free:
            links: list[str] = []
            for words, anchor in terms:
                if anchor in linked:
                    continue
                term = re.escape(words)
                if _short(words, lang):  # only between emphasis marks: *four*, **four**, _four_
                    term = rf"(?<=[*_]){term}(?=[*_])"
                match = re.search(rf"(?<![\w\[/#-]){term}(?![\w\]-])", text, re.I)
                if match:  # a placeholder first, so that a shorter term cannot match inside a link
                    links.append(f"[{match.group()}]({glossary_page}#{anchor})")
                    text = f"{text[:match.start()]}\0{len(links) - 1}\0{text[match.end():]}"
                    linked.add(anchor)
            text = re.sub(r"\0(\d+)\0", lambda m: links[int(m[1])], text)
        result.append(text)
    return "".join(result)


def _glossary_anchors(markup: str) -> str:
    """The glossary's table with an id on each term's row, in the glossary's order."""
    from gamelib.course import glossary

    anchors = iter([_anchor(term["english"]) for term in glossary()])
    return re.sub(r"<tr><td lang=", lambda m: f"<tr id='{next(anchors, '')}'><td lang=", markup)


_PACK = re.compile(r'<script type="application/json" class="gl-site-pack">(.*?)</script>', re.S)
_PICTURE = re.compile(r'src=(["\'])data:image/(png|jpeg|gif);base64,([A-Za-z0-9+/=\s]+)\1')


def _runs(numbers: list[int]) -> list[int]:
    """``[4, 5, 6, 9]`` -> ``[4, 3, 9, 1]``: each run of consecutive numbers as its first and count."""
    flat: list[int] = []
    for number in numbers:
        if flat and flat[-2] + flat[-1] == number:
            flat[-1] += 1
        else:
            flat += [number, 1]
    return flat


def share_pieces(markups: list[str]) -> tuple[list[str], str]:
    """A page's packs (:func:`gamelib.widgets.site.pack`) with one list of pieces for the page:
    Figure 4.8's tree drawn in a quiz and in a stepper is written once. Each pack keeps its
    pages and says, as runs, which of the page's pieces were its own (``base``). Returns the
    markups and the page's pieces (a script, or "" when there is no pack).

    >>> from gamelib.widgets.site import pack
    >>> done, pieces = share_pieces([pack(["<b>a</b><i>x</i>"]), pack(["<b>a</b><i>y</i>"])])
    >>> done[1], pieces
    ('<script type="application/json" class="gl-site-pack">{"base":[0,1,2,1],"pages":[[[0,2]]]}</script>', '<script type="application/json" id="gl-site-pieces">["<b>a<\\\\/b>","<i>x<\\\\/i>","<i>y<\\\\/i>"]</script>')
    """
    ids: dict[str, int] = {}

    def shared(found: re.Match) -> str:
        data = json.loads(found[1])
        own = [ids.setdefault(piece, len(ids)) for piece in data["pieces"]]
        pages = [[step if isinstance(step, list) else own[step] for step in steps] for steps in data["pages"]]
        return json_script({"base": _runs(own), "pages": pages}, 'class="gl-site-pack"')

    done = [_PACK.sub(shared, markup) for markup in markups]
    return done, (json_script(list(ids), 'id="gl-site-pieces"') if ids else "")


def extract_pictures(markup: str, pictures: dict[str, bytes], folder: str = "_pictures") -> str:
    """``markup`` with each picture written into it (``src="data:image/png;base64,…"``) made a
    file of its own in ``pictures`` (name -> bytes, named by its digest), loaded when scrolled to:
    a page's HTML is its words and drawings, not its photographs.

    >>> pictures = {}
    >>> extract_pictures('<img src="data:image/png;base64,iVBORw0KGgo=">', pictures)
    '<img src="_pictures/4c4b6a3be1314ab8.png" loading="lazy">'
    >>> list(pictures.values())
    [b'\\x89PNG\\r\\n\\x1a\\n']
    """
    import base64

    def moved(found: re.Match) -> str:
        data = base64.b64decode("".join(found[3].split()))
        name = f"{hashlib.sha256(data).hexdigest()[:16]}.{found[2].replace('jpeg', 'jpg')}"
        pictures[name] = data
        return f"src={found[1]}{folder}/{name}{found[1]}"

    markup = _PICTURE.sub(moved, markup)
    return re.sub(rf'(<img\b(?![^>]*\bloading=)[^>]*src=["\']{folder}/[^>]*?)(\s*/?>)', r'\1 loading="lazy"\2', markup)


def _lesson_titles(markup: str, lang: str) -> str:
    """The course map's links named by their lesson's title, not its notebook's file name."""
    from gamelib.course import LESSONS

    titles = {lesson.notebook: lesson.title_vi if lang == "vi" else lesson.title for lesson in LESSONS}
    markup = re.sub(r'(<a href="[^"]*?)([\w]+\.ipynb)">\2</a>',
                    lambda m: f'{m[1]}{m[2]}">{html.escape(titles.get(m[2], m[2]))}</a>', markup)
    return markup.replace(f"<th>{tr('Notebook', lang)}</th>", f"<th>{tr('[site] Page', lang)}</th>", 1)


def page_notebook(notebook, name: str, lang: str, lessons: Sequence[str],
                  pictures: dict[str, bytes] | None = None) -> None:
    """Make an executed notebook a page, in place: widgets become their website rendering (or
    say they need Python: once a cell), links go to pages, the language switch comes first,
    the saved widget state goes (the pages need none, and MyST-NB would fetch the widget manager
    for it). What only JupyterLab has is left out: sentences about running cells or scores kept,
    the student's name, finished progress bars, and the code of the course map and glossary.
    Pictures written into outputs become files (into ``pictures``, when given); the page's
    packed steps and questions share one list of pieces (:func:`share_pieces`)."""
    import nbformat

    stem = name.removesuffix(".ipynb")
    notebook.metadata.pop("widgets", None)
    glossary_page = f"{GLOSSARY}.html"
    terms = glossary_terms(lang) if f"{GLOSSARY}.ipynb" in lessons and stem != GLOSSARY else []
    linked: set[str] = set()
    cells = []
    for cell in notebook.cells:
        if cell.cell_type == "code" and "StudentName(" in cell.source:
            if cells and cells[-1].cell_type == "markdown" and cells[-1].source.startswith("#"):
                cells.pop()  # its section ("Your name, once") is about the notebooks' scores
            continue
        cells.append(cell)
    notebook.cells = cells
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            cell.source = re.sub(r"\]\(([^)\s:#]+?)\.ipynb(#[^)]*)?\)",
                                 lambda m: f"]({m[1]}.html{m[2] or ''})", cell.source)
            cell.source = link_terms(site_words(cell.source, lang), terms, linked, glossary_page, lang)
            continue
        if cell.cell_type != "code":
            continue
        if stem in (HOME, GLOSSARY):  # their code makes the page's table: the reader needs none
            cell.metadata.setdefault("tags", []).append("remove-input")
        outputs, said = [], False
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if SITE_MIME in data:
                output["data"] = {"text/html": data[SITE_MIME]}
            elif WIDGET_VIEW in data:
                if NOT_SHOWN.match(data.get("text/plain", "")):
                    continue
                output["data"] = {"text/html": needs_python_html(lang)}
            elif output.get("output_type") == "stream" and output.get("name") == "stderr":
                continue  # warnings are for the person running the lessons, not the reader
            if "text/html" in output.get("data", {}):
                markup = output["data"]["text/html"]
                boxes = iter(range(10**6))  # one "needs Python" a cell (lesson 11's play room)
                markup = _NEEDS_PYTHON.sub(lambda m: m[0] if next(boxes) == 0 and not said else "", markup)
                if not markup.strip():
                    continue
                said = said or "gl-site-needs-python" in markup
                if stem == HOME:
                    # its table of sources is under the page's second level: h3, not Lab's h4
                    markup = _lesson_titles(markup, lang).replace("<h4>", "<h3>").replace("</h4>", "</h3>")
                markup = _links_to_pages(markup)
                markup = re.sub(rf'<a href="{NOTEBOOK_LINK}">[^<]*</a>', lambda _: notebook_link(name, lang), markup)
                if stem == GLOSSARY:  # each term's row is a link's target
                    markup = _glossary_anchors(markup)
                if pictures is not None:
                    markup = extract_pictures(markup, pictures)
                output["data"]["text/html"] = markup
            outputs.append(output)
        cell.outputs = outputs
    shown = [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs
             if "text/html" in output.get("data", {})]
    markups, pieces = share_pieces([output["data"]["text/html"] for output in shown])
    for output, markup in zip(shown, markups):
        output["data"]["text/html"] = markup
    if pieces:  # before the first pack, outside any <template> (MyST-NB skips a cell with no code)
        shown[0]["data"]["text/html"] = pieces + shown[0]["data"]["text/html"]
    other = "vi" if lang == "en" else "en"
    title = tr("Read this page in Vietnamese" if other == "vi" else "Read this page in English", lang)
    switch = (f'<p class="gl-site-lang"><a href="{twin_link(stem, lang)}" hreflang="{other}" lang="{other}" '
              f'title="{html.escape(title)}">{LANGUAGE_NAMES[other]}</a> · {notebook_link(name, lang)}</p>')
    notebook.cells.insert(0, nbformat.v4.new_markdown_cell(switch))
    if stem == HOME:  # the site's contents: every lesson built, in order, for the navigation
        entries = "\n".join(lesson.removesuffix(".ipynb") for lesson in lessons if lesson != name)
        notebook.cells.append(nbformat.v4.new_markdown_cell(
            f"```{{toctree}}\n:hidden:\n:maxdepth: 1\n\n{entries}\n```"))


CONF = """# made by gamelib.course.site for one edition of the course's website
import sys
sys.path.insert(0, {root!r})  # gamelib, for the Vietnamese search (gamelib.course.site_search)
project = "gamelib"
author = "gamelib"
copyright = "gamelib, MIT"
language = {lang!r}
root_doc = {home!r}
extensions = ["myst_nb"]
nb_execution_mode = "off"  # the lessons were executed before (gamelib.course.site.execute)
myst_all_links_external = True  # links between lessons were written as pages already
html_theme = "pydata_sphinx_theme"
html_title = {title!r}
html_favicon = {favicon!r}
html_static_path = [{static!r}]
templates_path = [{templates!r}]  # the theme's page, lighter: no search index on a lesson's page
html_css_files = ["gamelib-site.css"]
html_js_files = [("gamelib-site.js", {script_words!r})]
html_extra_path = ["_notebooks"]  # each lesson's notebook, and the offline worker (sw.js)
locale_dirs = [{locale!r}]
html_sidebars = {{"**": []}}  # the lessons are in the header; no empty "Section Navigation"
html_copy_source = False
html_show_sourcelink = False
html_show_search_summary = False  # a summary is the result's whole page, downloaded: titles only
html_context = {{"default_mode": "auto"}}  # light, dark or the system's: the reader's switch
html_theme_options = {{
    "navbar_end": ["theme-switcher"],
    "navbar_persistent": ["search-button"],
    "header_links_before_dropdown": 0,  # every lesson in one menu: a header of one line
    "header_dropdown_text": {lessons!r},
    "footer_start": ["copyright"],
    "footer_center": [],
    "footer_end": [],
    "secondary_sidebar_items": ["page-toc"],
    "show_prev_next": True,
    "navigation_with_keys": False,
    "search_bar_text": {search!r},
}}
suppress_warnings = ["myst.header", "misc.highlighting_failure", "config.cache"]


#: each page's description, for search engines and link previews ("*": any other page)
DESCRIPTIONS = {descriptions!r}


def _describe(app, pagename, templatename, context, doctree):
    context["gamelib_description"] = DESCRIPTIONS.get(pagename, DESCRIPTIONS["*"])


def setup(app):
    app.connect("html-page-context", _describe)
    if language == "vi":  # Sphinx's fallback is English: its stemmer and stop words
        from gamelib.course.site_search import SearchVietnamese

        app.add_search_language(SearchVietnamese)
"""

#: the search page's words (Sphinx's own Vietnamese has them empty): the catalogue's entry for each
SEARCH_WORDS = {
    "Search Results": "[site] Search Results",
    "Searching": "[site] Searching",
    "Preparing search...": "[site] Preparing search...",
    "Hide Search Matches": "[site] Hide Search Matches",
    "Your search did not match any documents. Please make sure that all words are spelled "
    "correctly and that you've selected enough categories.": "[site] Nothing found.",
    ", in ": "[site] , in ",
}
#: and its count, one and many
SEARCH_COUNT = ("Search finished, found one page matching the search query.",
                "Search finished, found ${resultCount} pages matching the search query.")


def search_translations(lang: str) -> str:
    """The search page's words in ``lang``, as Sphinx's ``translations.js`` gives them: Sphinx's
    own catalogue for the language, with every word the search page shows filled in."""
    import sphinx

    own = Path(sphinx.__file__).parent / "locale" / lang / "LC_MESSAGES" / "sphinx.js"
    data = {"locale": lang, "messages": {}, "plural_expr": "0"}
    if own.exists():
        text = own.read_text(encoding="utf-8")
        data = json.loads(text[text.index("(") + 1:text.rindex(")")])
    messages = data.setdefault("messages", {})
    for english, key in SEARCH_WORDS.items():
        messages[english] = tr(key, lang)
    messages[SEARCH_COUNT[0]] = [tr("[site] Search finished: {count} page found.", lang, count=1),
                                 tr("[site] Search finished: {count} pages found.", lang, count="${resultCount}")]
    data["plural_expr"] = "n == 1 ? 0 : 1"  # (an index into the two forms above)
    return f"Documentation.addTranslations({json.dumps(data, ensure_ascii=False)});\n"


def page_descriptions(names: Sequence[str], lang: str) -> dict[str, str]:
    """Each lesson page's description (``<meta name="description">``) in ``lang``, by page name,
    and ``"*"`` for the others (search, index).

    >>> page_descriptions(["02_alpha_beta.ipynb"], "en")["02_alpha_beta"]
    'Alpha-beta pruning: a lesson of gamelib, a course on adversarial search (minimax, alpha-beta) on real games, in English and Vietnamese.'
    """
    from gamelib.course import LESSONS

    titles = {lesson.notebook: lesson.title_vi if lang == "vi" else lesson.title for lesson in LESSONS}
    said = {name.removesuffix(".ipynb"): tr("[site] {title}: a lesson of gamelib, a course on adversarial "
                                            "search (minimax, alpha-beta) on real games, in English and "
                                            "Vietnamese.", lang, title=titles.get(name, name))
            for name in names}
    said["*"] = tr("[site] {title}: a lesson of gamelib, a course on adversarial search (minimax, "
                   "alpha-beta) on real games, in English and Vietnamese.", lang,
                   title=titles[f"{HOME}.ipynb"])
    return said


def _write_project(folder: Path, lang: str, pages: dict[str, object], sources: dict[str, Path],
                   pictures: dict[str, bytes] | None = None) -> None:
    import nbformat

    if folder.exists():
        shutil.rmtree(folder)
    (folder / "_notebooks").mkdir(parents=True)
    if pictures:
        (folder / "_notebooks" / "_pictures").mkdir()
        for picture, data in pictures.items():
            (folder / "_notebooks" / "_pictures" / picture).write_bytes(data)
    for name, notebook in pages.items():
        nbformat.write(notebook, folder / name)
        shutil.copyfile(sources[name], folder / "_notebooks" / name)  # as in the repository
    shutil.copyfile(STATIC / "sw.js", folder / "_notebooks" / "sw.js")  # (at the edition's root)
    messages = folder / "locale" / lang / "LC_MESSAGES"
    messages.mkdir(parents=True)
    if lang != "en":  # the theme's words in the page's language, from the catalogue
        from babel.messages.catalog import Catalog
        from babel.messages.mofile import write_mo

        catalog = Catalog(locale=lang, domain="sphinx")
        for words in THEME_WORDS:
            catalog.add(words.removeprefix("[site] "), tr(words, lang))
        with (messages / "sphinx.mo").open("wb") as mo:
            write_mo(mo, catalog)
        (messages / "sphinx.js").write_text(search_translations(lang), encoding="utf-8")
    title = "gamelib"  # (the lessons' own titles say the rest; a longer one crowds a phone's header)
    script_words = {"data-copy": tr("[site] Copy", lang), "data-copied": tr("[site] Copied", lang),
                    "data-copy-label": tr("[site] Copy this code", lang)}
    (folder / "conf.py").write_text(CONF.format(
        templates=str(TEMPLATES), descriptions=page_descriptions(list(pages), lang),
        lang=lang, home=HOME, title=title, static=str(STATIC), root=str(REPO_ROOT_OF_CODE),
        favicon=str(STATIC / "favicon.svg"), locale=str(folder / "locale"),
        script_words=script_words, lessons=tr("[site] Lessons", lang),
        search=tr("[site] Search", lang) + "…"), encoding="utf-8")


def _sphinx(project: Path, out: Path, log: Callable[[str], None]) -> None:
    """Build ``project`` into ``out``. MyST-NB writes its executed copies beside the output
    folder (``../jupyter_execute``), so the output folder is inside the project, and only it
    is moved to ``out`` afterwards: nothing of the build is left anywhere else."""
    built, doctrees = project / "_build" / "html", project / "_build" / "doctrees"
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-E", "-j", "1",
               "-d", str(doctrees), str(project), str(built)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=project)
    if done.returncode != 0:
        raise RuntimeError(f"sphinx failed on {project}:\n{done.stderr[-4000:]}")
    for line in done.stderr.splitlines():
        if "WARNING" in line and "toc.not_included" not in line:
            log(line)
    for unused in ("_sources", ".doctrees", ".buildinfo"):  # (Sphinx's own copies and notes)
        target = built / unused
        shutil.rmtree(target, ignore_errors=True) if target.is_dir() else target.unlink(missing_ok=True)
    for source_map in built.rglob("*.map"):  # the theme's source maps: for its developers
        source_map.unlink()
    for script in [*built.rglob("*.js"), *built.rglob("*.css")]:
        text = script.read_text(encoding="utf-8", errors="surrogateescape")
        if "sourceMappingURL=" in text:
            script.write_text(re.sub(r"\n?(//|/\*)# sourceMappingURL=\S+( \*/)?", "", text),
                              encoding="utf-8", errors="surrogateescape")
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(built), str(out))


def share_static(root: Path, edition: Path) -> int:
    """The theme once: every file of ``edition/_static`` that ``root/_static`` has too, byte for
    byte, is removed and the edition's pages point at the root's (``../_static/``); what is the
    edition's own (its language's words, its search's options) stays. Returns the bytes saved."""
    mine, shared = edition / "_static", root / "_static"
    up = os.path.relpath(shared, edition).replace(os.sep, "/")
    same = [path for path in mine.rglob("*") if path.is_file()
            and (shared / path.relative_to(mine)).is_file()
            and (shared / path.relative_to(mine)).read_bytes() == path.read_bytes()]
    names = "|".join(re.escape(path.relative_to(mine).as_posix()) for path in same)
    if not names:
        return 0
    pointer = re.compile(rf'(["\'])_static/({names})([?#"\'])')
    for page in edition.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        page.write_text(pointer.sub(lambda m: f"{m[1]}{up}/{m[2]}{m[3]}", text), encoding="utf-8")
    saved = sum(path.stat().st_size for path in same)
    for path in same:
        path.unlink()
    for folder in sorted((p for p in mine.rglob("*") if p.is_dir()), reverse=True):
        if not any(folder.iterdir()):
            folder.rmdir()
    return saved


def build(out: str | Path, *, lessons: Sequence[str] | None = None,
          languages: Sequence[str] = ("en", "vi"), cache: str | Path | None = None,
          jobs: int = 2, log: Callable[[str], None] = print) -> SiteReport:
    """Build the website in ``out`` (emptied first) from the lessons (all, or ``lessons``) of
    the editions ``languages``. Executed notebooks are kept in ``cache`` (default:
    ``out``'s sibling ``.site-cache``) and reused while their notebook, gamelib's code and its
    data are unchanged; nothing but the site is written anywhere else."""
    out = Path(out).resolve()
    cache = Path(cache).resolve() if cache else out.parent / ".site-cache"
    names = lesson_names(lessons)
    if HOME not in [n.removesuffix(".ipynb") for n in names]:
        names = lesson_names([HOME]) + names  # the home page is always built
    unknown = [lang for lang in languages if lang not in EDITIONS]
    if unknown or not languages:
        raise ValueError(f"unknown edition {', '.join(unknown)}; the editions: {', '.join(EDITIONS)}")
    report = SiteReport(out)
    started = time.monotonic()
    jobs_to_run = []
    code = _code_digest()
    sources: dict[str, dict[str, Path]] = {}
    for lang in languages:
        folder = REPO_ROOT / EDITIONS[lang][0]
        sources[lang] = {}
        for name in names:
            source = folder / name
            if not source.exists():
                raise FileNotFoundError(f"{source} is missing (the {lang} edition: python -m gamelib lessons --build)")
            sources[lang][name] = source
            if executed_copy(source, cache / lang, code) is None:
                jobs_to_run.append((source, cache / lang / name))
    report.reused = len(languages) * len(names) - len(jobs_to_run)
    for source, _ in jobs_to_run:
        log(f"executing {source.relative_to(REPO_ROOT)}")
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        list(pool.map(lambda job: execute(*job, code=code), jobs_to_run))
    report.executed = len(jobs_to_run)
    report.seconds["executing"] = time.monotonic() - started

    import nbformat

    started = time.monotonic()
    if out.exists():
        shutil.rmtree(out)
    work = cache / "_projects"
    for lang in sorted(languages, key=lambda lang: EDITIONS[lang][1] != ""):  # the root first
        pages, pictures = {}, {}
        for name in names:
            notebook = nbformat.read(cache / lang / name, as_version=4)
            page_notebook(notebook, name, lang, names, pictures)
            pages[name] = notebook
        project = work / lang
        _write_project(project, lang, pages, sources[lang], pictures)
        target = out / EDITIONS[lang][1] if EDITIONS[lang][1] else out
        _sphinx(project, target, log)
        shutil.rmtree(project)  # (MyST-NB's executed copies went there: nothing is left)
        (target / "_static" / "sw.js").unlink(missing_ok=True)  # (it works from the root only)
        shutil.copyfile(target / f"{HOME}.html", target / "index.html")
        if target != out and (out / "_static").is_dir():
            share_static(out, target)
        report.pages[lang] = [n.removesuffix(".ipynb") for n in names]
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve _static as it is
    report.seconds["building"] = time.monotonic() - started
    report.largest = max(((p.stat().st_size, p.relative_to(out).as_posix()) for p in out.rglob("*.html")),
                         default=(0, ""))
    (out / "site.json").write_text(json.dumps(
        {"pages": report.pages, "bytes": report.size,
         "largest_page": {"path": report.largest[1], "bytes": report.largest[0]}},
        ensure_ascii=False, indent=1))
    return report
