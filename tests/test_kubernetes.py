"""The configuration for a faculty's cluster (issue 53 item 4): ``deploy/kubernetes/values.yaml``
against Zero to JupyterHub's own schema of the chart's values (``data/z2jh/``), and against the
image its Dockerfile builds -- as far as a machine without Docker or Kubernetes can check."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

yaml = pytest.importorskip("yaml")

REPO = Path(__file__).resolve().parents[1]
DEPLOY = REPO / "deploy" / "kubernetes"


def values() -> dict:
    return yaml.safe_load((DEPLOY / "values.yaml").read_text(encoding="utf-8"))


def merged(defaults: dict, mine: dict) -> dict:
    """Helm's merge of a chart's defaults and an administrator's values: maps key by key, any
    other value (a list included) replaced, ``null`` removing the key.

    >>> merged({"a": {"b": 1, "c": [1]}, "d": 2}, {"a": {"c": [2]}, "d": None})
    {'a': {'b': 1, 'c': [2]}}
    """
    out = dict(defaults)
    for key, value in mine.items():
        if value is None:
            out.pop(key, None)
        elif isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merged(out[key], value)
        else:
            out[key] = value
    return out


def chart_values(mine: dict) -> dict:
    defaults = json.loads((REPO / "data" / "z2jh" / "default-values.json").read_text(encoding="utf-8"))
    return merged(defaults, mine)


def test_the_values_are_valid_for_the_chart():
    schema = json.loads((REPO / "data" / "z2jh" / "values.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(chart_values(values())), key=str)
    assert not errors, "\n".join(f"{'.'.join(map(str, e.path))}: {e.message}" for e in errors)


def test_the_schema_catches_a_misplaced_key():
    """The check is a real one: a key the chart does not know is refused."""
    schema = json.loads((REPO / "data" / "z2jh" / "values.schema.json").read_text(encoding="utf-8"))
    wrong = values()
    wrong["singleuser"]["memroy"] = wrong["singleuser"].pop("memory")
    assert any("memroy" in e.message for e in jsonschema.Draft7Validator(schema).iter_errors(chart_values(wrong)))


def test_the_image_has_what_the_values_rely_on():
    """Every COPY source exists in the build context and is not ignored; the start hook's command
    is gamelib's lessons copy into the home the chart mounts; the exchange is mounted where the
    image's nbgrader looks; the hub's version is the chart's major one."""
    dockerfile = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    ignored = [line.strip().rstrip("/") for line in (REPO / ".dockerignore").read_text().splitlines()
               if line.strip() and not line.startswith("#")]
    for line in re.findall(r"^COPY (.+)$", dockerfile, re.M):
        for source in line.split()[:-1]:
            assert (REPO / source).exists(), source
            assert source.rstrip("/") not in ignored, source
    for private in (".venv", "my-lessons", "course", ".gamelib-course-secret", "test-artifacts", ".git"):
        assert private in ignored, f"{private} would go into the image"
    settings = values()["singleuser"]
    command = settings["lifecycleHooks"]["postStart"]["exec"]["command"]
    assert command[:5] == ["python", "-m", "gamelib", "lessons", "--copy"]
    assert command[5].startswith(settings["storage"]["homeMountPath"] + "/")
    assert settings["defaultUrl"] == "/lab/tree/my-lessons/00_index.ipynb"
    mount = settings["storage"]["extraVolumeMounts"][0]["mountPath"]
    assert f'c.Exchange.root = "{mount}"' in (DEPLOY / "nbgrader_config.py").read_text()
    assert '"jupyterhub>=5.5,<6"' in dockerfile  # the chart runs JupyterHub 5.5
    claim = yaml.safe_load((DEPLOY / "exchange-volume.yaml").read_text())
    assert claim["metadata"]["name"] == settings["storage"]["extraVolumes"][0][
        "persistentVolumeClaim"]["claimName"] and claim["spec"]["accessModes"] == ["ReadWriteMany"]


def test_each_students_pod_runs_as_10000_plus_their_id_and_the_hub_says_so():
    """values.yaml's hook (hub.extraConfig gamelib-uid), run as the chart's hub runs it, against
    JupyterHub's own database classes: a student's pod gets uid 10000 + their user id, and the
    uid is written into the properties of the hub's group gamelib-uids, which the hub's REST API
    shows and ``class-server collect-hub`` reads (tests/test_class_hub_collect.py); the chart's
    own ``singleuser.uid`` is overridden (the chart runs extraConfig last)."""
    import types

    orm = pytest.importorskip("jupyterhub.orm")
    from traitlets.config import Config

    from gamelib.course.class_server import UID_BASE, UID_GROUP

    settings = values()
    c = Config()
    c.KubeSpawner.uid = settings["singleuser"]["uid"]  # what the chart sets first
    exec(settings["hub"]["extraConfig"]["gamelib-uid"], {"c": c})  # noqa: S102 - our own file
    db = orm.new_session_factory("sqlite://")()
    users = [orm.User(name=name) for name in ("an", "binh", "chi")]
    db.add_all(users)
    db.commit()
    db.delete(users[1])  # a removed user: ids are not positions
    db.commit()
    for user in (users[2], users[0], users[2]):  # chi starts twice
        spawner = types.SimpleNamespace(user=types.SimpleNamespace(id=user.id, name=user.name,
                                                                   db=db))
        assert c.KubeSpawner.uid(spawner) == UID_BASE + user.id
    group = orm.Group.find(db, UID_GROUP)
    assert group.properties == {"an": UID_BASE + users[0].id, "chi": UID_BASE + users[2].id}
    assert users[2].id == 3
    # the collect's own service may read the users and the groups, nothing more
    role = settings["hub"]["loadRoles"]["gamelib-collect"]
    assert role["services"] == ["gamelib-collect"] and "gamelib-collect" in settings["hub"][
        "services"]
    assert sorted(role["scopes"]) == ["list:users", "read:groups", "read:users"]
