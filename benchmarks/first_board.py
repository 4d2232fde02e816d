"""How long a class waits for the play app's first board: several Voilà sessions opened at once.

A Voilà server serves a temporary copy of ``notebooks/11_play.ipynb``; headless Chromium opens
``--sessions`` pages of it at the same moment (a class of students pressing the link together)
and each page's time is taken from ``goto`` until its first board has drawn a square. Two
servers are compared, round-robin: Voilà as it comes (``plain``: every page starts a kernel,
imports gamelib and runs the notebook), and Voilà with heated kernels (``preheat``: a pool of
kernels that have already run the notebook, ``--preheat_kernel=True --pool_size=N``).
Run alone on the machine, under the heavy lock:

    flock /tmp/gamelib-heavy.lock .venv/bin/python benchmarks/first_board.py --sessions 1,10

It prints, per server and number of sessions, the median and the slowest page's seconds, and
the ratio of each to one plain session.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]
FIRST_SQUARE = ".gl-board-view .gl-hit"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_voila(root: Path, extra: list[str]) -> tuple[subprocess.Popen, str]:
    """Voilà serving ``root``'s 11_play.ipynb on 127.0.0.1; the process and the page's URL."""
    port = free_port()
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(root / "config"),
               JUPYTER_RUNTIME_DIR=str(root / "runtime"))
    env.pop("MPLBACKEND", None)
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", str(root / "11_play.ipynb"), "--no-browser",
         f"--port={port}", "--Voila.ip=127.0.0.1", *extra],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            time.sleep(0.3)
    return server, url


async def open_at_once(url: str, sessions: int) -> list[float]:
    """Seconds until each of ``sessions`` pages, opened together, shows a board's square."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                   args=CHROMIUM_FLAGS)

        async def one() -> float:
            context = await browser.new_context(viewport={"width": 1366, "height": 768})
            page = await context.new_page()
            start = time.perf_counter()
            await page.goto(url, timeout=300_000)
            await page.wait_for_selector(FIRST_SQUARE, state="attached", timeout=300_000)
            seconds = time.perf_counter() - start
            await context.close()
            return seconds

        times = await asyncio.gather(*(one() for _ in range(sessions)))
        await browser.close()
    return list(times)


def fetch_at_once(url: str, sessions: int) -> list[float]:
    """Seconds until each of ``sessions`` requests, made together, has the whole page: Voilà
    sends it once the notebook has run in the page's own kernel, with the boards' widgets in
    it. The server's part alone: no browser shares the machine's cores (a class's browsers run
    on the students' own machines)."""
    from concurrent.futures import ThreadPoolExecutor

    def one(_: int) -> float:
        start = time.perf_counter()
        with urllib.request.urlopen(url, timeout=300) as response:
            page = response.read().decode("utf-8", "replace")
        if "application/vnd.jupyter.widget-view+json" not in page:
            raise RuntimeError("the page came back without the boards' widgets")
        return time.perf_counter() - start

    with ThreadPoolExecutor(sessions) as pool:
        return list(pool.map(one, range(sessions)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", default="1,10", help="pages opened at once, e.g. 1,10")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--client", choices=["browser", "http"], default="browser",
                        help="browser: until a square is drawn in Chromium (browsers share the "
                             "cores); http: until the page has arrived (the server's part)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    counts = [int(n) for n in args.sessions.split(",")]
    servers = {"plain": [], "preheat": ["--preheat_kernel=True", f"--pool_size={max(counts)}"]}
    results: dict[str, dict[int, list[float]]] = {name: {n: [] for n in counts} for name in servers}
    with tempfile.TemporaryDirectory(prefix="gl-first-board-") as scratch:
        root = Path(scratch)
        shutil.copy(REPO / "notebooks" / "11_play.ipynb", root / "11_play.ipynb")
        for _ in range(args.rounds):
            for name, extra in servers.items():  # round-robin: a fresh server each time
                server, url = start_voila(root, extra)
                try:
                    measure = ((lambda n: asyncio.run(open_at_once(url, n)))
                               if args.client == "browser" else (lambda n: fetch_at_once(url, n)))
                    measure(1)  # warm the server's own first render
                    for n in counts:
                        if name == "preheat":  # the pool fills (again) before the class arrives
                            time.sleep(20 + 4 * max(counts))
                        results[name][n] += measure(n)
                finally:
                    server.terminate()
                    server.wait(timeout=30)
    base = statistics.median(results["plain"][counts[0]])
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}, "
          f"{platform.system()}; one plain session: {base:.1f} s")
    print("| server | sessions at once | median page | slowest page | median / one plain |")
    print("|---|---|---|---|---|")
    for name in servers:
        for n in counts:
            times = results[name][n]
            print(f"| {name} | {n} | {statistics.median(times):.1f} s | {max(times):.1f} s | "
                  f"{statistics.median(times) / base:.2f} |")
    if args.json:
        args.json.write_text(json.dumps({name: {str(n): t for n, t in by.items()}
                                         for name, by in results.items()}, indent=1))


if __name__ == "__main__":
    main()
