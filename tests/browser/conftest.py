"""A real JupyterLab server and a real headless Chromium, shared by the browser tests.

What works on these machines and the pitfalls met are written up in
``shared/notes/browser-testing.md``: Debian's Chromium driven by the Python
``playwright`` package (never ``playwright install``), Lab started on
127.0.0.1 with a token and ``expose_app_in_browser``, news and autosave off,
and a temporary copy of the notebooks so the browser never writes into the repo.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts" / "browser"
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]


def chromium_path() -> str | None:
    """Debian's Chromium, or the one named by $GAMELIB_CHROMIUM."""
    for candidate in (os.environ.get("GAMELIB_CHROMIUM"), "/usr/bin/chromium",
                      shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def copy_lessons(to: Path) -> None:
    """The checkout's lessons, copied to ``to`` as a student gets them: without the practice
    scores and the name a developer's own runs of the lessons left in the checkout."""
    from gamelib.exercises.scores import NAME_FILE, SCORE_FILE

    shutil.copytree(REPO / "notebooks", to, ignore=shutil.ignore_patterns(SCORE_FILE, NAME_FILE))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(url: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer within {seconds} s")


def stop(server: subprocess.Popen) -> None:
    server.terminate()
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        server.kill()


# Package scope, not session: Playwright's sync API keeps an event loop running in
# the main thread until it stops, and later tests call asyncio.run().
@pytest.fixture(scope="package")
def chromium():
    path = chromium_path()
    if path is None:
        pytest.skip("Chromium is not installed (./run.sh test installs it with apt-get when it can; "
                    "or: sudo apt-get install chromium)")
    playwright_api = pytest.importorskip("playwright.sync_api")
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


@pytest.fixture(scope="package")
def lab(tmp_path_factory, chromium):
    """A JupyterLab server on 127.0.0.1 serving a temporary copy of the notebooks."""
    root = tmp_path_factory.mktemp("lab")
    copy_lessons(root / "notebooks")
    settings = root / "settings"
    for plugin, values in {
        "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
            {"fetchNews": "false", "checkForUpdates": False},
        "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
        # render every cell, so widgets far down a notebook exist in the page
        "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    }.items():
        (settings / plugin).parent.mkdir(parents=True, exist_ok=True)
        (settings / plugin).write_text(json.dumps(values))
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(root / "config"),
               JUPYTERLAB_SETTINGS_DIR=str(settings),
               JUPYTERLAB_WORKSPACES_DIR=str(root / "workspaces"),
               JUPYTER_RUNTIME_DIR=str(root / "runtime"))
    env.pop("MPLBACKEND", None)  # kernels use the inline backend, as for a person
    port, token = free_port(), secrets.token_hex(16)
    log = (root / "lab.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
         "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
         f"--IdentityProvider.token={token}", "--LabApp.expose_app_in_browser=True",
         f"--ServerApp.root_dir={root / 'notebooks'}"],
        env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for(f"http://127.0.0.1:{port}/api/status?token={token}", 90)
        yield {"url": f"http://127.0.0.1:{port}", "token": token, "root": root}
    finally:
        stop(server)
        log.close()


def pytest_collection_modifyitems(config, items):
    """A test a module names in its ``GOES_ON_FROM`` (test: the test it goes on from) runs right
    after that test, on the same worker (the same file, so the same group): it takes the page as
    that test left it (:func:`lab_helpers.open_lesson`). Without that test, it runs where it was."""
    leader_of = {}
    for item in items:
        leader = getattr(getattr(item, "module", None), "GOES_ON_FROM", {}).get(
            getattr(item, "originalname", None))
        if leader:
            leader_of[item] = (item.module, leader)
    if not leader_of:
        return
    present = {(item.module, item.name) for item in items if hasattr(item, "module")}
    moved = {item: key for item, key in leader_of.items() if key in present}
    ordered = []
    for item in items:
        if item in moved:
            continue
        ordered.append(item)
        key = (getattr(item, "module", None), item.name)
        ordered.extend(f for f, leader in moved.items() if leader == key)
    items[:] = ordered


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Remember each phase's report on the test, so the ``page`` fixture knows it failed."""
    outcome = yield
    setattr(item, f"report_{call.when}", outcome.get_result())


@pytest.fixture
def page(request, chromium):
    context = chromium.new_context(viewport={"width": 1500, "height": 1100})
    page = context.new_page()
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:  # what the page showed when the test failed
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"FAILED-{request.node.name}.png"), full_page=True)
    context.close()


