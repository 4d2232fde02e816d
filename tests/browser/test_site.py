"""The course's static website (issues 44 and 52) in a real browser, with nothing outside the site.

The site is built once for the module from the course map, lesson 02 and the glossary in both
editions (``python -m gamelib site`` builds every lesson; these six are what the checks visit),
without a network: in a network namespace of its own (bubblewrap, as the tournaments' sandbox)
where the machine has one. It is served on 127.0.0.1 the way a static host serves it, and every
request the pages make to anywhere else is aborted and counted, as is every request the site
answers with an error (a missing favicon was one on every page). The checks: no request outside,
no console error, axe in the light and the dark mode, the twin link, steppers by keyboard, the
Vietnamese search with and without tones (a lesson's term and a glossary's), a header of one
line, every page's weight, and a page read again with the network cut after a first visit.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gamelib import MAX, lecture
from gamelib.course import site as course_site
from gamelib.exercises import window_questions
from gamelib.search import Trace, alphabeta
from gamelib.search.trace import Enter, format_bound
from gamelib.viz.table import tree_table
from tests.browser.test_accessibility import AXE_RUN, WCAG, axe_path
from tests.executed import executed, shared_folder

REPO = Path(__file__).resolve().parents[2]
LESSONS = ["00", "02", "12"]


def offline_prefix() -> list[str]:
    """A command prefix that takes the network away (loopback stays, for the kernels), or []."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return []
    prefix = [bwrap, "--dev-bind", "/", "/", "--unshare-net", "--die-with-parent"]
    tried = subprocess.run(prefix + ["true"], capture_output=True)
    return prefix if tried.returncode == 0 else []


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site built offline: its folder, with how long the build took and its size."""
    root = tmp_path_factory.mktemp("site")
    prefix = offline_prefix()
    if not prefix:  # no namespace: at least no proxy-less HTTP from Python
        pytest.skip("bubblewrap cannot make a network namespace here: the offline build is not checked")
    # the lessons as the notebook tests executed them (once a run): the build reuses them
    for name in course_site.lesson_names(LESSONS):
        for folder in (REPO / "notebooks", REPO / "notebooks" / "vi"):
            executed(folder / name, tmp_path_factory)
    started = time.monotonic()
    done = subprocess.run(prefix + [sys.executable, "-m", "gamelib", "site", "--out", str(root / "site"),
                                    "--cache", str(shared_folder(tmp_path_factory)),
                                    "--lessons", *LESSONS],
                          capture_output=True, text=True, cwd=REPO, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:] + done.stdout[-2000:]
    assert " 0 executed," in done.stdout, done.stdout  # every lesson was the tests' copy
    seconds = time.monotonic() - started
    folder = root / "site"
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    strays = [p for p in (REPO / "jupyter_execute", root / "jupyter_execute", folder / "jupyter_execute")
              if p.exists()] + list(folder.rglob("*.map"))
    assert strays == [], f"the build left {strays}"  # nothing but the site, and no source maps
    print(f"site built offline in {seconds:.0f} s, {size / 1e6:.1f} MB: {done.stdout.strip()}")
    return {"folder": folder, "seconds": seconds, "bytes": size}


@contextlib.contextmanager
def serving(folder: Path):
    """``folder`` served on 127.0.0.1, as a static host serves it: its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    httpd = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(scope="module")
def server(site):
    """The site served on 127.0.0.1, as a static host serves it: its base URL."""
    with serving(site["folder"]) as base:
        yield base


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # no line a request on the test's output
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A page the browser left before a file was sent (a broken pipe, a reset) is no
        error of the site's; anything else is printed, as the standard server does."""
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class Visit:
    """A browser page on the site, counting requests outside it and console errors."""

    def __init__(self, chromium, base: str, width: int = 1366, height: int = 900):
        self.base, self.outside, self.errors, self.failed = base, [], [], []
        self.context = chromium.new_context(viewport={"width": width, "height": height})
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.requests: list[str] = []
        self.page.on("request", lambda r: self.requests.append(r.url.split("?")[0]))
        self.page.on("response", lambda r: self.failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.base):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def open(self, path: str):
        self.page.goto(self.base + path)
        self.page.wait_for_load_state("load")
        return self.page

    def close(self):
        self.context.close()


