"""The class server's real hub, without a browser (issue 53): what the teacher's command starts
and the browser test (tests/browser/test_class_server.py) does not show.

* **The idle culler, seen culling.** ``class-server start --cull-seconds 6`` for one throwaway
  student; the student's server is started through the hub's REST API (as a service of the
  hub, as ``benchmarks/class_server.py`` does, with its :class:`Hub`), left idle, and
  ``jupyterhub-idle-culler`` stops it: its own line in the hub's log says so, having found the
  server idle at least the timeout, the hub's user model says ``server: null`` and the
  student's processes end.
* **The LMS login (LTI 1.3)**, ``class-server start --auth lti`` with
  jupyterhub-ltiauthenticator set as README says, against a fake LMS on 127.0.0.1 (an RSA key
  made here, its key set served over HTTP): the LMS's login initiation, the hub's redirect to
  the LMS's authorization URL followed, a signed ``id_token`` posted back to the hub's launch
  URL. The roster's student is logged in as their own user and their server starts; a launch
  naming someone not on the roster, and one signed with another key, are refused. The hub also
  runs deploy/kubernetes/values.yaml's uid hook, as the cluster's does, and
  ``class-server collect-hub``'s reading of the hub (with the values' read-only service) finds
  the student's uid through the real REST API.

Each test's hub is stopped in the test, which then checks that no user, process or listening
port is left behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import pwd
import re
import secrets
import shutil
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.server_helpers import Served, listening, processes_of

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


@contextlib.contextmanager
def class_hub(count: int, options: tuple[str, ...] = (), own_lines: str = "") -> Iterator[Hub]:
    """A class server started with the teacher's command (and ``options``; ``own_lines`` in the
    teacher's own lines of its config) for ``count`` throwaway students (names new each run).
    Stopped, its users removed and its scratch folder deleted at the end, whatever happened."""
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


@pytest.fixture
def idle_hub() -> Iterator[Hub]:
    """One student's class, whose idle servers are culled after :data:`IDLE` seconds."""
    with class_hub(1, ("--cull-seconds", str(IDLE))) as hub:
        yield hub


def stop_and_check_nothing_is_left(hub: Hub) -> None:
    """Stop the hub as the teacher does (it ends the proxy, the culler and every student's
    server), remove the users, and check that no user, process or port is left."""
    settings = json.loads((hub.folder / class_server.SETTINGS).read_text())
    ports = [hub.port, settings["hub_port"], settings["proxy_api_port"]]
    ports += [port for port in (class_server.student_port(settings["port_base"], index)
                                for index in range(len(hub.students))) if port]
    hub.stop()
    assert hub.process.returncode == 0, hub_log(hub)[-3000:]
    assert "stopping the hub and " in hub_log(hub)  # the teacher is told what it waits for
    assert hub.left == []  # seen before the users were removed
    assert [port for port in ports if listening(port)] == []
    assert [name for name in hub.students if _user(name)] == []


def _user(name: str) -> bool:
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def test_the_idle_culler_stops_an_idle_students_server(idle_hub):
    """The server is started and left alone; the culler stops it (its own line in the hub's
    log, and the hub's user model says ``server: null``), having found it idle at least the
    timeout. The culler stops only servers that are ready: on a busy machine a server whose
    start takes longer than the timeout is stopped as soon as it is ready, before a poll of
    its readiness could see it, so the test waits for the culling, not for readiness."""
    hub = idle_hub
    name = hub.students[0]
    uid = pwd.getpwnam(name).pw_uid
    call(hub, f"/hub/api/users/{name}/server", "POST", {})
    said = re.compile(rf"Culling server {name} \(inactive for (\d+):(\d\d):(\d\d)\)")

    def culled() -> re.Match | None:
        found = said.search(hub_log(hub))
        return found if found and call(hub, f"/hub/api/users/{name}")["server"] is None \
            else None

    found = wait_until(f"{name}'s server started and culled", culled, 180, every=0.5)
    assert f"User {name} took" in hub_log(hub)  # the hub started it (and found it ready)
    hours, minutes, seconds = map(int, found.groups())
    assert 3600 * hours + 60 * minutes + seconds >= IDLE  # idle the timeout, no less
    assert wait_until(f"{name}'s processes ended", lambda: not processes_of({uid}), 30)
    stop_and_check_nothing_is_left(hub)


