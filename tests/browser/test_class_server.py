"""A class on one server, for real: ``python -m gamelib class-server start`` runs JupyterHub with
configurable-http-proxy on 127.0.0.1 for two students of a roster; each logs in through the
login page in Chromium and runs lesson 02 in their own Lab until its first widget shows; one
cannot read the other's files; stopping the hub and removing the users leaves no user, process
or listening port behind (issue 53)."""

from __future__ import annotations

import json
import os
import pwd
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from tests.browser.conftest import ARTIFACTS, REPO, free_port, wait_for
from tests.server_helpers import listening, processes_of

pytestmark = [pytest.mark.browser, pytest.mark.slow]

if os.geteuid() != 0:
    pytest.skip("the class server runs as root (it makes users and starts each student's Lab "
                "as that user)", allow_module_level=True)
pytest.importorskip("jupyterhub", reason="JupyterHub is not installed (requirements.txt)")
from gamelib.cli import class_server as class_cli  # noqa: E402
from gamelib.course import class_server  # noqa: E402

if class_server.proxy_command() is None:
    pytest.skip("configurable-http-proxy is not installed (./run.sh test installs it from npm)",
                allow_module_level=True)

#: the lesson each student opens, and the first widget it shows (the window quiz on Figure 4.8)
LESSON, WIDGET = "02_alpha_beta.ipynb", ".gl-quiz"


