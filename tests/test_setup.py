"""The README's set-up, as a newcomer meets it: quick and offline once .venv exists, and Lab
opens at the repository with the course map of the student's own copy of the lessons."""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
VENV = Path(sys.executable).parent.parent  # the environment running these tests


def run_sh(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(REPO / "run.sh"), *args], capture_output=True, text=True,
                          timeout=600, env={**os.environ, "GAMELIB_VENV": str(VENV), **env})


def test_set_up_runs_offline_once_the_environment_exists():
    assert run_sh("setup").returncode == 0  # brings the environment up to date (online)
    offline = run_sh("setup", PIP_NO_INDEX="1", PIP_INDEX_URL="http://127.0.0.1:9/simple")
    assert offline.returncode == 0, offline.stderr
    assert "is ready" in offline.stdout and "updating" not in offline.stderr  # pip was not run


def test_an_environment_set_up_by_hand_is_recognised_without_pip():
    """The README's route by hand (pip install -r requirements.txt, then gamelib in place)
    leaves no marker of run.sh's: run.sh sees that everything asked for is installed and
    writes its marker, offline, instead of installing it all again."""
    stamp = VENV / ".gamelib-setup"
    stamp.unlink(missing_ok=True)
    offline = run_sh("setup", PIP_NO_INDEX="1", PIP_INDEX_URL="http://127.0.0.1:9/simple")
    assert offline.returncode == 0, offline.stderr
    assert "updating" not in offline.stderr and "first time" not in offline.stderr
    assert stamp.is_file()


def test_lab_opens_at_the_repository_with_the_course_map_in_the_students_own_copy():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    token = secrets.token_hex(8)
    env = {**os.environ, "GAMELIB_VENV": str(VENV), "JUPYTER_RUNTIME_DIR": "/tmp/gl-runtime-test"}
    lab = subprocess.Popen(["bash", str(REPO / "run.sh"), "lab", "--no-browser",
                            f"--ServerApp.port={port}", "--ServerApp.ip=127.0.0.1",
                            f"--IdentityProvider.token={token}"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        def get(path: str) -> dict:
            url = f"http://127.0.0.1:{port}{path}?token={token}"
            with urllib.request.urlopen(url, timeout=5) as response:
                return json.load(response)

        deadline = time.monotonic() + 90
        while True:
            try:
                root = get("/api/contents")
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)
        names = {item["name"] for item in root["content"]}
        assert {"README.md", "notebooks", "data", "my-lessons"} <= names
        assert get("/api/contents/my-lessons/00_index.ipynb")["type"] == "notebook"
        assert get("/api/contents/my-lessons/vi/00_index.ipynb")["type"] == "notebook"
    finally:
        lab.terminate()
        lab.wait(timeout=30)


def test_an_installed_wheel_carries_the_data_and_plays_with_the_tuned_evaluation(tmp_path):
    """The wheel holds data/ (as gamelib/data): installed elsewhere, the Othello engine still
    finds its tuned weights rather than falling back to the classic evaluation."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                    "-w", str(tmp_path / "wheel"), str(REPO)], check=True, capture_output=True)
    wheel = next((tmp_path / "wheel").glob("gamelib-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target",
                    str(tmp_path / "site"), str(wheel)], check=True, capture_output=True)
    probe = ("import gamelib, json\n"
             "from gamelib.arena.registry import make_game, make_player\n"
             "from gamelib.core.paths import data_dir\n"
             "game = make_game('othello'); player = make_player('othello', game, 'engine-depth:4')\n"
             "move = player.choose(game, game.initial_state())\n"
             "print(json.dumps({'package': gamelib.__file__, 'data': str(data_dir()),\n"
             "                  'evaluation': player.evaluation,\n"
             "                  'move': game.action_to_str(game.initial_state(), move)}))\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True,
                          env={**{k: v for k, v in os.environ.items() if k != "GAMELIB_DATA"},
                               "PYTHONPATH": str(tmp_path / "site")}, timeout=300)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    site = str(tmp_path / "site")
    assert seen["package"].startswith(site) and seen["data"].startswith(site), seen
    assert seen["evaluation"] == "tuned" and seen["move"] in {"d3", "c4", "f5", "e6"}