# -- the LMS login (LTI 1.3) ------------------------------------------------------------------

#: the tool's client id in the fake LMS, and the id of the key the LMS signs with
CLIENT_ID, KEY_ID = "gamelib-class-tool", "lms-key-1"
LTI = "https://purl.imsglobal.org/spec/lti/claim/"


class FakeLMS:
    """What of an LMS the hub talks to, on 127.0.0.1: its JSON Web Key Set (``/certs``, the
    public half of an RSA key made here) and its authorization endpoint (``/auth``, where the
    hub sends the student's browser; a real LMS answers with a form that posts the signed
    ``id_token`` back to the hub, which :meth:`launch` does)."""

    def __init__(self) -> None:
        from http.server import BaseHTTPRequestHandler

        from cryptography.hazmat.primitives.asymmetric import rsa
        from jwt.algorithms import RSAAlgorithm

        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        public = json.loads(RSAAlgorithm.to_jwk(self.key.public_key()))
        keys = json.dumps({"keys": [{**public, "kid": KEY_ID, "alg": "RS256", "use": "sig"}]})

        class Answer(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                body, kind = ((keys, "application/json") if self.path == "/certs" else
                              ("the LMS posts the id_token back", "text/plain"))
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body.encode())

            def log_message(self, *args: Any) -> None:
                pass

        self.served = Served(Answer)
        self.url = self.served.url

    def hub_settings(self) -> str:
        """The teacher's own lines of the hub's config, as README shows them."""
        return (f"c.LTI13Authenticator.issuer = {self.url!r}\n"
                f"c.LTI13Authenticator.client_id = [{CLIENT_ID!r}]\n"
                f"c.LTI13Authenticator.authorize_url = {self.url + '/auth'!r}\n"
                f"c.LTI13Authenticator.jwks_endpoint = {self.url + '/certs'!r}\n"
                "c.LTI13Authenticator.username_key = 'custom_login'\n")

    def launch(self, hub: Hub, login: str, key: Any = None) -> Any:
        """A student's launch from the LMS, in a browser of its own (a ``requests`` session):
        the third-party login initiation to the hub, its redirect to the LMS's authorization
        endpoint followed (its state and nonce read there), then the ``id_token`` -- the LTI
        1.3 claims, the custom ``login`` claim naming ``login``, signed with ``key`` (the LMS's
        own by default) -- posted with that state to the hub's launch URL. The hub's answer
        to the launch (not followed), with ``.session``."""
        import jwt
        import requests

        session = requests.Session()
        started = session.post(f"{hub.url}/hub/lti13/oauth_login", data={
            "iss": self.url, "login_hint": "lms-user-17", "target_link_uri": f"{hub.url}/hub",
            "client_id": CLIENT_ID, "lti_deployment_id": "1", "lti_message_hint": "17"},
            timeout=30)
        assert started.status_code == 200 and started.url.startswith(self.url + "/auth?"), \
            (started.status_code, started.url)
        asked = {key_: values[0] for key_, values in
                 urllib.parse.parse_qs(urllib.parse.urlsplit(started.url).query).items()}
        assert asked["client_id"] == CLIENT_ID and asked["response_type"] == "id_token"
        assert asked["redirect_uri"] == f"{hub.url}/hub/lti13/oauth_callback"
        now = int(time.time())
        claims = {
            "iss": self.url, "aud": CLIENT_ID, "sub": "lms-user-17", "iat": now,
            "exp": now + 300, "nonce": asked["nonce"],
            LTI + "message_type": "LtiResourceLinkRequest", LTI + "version": "1.3.0",
            LTI + "deployment_id": "1", LTI + "target_link_uri": f"{hub.url}/hub",
            LTI + "resource_link": {"id": "adversarial-search-lessons"},
            LTI + "roles": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
            LTI + "custom": {"login": login}}
        token = jwt.encode(claims, key or self.key, algorithm="RS256", headers={"kid": KEY_ID})
        answer = session.post(asked["redirect_uri"], data={"id_token": token,
                                                           "state": asked["state"]},
                              allow_redirects=False, timeout=30)
        answer.session = session
        return answer

    def stop(self) -> None:
        self.served.stop()


