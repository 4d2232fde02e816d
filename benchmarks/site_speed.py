"""How soon a lesson of the course's website is interactive on a phone at Slow 4G (issue 52).

The site (``python -m gamelib site``: built into a scratch folder, or ``--site`` to reuse one) is
served from 127.0.0.1 by a tiny static server twice: with gzip (text files compressed, as GitHub
Pages and most hosts send them) and without. Every lesson page of both editions is opened in
headless Chromium (Debian's, through playwright) in a fresh context (cache empty, no service
worker) emulating a phone: 412x823 CSS px, CDP ``Network.emulateNetworkConditions`` and
``Emulation.setCPUThrottlingRate`` 4. Network: Lighthouse's mobile Slow 4G numbers, 150 ms RTT
(applied by Chromium as each request's latency), 1.6 Mbps down, 750 kbps up (``--network
lighthouse``, the default); ``--network devtools`` uses DevTools' own "Slow 4G" preset instead
(562.5 ms a request, 1.44 Mbps down, 675 kbps up: the same numbers corrected for throttling
requests, not packets; harsher).

Measured a visit, from the navigation's start (milliseconds):

- ``ready``: the page script (``gamelib-site.js``) has wired up every stepper, quiz and reveal of
  the page: its ``gamelib-ready`` performance mark (a page built before the mark existed: the
  moment after ``DOMContentLoaded``'s listeners when every widget section has ``data-ready``);
- ``interactive``: the later of ``ready`` and the first contentful paint (a widget can be used
  once it is both wired and on the screen);
- ``load``: the load event's end; the HTML's bytes on the wire and unpacked; all bytes fetched.

Each page is visited ``--runs`` times (default 3), interleaved round-robin (run 1 of every page and
server, then run 2, ...), and the median is reported, with the machine's load average at each run
(``os.getloadavg()``; these 2-core machines are shared). Results go to
``results/site_speed.json`` under ``--label`` (say ``before``/``after``), and every label there
is written as markdown to ``results/site_speed.md``. Run it alone on the machine:

    nice -n 19 .venv/bin/python benchmarks/site_speed.py --site site --label after
    nice -n 19 .venv/bin/python benchmarks/site_speed.py --site before=old-site --site after=site

Nothing here asserts a time: the tests check that the ready signal is set, not how soon.

Lighthouse (a measuring tool, not a dependency of the project) is run by hand against the gzip
server, mobile (its default: simulated Slow 4G and 4x CPU), and its JSON reports are summed up
here, the median of each score over the reports of a page, into the label's results:

    mkdir -p /tmp/lh && cd /tmp/lh && npm install lighthouse
    CHROME_PATH=/usr/bin/chromium ./node_modules/.bin/lighthouse http://127.0.0.1:PORT/02_alpha_beta.html \
        --chrome-flags="--headless=new --no-sandbox" --output=json --output-path=after-1-02.json \
        --only-categories=performance,accessibility,best-practices,seo
    .venv/bin/python benchmarks/site_speed.py --lighthouse after /tmp/lh/after-*.json
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import http.server
import io
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]
#: bytes per second and milliseconds, as CDP's Network.emulateNetworkConditions takes them
NETWORKS = {
    "lighthouse": {"latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8},
    "devtools": {"latency": 562.5, "downloadThroughput": 1.6e6 * 0.9 / 8, "uploadThroughput": 750e3 * 0.9 / 8},
}
CPU_SLOWDOWN = 4
#: what a host compresses
TEXT = (".html", ".js", ".css", ".json", ".svg", ".txt", ".ipynb", ".map")

#: set before any of the page's scripts: long tasks, and (for a page whose script sets no mark)
#: the moment every widget is wired, checked after DOMContentLoaded's listeners (window's, bubbling,
#: run after document's) and then each animation frame
WATCH = """
window.__glLong = [];
try { new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) {
  window.__glLong.push([e.startTime, e.duration]); }); }).observe({type: "longtask", buffered: true}); } catch (e) {}