@pytest.fixture
def visit(chromium, server):
    visits = []

    def make(width: int = 1366, height: int = 900) -> Visit:
        visits.append(Visit(chromium, server, width, height))
        return visits[-1]
    yield make
    for made in visits:
        made.close()


def reveal_everything(page) -> None:
    """Press every "Show the answers now" there is, the ones inside revealed contents too."""
    for _ in range(10):
        buttons = page.locator(".gl-site-reveal-now")
        if buttons.count() == 0:
            return
        buttons.first.click()


@pytest.mark.parametrize("path, lang", [("index.html", "en"), ("02_alpha_beta.html", "en"),
                                        ("vi/02_alpha_beta.html", "vi")])
def test_pages_stay_inside_the_site_without_errors_and_axe_finds_nothing(visit, artifacts, path, lang):
    """No request outside the site, none it answers with an error, no console error, the page's
    language declared, and no WCAG 2.1 A/AA violation that axe-core finds, in the light mode and
    the dark one, with every answer shown (the revealed steppers, tables and quizzes are checked
    too); code has its copy button."""
    script = axe_path()
    if script is None:
        pytest.skip("axe-core is not installed (./run.sh test installs it from npm)")
    seen = visit()
    page = seen.open(path)
    assert page.evaluate("document.documentElement.lang") == lang
    reveal_everything(page)
    page.wait_for_timeout(300)
    page.add_script_tag(path=str(script))
    violations = page.evaluate(AXE_RUN, WCAG)
    assert violations == [], f"{path}: {violations}"
    page.locator(".bd-header .theme-switch-button").click()  # the theme's own switch, back: dark
    page.locator(".bd-header .theme-change-button[data-mode='dark']").click()
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    page.wait_for_timeout(500)  # (the theme's colours change in a transition)
    violations = page.evaluate(AXE_RUN, WCAG)
    assert violations == [], f"{path}, dark: {violations}"
    if path != "index.html":
        assert page.locator("div.highlight .gl-site-copy").count() >= 1
    assert seen.outside == [], f"{path} asked outside the site: {seen.outside[:5]}"
    assert seen.failed == [], f"{path}: {seen.failed[:5]}"
    assert seen.errors == [], f"{path}: {seen.errors[:5]}"


def test_the_page_script_says_when_every_widget_is_ready_on_every_page(visit, site):
    """On every page built, the page script wires every stepper, quiz and reveal and then says so
    (``<html data-gl-ready>`` and the performance mark ``gamelib-ready``, which
    ``benchmarks/site_speed.py`` times); no time is asserted. The theme's search scripts and
    Font Awesome's are not loaded by a lesson (the search page loads its own)."""
    seen = visit()
    folder = site["folder"]
    for path in sorted(p.relative_to(folder).as_posix() for p in [*folder.glob("*.html"), *folder.glob("vi/*.html")]):
        if path.endswith(("search.html", "genindex.html")):
            continue
        page = seen.open(path)
        page.wait_for_function("document.documentElement.dataset.glReady === '1'", timeout=15_000)
        state = page.evaluate("""() => ({marks: performance.getEntriesByName('gamelib-ready').length,
            waiting: [...document.querySelectorAll('.gl-site-stepper, .gl-site-quiz, .gl-site-reveal')]
                .filter(e => !e.dataset.ready).length})""")
        assert state == {"marks": 1, "waiting": 0}, f"{path}: {state}"
    assert not [r for r in seen.requests if r.endswith(("searchindex.js", "searchtools.js", "fontawesome.js"))]
    assert seen.errors == [] and seen.failed == []


def _search(page, base: str, query: str) -> tuple[list[str], str]:
    """The pages a search finds (their links) and what the results page says of them: a search
    page's address with its query opens it (as the search box does); a query alone is searched
    again on the open search page (as its own box does), without loading it again."""
    if "search.html" in query:
        page.goto(base + query)
    else:
        page.evaluate("q => { document.getElementById('search-results').replaceChildren(); Search.performSearch(q); }", query)
    page.wait_for_function("document.querySelector('#search-results .search-summary')?.innerText.trim()",
                           timeout=15_000)
    hrefs = page.locator("#search-results li a").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    said = page.locator("#search-results .search-summary").inner_text()
    return hrefs, said + " | " + page.locator("#search-results h2").inner_text()


