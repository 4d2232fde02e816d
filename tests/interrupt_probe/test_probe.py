"""Tests that start what real tests start -- a server listening on 127.0.0.1, a process that
leaves its parent (a new session, as a browser's helpers do) -- and then wait for ever: the run
that tests/test_interrupt.py interrupts. Collected only with GAMELIB_INTERRUPT_PROBE set."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

TAG = os.environ.get("GAMELIB_INTERRUPT_PROBE", "")
READY = Path(os.environ.get("GAMELIB_INTERRUPT_READY", "."))

SERVER = ("import socket, sys, time\n"
          "s = socket.socket(); s.bind(('127.0.0.1', 0)); s.listen()\n"
          "open(sys.argv[2], 'w').write(str(s.getsockname()[1]))\n"
          "time.sleep(3600)")
#: a process that leaves its parent and its session, and ignores TERM: only a KILL ends it
LEAVER = ("import os, signal, time\n"
          "if os.fork(): os._exit(0)\n"
          "os.setsid(); signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(3600)")


@pytest.fixture
def server(tmp_path):
    port_file = tmp_path / "port"
    process = subprocess.Popen([sys.executable, "-c", SERVER, TAG, str(port_file)])
    while not port_file.exists() or not port_file.read_text():
        time.sleep(0.05)
    yield int(port_file.read_text())
    process.terminate()


@pytest.mark.parametrize("worker", ["one", "two"])
def test_waits_with_a_server_and_a_process_that_left(server, worker):
    subprocess.run([sys.executable, "-c", LEAVER, TAG], check=True)
    (READY / f"{worker}-{os.getpid()}").write_text(str(server))
    time.sleep(3600)