def first_widget_cell(path: Path) -> int:
    """The index of the lesson's first cell that shows a live widget."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return next(i for i, cell in enumerate(cells) if "PredictWindow(" in "".join(cell["source"]))


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """The class's hub, running: its URL, students (name -> language) and passwords; its
    ``stop()`` stops it and removes the users (also run at the end, whatever happened)."""
    root = tmp_path_factory.mktemp("class-server")
    run = secrets.token_hex(3)  # names new each run: runs never clash, nor meet old users
    students = {f"glhub{run}a": "en", f"glhub{run}b": "vi"}
    roster = root / "class.roster"
    roster.write_text("".join(f"{name} {language}\n" for name, language in students.items()))
    folder = root / "hub"
    folder.mkdir()
    # the teacher's own lines, kept by the command: Lab's app object for the test to drive
    (folder / class_server.CONFIG).write_text(
        class_server.OWN_LINES + "\nc.Spawner.args += ['--LabApp.expose_app_in_browser=True']\n")
    port = free_port()
    log = (root / "hub.log").open("w")
    # the class's exchange: where every student can reach it (pytest's folders are root's alone)
    shared = Path(tempfile.mkdtemp(prefix="gamelib-class-exchange-"))
    os.chmod(shared, 0o755)
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "gamelib", "class-server", "start", str(roster), str(folder),
         "--port", str(port), "--exchange", str(shared / "exchange")], stdout=log,
        stderr=subprocess.STDOUT, start_new_session=True,
        env=dict(os.environ, PYTHONPATH=str(REPO)))
    state = {"stopped": False, "left": []}

    def stop() -> None:
        if state["stopped"]:
            return
        state["stopped"] = True
        try:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)  # the hub ends its proxy and servers
                try:
                    process.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait(timeout=10)
        finally:
            made = json.loads((folder / class_server.SETTINGS).read_text()).get("made", []) \
                if (folder / class_server.SETTINGS).exists() else []
            uids = {pwd.getpwnam(name).pw_uid for name in made if name in students
                    and _exists(name)}
            deadline = time.monotonic() + 15  # a kernel may end a moment after its server
            while processes_of(uids) and time.monotonic() < deadline:
                time.sleep(0.2)
            state["left"] = processes_of(uids)
            _end(uids)  # a student's process the hub did not end (a failure): ended here
            class_server.remove_users(folder)
            shutil.rmtree(shared, ignore_errors=True)
            log.close()

    try:
        wait_for(f"http://127.0.0.1:{port}/hub/health", 90)
        settings = json.loads((folder / class_server.SETTINGS).read_text())
        passwords = dict(line.split() for line in (folder / class_server.PASSWORDS).read_text()
                         .splitlines())
        yield {"url": f"http://127.0.0.1:{port}", "port": port, "students": students,
               "course": root / "course",
               "passwords": passwords, "folder": folder, "settings": settings, "stop": stop,
               "process": process, "state": state, "seconds_to_start": time.monotonic() - started,
               "measured": {}}
    finally:
        stop()


def _exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def _end(uids: set[int]) -> None:
    import psutil

    for process in psutil.process_iter(["uids"]):
        try:
            if process.info["uids"] and process.info["uids"].real in uids:
                process.kill()
        except psutil.Error:
            continue


def login_page(chromium, hub: dict, name: str):
    """A browser context of its own for student ``name``, on the hub's login page with their
    name and password filled in (the test presses the button)."""
    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(f"{hub['url']}/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", hub["passwords"][name])
    return context, page


@pytest.mark.parametrize("student", [0, 1], ids=["english", "vietnamese"])
def test_a_student_logs_in_and_runs_lesson_02_in_their_own_lab(hub, chromium, student):
    name, language = list(hub["students"].items())[student]
    edition = "my-lessons/" + ("vi/" if language == "vi" else "")
    context, page = login_page(chromium, hub, name)
    try:
        started = time.monotonic()
        page.click("#login_submit")
        # Lab opens on the course map of the student's own copy, in their language
        page.wait_for_function(
            "(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
            " return w && w.context && w.context.path === path; }",
            arg=edition + "00_index.ipynb", timeout=180_000)
        lab_seconds = time.monotonic() - started
        assert page.url.startswith(f"{hub['url']}/user/{name}/lab")
        lesson = edition + LESSON
        page.evaluate("(path) => window.jupyterapp.commands.execute('docmanager:open', {path})",
                      lesson)
        page.wait_for_function(
            "(path) => { const w = window.jupyterapp.shell.currentWidget; return w && w.context"
            " && w.context.path === path && w.sessionContext.session && w.sessionContext.session"
            ".kernel && w.sessionContext.session.kernel.status === 'idle'; }",
            arg=lesson, timeout=120_000)
        # run the cells up to and with the first widget's, and see the widget
        upto = first_widget_cell(REPO / "notebooks" / lesson.removeprefix("my-lessons/"))
        page.evaluate("(i) => { const w = window.jupyterapp.shell.currentWidget;"
                      " w.content.activeCellIndex = i + 1;"
                      " return window.jupyterapp.commands.execute('notebook:run-all-above'); }",
                      upto)
        quiz = page.locator(WIDGET).first
        quiz.wait_for(timeout=120_000)
        hub["measured"][name] = {"login_to_lab_s": round(lab_seconds, 1),
                                 "login_to_first_widget_s": round(time.monotonic() - started, 1)}
        quiz.scroll_into_view_if_needed()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        quiz.screenshot(path=str(ARTIFACTS / f"class-server-{language}.png"))
        assert quiz.locator(".gl-quiz-alpha input").count() == 1
        # the student's own copy, made by the hub as the student, in their home
        home = Path(pwd.getpwnam(name).pw_dir)
        copy = home / lesson
        assert copy.stat().st_uid == pwd.getpwnam(name).pw_uid
        # and another student's server is not theirs to open
        other = list(hub["students"])[1 - student]
        answer = context.request.get(f"{hub['url']}/user/{other}/api/contents/my-lessons",
                                     max_redirects=10)
        assert answer.status in (403, 404) or "my-lessons" not in answer.text(), answer.status
        if student == 1:  # both servers running: what the class costs in memory
            hub["measured"]["memory_mb"] = memory(hub)
    finally:
        context.close()


def _in_the_panel(page, front: str, shown, missing: str, picture: str, then=None,
                  listings: int = 10) -> None:
    """Wait for ``shown`` in nbgrader's Assignments panel (and do ``then`` with it), keeping the
    panel in front: a tab Lab opens late hides it.

    The panel lists once as it opens: on a busy machine that first listing can come back empty,
    so its own refresh button is pressed, as a student would -- only once the last listing has
    come back (its course menu enabled again): a refresh clears the lists, and one pressed every
    few seconds at load 20 kept them empty (5 minutes). After ``listings`` listings: a
    screenshot, and the panel's text in the error."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _ in range(listings):
        try:
            page.evaluate(front)
            shown.wait_for(timeout=30_000)
            if then:
                then()
            return
        except PlaywrightTimeout:
            page.wait_for_function("() => { const menu = document.querySelector("
                                   "'#course_list_dropdown'); return menu && !menu.disabled; }",
                                   timeout=120_000)
            page.evaluate(front)
            if not shown.is_visible():
                page.locator("#refresh_assignments_list").click(timeout=15_000)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{picture}.png"))
    panel = page.locator("#assignments").first
    text = (panel if panel.count() else page.locator("body")).inner_text()
    raise AssertionError(f"{missing} in the Assignments panel after {listings} listings; "
                         f"it shows: {text[-1500:]!r}")