def test_the_home_page_is_the_course_map_and_search_works(visit, server):
    """The course map is the home page; search finds a lesson's term and a glossary's term, in
    Vietnamese with tones and without (đ as d, both ways), says so in Vietnamese with its count
    and says when nothing is found; it downloads the index, not the pages it finds."""
    seen = visit()
    page = seen.open("")
    assert "02_alpha_beta.html" in page.locator("table").first.inner_html()
    found, _ = _search(page, server, "search.html?q=pruning")
    assert any("02_alpha_beta" in href for href in found)
    found, _ = _search(page, server, "expectimax")  # only the glossary has it
    assert any("12_glossary" in href for href in found), found
    found, said = _search(page, server, "vi/search.html?q=c%E1%BA%AFt%20t%E1%BB%89a")  # cắt tỉa
    assert any("02_alpha_beta" in href for href in found), found
    assert f"Tìm xong: {len(found)} trang khớp." in said and "Kết quả tìm kiếm" in said, said
    for query in ("cat tia", "CAT TỈA"):  # a term of the lessons, without tones, and mixed
        assert _search(page, server, query)[0] == found, query
    for query in ("đầu hàng", "dau hang"):  # a term only the glossary has (đ as d)
        assert any("12_glossary" in href for href in _search(page, server, query)[0]), query
    assert any("12_glossary" in href for href in _search(page, server, "surrender")[0])  # its English
    found, said = _search(page, server, "zzqxj")
    assert found == [] and "Không tìm thấy trang nào" in said, said
    pages = [r for r in seen.requests if r.endswith(".html")]
    assert all(r.endswith(("/", "index.html", "search.html")) for r in pages), pages  # no page fetched for a summary
    assert seen.outside == [] and seen.errors == [] and seen.failed == []


@pytest.mark.parametrize("path", ["02_alpha_beta.html", "vi/02_alpha_beta.html"])
def test_a_term_links_to_its_row_of_the_glossary(visit, path):
    seen = visit()
    page = seen.open(path)
    term = page.locator("article a[href*='12_glossary.html#term-']").first
    anchor = term.get_attribute("href").split("#")[1]
    term.click()
    page.wait_for_load_state("load")
    assert page.url.endswith(f"12_glossary.html#{anchor}")
    row = page.locator(f"tr#{anchor}")
    assert row.count() == 1 and row.is_visible()
    assert seen.outside == []


def test_the_language_switch_lands_on_the_twin_and_back_and_works_offline(chromium, site):
    """The twin link both ways; then, the network cut (the site's server gone, the browser
    offline), the pages opened are read again, and their steppers step."""
    with serving(site["folder"]) as base:  # a server of its own, to stop
        seen = Visit(chromium, base)
        page = seen.open("02_alpha_beta.html")
        page.locator(".gl-site-lang a[hreflang='vi']").click()
        page.wait_for_load_state("load")
        assert page.url.endswith("/vi/02_alpha_beta.html")
        assert page.evaluate("document.documentElement.lang") == "vi"
        assert "cắt tỉa" in page.locator("h1").inner_text().lower()
        assert page.evaluate("window.gamelibSite.offline") is True  # the service worker kept it
        page.locator(".gl-site-lang a[hreflang='en']").click()
        page.wait_for_load_state("load")
        assert page.url.endswith("/02_alpha_beta.html") and "/vi/" not in page.url
        assert page.evaluate("window.gamelibSite.offline") is True
    try:
        unreached = []
        seen.page.on("requestfailed", lambda r: unreached.append(r.url))
        seen.context.set_offline(True)
        for path, words in (("vi/02_alpha_beta.html", "cắt tỉa"), ("02_alpha_beta.html", "pruning")):
            page.goto(base + path)
            assert words in page.locator("h1").inner_text().lower()
            reveal_everything(page)
            stepper = page.locator("section.gl-site-stepper").first
            before = stepper.locator(".gl-site-counter").inner_text()
            stepper.locator("button[data-go=next]").click()
            assert stepper.locator(".gl-site-counter").inner_text() != before
        assert seen.outside == [] and seen.errors == [], (seen.errors, unreached)
    finally:
        seen.close()


