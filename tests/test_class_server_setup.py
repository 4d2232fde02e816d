"""The class server's glue without a hub (issue 53): the roster's names, the settings JupyterHub
reads, the teacher's own lines kept, and clear refusals. The real hub, in Chromium:
tests/browser/test_class_server.py."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

pytest.importorskip("traitlets")
from traitlets.config import Config  # noqa: E402

from gamelib.course import class_server  # noqa: E402


@pytest.mark.parametrize("line, why", [
    ("Nguyễn", "is not a login name"), ("an; rm -rf /", "is not a login name"),
    ("root2 fr", "one of en, vi"), ("an vi extra", "one of en, vi"), ("", "names no student"),
    ("An", "is not a login name"), ("a" * 33, "is not a login name")])
def test_a_roster_takes_only_plain_login_names_and_a_language(line, why):
    with pytest.raises(ValueError, match=why):
        class_server.read_roster(line)


def test_a_name_twice_is_refused():
    with pytest.raises(ValueError, match="twice"):
        class_server.read_roster("an\nan vi\n")


def test_the_settings_jupyterhub_reads(tmp_path, monkeypatch):
    monkeypatch.setattr(class_server, "proxy_command", lambda: "/opt/chp")
    config = tmp_path / class_server.CONFIG
    config.write_text("old\n" + class_server.OWN_LINES + "\nc.Spawner.args = ['--x']\n")
    class_server.write_config(tmp_path, {"an": "vi", "binh": "en"}, ip="127.0.0.1", port=8123,
                              ssl_cert=None, ssl_key=None, auth="pam", cull_seconds=1800)
    text = config.read_text()
    assert "old" not in text and text.endswith(class_server.OWN_LINES + "\nc.Spawner.args = ['--x']\n")
    c = Config()
    class_server.configure(c, tmp_path)
    assert c.JupyterHub.bind_url == "http://127.0.0.1:8123"
    assert c.JupyterHub.authenticator_class == "jupyterhub.auth.PAMAuthenticator"
    assert c.JupyterHub.spawner_class == "jupyterhub.spawner.LocalProcessSpawner"
    assert c.Authenticator.allowed_users == {"an", "binh"}
    assert c.ConfigurableHTTPProxy.command == ["/opt/chp"]
    assert c.JupyterHub.services[0]["command"][-2:] == ["--timeout=1800", "--cull-every=60"]
    assert c.JupyterHub.last_activity_interval == 300  # JupyterHub's own default
    assert c.Spawner.environment["JUPYTERHUB_ACTIVITY_INTERVAL"] == "300"
    assert c.JupyterHub.hub_ip == "127.0.0.1"
    exchange = class_server.exchange_of(tmp_path)  # the students' nbgrader finds the exchange
    assert exchange.root == Path(class_server.DEFAULT_EXCHANGE)
    assert c.Spawner.environment["JUPYTER_CONFIG_PATH"] == str(exchange.config)
    assert c.Spawner.environment["PATH"].startswith(str(Path(sys.executable).parent) + ":")
    # each student a port of their own below the kernels' random ones, kept over a restart
    base = json.loads((tmp_path / class_server.SETTINGS).read_text())["port_base"]
    assert base in class_server.STUDENT_PORTS
    class_server.write_config(tmp_path, {"an": "vi", "binh": "en"}, ip="127.0.0.1", port=8123,
                              ssl_cert=None, ssl_key=None, auth="pam", cull_seconds=1800)
    assert json.loads((tmp_path / class_server.SETTINGS).read_text())["port_base"] == base


def test_a_students_port_is_their_own_unless_taken():
    import socket

    base = class_server.STUDENT_PORTS.start
    free = next(port for port in range(base + 3, base + 200)
                if class_server.student_port(port, 0) == port)
    assert class_server.student_port(free - 3, 3) == free
    with socket.socket() as held:
        held.bind(("127.0.0.1", free))
        assert class_server.student_port(free, 0) == 0  # taken: the hub draws one
    assert class_server.student_port(class_server.STUDENT_PORTS.stop, 0) == 0


def test_lti_without_its_package_and_half_an_https_are_refused(monkeypatch):
    monkeypatch.setattr(class_server.os, "geteuid", lambda: 0)
    monkeypatch.setattr(class_server, "proxy_command", lambda: "/opt/chp")
    monkeypatch.setattr("importlib.util.find_spec", lambda name: None)
    with pytest.raises(RuntimeError, match="pip install jupyterhub-ltiauthenticator"):
        class_server.check_can_start("lti", None, None)
    with pytest.raises(ValueError, match="both --ssl-cert and --ssl-key"):
        class_server.check_can_start("pam", "cert.pem", None)


def test_without_root_it_says_why(monkeypatch):
    monkeypatch.setattr(class_server.os, "geteuid", lambda: 1000)
    with pytest.raises(RuntimeError, match="runs as root"):
        class_server.check_can_start("pam", None, None)


def test_a_submission_is_its_folders_owners_and_read_as_data(tmp_path):
    """The exchange's collect without users (the real users: tests/test_class_exchange.py): a
    folder naming somebody else, a link, a large file and a claimed time, as the owner's uid
    says."""
    from gamelib.grading.exchange import read_inbound

    inbound, me = tmp_path / "inbound", os.getuid()
    notebook = json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    for name, files in {"an+hw+2020-01-01 00:00:00.000000 UTC+a": {"1_x.ipynb": notebook},
                        "binh+hw+2026-11-20 08:00:00.000000 UTC+b": {"1_x.ipynb": notebook},
                        "an+other+2026-11-20 08:00:00.000000 UTC+c": {"1_x.ipynb": "{}"},
                        "an+hw+2026-11-21 08:00:00.000000 UTC+d": {}}.items():
        (inbound / name).mkdir(parents=True)
        for file, text in files.items():
            (inbound / name / file).write_text(text)
    newest = inbound / "an+hw+2026-11-21 08:00:00.000000 UTC+d"
    (newest / "1_x.ipynb").symlink_to("/etc/passwd")
    with (newest / "2_y.ipynb").open("wb") as large:
        large.truncate(21 * 2 ** 20)  # sparse: refused by its size, never read
    os.mkfifo(newest / "3_z.ipynb")  # would hold a reader forever
    read = read_inbound(inbound, {me: "an"}, "hw", ("1_x", "2_y", "3_z"))
    mine = read.handed["an"]
    assert list(mine.taken) == ["1_x"] and mine.taken["1_x"][0].startswith("an+hw+2020")
    text = read.summary()
    assert "its name says it is binh's, but its folder is an's (the owner decides)" in text
    assert "1_x.ipynb is a link (not followed)" in text and "2_y.ipynb holds 21 MB" in text
    assert "3_z.ipynb is not a regular file" in text
    assert "its name says 2020-01-01 00:00:00; the exchange's clock" in text
    assert "collected 1 of the class's 1 students" in text


def test_one_students_many_folders_are_counted_not_read(tmp_path):
    from gamelib.grading.exchange import MAX_SUBMISSIONS, read_inbound

    for number in range(MAX_SUBMISSIONS + 2):
        (tmp_path / f"an+hw+2026-11-20 08:00:{number:02d}.000000 UTC+{number}").mkdir()
    read = read_inbound(tmp_path, {os.getuid(): "an"}, "hw", ("1_x",))
    assert "2 older entries not read" in read.summary()
    assert len(read.handed["an"].skipped) == MAX_SUBMISSIONS  # each: no notebook taken


def test_the_idle_timeout_in_minutes_or_in_seconds(capsys):
    """``--cull-seconds`` (to watch the culler at work) or ``--cull-minutes``, not both; the
    culler's own options are in seconds (tests/test_class_server_hub.py: seen culling)."""
    import argparse

    from gamelib.cli import class_server as class_cli

    parser = argparse.ArgumentParser(prog="class-server")
    class_cli.configure(parser)
    start = ["start", "class.roster", "hub"]
    assert parser.parse_args(start + ["--cull-seconds", "6"]).cull_seconds == 6
    for wrong, said in ((["--cull-seconds", "0"], "at least 1"),
                        (["--cull-seconds", "0.5"], "--cull-seconds"),
                        (["--cull-minutes", "5", "--cull-seconds", "6"], "not allowed with")):
        with pytest.raises(SystemExit):
            parser.parse_args(start + wrong)
        assert said in capsys.readouterr().err
    assert class_server.cull_timing(6) == (6, 3, 1)
    with pytest.raises(ValueError, match="at least 1"):
        class_server.cull_timing(0)