@pytest.fixture(scope="package")
def lab_window(chromium):
    """One page kept on JupyterLab for the package's Lab tests (on each worker): a test opens
    its notebook in the Lab already loaded there (:func:`lab_helpers.open_notebook`) instead of
    loading Lab afresh in a new page, which costs the browser a few seconds each time."""
    context = chromium.new_context(viewport=WINDOW)
    page = context.new_page()
    yield page
    context.close()


#: the size of a test's page, unless it says otherwise
WINDOW = {"width": 1500, "height": 1100}


def lab_tab(request, window, size: dict):
    """``window`` at ``size`` for one test (see :func:`after_lab_test`)."""
    window.set_viewport_size(size)
    yield window
    after_lab_test(request, window)


def after_lab_test(request, window) -> None:
    """If the test failed, a screenshot of what it showed, and the page is loaded afresh for the
    next test (nothing it left half-done is reused)."""
    report = getattr(request.node, "report_call", None)
    if report is None or report.failed or report.skipped:
        if report is not None and report.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            window.screenshot(path=str(ARTIFACTS / f"FAILED-{request.node.name}.png"), full_page=True)
        with contextlib.suppress(Exception):
            window.evaluate("() => { window.__glKept = null; window.__glLeft = undefined; }")


@pytest.fixture
def lab_page(request, lab_window):
    """The package's Lab page at 1500×1100, for a test that opens its notebooks in Lab."""
    yield from lab_tab(request, lab_window, WINDOW)


@pytest.fixture
def lab_sized(request, lab_window):
    """The package's Lab page at the size a test asks for: ``lab_sized(width, height)``."""
    def sized(width: int, height: int = 900):
        lab_window.set_viewport_size({"width": width, "height": height})
        return lab_window
    yield sized
    after_lab_test(request, lab_window)


#: a laptop's screen
LAPTOP = {"width": 1366, "height": 768}


@pytest.fixture
def laptop(request, lab_window):
    """The package's Lab page at 1366×768 (a laptop's screen); the test opens Lab's file
    browser if it wants it."""
    yield from lab_tab(request, lab_window, LAPTOP)


@pytest.fixture(scope="package")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@contextlib.contextmanager
def voila_serving(target: Path, root: Path, seconds: float = 90):
    """Voilà serving ``target`` (a notebook or a folder) on 127.0.0.1, its settings and kernels'
    files under ``root`` (the kernels' working folder too): its base URL while in the block."""
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(root / "config"),
               JUPYTER_RUNTIME_DIR=str(root / "runtime"))
    env.pop("MPLBACKEND", None)
    port = free_port()
    log = (root / "voila.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", str(target), "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1"], env=env, stdout=log, stderr=subprocess.STDOUT, cwd=root)
    try:
        wait_for(f"http://127.0.0.1:{port}/", seconds)
        yield f"http://127.0.0.1:{port}/"
    finally:
        stop(server)
        log.close()


@pytest.fixture(scope="package")
def voila_server(tmp_path_factory, chromium):
    """Voilà serving the lessons as apps (code hidden) on 127.0.0.1: its base URL; a notebook
    is at ``voila/render/<path>``."""
    root = tmp_path_factory.mktemp("voila")
    copy_lessons(root / "notebooks")
    with voila_serving(root / "notebooks", root) as url:
        yield url


@pytest.fixture(scope="package")
def voila(voila_server):
    """The play notebook as a Voilà app."""
    return f"{voila_server}voila/render/11_play.ipynb"
