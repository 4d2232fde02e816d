"""Collecting on a cluster (issue 53, past one machine): ``class-server collect-hub`` maps each
submission's owner to a student through the hub's REST API (the uid the hub gave each student's
pod, 10000 + their user id, which the hub publishes in its group ``gamelib-uids``: values.yaml)
and collects as the one-machine ``collect`` does, with the same refusals.

A fake hub on 127.0.0.1 answers as JupyterHub's REST API does (users in pages, the group with
its properties, the token checked); the exchange is a folder whose submissions are owned by
those uids (as root: no users are made). ``deploy/kubernetes/values.yaml``'s own hook is run
against JupyterHub's real database classes, to check it gives 10000 + the user's id and writes
it where the collect reads it.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import types
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from gamelib.cli import class_server as class_cli
from gamelib.course import class_server
from tests.server_helpers import Served

if os.geteuid() != 0:
    pytest.skip("the collect reads the exchange as root, and the test gives files to other "
                "uids", allow_module_level=True)

TOKEN = "collect-test-token"
#: the hub's users (name -> admin) and the uids its hook recorded (a ghost: a user since removed)
USERS = {"an": False, "binh": False, "chi": False, "teacher": True}
UIDS = {"an": 10001, "binh": 10002, "chi": 10003, "teacher": 10004, "ghost": 10009}
NOTEBOOK = json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


class FakeHub:
    """JupyterHub's REST API as the collect reads it: ``GET /hub/api/users`` (in pages of two
    when asked for pages, as ``Accept: application/jupyterhub-pagination+json`` asks) and
    ``GET /hub/api/groups/gamelib-uids``; 403 without the token. ``pages=False``: a hub that
    answers with one list whatever it is asked."""

    def __init__(self, users: dict[str, bool], uids: dict[str, Any] | None,
                 pages: bool = True) -> None:
        self.users, self.uids, self.pages, self.asked = users, uids, pages, []
        hub = self

        class Answer(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                hub.asked.append(self.path)
                url = urlsplit(self.path)
                if self.headers.get("Authorization") != f"token {TOKEN}":
                    return self.answer(403, {"status": 403, "message": "Forbidden"})
                if url.path == "/hub/api/users":
                    offset = int(parse_qs(url.query).get("offset", ["0"])[0])
                    items = [{"kind": "user", "name": name, "admin": admin, "server": None}
                             for name, admin in hub.users.items()]
                    if not hub.pages or "pagination" not in self.headers.get("Accept", ""):
                        return self.answer(200, items)
                    nxt = {"offset": offset + 2, "limit": 2, "url": "http://elsewhere/"} \
                        if offset + 2 < len(items) else None
                    return self.answer(200, {"items": items[offset:offset + 2], "_pagination": {
                        "offset": offset, "limit": 2, "total": len(items), "next": nxt}})
                if url.path == f"/hub/api/groups/{class_server.UID_GROUP}" and hub.uids is not None:
                    return self.answer(200, {"kind": "group", "name": class_server.UID_GROUP,
                                             "roles": [], "users": [], "properties": hub.uids})
                return self.answer(404, {"status": 404, "message": "Not Found"})

            def answer(self, code: int, body: Any) -> None:
                data = json.dumps(body).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.served = Served(Answer)
        self.url = self.served.url

    def stop(self) -> None:
        self.served.stop()


@contextlib.contextmanager
def fake_hub(users: dict[str, bool] = USERS, uids: dict[str, Any] | None = UIDS,
             pages: bool = True) -> Iterator[FakeHub]:
    """A :class:`FakeHub`, stopped at the end."""
    hub = FakeHub(users, uids, pages)
    try:
        yield hub
    finally:
        hub.stop()


def submission(inbound: Path, name: str, owner: int, notebooks: dict[str, str]) -> None:
    """A submission folder as a student's pod leaves it: owned by the pod's uid."""
    folder = inbound / name
    folder.mkdir()
    for file, text in notebooks.items():
        (folder / file).write_text(text)
        os.chown(folder / file, owner, owner)
    os.chown(folder, owner, owner)


@pytest.fixture
def exchange(tmp_path: Path) -> Path:
    """The cluster's exchange (``ROOT/adversarial-search-course/inbound``), as the class left it."""
    inbound = tmp_path / "exchange" / class_cli.CLUSTER_COURSE / "inbound"
    inbound.mkdir(parents=True)
    stamp = "2026-11-20 08:00:00.000000 UTC"
    submission(inbound, f"an+adversarial-search+{stamp}+a1", UIDS["an"],
               {"4_predictions.ipynb": NOTEBOOK})
    # binh hands in their own, and one in an's name
    submission(inbound, f"binh+adversarial-search+{stamp}+b1", UIDS["binh"],
               {"4_predictions.ipynb": NOTEBOOK})
    submission(inbound, f"an+adversarial-search+2026-11-21 08:00:00.000000 UTC+b2", UIDS["binh"],
               {"4_predictions.ipynb": NOTEBOOK})
    # chi links to a file of the machine; the teacher, a removed user and a stranger hand in
    submission(inbound, f"chi+adversarial-search+{stamp}+c1", UIDS["chi"], {})
    (inbound / f"chi+adversarial-search+{stamp}+c1" / "4_predictions.ipynb").symlink_to(
        "/etc/passwd")
    for who, uid in (("teacher", UIDS["teacher"]), ("ghost", UIDS["ghost"]), ("eve", 20000)):
        submission(inbound, f"{who}+adversarial-search+{stamp}+x", uid,
                   {"4_predictions.ipynb": NOTEBOOK})
    return tmp_path / "exchange"


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from gamelib.grading import workflow

    return workflow.new(tmp_path_factory.mktemp("hub-collect") / "course").folder