(function () {
  function wired() {
    if (!window.gamelibSite) return false;
    var all = document.querySelectorAll(".gl-site-stepper, .gl-site-quiz, .gl-site-reveal");
    for (var i = 0; i < all.length; i++) if (!all[i].dataset.ready) return false;
    return true;
  }
  function look() {
    if (window.__glWired) return;
    if (wired()) { window.__glWired = performance.now(); return; }
    requestAnimationFrame(look);
  }
  window.addEventListener("DOMContentLoaded", look);
})();
"""

MEASURE = """
() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const mark = performance.getEntriesByName("gamelib-ready")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const resources = performance.getEntriesByType("resource");
  return {
    ready: mark ? mark.startTime : (window.__glWired || null),
    mark: !!mark,
    fcp: fcp ? fcp.startTime : null,
    dcl: nav.domContentLoadedEventEnd,
    load: nav.loadEventEnd,
    html_wire: nav.transferSize, html_bytes: nav.decodedBodySize,
    all_wire: nav.transferSize + resources.reduce((s, r) => s + (r.transferSize || 0), 0),
    requests: 1 + resources.length,
    widgets: document.querySelectorAll(".gl-site-stepper, .gl-site-quiz").length,
    long_ms: (window.__glLong || []).reduce((s, l) => s + l[1], 0),
    longest_ms: (window.__glLong || []).reduce((m, l) => Math.max(m, l[1]), 0),
  };
}
"""


class Handler(http.server.SimpleHTTPRequestHandler):
    """A static host: files as they are, or (``gzip``) text compressed when the browser accepts it."""

    gzip = False
    packed: dict[tuple[Path, int], bytes] = {}

    def log_message(self, *args):  # quiet
        pass

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not (self.gzip and path.is_file() and path.suffix in TEXT
                and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        made = (path, path.stat().st_mtime_ns)  # (a file rebuilt while served is packed again)
        if made not in self.packed:
            self.packed[made] = gzip.compress(path.read_bytes(), compresslevel=6)
        body = self.packed[made]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


@contextlib.contextmanager
def serving(folder: Path, compress: bool):
    """``folder`` on 127.0.0.1 (a free port), with or without gzip: its base URL."""
    handler_class = type("GzipHandler" if compress else "PlainHandler", (Handler,),
                         {"gzip": compress, "packed": {}})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                            functools.partial(handler_class, directory=str(folder)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


def build_site(out: Path, cache: Path | None) -> None:
    """``python -m gamelib site`` into ``out``: every lesson, both editions."""
    command = [sys.executable, "-m", "gamelib", "site", "--out", str(out), "--jobs", "1"]
    if cache:
        command += ["--cache", str(cache)]
    subprocess.run(command, check=True, cwd=REPO)


def visit(browser, url: str, network: dict) -> dict:
    """One visit of ``url`` as a phone on a slow network, with an empty cache."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=1.75,
                                  is_mobile=True, has_touch=True, service_workers="block")
    context.add_init_script(WATCH)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", {"offline": False, **network})
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    try:
        page.goto(url, wait_until="load", timeout=120_000)
        page.wait_for_function("() => performance.getEntriesByName('gamelib-ready').length"
                               " || window.__glWired", timeout=60_000)
        return page.evaluate(MEASURE)
    finally:
        context.close()


def run(sites: dict[str, Path], pages: list[str], runs: int, network: dict,
        runs_of: dict[str, int] | None = None, after_run=None) -> dict:
    """Every page of every site, with and without gzip, ``runs`` times round-robin (a run visits
    each page of each site once, so sites compared meet the same load): each visit's numbers."""
    from playwright.sync_api import sync_playwright

    visits = {label: {"gzip": {p: [] for p in pages}, "plain": {p: [] for p in pages}} for label in sites}
    with contextlib.ExitStack() as stack:
        bases = {(label, served): stack.enter_context(serving(site, served == "gzip"))
                 for label, site in sites.items() for served in ("gzip", "plain")}
        playwright = stack.enter_context(sync_playwright())
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_FLAGS)
        stack.callback(browser.close)
        for number in range(runs):
            for served in ("gzip", "plain"):
                for page in pages:
                    for label in sites:
                        if number >= (runs_of or {}).get(label, runs):
                            continue
                        load = os.getloadavg()[0]
                        numbers = visit(browser, bases[label, served] + page, network)
                        numbers["loadavg"] = load
                        visits[label][served][page].append(numbers)
                        print(f"run {number + 1} {label:8} {served:5} {page:34} ready {numbers['ready']:6.0f} ms, "
                              f"fcp {numbers['fcp'] or 0:6.0f}, load {numbers['load']:6.0f}, "
                              f"html {numbers['html_wire'] / 1e3:5.0f} kB on the wire, loadavg {load:.2f}",
                              flush=True)
            if after_run:  # (what is measured so far is kept, should a later run be stopped)
                after_run(visits, number + 1)
    return visits