def test_a_new_course_is_the_teachers_alone(tmp_path):
    """``course new``: the folder 0700 and what it writes 0600 (the model answers are in
    source/; the lecturer's students grepped them from Lab's terminal when it was 0755)."""
    import stat

    from gamelib.grading import workflow

    course = workflow.new(tmp_path / "ai-course").folder
    assert stat.S_IMODE(course.stat().st_mode) == 0o700
    for path in course.rglob("*"):
        wanted = 0o700 if path.is_dir() else 0o600
        assert stat.S_IMODE(path.lstat().st_mode) == wanted, path


@pytest.mark.parametrize("step", ["release", "collect", "feedback"])
def test_the_class_server_refuses_a_course_other_users_can_enter(tmp_path, monkeypatch, step):
    from gamelib.cli import class_server as class_cli
    from gamelib.grading import workflow

    monkeypatch.setattr(class_cli.os, "geteuid", lambda: 0)
    folder = tmp_path / "hub"
    folder.mkdir(mode=0o700)
    (folder / class_server.SETTINGS).write_text('{"made": []}')
    course = workflow.new(tmp_path / "ai-course").folder
    os.chmod(course, 0o755)
    run = {"release": class_cli.release_assignment, "collect": class_cli.collect_assignment,
           "feedback": class_cli.return_feedback}[step]
    with pytest.raises(PermissionError) as refused:
        run(folder, course)
    said = str(refused.value)
    assert f"{course} is open to other users (mode 0755)" in said
    assert f"chmod 700 {course}" in said and "model answers" in said
    assert sorted(p.name for p in course.iterdir()) == [
        ".gamelib-course-secret", ".gitignore", "nbgrader_config.py", "source"]  # nothing done


