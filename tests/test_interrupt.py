"""An interrupted run leaves nothing: no process, no port open on 127.0.0.1.

A run of two workers (the probe in ``tests/interrupt_probe/``: each test starts a server on
127.0.0.1 and a process that leaves its parent and ignores TERM, then waits) is interrupted as a
person does it -- Ctrl-C, then a TERM -- or loses a worker to a KILL; afterwards ``ps`` finds
none of its processes and no port it opened still listens (:mod:`tests.processes`)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import psutil
import pytest

REPO = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the subreaper is Linux's")]


def _start(tmp_path: Path) -> tuple[subprocess.Popen, str, Path]:
    tag, ready = f"gl-probe-{uuid.uuid4().hex}", tmp_path / "ready"
    ready.mkdir()
    env = {**os.environ, "GAMELIB_INTERRUPT_PROBE": tag, "GAMELIB_INTERRUPT_READY": str(ready)}
    run = subprocess.Popen([sys.executable, "-m", "pytest", "-n", "2", "-p", "no:cacheprovider",
                            "-q", "--no-header", "--basetemp", str(tmp_path / "base"),
                            "tests/interrupt_probe"], cwd=REPO, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           start_new_session=True)  # (a terminal's Ctrl-C reaches its group)
    deadline = time.monotonic() + 120
    while len(list(ready.iterdir())) < 2:
        assert run.poll() is None, run.stdout.read().decode()[-3000:]
        assert time.monotonic() < deadline, "the probe's tests did not start"
        time.sleep(0.2)
    return run, tag, ready


def _tagged(tag: str) -> list[psutil.Process]:
    found = []
    for process in psutil.process_iter(["cmdline"]):
        if tag in (process.info["cmdline"] or []):
            found.append(process)
    return found


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _ports(ready: Path) -> list[int]:
    return [int(path.read_text()) for path in ready.iterdir()]


def _left_behind(tag: str, ports: list[int], seconds: float = 20) -> tuple[list, list]:
    deadline = time.monotonic() + seconds
    while True:
        processes, listening = _tagged(tag), [p for p in ports if _listening(p)]
        if not (processes or listening) or time.monotonic() > deadline:
            return [p.info["cmdline"] for p in processes], listening
        time.sleep(0.5)


def test_ctrl_c_then_term_leaves_no_process_and_no_port(tmp_path):
    run, tag, ready = _start(tmp_path)
    ports = _ports(ready)
    assert len(_tagged(tag)) == 4 and all(_listening(p) for p in ports)  # 2 servers, 2 leavers
    os.killpg(run.pid, signal.SIGINT)  # Ctrl-C: the terminal signals the whole group
    time.sleep(1)
    run.send_signal(signal.SIGTERM)  # and, impatient, a TERM
    run.wait(timeout=60)
    assert _left_behind(tag, ports) == ([], [])


def test_a_term_alone_leaves_nothing(tmp_path):
    run, tag, ready = _start(tmp_path)
    ports = _ports(ready)
    run.send_signal(signal.SIGTERM)  # the controller alone (a CI runner's stop)
    run.wait(timeout=60)
    assert _left_behind(tag, ports) == ([], [])


def test_a_worker_killed_leaves_nothing_of_its_own(tmp_path):
    run, tag, ready = _start(tmp_path)
    ports = _ports(ready)
    victim = psutil.Process(int(sorted(ready.iterdir())[0].name.split("-")[1]))
    victim.kill()  # a worker dies (the kernel's OOM killer, say)
    # its server and its leaver, adopted by the controller, are ended at once, before the run ends
    ports_of_victim = [int(sorted(ready.iterdir())[0].read_text())]
    deadline = time.monotonic() + 30
    while any(_listening(p) for p in ports_of_victim) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not any(_listening(p) for p in ports_of_victim)
    run.send_signal(signal.SIGTERM)
    run.wait(timeout=60)
    assert _left_behind(tag, ports) == ([], [])