def interactive(numbers: dict) -> float:
    """A visit's interactive time: the later of the ready signal and the first contentful paint."""
    return max(numbers["ready"] or float("inf"), numbers["fcp"] or 0)


def median(visits: list[dict], key) -> float:
    """The median of ``key(visit)`` over ``visits``."""
    return statistics.median(key(v) for v in visits)


def markdown(results: dict) -> str:
    """Every label's table, with the machine and settings it was measured on."""
    lines = ["# The course's website at Slow 4G and a 4x slower CPU (`benchmarks/site_speed.py`)", "",
             "Interactive = the later of the page script's `gamelib-ready` mark (every stepper, quiz "
             "and reveal wired) and the first contentful paint, from the navigation's start; median of "
             "the runs, each in a fresh context (empty cache, no service worker). HTML: bytes of the "
             "page unpacked, and on the wire with gzip. Written by the script; do not edit.", ""]
    for label, result in results.items():
        meta = result["meta"]
        lines += [f"## {label}", "",
                  f"{meta['machine']}; Chromium {meta['chromium']}; network `{meta['network']}` "
                  f"({meta['network_numbers']['latency']} ms a request, "
                  f"{meta['network_numbers']['downloadThroughput'] * 8 / 1e6:.2f} Mbps down, "
                  f"{meta['network_numbers']['uploadThroughput'] * 8 / 1e3:.0f} kbps up), CPU x{CPU_SLOWDOWN}; "
                  f"{meta['runs']} run{'s' if meta['runs'] > 1 else ''} a page, load average {meta['load_min']:.2f}-{meta['load_max']:.2f} "
                  f"during them; {meta['date']}"
                  + (f", visited in turn with {', '.join(meta['with'])}" if meta.get("with") else "") + ".", "",
                  "| page | HTML kB | gzip kB | interactive gzip | interactive plain | load gzip | load plain "
                  "| long tasks gzip |",
                  "|---|---|---|---|---|---|---|---|"]
        over = []
        for page, by_gzip in result["visits"]["gzip"].items():
            plain = result["visits"]["plain"][page]
            gz = median(by_gzip, interactive)
            if gz > 3000:
                over.append(page)
            lines.append(
                f"| {page} | {median(plain, lambda v: v['html_bytes']) / 1e3:.0f} "
                f"| {median(by_gzip, lambda v: v['html_wire']) / 1e3:.0f} "
                f"| {gz / 1e3:.2f} s | {median(plain, interactive) / 1e3:.2f} s "
                f"| {median(by_gzip, lambda v: v['load']) / 1e3:.2f} s "
                f"| {median(plain, lambda v: v['load']) / 1e3:.2f} s "
                f"| {median(by_gzip, lambda v: v['long_ms']):.0f} ms |")
        gz_all = [median(v, interactive) for v in result["visits"]["gzip"].values()]
        plain_all = [median(v, interactive) for v in result["visits"]["plain"].values()]
        lines += ["", f"With gzip: {min(gz_all) / 1e3:.2f}-{max(gz_all) / 1e3:.2f} s, "
                      f"{len(over)} of {len(gz_all)} pages over 3 s{(': ' + ', '.join(over)) if over else ''}; "
                      f"without: {min(plain_all) / 1e3:.2f}-{max(plain_all) / 1e3:.2f} s.", ""]
        if result.get("lighthouse"):
            lines += result["lighthouse"] + [""]
    return "\n".join(lines)