def _black_root_trace():
    game = lecture.load("fig4_8", root="min")
    trace = Trace()
    alphabeta(game, game.initial_state(), trace=trace, player=MAX)
    return game, list(trace)


@pytest.mark.parametrize("path, lang", [("02_alpha_beta.html", "en"), ("vi/02_alpha_beta.html", "vi")])
def test_the_figure_4_8_stepper_steps_by_keyboard_and_shows_the_lectures_row(visit, artifacts, path, lang):
    """Keys alone step the Figure 4.8 stepper (Black at the root), which waits behind its
    questions as in Lab: Enter on the button that skips them (it says so) opens it, Tab reaches
    its buttons, Enter, the arrows, End and Home step; at step k its table's current row is the
    row gamelib's trace gives for that node at step k."""
    game, events = _black_root_trace()
    seen = visit()
    page = seen.open(path)
    quiz = page.evaluate("""n => [...document.querySelectorAll('.gl-site-reveal')].find(box =>
        box.querySelector(':scope > template').innerHTML.includes(`data-last="${n}"`)).dataset.quiz""", len(events))
    skip = page.locator(f"#{quiz} > .gl-site-skip")
    asked = page.locator(f"#{quiz} > template[data-question]").count()
    # (its text, not innerText: a cell off the screen is not rendered until it is scrolled to)
    assert str(asked) in skip.text_content()  # "Skip the 1 questions: …, answers included"
    skip.focus()
    page.keyboard.press("Enter")
    stepper = page.locator(f'section.gl-site-stepper[data-last="{len(events)}"]').first
    stepper.wait_for(timeout=30_000)
    assert skip.count() == 0  # (its work done)
    next_button = stepper.locator("button[data-go=next]")
    for _ in range(30):  # Tab from the opened contents to the stepper's "next" button
        page.keyboard.press("Tab")
        if next_button.evaluate("b => b === document.activeElement"):
            break
    else:
        pytest.fail("Tab never reached the stepper's next-step button")
    k = 12
    for _ in range(k):
        page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    counter = stepper.locator(".gl-site-counter").inner_text()
    assert str(k) in counter and str(len(events)) in counter
    entered = {e.node: e for e in events if isinstance(e, Enter)}
    node = entered[events[k - 1].node].state  # the node step k is about, named as the lecture names it
    expected = next(row for row in tree_table(game, events, step=k) if row.node == node)
    cells = stepper.locator("tr.gl-row-current td").all_inner_texts()
    assert cells[0].split()[-1] == expected.node
    shown_windows = [cell for cell in cells[2:] if "," in cell]
    minus = "−" if lang == "vi" else "-"
    wanted = [f"{format_bound(a)},{format_bound(b)}".replace("-", minus) for a, b in expected.windows]
    assert [w.replace(" ", "") for w in shown_windows] == [w.replace(" ", "") for w in wanted]
    stepper.screenshot(path=str(artifacts / f"site-stepper-{lang}.png"))
    page.keyboard.press("End")
    assert str(len(events)) + " " in stepper.locator(".gl-site-counter").inner_text() + " "
    page.keyboard.press("Home")
    assert stepper.locator("button[data-go=prev]").get_attribute("aria-disabled") == "true"
    assert seen.outside == [] and seen.errors == []


