"""The class server's real hub, without a browser (issue 53): what the teacher's command starts
and the browser test (tests/browser/test_class_server.py) does not show.

* **The idle culler, seen culling.** ``class-server start --cull-seconds 6`` for one throwaway
  student; the student's server is started through the hub's REST API (as a service of the
  hub, as ``benchmarks/class_server.py`` does, with its :class:`Hub`), left idle, and
  ``jupyterhub-idle-culler`` stops it: the hub's user model says ``server: null``, after at least
  the timeout of idleness, and the culler's own log line says it was the culler.

Each test's hub is stopped in the test, which then checks that no user, process or listening
port is left behind.
"""

from __future__ import annotations

import json
import os
import pwd
import secrets
import shutil
import tempfile
import time
import urllib.request
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.server_helpers import listening, processes_of

pytestmark = [pytest.mark.slow]

if os.geteuid() != 0:
    pytest.skip("the class server runs as root (it makes users and starts each student's Lab "
                "as that user)", allow_module_level=True)
pytest.importorskip("jupyterhub_idle_culler", reason="jupyterhub-idle-culler is not installed")
from benchmarks.class_server import Hub  # noqa: E402
from gamelib.course import class_server  # noqa: E402

if class_server.proxy_command() is None:
    pytest.skip("configurable-http-proxy is not installed (./run.sh setup installs it from npm)",
                allow_module_level=True)

#: the idle timeout the culler's test starts the hub with (seconds)
IDLE = 6


def call(hub: Hub, path: str, method: str = "GET", body: Any = None) -> Any:
    """The hub's REST API, as the hub's service the :class:`Hub` registers."""
    request = urllib.request.Request(
        hub.url + path, method=method, headers={"Authorization": f"token {hub.token}"},
        data=None if body is None else json.dumps(body).encode())
    with urllib.request.urlopen(request, timeout=30) as answer:
        text = answer.read()
    return json.loads(text) if text else None


def wait_until(what: str, condition: Any, seconds: float, every: float = 0.25) -> Any:
    """Poll ``condition()`` until it returns something true (returned); fail after
    ``seconds`` saying ``what`` was waited for."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(every)
    raise AssertionError(f"{what}: not within {seconds:.0f} s")


def hub_log(hub: Hub) -> str:
    """What the hub and its services (the idle culler) have written so far."""
    return Path(hub.log.name).read_text(encoding="utf-8", errors="replace")


@pytest.fixture
def class_hub(request: pytest.FixtureRequest) -> Iterator[Hub]:
    """A class server started with the teacher's command for throwaway students (names new
    each run); ``request.param``: (how many students, the command's options, the teacher's own
    config lines). Stopped, its users removed and its scratch folder deleted at the end,
    whatever happened."""
    count, options, own_lines = request.param
    run = secrets.token_hex(3)
    students = [f"gl53{run}{i}" for i in range(count)]
    # a folder of its own under /tmp (the exchange's root must be reachable by the students)
    scratch = Path(tempfile.mkdtemp(prefix="hub53-class-"))
    hub = Hub(students, class_server.free_port(), scratch, options=options, own_lines=own_lines)
    try:
        hub.start(timeout=90)
        yield hub
    finally:
        hub.stop()
        if hasattr(hub, "log"):  # the hub's log, beside the scratch folder
            Path(hub.log.name).unlink(missing_ok=True)
        shutil.rmtree(scratch, ignore_errors=True)


def stop_and_check_nothing_is_left(hub: Hub) -> None:
    """Stop the hub as the teacher does (it ends the proxy, the culler and every student's
    server), remove the users, and check that no user, process or port is left."""
    settings = json.loads((hub.folder / class_server.SETTINGS).read_text())
    uids = {pwd.getpwnam(name).pw_uid for name in hub.students}
    ports = [hub.port, settings["hub_port"], settings["proxy_api_port"]]
    ports += [port for port in (class_server.student_port(settings["port_base"], index)
                                for index in range(len(hub.students))) if port]
    hub.stop()
    assert hub.process.returncode == 0, hub_log(hub)[-3000:]
    assert processes_of(uids) == []
    assert [port for port in ports if listening(port)] == []
    assert [name for name in hub.students if _user(name)] == []


def _user(name: str) -> bool:
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


@pytest.mark.parametrize("class_hub", [(1, ("--cull-seconds", str(IDLE)), "")], indirect=True,
                         ids=["one-student"])
def test_the_idle_culler_stops_an_idle_students_server(class_hub):
    hub = class_hub
    name = hub.students[0]
    uid = pwd.getpwnam(name).pw_uid
    call(hub, f"/hub/api/users/{name}/server", "POST", {})
    ready = wait_until(f"{name}'s server ready", lambda: (call(hub, f"/hub/api/users/{name}")
                                                          ["servers"].get("", {})
                                                          .get("ready") and True), 120)
    assert ready and processes_of({uid})  # Lab's server runs, as the student
    seen: list[datetime] = []  # the server's last activity, as the hub last told it

    def culled() -> bool:
        model = call(hub, f"/hub/api/users/{name}")
        if model["server"] is None:
            return True
        seen.append(datetime.fromisoformat(model["servers"][""]["last_activity"]))
        return False

    wait_until(f"{name}'s idle server culled", culled, 60, every=0.5)
    gone = datetime.now(timezone.utc)
    # not before it was idle for the timeout: the culler's rule, seen from outside
    assert seen and (gone - seen[-1]).total_seconds() >= IDLE
    assert f"Culling server {name} (inactive for" in hub_log(hub)
    assert wait_until(f"{name}'s processes ended", lambda: not processes_of({uid}), 30)
    stop_and_check_nothing_is_left(hub)