def lighthouse_rows(reports: list[Path]) -> list[str]:
    """A markdown table of Lighthouse's scores: each page's median over its reports."""
    by_page: dict[str, list[dict]] = {}
    version = ""
    for report in reports:
        data = json.loads(report.read_text())
        page = data["finalDisplayedUrl"].split("/", 3)[3] or "index.html"
        version = data["lighthouseVersion"]
        by_page.setdefault(page, []).append({
            **{key: round(category["score"] * 100) for key, category in data["categories"].items()},
            "tbt": data["audits"]["total-blocking-time"]["numericValue"],
            "fcp": data["audits"]["first-contentful-paint"]["numericValue"],
            "lcp": data["audits"]["largest-contentful-paint"]["numericValue"]})
    rows = [f"Lighthouse {version}, mobile (simulated Slow 4G, 4x CPU), against the gzip server; the median "
            "of each number over the runs (scores of single runs in brackets: the machine was shared).", "",
            "| page | runs | performance | accessibility | best practices | SEO | FCP | LCP | TBT |",
            "|---|---|---|---|---|---|---|---|---|"]
    for page, runs in sorted(by_page.items()):
        def med(key: str) -> float:
            return statistics.median(run[key] for run in runs)
        each = ", ".join(str(run["performance"]) for run in runs)
        rows.append(f"| {page} | {len(runs)} | {med('performance'):.0f} ({each}) | {med('accessibility'):.0f} "
                    f"| {med('best-practices'):.0f} | {med('seo'):.0f} | {med('fcp') / 1e3:.1f} s "
                    f"| {med('lcp') / 1e3:.1f} s | {med('tbt'):.0f} ms |")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", action="append", default=[], metavar="[LABEL=]PATH",
                        help="a site already built (default: build one in a scratch folder); several, "
                             "each with its label (before=site-old after=site), are visited in turn")
    parser.add_argument("--cache", type=Path, help="the build's cache of executed lessons (python -m gamelib site --cache)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--runs-of", nargs="*", default=[], metavar="LABEL=N",
                        help="fewer runs for a site (before=1: a baseline, visited in the first run)")
    parser.add_argument("--pages", nargs="*", help="only these pages (paths in the site, e.g. 02_alpha_beta.html)")
    parser.add_argument("--network", choices=sorted(NETWORKS), default="lighthouse")
    parser.add_argument("--label", default="latest", help="the results' name in results/site_speed.json")
    parser.add_argument("--json", type=Path, default=RESULTS / "site_speed.json")
    parser.add_argument("--md", type=Path, default=RESULTS / "site_speed.md")
    parser.add_argument("--lighthouse", nargs="+", metavar=("LABEL", "REPORT"),
                        help="no visits: Lighthouse's JSON reports summed up into LABEL's results")
    args = parser.parse_args()
    if args.lighthouse:
        results = json.loads(args.json.read_text()) if args.json.exists() else {}
        label, reports = args.lighthouse[0], [Path(p) for p in args.lighthouse[1:]]
        results.setdefault(label, {})["lighthouse"] = lighthouse_rows(reports)
        args.json.write_text(json.dumps(results, indent=1))
        args.md.write_text(markdown({k: v for k, v in results.items() if "visits" in v}))
        print("\n".join(results[label]["lighthouse"]))
        return
    sites = {}
    for given in args.site:
        label, _, path = given.rpartition("=")
        sites[label or args.label] = Path(path)
    with tempfile.TemporaryDirectory(prefix="gl-site-speed-") as scratch:
        if not sites:
            sites[args.label] = Path(scratch) / "site"
            build_site(sites[args.label], args.cache)
        listed = json.loads((next(iter(sites.values())) / "site.json").read_text())["pages"]
        pages = args.pages or [f"{'' if lang == 'en' else lang + '/'}{name}.html"
                               for lang, names in listed.items() for name in names]
        started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        runs_of = {label: int(n) for label, _, n in (given.partition("=") for given in args.runs_of)}
        visits = run(sites, pages, max([args.runs, *runs_of.values()]), NETWORKS[args.network], runs_of,
                     lambda so_far, done: save(args, sites, so_far, runs_of, started, done))
    save(args, sites, visits, runs_of, started)
    print(markdown({label: json.loads(args.json.read_text())[label] for label in visits}))


def save(args, sites, visits, runs_of, started, done=None) -> None:
    """The results so far into ``--json`` (each label's) and every label's table into ``--md``."""
    chromium = subprocess.run(["/usr/bin/chromium", "--version"], capture_output=True, text=True).stdout.split()
    results = json.loads(args.json.read_text()) if args.json.exists() else {}
    for label, by_label in visits.items():
        loads = [v["loadavg"] for by in by_label.values() for page in by.values() for v in page]
        meta = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()}",
                "chromium": chromium[1] if len(chromium) > 1 else "?", "network": args.network,
                "network_numbers": NETWORKS[args.network], "cpu_slowdown": CPU_SLOWDOWN,
                "runs": min(runs_of.get(label, args.runs), done or args.runs),
                "load_min": min(loads), "load_max": max(loads), "date": started,
                "with": sorted(set(sites) - {label})}
        kept = results.get(label, {})
        results[label] = {"meta": meta, "visits": by_label, "lighthouse": kept.get("lighthouse", [])}
    args.json.write_text(json.dumps(results, indent=1))
    args.md.write_text(markdown(results))


if __name__ == "__main__":
    main()
