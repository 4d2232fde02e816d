"""Shared test setup: a headless matplotlib backend, the suite's order and groups for parallel
workers, and the processes a run leaves behind (none).

The suite runs in parallel workers (pytest-xdist, ``-n auto --dist loadgroup`` in
``pyproject.toml``; ``auto`` is one worker more than the CPUs). Three things make that fast
and safe on two cores:

* **groups**: the tests that share a costly module-scoped fixture (a course graded once, a site
  built once) are one group, run by one worker, so the fixture is made once; the browser tests
  are one group a worker (up to four), so each worker starts one JupyterLab, one Voilà and one
  Chromium;
* **order**: groups and tests start longest first (``tests/durations.json``, the seconds each
  took in a full run: ``pytest --store-durations`` writes it anew), so no worker is left with a
  long test at the end while the other waits;
* **no leftovers**: every pytest process adopts the processes its tests start and lose
  (``PR_SET_CHILD_SUBREAPER``), and ends every one of them when it ends -- normally, on Ctrl-C,
  on a TERM, or when a worker dies (:mod:`tests.processes`).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # `tests.…` from any folder
from tests import processes  # noqa: E402

os.environ.setdefault("MPLBACKEND", "Agg")

# no property test depends on this machine's speed: Hypothesis's 200 ms per example is off
from hypothesis import settings as _hypothesis  # noqa: E402

_hypothesis.register_profile("gamelib", deadline=None)
_hypothesis.load_profile("gamelib")

HERE = Path(__file__).resolve().parent
DURATIONS = HERE / "durations.json"

# The test bots are submissions, not tests: some never finish importing, one does not parse;
# new_games: game folders test_new_game.py puts in place; interrupt_probe: the run that
# tests/test_interrupt.py interrupts (collected only there)
collect_ignore = ["bots", "new_games"]
if not os.environ.get("GAMELIB_INTERRUPT_PROBE"):
    collect_ignore.append("interrupt_probe")

def pytest_addoption(parser):
    parser.addoption("--store-durations", action="store_true",
                     help="write the seconds each test took to tests/durations.json (the "
                          "order the next runs start tests in; tests not run keep theirs)")


def usable_cpus() -> int:
    """The CPUs this process may run on: its affinity, capped by a cgroup v2 quota (a
    container given two of a host's 64 cores has two).

    >>> usable_cpus() >= 1
    True
    """
    count = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    try:
        quota, period = Path("/sys/fs/cgroup/cpu.max").read_text().split()
        if quota != "max":
            count = min(count or 1, max(1, int(quota) // int(period)))
    except (OSError, ValueError):
        pass
    return max(1, count or 1)


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one worker more than the usable CPUs. About a fifth of the suite's time is
    waiting, not computing (a kernel starting, a sandbox's stall waited out, a browser
    painting), and the extra worker computes meanwhile: with three workers on two cores the
    suite took 17 min 52 s of tests, with two 20 min 41 s (BENCHMARKS.md, "The test suite").
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides when set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    return usable_cpus() + 1


def pytest_configure(config):
    if not hasattr(config, "workerinput"):  # a worker's orphans go up to its controller
        processes.adopt_orphans()
        if getattr(config.option, "numprocesses", None) and config.option.dist != "no":
            processes.reap_adopted()  # the controller: it starts no process but its workers
    processes.end_on_signals()


def pytest_unconfigure(config):
    processes.end_descendants()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodeready(node):
    processes.keep_children()  # the workers: kept


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """A worker ended (or died): what it started and lost is ended now, not at the run's end."""
    popen = getattr(getattr(getattr(node, "gateway", None), "_io", None), "popen", None)
    died = getattr(popen, "pid", None) if error is not None else None  # (execnet's popen)
    processes.end_orphans(after=died)


@pytest.hookimpl(tryfirst=True)  # before xdist's own, which reads the groups into node ids
def pytest_collection_modifyitems(config, items):
    """Mark the kinds of test by where they live, and as ``slow`` what took more than
    :data:`SLOW_SECONDS` when last measured (``-m "not slow and not notebook and not browser"``
    is the quick part: under two minutes), put each costly module in one group, and start the
    longest groups first."""
    for item in items:
        path = Path(str(item.fspath))
        if "browser" in path.parts:
            item.add_marker(pytest.mark.browser)
        if path.name == "test_notebooks.py":
            item.add_marker(pytest.mark.notebook)
        if path.name in ("test_bot_tournament.py", "test_othello_server.py",
                         "test_othello_evaluation.py"):
            item.add_marker(pytest.mark.slow)
    known = json.loads(DURATIONS.read_text()) if DURATIONS.is_file() else {}
    browser = browser_groups(items, known, getattr(config, "workerinput", {}).get("workercount", 1))
    shared: dict[str, float] = {}  # seconds a group sharing a costly fixture took, in all
    for item in items:
        group = browser.get(Path(str(item.fspath)).name) if item.get_closest_marker("browser") \
            else _group(item, Path(str(item.fspath)))
        if group:
            item.add_marker(pytest.mark.xdist_group(group))
            in_group(item, group)
            shared[group] = shared.get(group, 0.0) + known.get(plain(item.nodeid), 0.0)
    for item in items:  # measured slow: out of the quick part (with its fixture's whole group)
        group = _group_of(item)
        if max(known.get(plain(item.nodeid), 0.0), shared.get(group, 0.0)) > SLOW_SECONDS:
            item.add_marker(pytest.mark.slow)
    items[:] = longest_first(items, known)


def in_group(item, group: str) -> None:
    """Give ``item`` the node id xdist's loadgroup schedules by (``NODEID@GROUP``). xdist 3.8
    writes it to ``item._nodeid``, which pytest 9.2 no longer reads (its node ids are
    ``item._id``): there, it is written here."""
    if hasattr(item, "_id"):
        from _pytest.nodeid import coerce_node_id

        item._id = coerce_node_id(f"{item.nodeid}@{group}")


def plain(nodeid: str) -> str:
    """A node id without the group xdist schedules it by."""
    return nodeid[:nodeid.rfind("@")] if nodeid.rfind("@") > nodeid.rfind("]") else nodeid


def browser_groups(items: list, known: dict[str, float], workers: int) -> dict[str, str]:
    """The browser tests' files in as many groups as there are workers (at most four), of about
    equal time: each group one worker's JupyterLab, Voilà and Chromium."""
    seconds: dict[str, float] = {}
    for item in items:
        if item.get_closest_marker("browser"):
            name = Path(str(item.fspath)).name
            seconds[name] = seconds.get(name, 0.0) + known.get(plain(item.nodeid), guess(item))
    loads = [0.0] * max(1, min(workers, 4))
    groups = {}
    for name in sorted(seconds, key=lambda n: -seconds[n]):  # the longest to the least loaded
        least = loads.index(min(loads))
        loads[least] += seconds[name]
        groups[name] = f"browser-{least + 1}"
    return groups


def _group(item, path: Path) -> str | None:
    """The group a test runs in with others, or None (any worker, on its own)."""
    # a module-scoped fixture of the test's own module: every test using it on one worker, so
    # it is made once (the module's other tests go anywhere)
    definitions = getattr(item, "_fixtureinfo", None)
    shared = sorted(name for name in getattr(definitions, "names_closure", ())
                    for fixture in definitions.name2fixturedefs.get(name, ())
                    if fixture.scope in ("module", "class", "package")
                    and Path(fixture.baseid.split("::")[0]).name == path.name)
    return f"{path.name}::{shared[0]}" if shared else None


def _group_of(item) -> str:
    marker = item.get_closest_marker("xdist_group")
    return marker.args[0] if marker else item.nodeid


#: a test (or a group sharing a fixture) that took longer in the last measured run
#: (``tests/durations.json``) is ``slow``: not in the quick part
SLOW_SECONDS = 2.0

#: seconds a test not yet measured is guessed to take, by its kind
GUESS = {"browser": 40.0, "notebook": 20.0, "slow": 30.0}


def guess(item) -> float:
    return max([GUESS[kind] for kind in GUESS if item.get_closest_marker(kind)], default=0.5)


def longest_first(items: list, known: dict[str, float]) -> list:
    """``items`` with their groups in order of the time they took last (longest first; a test
    not measured yet by its kind), each group's tests kept together in their own order.

    >>> class Item:
    ...     def __init__(self, nodeid): self.nodeid = nodeid
    ...     def get_closest_marker(self, name): return None
    >>> [i.nodeid for i in longest_first([Item("a"), Item("b"), Item("c")], {"b": 9, "c": 2})]
    ['b', 'c', 'a']
    """
    groups: dict[str, list] = {}
    for item in items:
        groups.setdefault(_group_of(item), []).append(item)
    seconds = {name: sum(known.get(plain(i.nodeid), guess(i)) for i in members)
               for name, members in groups.items()}
    ordered = sorted(groups, key=lambda name: -seconds[name])  # (stable: ties keep their order)
    return [item for name in ordered for item in groups[name]]


#: seconds each test took in this run, its phases added (on the controller: every worker's)
MEASURED: dict[str, float] = {}


def pytest_runtest_logreport(report):
    nodeid = plain(report.nodeid)
    MEASURED[nodeid] = MEASURED.get(nodeid, 0.0) + report.duration


def pytest_sessionfinish(session, exitstatus):
    config = session.config
    if config.getoption("--store-durations") and not hasattr(config, "workerinput"):
        DURATIONS.write_text(json.dumps(stored_durations(MEASURED), indent=0,
                                        ensure_ascii=False) + "\n")


def stored_durations(measured: dict[str, float], known: dict[str, float] | None = None,
                     root: Path = HERE.parent) -> dict[str, float]:
    """What ``--store-durations`` writes: the seconds measured now, over those kept from
    before for the tests not run this time (a run of one file keeps the rest), less the tests
    of files that are gone.

    >>> stored_durations({"tests/conftest.py::a": 1.234}, {"tests/conftest.py::b": 2.0,
    ...                  "tests/gone.py::c": 3.0})
    {'tests/conftest.py::a': 1.23, 'tests/conftest.py::b': 2.0}
    """
    if known is None:
        known = json.loads(DURATIONS.read_text()) if DURATIONS.is_file() else {}
    kept = {nodeid: seconds for nodeid, seconds in known.items()
            if (root / nodeid.split("::")[0]).is_file()}
    kept.update({nodeid: round(seconds, 2) for nodeid, seconds in measured.items()})
    return dict(sorted(kept.items()))
