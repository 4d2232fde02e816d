"""The sandbox on cgroup v2 (issue 50 item 2): a bot's v2 group freezes every process of it (those
born while it freezes too) and is killed whole; on a host with no v1 paths (a private mount
namespace with cgroup2 mounted over /sys/fs/cgroup, as ``unshare -m`` makes it) a tournament
started by root says what holds in its one line and applies the strictest fallback.

What this machine allows (hybrid: v1 controllers, and a v2 tree at /sys/fs/cgroup/unified whose
only controller is hugetlb): v2 freezing and killing are tested for real; ``memory.max``,
``pids.max`` and ``cpu.max`` cannot be (no v2 memory, pids or cpu controller here), so a v2 host
*with* them is not tested here."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gamelib.sandbox import guard
from gamelib.sandbox.isolation import Cage, Isolation, _cgroups_v2, describe

UNIFIED = Path("/sys/fs/cgroup/unified")
ROOT = os.geteuid() == 0 if hasattr(os, "geteuid") else False


def test_the_line_says_what_holds_in_each_case():
    strict_v2 = Isolation(sandbox=True, cgroups=False, user=True, cpu=False,
                          cgroup_v2="/sys/fs/cgroup/gamelib-bots")
    strict_none = Isolation(sandbox=True, cgroups=False, user=True, cpu=False)
    full_v2 = Isolation(sandbox=True, cgroups=True, user=True, cgroup_v2="/sys/fs/cgroup/gamelib-bots")
    laptop = Isolation(sandbox=True, cgroups=False, user=False)
    assert strict_v2.strict and strict_none.strict and not full_v2.strict and not laptop.strict
    assert "NO cgroup limits memory or processes here: the strictest fallback holds" in \
        describe(strict_v2)
    assert "one process with no thread or child" in describe(strict_v2)
    assert describe(strict_v2).endswith("frozen between moves and killed at the end by its "
                                        "cgroup v2 group")
    assert describe(strict_none).endswith("stopped by signals between moves")
    assert describe(full_v2).endswith("all frozen between moves (cgroup v2)")
    assert "limits are per process (no cgroups here)" in describe(laptop)


# a chain of processes: each spins 10 ms of CPU, forks its successor and ends (the processes a
# SIGSTOP sweep misses: they are born after it)
CHAIN = ("import os, time\n"
         "while True:\n"
         "    end = time.process_time() + 0.01\n"
         "    while time.process_time() < end:\n"
         "        pass\n"
         "    if os.fork():\n"
         "        os._exit(0)\n")


def _usage(group: Path) -> int:
    stat = dict(line.split() for line in (group / "cpu.stat").read_text().splitlines())
    return int(stat["usage_usec"])


@pytest.mark.skipif(not ROOT or not (UNIFIED / "cgroup.controllers").is_file(),
                    reason="needs root and a cgroup v2 tree at /sys/fs/cgroup/unified")
def test_a_v2_group_freezes_a_fork_chain_whole_and_kills_it():
    found = _cgroups_v2(UNIFIED)
    if found is None:
        pytest.skip("no cgroup.freeze in a v2 group here")
    cage = Cage(Isolation(sandbox=False, cgroups=False, why_not="a test", cgroup_v2=found[2]), 64)
    try:
        Path(found[2]).rmdir()  # as another tournament's guard removes it when it ends
    except OSError:
        pass  # another test's group is in it
    cage.make()  # the parent is made again
    try:
        chain = subprocess.Popen([sys.executable, "-c", CHAIN], preexec_fn=cage.join)
        chain.wait(timeout=30)  # its first process forks and ends at once: the chain goes on
        start = _usage(cage.v2)
        while _usage(cage.v2) - start < 50_000:  # it thinks: 50 ms of CPU (bounded by the timeout)
            time.sleep(0.01)
        cage.freeze()
        assert "frozen 1" in (cage.v2 / "cgroup.events").read_text().splitlines()
        frozen_members, frozen_usage = cage.members(), _usage(cage.v2)
        time.sleep(0.3)
        assert _usage(cage.v2) - frozen_usage < 5_000  # under 5 ms of CPU while frozen
        assert cage.members() == frozen_members and frozen_members  # nobody was born
        cage.thaw()
        deadline = time.monotonic() + 30
        while _usage(cage.v2) - frozen_usage < 20_000 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert _usage(cage.v2) - frozen_usage >= 20_000  # it was the freeze that stopped it
        cage.freeze()  # killed while frozen, as at a game's end between moves
        cage.kill()
        deadline = time.monotonic() + 30
        while cage.members() and time.monotonic() < deadline:
            time.sleep(0.01)
        assert cage.members() == []
    finally:
        group = cage.v2
        cage.remove()
    assert not group.exists()
    # the guard, at a tournament's end, removes the parent too once no group is left in it
    subprocess.run([sys.executable, "-I", guard.__file__], input=b"", check=True, timeout=60)
    parent = group.parent
    assert not parent.exists() or any(child.is_dir() for child in parent.iterdir())


V2_HOST = r'''
import json, sys
from pathlib import Path
from gamelib.sandbox.isolation import isolation, describe
from gamelib.bots.submissions import load_submissions
from gamelib.bots.sandbox import BotProcess, BotFault, START_CELL

folder = Path(sys.argv[1])
BOTS = {
    "forker": "import os\ndef bot(v, c, y):\n    try:\n        pid = os.fork()\n"
              "    except OSError as exc:\n        return 'fork refused: ' + exc.strerror\n"
              "    if pid == 0:\n        while True:\n            pass\n    return 'forked'\n",
    "threader": "import threading\ndef bot(v, c, y):\n    try:\n"
                "        threading.Thread(target=lambda: None).start()\n        return 'thread'\n"
                "    except RuntimeError as exc:\n        return 'thread refused'\n",
    "hog": "held = []\ndef bot(v, c, y):\n    try:\n        held.append(bytearray(200 * 2**20))\n"
           "        return 'held %d MB' % (200 * len(held))\n    except MemoryError:\n"
           "        return 'memory refused at %d MB' % (200 * len(held))\n",
}
for name, code in BOTS.items():
    (folder / f"{name}.py").write_text(code)
found = isolation("auto")
out = {"line": describe(found), "v1": Path("/sys/fs/cgroup/memory").exists(),
       "v2": found.cgroup_v2}
for sub in load_submissions([folder / f"{name}.py" for name in BOTS], strict=False):
    answers = []
    with BotProcess(sub, time_limit=5.0, memory_mb=256, confinement=found) as bot:
        for _ in range(2):
            try:
                answers.append(bot.ask("a1 c7 d5 g4 f3", START_CELL, "BLACK"))
            except BotFault as fault:
                answers.append(f"fault {fault.kind}")
        group = bot.cage.v2
    out[sub.name] = {"answers": answers, "group": str(group), "left": group.exists()}
print(json.dumps(out))
'''


@pytest.mark.skipif(not ROOT or shutil.which("unshare") is None or shutil.which("bwrap") is None,
                    reason="needs root, unshare (util-linux) and bubblewrap")
def test_a_v2_only_host_says_so_at_the_start_and_holds_the_strictest_fallback(tmp_path):
    script = tmp_path / "v2_host.py"
    script.write_text(V2_HOST)
    (tmp_path / "bots").mkdir()
    project = str(Path(__file__).resolve().parents[1])
    done = subprocess.run(
        ["unshare", "-m", "sh", "-c", 'mount --make-rprivate / && mount -t cgroup2 none '
         '/sys/fs/cgroup && exec "$0" "$1" "$2"', sys.executable, str(script),
         str(tmp_path / "bots")],
        capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": project})
    if done.returncode != 0 and "mount" in done.stderr and "permission" in done.stderr.lower():
        pytest.skip(f"cannot mount cgroup2 here: {done.stderr.strip()[:200]}")
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert not found["v1"] and found["v2"] == "/sys/fs/cgroup/gamelib-bots"
    assert "NO cgroup limits memory or processes here: the strictest fallback holds" in found["line"]
    assert "frozen between moves and killed at the end by its cgroup v2 group" in found["line"]
    assert found["forker"]["answers"] == ["fork refused: Resource temporarily unavailable"] * 2
    assert found["threader"]["answers"] == ["thread refused"] * 2
    # 256 MB of address space for the one process there is: 200 MB once, never 400
    assert found["hog"]["answers"] == ["held 200 MB", "memory refused at 200 MB"]
    assert not any(found[name]["left"] for name in ("forker", "threader", "hog"))