def test_lab_terminal_finds_the_environments_nbgrader_and_python(tmp_path, monkeypatch):
    """A student's terminal in Lab: bash, interactive, not a login shell (Jupyter's default
    under a hub, whose /etc/profile resets PATH: 'nbgrader: command not found'), with the
    spawner's PATH, the environment's bin first."""
    import subprocess

    from jupyter_server.serverapp import ServerApp

    monkeypatch.setattr(class_server, "proxy_command", lambda: "/opt/chp")
    class_server.write_config(tmp_path, {"an": "en"}, ip="127.0.0.1", port=8123, ssl_cert=None,
                              ssl_key=None, auth="pam", cull_seconds=3600)
    c = Config()
    class_server.configure(c, tmp_path)
    server = ServerApp()
    server.parse_command_line(list(c.Spawner.args))  # as the student's server reads them
    shell = server.terminado_settings["shell_command"]
    assert shell == ["/bin/bash"]  # a shell_command given: Jupyter adds no -l
    environment = c.Spawner.environment
    bin_folder = str(Path(sys.executable).parent)
    assert environment["PATH"].split(os.pathsep)[0] == bin_folder
    found = subprocess.run([*shell, "-i", "-c", "command -v nbgrader; command -v python"],
                           env={**environment, "HOME": str(tmp_path)}, capture_output=True,
                           text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert found.stdout.split() == [f"{bin_folder}/nbgrader", f"{bin_folder}/python"], found


@pytest.mark.skipif(os.geteuid() != 0 or not __import__("shutil").which("useradd"),
                    reason="makes and removes throwaway system users (root, useradd)")
def test_removed_students_hand_ins_go_to_root_and_no_link_is_followed(tmp_path, capsys):
    """remove-users: what the removed students owned in the exchange becomes root's, closed to
    others (a user made later with uid 1001 would own a former student's hand-in); a link is
    changed itself, never what it points to; nobody else's entry is touched."""
    import argparse
    import secrets
    import stat

    from gamelib.cli import class_server as class_cli

    folder = tmp_path / "hub"
    folder.mkdir(mode=0o700)
    run = secrets.token_hex(3)
    students = {f"gl53rm{run}a": "en", f"gl53rm{run}b": "en"}
    try:
        class_server.make_users(folder, students)
        import pwd

        a, b = (pwd.getpwnam(name).pw_uid for name in students)
        root = tmp_path / "exchange"
        settings = class_server._load(folder)
        settings["exchange"] = {"root": str(root), "course": "hub"}
        class_server._save(folder, settings)
        inbound = root / "hub" / "inbound"
        inbound.mkdir(parents=True)
        hand_in = inbound / "a+adversarial-search+2026-11-20 08:00:00.000000 UTC+x"
        hand_in.mkdir(mode=0o777)
        (hand_in / "4_predictions.ipynb").write_text("{}")
        outside = tmp_path / "elsewhere.txt"  # a's too, outside the exchange
        outside.write_text("not the exchange's")
        (hand_in / "link.ipynb").symlink_to(outside)
        (inbound / "b-notes").write_text("b's")
        (inbound / "strangers").write_text("someone else's")
        for path in (hand_in, hand_in / "4_predictions.ipynb", outside):
            os.chown(path, a, a)
            os.chmod(path, 0o777 if path.is_dir() else 0o666)
        os.chown(hand_in / "link.ipynb", a, a, follow_symlinks=False)
        os.chown(inbound / "b-notes", b, b)
        os.chown(inbound / "strangers", 54_321, 54_321)
        assert class_cli.run(argparse.Namespace(step="remove-users", folder=str(folder))) == 0
    finally:
        class_server.remove_users(folder)
    said = capsys.readouterr().out
    assert "removed 2 users" in said
    assert f"4 files and folders they owned in the exchange ({root}" in said
    for path, mode in ((hand_in, 0o700), (hand_in / "4_predictions.ipynb", 0o600),
                       (inbound / "b-notes", 0o600)):
        info = path.lstat()
        assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (0, 0, mode), path
    assert (hand_in / "link.ipynb").lstat().st_uid == 0
    assert (outside.stat().st_uid, stat.S_IMODE(outside.stat().st_mode)) == (a, 0o666)
    assert (inbound / "strangers").stat().st_uid == 54_321


def test_the_hub_says_when_its_stopping_begins(monkeypatch):
    """After Ctrl-C JupyterHub says only 'Cleaning up 1 services...' while the students'
    servers take tens of seconds to end: the class's hub says what it waits for first (the
    real hub's line: tests/test_class_server_hub.py)."""
    import asyncio
    import types

    from jupyterhub.app import JupyterHub

    ran, said = [], []

    async def original(self):
        ran.append(self)

    monkeypatch.setattr(JupyterHub, "cleanup", original)
    class_server.announce_stopping()
    class_server.announce_stopping()  # once, however often the config is read
    server = types.SimpleNamespace(active=True)
    hub = types.SimpleNamespace(
        users={1: types.SimpleNamespace(spawners={"": server}),
               2: types.SimpleNamespace(spawners={"": types.SimpleNamespace(active=False)}),
               3: types.SimpleNamespace(spawners={"": server})},
        log=types.SimpleNamespace(warning=said.append))
    asyncio.run(JupyterHub.cleanup(hub))
    assert ran == [hub]
    assert said == ["stopping the hub and 2 students' servers: up to a minute (each server "
                    "shuts its kernels down first; the hub says '...done' at the end)"]


def test_students_lab_asks_nothing_about_jupyter_news(tmp_path, monkeypatch):
    """The students' Lab reads its page config through the exchange's settings
    (JUPYTER_CONFIG_PATH): JupyterLab's announcements plugin, whose pop-up asks "get notified
    about official Jupyter news?", is off there; nbgrader's Assignments panel is on."""
    from jupyterlab_server.config import get_page_config

    exchange = class_server.Exchange(tmp_path / "exchange", "ai-hub")
    class_server.set_up(exchange)
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(exchange.config))
    disabled = get_page_config([])["disabledExtensions"]  # what Lab is told to leave out
    assert class_server.NEWS_PLUGIN in disabled
    assert "@jupyter/nbgrader" not in disabled and "@jupyter/nbgrader:formgrader" in disabled