def test_a_student_fetches_and_submits_from_lab_and_the_teacher_collects(hub, chromium):
    """The assignment through the exchange from Lab: the teacher releases it; the student's
    Lab lists, fetches and submits it through nbgrader's Lab extension's own endpoints (what
    its Assignments tab calls), as the student's server; the teacher's collect takes it as the
    student's (tests/test_class_exchange.py: the whole term, and hostile students)."""
    from gamelib.grading import workflow
    from gamelib.grading.assignment import ASSIGNMENT

    workflow.new(hub["course"])
    class_cli.release_assignment(hub["folder"], hub["course"])
    course = class_server.exchange_of(hub["folder"]).course
    name = list(hub["students"])[0]
    context, page = login_page(chromium, hub, name)
    try:
        page.click("#login_submit")
        page.wait_for_url(f"**/user/{name}/lab/**", timeout=180_000)
        # Lab has opened the course map (else it opens it over the panel a moment later)
        page.wait_for_function(
            "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
            " return w && w.context && w.context.path.endsWith('00_index.ipynb'); }",
            timeout=180_000)
        plugins = page.evaluate("() => ['assignment-list', 'formgrader', 'create-assignment']"
                                ".map(p => window.jupyterapp.hasPlugin('@jupyter/nbgrader:' + p))")
        assert plugins == [True, False, False]  # the assignment list alone, no formgrader
        # as Lab's own requests go (the hub wants the XSRF token on every one of them)
        ask = """async ([path, body]) => {
            const xsrf = (document.cookie.match(/_xsrf=([^;]+)/) || [])[1] || '';
            const headers = {'X-XSRFToken': decodeURIComponent(xsrf)};
            const answer = await fetch(path, body ? {method: 'POST', body: JSON.stringify(body),
                headers: {...headers, 'Content-Type': 'application/json'}} : {headers});
            return [answer.status, await answer.text()]; }"""
        base = f"/user/{name}/assignments"
        listed = page.evaluate(ask, [f"{base}?course_id={course}", None])
        assert listed[0] == 200 and ASSIGNMENT in listed[1] and "released" in listed[1], listed
        # the Assignments panel: Fetch, then Submit, as a student clicks them
        page.evaluate("() => window.jupyterapp.commands.execute('nbgrader:open-assignment-list')")
        front = ("() => { for (const w of window.jupyterapp.shell.widgets('main')) if (w.title"
                 ".label === 'Assignments') { window.jupyterapp.shell.activateById(w.id); "
                 "return true; } return false; }")
        for listed, button in (("released", "Fetch"), ("fetched", "Submit")):
            page.wait_for_function(front, timeout=60_000)  # in front of what Lab opens
            row = page.locator(f"#{listed}_assignments_list .list_item", has_text=ASSIGNMENT)
            press = row.get_by_role("button", name=button)
            _in_the_panel(page, front, press, f"no {button} button for {ASSIGNMENT}",
                          f"class-server-no-{button}", then=lambda: press.click(timeout=15_000))
        _in_the_panel(page, front, page.locator("#submitted_assignments_list", has_text=ASSIGNMENT),
                      f"{ASSIGNMENT} never listed as submitted", "class-server-not-submitted")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "class-server-assignments.png"))
        # the course map's kernel, started as Lab opened it: up before the page goes
        page.wait_for_function(
            "() => window.jupyterapp.shell.widgets('main').some(w => w.sessionContext && "
            "w.sessionContext.session && w.sessionContext.session.kernel && "
            "w.sessionContext.session.kernel.status === 'idle')", timeout=120_000)
    finally:
        context.close()
    collected = class_cli.collect_assignment(hub["folder"], hub["course"])
    assert list(collected) == [name]
    mine = collected.report.handed[name]
    assert sorted(mine.taken) == ["1_minimax", "2_alphabeta", "3_evaluation", "4_predictions"]
    assert mine.refused == []


def memory(hub: dict) -> dict[str, float]:
    """Resident memory (MB) of the hub, the proxy, the idle culler and each student's server
    with its kernels."""
    import psutil

    folder = hub["folder"]
    hub_process = psutil.Process(int((folder / "jupyterhub.pid").read_text()))
    proxy = psutil.Process(int((folder / "proxy.pid").read_text()))
    mb = lambda process: round(process.memory_info().rss / 2**20, 1)  # noqa: E731
    found = {"hub": mb(hub_process), "proxy": mb(proxy)}
    for child in hub_process.children():
        if "jupyterhub_idle_culler" in " ".join(child.cmdline()):
            found["idle_culler"] = mb(child)
    for name in hub["students"]:
        uid = pwd.getpwnam(name).pw_uid
        found[f"student {name} (server and kernel)"] = round(sum(
            mb(p) for p in psutil.process_iter() if p.uids().real == uid), 1)
    return found


def test_one_student_cannot_read_another_students_files(hub):
    first, second = hub["students"]
    home = Path(pwd.getpwnam(second).pw_dir)
    assert home.stat().st_mode & 0o777 == 0o700
    for command in (["ls", str(home)], ["cat", str(home / "my-lessons" / "vi" / LESSON)]):
        tried = subprocess.run(["runuser", "-u", first, "--", *command], capture_output=True,
                               text=True)
        assert tried.returncode != 0 and "Permission denied" in tried.stderr, tried
    # nor the teacher's folder, with the passwords
    tried = subprocess.run(["runuser", "-u", first, "--", "cat",
                            str(hub["folder"] / class_server.PASSWORDS)], capture_output=True)
    assert tried.returncode != 0


def test_stopping_leaves_no_user_process_or_port_behind(hub):
    settings, students = hub["settings"], hub["students"]
    hub["stop"]()
    assert hub["process"].returncode == 0
    assert hub["state"]["left"] == []  # seen before the users were removed
    for port in (hub["port"], settings["hub_port"], settings["proxy_api_port"]):
        assert not listening(port), port
    assert [name for name in students if _exists(name)] == []
    assert not any(Path("/home", name).exists() for name in students)
    print(f"\nclass server: hub up in {hub['seconds_to_start']:.1f} s; {hub['measured']}")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "class-server.json").write_text(json.dumps(
        {"hub_start_s": round(hub["seconds_to_start"], 1), **hub["measured"]}, indent=1))