#: as on the cluster, where students log in by LTI: deploy/kubernetes/values.yaml's uid hook,
#: run by this hub before each server starts (here it gives no uid: it records the one a pod
#: would get), and the values' read-only service for `class-server collect-hub`
COLLECT_TOKEN = secrets.token_hex(16)
CLUSTER_HOOK = f"""
import yaml
from traitlets.config import Config
_values = yaml.safe_load(open({str(class_server.REPO_ROOT / 'deploy' / 'kubernetes' /
                                   'values.yaml')!r}))
_hook = Config()
exec(_values["hub"]["extraConfig"]["gamelib-uid"], {{"c": _hook}})
_prepare = c.Spawner.pre_spawn_hook
async def _record_uid_then_prepare(spawner):
    _hook.KubeSpawner.uid(spawner)
    await _prepare(spawner)
c.Spawner.pre_spawn_hook = _record_uid_then_prepare
_role = _values["hub"]["loadRoles"]["gamelib-collect"]
c.JupyterHub.services.append({{"name": "gamelib-collect", "api_token": {COLLECT_TOKEN!r}}})
c.JupyterHub.load_roles.append({{"name": "gamelib-collect", "services": ["gamelib-collect"],
                                "scopes": _role["scopes"]}})
"""


@pytest.fixture
def lms_hub() -> Iterator[tuple[Hub, FakeLMS]]:
    """A class of one student logging in through the fake LMS (``--auth lti``)."""
    pytest.importorskip("ltiauthenticator", reason="jupyterhub-ltiauthenticator is not installed")
    pytest.importorskip("requests")
    pytest.importorskip("yaml")
    lms = FakeLMS()
    try:
        with class_hub(1, ("--auth", "lti"), lms.hub_settings() + CLUSTER_HOOK) as hub:
            yield hub, lms
    finally:
        lms.stop()


def test_a_student_logs_in_through_the_lms_by_lti_13(lms_hub):
    """The launch logs the roster's student in as their own user, whose server then starts
    (from the hub, as their browser asks it) and opens their Lab; a launch naming someone not
    on the roster, or signed with another key than the LMS's, is refused."""
    from cryptography.hazmat.primitives.asymmetric import rsa

    hub, lms = lms_hub
    name = hub.students[0]
    uid = pwd.getpwnam(name).pw_uid
    # someone not on the roster: the hub refuses them (no user made)
    stranger = lms.launch(hub, "mallory")
    assert stranger.status_code == 403, (stranger.status_code, stranger.text[-500:])
    assert not any(c.name == "jupyterhub-hub-login" for c in stranger.session.cookies)
    assert [user["name"] for user in call(hub, "/hub/api/users")] == [name]
    # the roster's student, but the token signed with a key that is not the LMS's
    forged = lms.launch(hub, name, key=rsa.generate_private_key(public_exponent=65537,
                                                                key_size=2048))
    assert forged.status_code == 400, (forged.status_code, forged.text[-500:])
    assert "Signature verification failed" in forged.text
    assert not any(c.name == "jupyterhub-hub-login" for c in forged.session.cookies)
    # the roster's student, as the LMS signs it: logged in as their own user
    launched = lms.launch(hub, name)
    assert launched.status_code == 302, (launched.status_code, launched.text[-500:])
    session = launched.session
    assert any(c.name == "jupyterhub-hub-login" for c in session.cookies)
    home = session.get(f"{hub.url}/hub/home", allow_redirects=False, timeout=30)
    assert home.status_code == 200 and name in home.text
    # their server starts as their browser asks for it (the hub's spawn page), as them
    spawn = session.get(f"{hub.url}/hub/spawn", allow_redirects=False, timeout=60)
    assert spawn.status_code == 302, (spawn.status_code, spawn.text[-500:])
    wait_until(f"{name}'s server ready", lambda: call(hub, f"/hub/api/users/{name}")
               ["servers"].get("", {}).get("ready"), 120)
    assert processes_of({uid})
    lab = session.get(f"{hub.url}/user/{name}/lab", timeout=60)  # through the hub's OAuth
    assert lab.status_code == 200 and lab.url.startswith(f"{hub.url}/user/{name}/lab"), \
        (lab.status_code, lab.url)
    # the values' uid hook ran in this real hub, and the collect's read-only token reads what
    # it wrote through the real REST API (tests/test_class_hub_collect.py: the collect itself)
    students = class_server.hub_students(hub.url, COLLECT_TOKEN)
    assert list(students.values()) == [name] and list(students)[0] > class_server.UID_BASE
    stop_and_check_nothing_is_left(hub)