def collect(monkeypatch: pytest.MonkeyPatch, hub: FakeHub, course: Path, exchange: Path,
            token: str | None = TOKEN) -> tuple[int, str]:
    """``class-server collect-hub`` as the teacher types it: its exit status and what it
    printed (the token in the environment)."""
    if token is None:
        monkeypatch.delenv(class_server.TOKEN_VARIABLE, raising=False)
    else:
        monkeypatch.setenv(class_server.TOKEN_VARIABLE, token)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        status = class_cli.run(types.SimpleNamespace(
            step="collect-hub", hub=hub.url + "/", course=str(course), exchange=str(exchange),
            course_id=class_cli.CLUSTER_COURSE))
    return status, printed.getvalue()


@pytest.mark.slow  # the course: nbgrader's import and a new course (~5-10 s)
def test_the_hubs_uids_name_the_students_and_the_collect_refuses_as_on_one_machine(
        monkeypatch, course, exchange):
    with fake_hub() as hub:
        status, said = collect(monkeypatch, hub, course, exchange)
        # every page of users read, asking for pages
        assert [path.split("?")[0] for path in hub.asked].count("/hub/api/users") == 2
    assert status == 0
    taken = {login: sorted(p.name for p in (course / "submitted" / login /
                                            "adversarial-search").iterdir())
             for login in ("an", "binh")}
    assert taken == {"an": ["4_predictions.ipynb", "timestamp.txt"],
                     "binh": ["4_predictions.ipynb", "timestamp.txt"]}
    assert not (course / "submitted" / "chi").exists()
    assert not (course / "submitted" / "teacher").exists()
    assert "its name says it is an's, but its folder is binh's (the owner decides)" in said
    assert "4_predictions.ipynb is a link (not followed)" in said
    for stranger in (UIDS["teacher"], UIDS["ghost"], 20000):  # no student of the class
        assert f"owned by uid {stranger}, no student of this class" in said
    assert "collected 2 of the class's 3 students" in said


def test_a_users_list_without_pages_is_read_too():
    with fake_hub(pages=False) as hub:
        students = class_server.hub_students(hub.url, TOKEN)
    assert students == {10001: "an", 10002: "binh", 10003: "chi"}


@pytest.mark.parametrize("uids, said", [
    ({"an": 10001, "binh": 10001}, "uid 10001 is both an's and binh's"),
    ({"an": 500}, "an's uid 500 is not a whole number above 10000"),
    ({"an": "10001"}, "an's uid '10001' is not a whole number above 10000"),
    (None, "the hub has no group gamelib-uids: no student's server has started")])
def test_a_mapping_that_cannot_tell_students_apart_is_refused(uids, said):
    with fake_hub(uids=uids) as hub, pytest.raises((ValueError, LookupError), match=said):
        class_server.hub_students(hub.url, TOKEN)


def test_a_name_that_cannot_be_a_folder_is_refused():
    with fake_hub(users={"../etc": False}, uids={"../etc": 10001}) as hub, \
            pytest.raises(ValueError, match="is not a name the collect makes a folder of"):
        class_server.hub_students(hub.url, TOKEN)


@pytest.mark.slow  # the course: nbgrader's import and a new course (~5-10 s)
def test_the_token_comes_from_the_environment_and_is_checked(monkeypatch, course, exchange):
    with fake_hub() as hub:
        with pytest.raises(RuntimeError, match=r"no API token: put .* in \$JUPYTERHUB_API_TOKEN"):
            collect(monkeypatch, hub, course, exchange, token=None)
        with pytest.raises(PermissionError, match="list:users, read:users and read:groups"):
            collect(monkeypatch, hub, course, exchange, token="wrong")
    with pytest.raises(ValueError, match="is not a hub's address"):
        class_cli.collect_from_hub("hub:8081", course)


@pytest.mark.slow  # the course: nbgrader's import and a new course (~5-10 s)
def test_an_exchange_folder_of_a_students_is_refused(monkeypatch, course, exchange):
    inbound = exchange / class_cli.CLUSTER_COURSE / "inbound"
    os.chown(inbound, UIDS["binh"], UIDS["binh"])
    with fake_hub() as hub, pytest.raises(RuntimeError, match="belongs to binh .* a student"):
        collect(monkeypatch, hub, course, exchange)
    with fake_hub() as hub, pytest.raises(FileNotFoundError, match="is the exchange's volume"):
        collect(monkeypatch, hub, course, exchange / "elsewhere")


def test_the_cluster_defaults_are_the_deployments():
    text = (class_server.REPO_ROOT / "deploy" / "kubernetes" / "nbgrader_config.py").read_text()
    assert f'c.CourseDirectory.course_id = "{class_cli.CLUSTER_COURSE}"' in text
    assert f'c.Exchange.root = "{class_cli.CLUSTER_EXCHANGE}"' in text