def test_a_quiz_marks_a_wrong_and_a_right_answer_and_hides_its_answers(visit):
    white = lecture.load("fig4_8", root="max")
    trace = Trace()
    alphabeta(white, white.initial_state(), trace=trace, player=MAX)
    question = window_questions(trace, white)[0]
    alpha, beta = question.answer
    right = question.check(alpha, beta, question.cut, "en").message
    seen = visit()
    page = seen.open("02_alpha_beta.html")
    assert right not in page.content()  # the explanation is sealed until it is earned
    quiz = page.locator("section.gl-site-quiz").first
    quiz.locator("input[name=alpha]").fill(format_bound(alpha + 1))
    quiz.locator("input[name=beta]").fill(format_bound(beta))
    quiz.locator(".gl-site-check").click()
    feedback = quiz.locator(".gl-site-feedback")
    assert "gl-site-wrong" in feedback.get_attribute("class")
    quiz.locator("input[name=alpha]").fill(format_bound(alpha))
    quiz.locator("input[name=alpha]").press("Enter")
    assert "gl-site-right" in feedback.get_attribute("class")
    assert feedback.inner_text() == right
    assert "0" in quiz.locator(".gl-site-score").inner_text()  # the first try is the one counted
    assert quiz.locator(".gl-site-practice-note").is_visible()
    assert seen.outside == [] and seen.errors == []


@pytest.mark.parametrize("width", [1366, 420])
def test_screenshots_and_nothing_wider_than_the_screen(visit, artifacts, site, width):
    """Screenshots to look at; at 420 px the page itself never scrolls sideways (wide trees
    and tables scroll inside their own boxes)."""
    seen = visit(width=width, height=900)
    for path in ("index.html", "02_alpha_beta.html", "vi/02_alpha_beta.html"):
        page = seen.open(path)
        reveal_everything(page)
        page.screenshot(path=str(artifacts / f"site-{path.replace('/', '-')}-{width}.png"), full_page=False)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= width, f"{path} is {wide} px wide at {width} px"
        if width >= 1366:  # the header in one line (the lessons are in one menu)
            header = page.locator("header.bd-header").bounding_box()["height"]
            assert header <= 80, f"{path}: the header is {header} px high at {width} px"
    pages = {p.relative_to(site["folder"]).as_posix(): p.stat().st_size for p in site["folder"].rglob("*.html")}
    heavy = {path: size for path, size in pages.items() if size > 400_000}
    assert heavy == {}, f"pages over 400 kB of HTML: {heavy}"
    (artifacts / "site-build.txt").write_text(
        f"built offline in {site['seconds']:.0f} s; {site['bytes'] / 1e6:.1f} MB "
        f"(lessons {', '.join(LESSONS)}, both editions); "
        + ", ".join(f"{path} {size / 1e3:.0f} kB" for path, size in sorted(pages.items()) if "_" in path) + "\n")


@pytest.mark.parametrize("path", ["02_alpha_beta.html", "vi/02_alpha_beta.html"])
def test_printing_a_lesson_prints_every_question_and_each_steppers_final_tree(visit, artifacts, path):
    """On paper (print media, after the browser's ``beforeprint``): every question of every quiz,
    what waits behind a quiz (Figure 4.8's stepper included) without answering it, and each
    stepper as its final tree -- no buttons, no slider; ``afterprint`` takes it all away."""
    _, events = _black_root_trace()
    seen = visit()
    page = seen.open(path)
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    page.emulate_media(media="print")
    steppers = page.locator("section.gl-site-stepper")
    finals = page.locator("section.gl-site-stepper > .gl-site-print-final")
    assert steppers.count() == finals.count() > 1
    figure = page.locator(f'section.gl-site-stepper[data-last="{len(events)}"] > .gl-site-print-final')
    assert figure.count() == 1 and figure.is_visible()  # behind 14 questions on screen
    assert figure.locator("svg").count() >= 1
    assert str(len(events)) in figure.locator('[data-part="counter"]').inner_text()  # the last step
    assert page.locator(".gl-site-stepper .gl-site-controls").first.is_hidden()
    for quiz in page.locator("section.gl-site-quiz").all():
        asked = quiz.locator(":scope > template[data-question]").count()
        printed = quiz.locator(":scope > .gl-site-print-questions > .gl-site-print-question")
        assert printed.count() == asked and printed.first.is_visible()
    page.pdf(path=str(artifacts / f"site-print-{path.replace('/', '-')}.pdf"))
    page.emulate_media(media="screen")
    page.evaluate("window.dispatchEvent(new Event('afterprint'))")
    assert page.locator(".gl-site-print-final, .gl-site-print-reveal, .gl-site-print-questions").count() == 0
    assert seen.outside == [] and seen.errors == []
