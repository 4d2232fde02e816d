"""The class server's glue without a hub (issue 53): the roster's names, the settings JupyterHub
reads, the teacher's own lines kept, and clear refusals. The real hub, in Chromium:
tests/browser/test_class_server.py."""

from __future__ import annotations

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
                              ssl_cert=None, ssl_key=None, auth="pam", cull_minutes=30)
    text = config.read_text()
    assert "old" not in text and text.endswith(class_server.OWN_LINES + "\nc.Spawner.args = ['--x']\n")
    c = Config()
    class_server.configure(c, tmp_path)
    assert c.JupyterHub.bind_url == "http://127.0.0.1:8123"
    assert c.JupyterHub.authenticator_class == "jupyterhub.auth.PAMAuthenticator"
    assert c.JupyterHub.spawner_class == "jupyterhub.spawner.LocalProcessSpawner"
    assert c.Authenticator.allowed_users == {"an", "binh"}
    assert c.ConfigurableHTTPProxy.command == ["/opt/chp"]
    assert "--timeout=1800" in c.JupyterHub.services[0]["command"]
    assert c.JupyterHub.hub_ip == "127.0.0.1"


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
