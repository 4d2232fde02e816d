"""How big a class one machine serves: the class server (JupyterHub) with N students at once.

For each ``--students`` N, a fresh hub is started with the class server's own command
(``python -m gamelib class-server start ROSTER FOLDER``, on 127.0.0.1, as root) for N throwaway
students (names new each run, removed at the end with the command's own ``remove_users``,
whatever happened). The benchmark talks to the hub as a service with an API token of its own,
given to the hub in the teacher's own lines of ``jupyterhub_config.py`` (below the marker the
command keeps). Then all N students at the same moment, as a class pressing *Start* together:

1. the hub starts the student's server (``POST /hub/api/users/NAME/server``; the command's
   pre-spawn hook copies the lessons into ``~/my-lessons`` first) and the benchmark waits until
   the hub says it is ready;
2. with a token of the student's own (``POST /hub/api/users/NAME/tokens``), through the proxy
   and the student's server's API, it reads the student's own ``~/my-lessons/02_alpha_beta.ipynb``,
   starts a kernel for it (``POST /user/NAME/api/sessions``, as Lab does when it opens a
   notebook) and runs its code cells in order over the kernel's websocket until a cell's output
   holds a widget (``application/vnd.jupyter.widget-view+json``): **the first board**.

Measured per N: seconds from the start request to the first board (median, p90, slowest),
failures and timeouts; with every student's server and kernel still running, the memory of each
student's processes (PSS: shared pages divided among the processes sharing them, so the sum is
what the class costs; RSS beside it) and their CPU seconds (with the copies of the lessons
made before each server starts, counted apart); the hub's and the proxy's memory and
the CPU seconds they spent on the class; the machine's load average and its available memory
(sampled every 2 s). A run is **usable** when no student failed and 90 % of them saw the first
board within 30 s of pressing *Start* (the browser's own drawing is not counted: a class's
browsers run on the students' laptops).

Run as root, alone on the machine if possible (its load is written beside the results):

    sudo flock /tmp/gamelib-heavy.lock .venv/bin/python benchmarks/class_server.py --students 10 20

It writes ``benchmarks/results/class_server.json`` and ``class_server.md`` (``--out``).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import os
import platform
import pwd
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from gamelib.course import class_server  # noqa: E402

LESSON = "my-lessons/02_alpha_beta.ipynb"
WIDGET = "application/vnd.jupyter.widget-view+json"
SERVICE = "sizing-benchmark"
#: usable: no failure, and this share of the class sees the first board within this many seconds
USABLE_SHARE, USABLE_SECONDS = 0.9, 30.0


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value at least ``share`` of them are under.

    >>> percentile([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0], 0.9)
    9.0
    """
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * share // 1))  # ceil
    return ordered[int(rank) - 1]


class Sampler(threading.Thread):
    """The machine's 1-minute load average and available memory, every ``every`` seconds."""

    def __init__(self, every: float = 2.0) -> None:
        super().__init__(daemon=True)
        self.every, self.samples, self.done = every, [], threading.Event()

    def run(self) -> None:
        import psutil

        while not self.done.is_set():
            self.samples.append((os.getloadavg()[0], psutil.virtual_memory().available / 2**30))
            self.done.wait(self.every)

    def stop(self) -> dict[str, float]:
        self.done.set()
        self.join()
        loads = [load for load, _ in self.samples] or [os.getloadavg()[0]]
        free = [gib for _, gib in self.samples] or [0.0]
        return {"load_1min_max": round(max(loads), 2), "load_1min_median": round(
            statistics.median(loads), 2), "available_gib_min": round(min(free), 2)}


class Hub:
    """A class server for ``students``, started with the class server's own command (with
    ``options`` added to it, and ``own_lines`` to the teacher's own lines of its config; the
    tests of the idle culler and of the LMS login start it so too)."""

    def __init__(self, students: list[str], port: int, scratch: Path,
                 options: tuple[str, ...] = (), own_lines: str = "") -> None:
        self.students, self.port, self.scratch = students, port, scratch
        self.options, self.own_lines = options, own_lines
        self.url = f"http://127.0.0.1:{port}"
        self.token = secrets.token_hex(32)
        self.folder = scratch / "hub"
        self.process: subprocess.Popen | None = None
        #: the students' processes still running once the hub was stopped (by :meth:`stop`)
        self.left: list[str] = []

    def start(self, timeout: float = 120) -> float:
        """Start the hub; the seconds until it answers."""
        import urllib.request

        roster = self.scratch / "class.roster"
        roster.write_text("".join(f"{name} en\n" for name in self.students))
        self.folder.mkdir(mode=0o700)
        # the teacher's own lines (kept by the command): this benchmark as a service of the hub
        # allowed to start servers and make tokens for the class's users
        (self.folder / class_server.CONFIG).write_text(
            class_server.OWN_LINES + "\n"
            f"c.JupyterHub.services.append({{'name': {SERVICE!r}, 'api_token': {self.token!r}}})\n"
            f"c.JupyterHub.load_roles.append({{'name': {SERVICE!r}, 'services': [{SERVICE!r}], "
            "'scopes': ['admin:users', 'admin:servers', 'read:users', 'read:servers', "
            "'tokens']})\n" + self.own_lines)
        exchange = self.scratch / "exchange"
        os.chmod(self.scratch, 0o755)  # the exchange's root must be reachable by the students
        self.log = (self.scratch.parent / f"{self.scratch.name}-hub.log").open("w")
        started = time.monotonic()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gamelib", "class-server", "start", str(roster),
             str(self.folder), "--port", str(self.port), "--exchange", str(exchange),
             *self.options],
            stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True,
            env=dict(os.environ, PYTHONPATH=str(REPO)))
        while time.monotonic() - started < timeout:
            if self.process.poll() is not None:
                raise RuntimeError(f"the hub ended at start (code {self.process.returncode}): "
                                   f"see {self.log.name}")
            try:
                with urllib.request.urlopen(f"{self.url}/hub/health", timeout=2):
                    return time.monotonic() - started
            except OSError:
                time.sleep(0.5)
        raise TimeoutError(f"the hub did not answer within {timeout:.0f} s: see {self.log.name}")

    def pid(self, name: str) -> int:
        return int((self.folder / name).read_text().strip())

    def stop(self) -> None:
        """Stop the hub (it ends the proxy and every student's server), end what is left of the
        students' processes and remove their users."""
        import psutil

        try:
            if self.process is not None and self.process.poll() is None:
                self.process.send_signal(signal.SIGTERM)
                try:
                    self.process.wait(timeout=90)
                except subprocess.TimeoutExpired:
                    os.killpg(self.process.pid, signal.SIGKILL)
                    self.process.wait(timeout=10)
        finally:
            uids = set()
            for name in self.students:
                try:
                    uids.add(pwd.getpwnam(name).pw_uid)
                except KeyError:
                    continue
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline and _processes(uids):
                time.sleep(0.3)
            # what the hub left of its students' processes: seen before their users are removed
            # (a removed user's uid goes to the next user made, whose processes are not these)
            self.left = [f"{p.pid}: {' '.join(p.cmdline())}" for p in _processes(uids)
                         if p.is_running()]
            for process in _processes(uids):
                try:
                    process.kill()
                except psutil.Error:
                    continue
            time.sleep(0.5)
            if (self.folder / class_server.SETTINGS).exists():
                class_server.remove_users(self.folder)
            if hasattr(self, "log"):
                self.log.close()


def _processes(uids: set[int]) -> list[Any]:
    import psutil

    found = []
    for process in psutil.process_iter(["uids", "status"]):
        try:
            if process.info["uids"] and process.info["uids"].real in uids \
                    and process.info["status"] != psutil.STATUS_ZOMBIE:
                found.append(process)
        except psutil.Error:
            continue
    return found


async def one_student(hub: Hub, name: str, timeout: float) -> dict[str, Any]:
    """Start ``name``'s server and run lesson 02 to its first board; the seconds of each step
    from the start request (or the failure, in words)."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest
    from tornado.websocket import websocket_connect

    client = AsyncHTTPClient()
    admin = {"Authorization": f"token {hub.token}"}
    record: dict[str, Any] = {"student": name}
    started = time.monotonic()

    async def call(path: str, method: str = "GET", body: Any = None,
                   headers: dict[str, str] = admin) -> Any:
        answer = await client.fetch(
            hub.url + path, method=method, headers=headers, raise_error=True,
            body=None if body is None and method == "GET" else json.dumps(body or {}),
            request_timeout=timeout, connect_timeout=timeout)
        return json.loads(answer.body) if answer.body else None

    try:
        await call(f"/hub/api/users/{name}/server", "POST", {})
        while True:  # the hub says when the server answers (it checks it itself)
            model = await call(f"/hub/api/users/{name}")
            server = model.get("servers", {}).get("", {})
            if server.get("ready"):
                break
            if not server.get("pending") and not server:
                raise RuntimeError(f"the hub has no server for {name} (it failed to start)")
            await asyncio.sleep(1.0)
        record["server_ready_s"] = time.monotonic() - started
        token = (await call(f"/hub/api/users/{name}/tokens", "POST",
                            {"note": "sizing benchmark", "expires_in": 3600}))["token"]
        mine = {"Authorization": f"token {token}"}
        base = f"/user/{name}/api"
        notebook = await call(f"{base}/contents/{LESSON}", headers=mine)
        session = await call(f"{base}/sessions", "POST", {
            "path": LESSON, "name": LESSON.rsplit("/", 1)[1], "type": "notebook",
            "kernel": {"name": "python3"}}, headers=mine)
        record["kernel_started_s"] = time.monotonic() - started
        kernel = session["kernel"]["id"]
        socket = await websocket_connect(HTTPRequest(
            hub.url.replace("http", "ws", 1) + f"{base}/kernels/{kernel}/channels",
            headers=mine, request_timeout=timeout, connect_timeout=timeout))
        try:
            cells = [cell for cell in notebook["content"]["cells"] if cell["cell_type"] == "code"]
            for number, cell in enumerate(cells):
                if await execute(socket, "".join(cell["source"]), name):
                    record["first_board_s"] = time.monotonic() - started
                    record["cells_run"] = number + 1
                    break
            else:
                raise RuntimeError("no cell of the lesson showed a widget")
        finally:
            socket.close()
    except Exception as error:  # recorded, not raised: the class goes on
        record["failure"] = f"{type(error).__name__}: {error}"[:300]
        record["failed_after_s"] = time.monotonic() - started
    return record


async def execute(socket: Any, code: str, name: str) -> bool:
    """Run ``code`` in the kernel behind ``socket`` (Jupyter's messages as JSON over the
    server's websocket) until the kernel is idle again; whether its output held a widget."""
    msg_id = uuid.uuid4().hex
    socket.write_message(json.dumps({
        "header": {"msg_id": msg_id, "username": name, "session": uuid.uuid4().hex,
                   "msg_type": "execute_request", "version": "5.3",
                   "date": datetime.datetime.now(datetime.timezone.utc).isoformat()},
        "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
        "content": {"code": code, "silent": False, "store_history": True,
                    "user_expressions": {}, "allow_stdin": False, "stop_on_error": True}}))
    widget = False
    while True:
        text = await socket.read_message()
        if text is None:
            raise RuntimeError("the kernel's websocket closed")
        if isinstance(text, bytes):
            continue  # a message with binary buffers (a widget's state): not what is awaited
        message = json.loads(text)
        if message.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        kind, content = message["msg_type"], message["content"]
        if kind in ("display_data", "execute_result") and WIDGET in content.get("data", {}):
            widget = True
        elif kind == "error":
            raise RuntimeError(f"a cell failed: {content.get('ename')}: {content.get('evalue')}")
        elif kind == "status" and content.get("execution_state") == "idle":
            return widget


def costs(hub: Hub, students: list[str]) -> dict[str, Any]:
    """Memory (MiB) and CPU seconds now: each student's processes (PSS and RSS), the hub's, the
    proxy's."""
    import psutil

    mib = 2**20
    per_student = []
    uids = {pwd.getpwnam(name).pw_uid: name for name in students}
    totals = {uid: {"pss": 0.0, "rss": 0.0, "cpu": 0.0, "processes": 0} for uid in uids}
    for process in psutil.process_iter(["uids"]):
        try:
            uid = process.info["uids"].real if process.info["uids"] else None
            if uid not in totals:
                continue
            memory = process.memory_full_info()
            times = process.cpu_times()
            totals[uid]["pss"] += memory.pss / mib
            totals[uid]["rss"] += memory.rss / mib
            totals[uid]["cpu"] += times.user + times.system
            totals[uid]["processes"] += 1
        except psutil.Error:
            continue
    for uid, total in totals.items():
        per_student.append({"student": uids[uid], **{k: round(v, 1) for k, v in total.items()}})

    def own(pid: int) -> dict[str, float]:
        process = psutil.Process(pid)
        times = process.cpu_times()
        return {"rss_mib": round(process.memory_info().rss / mib, 1),
                "pss_mib": round(process.memory_full_info().pss / mib, 1),
                "cpu_s": round(times.user + times.system, 2),
                "ended_children_cpu_s": round(times.children_user + times.children_system, 2)}

    return {"students": per_student, "hub": own(hub.pid("jupyterhub.pid")),
            "proxy": own(hub.pid("proxy.pid"))}


def run_class(count: int, timeout: float, scratch_root: Path) -> dict[str, Any]:
    """One hub, ``count`` students at once; everything measured (see the module)."""
    import psutil

    from tornado.httpclient import AsyncHTTPClient

    run = secrets.token_hex(2)
    students = [f"glsz{run}{i:02d}" for i in range(count)]
    scratch = Path(tempfile.mkdtemp(prefix=f"size-class-{count}-", dir=scratch_root))
    hub = Hub(students, class_server.free_port(), scratch)
    result: dict[str, Any] = {"students": count, "when": datetime.datetime.now(
        datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "load_before": [round(x, 2) for x in
                                                                 os.getloadavg()],
                              "available_gib_before": round(
                                  psutil.virtual_memory().available / 2**30, 2)}
    try:
        result["hub_start_s"] = round(hub.start(), 1)
        time.sleep(3)  # the proxy and the idle culler settle
        before = costs(hub, [])
        sampler = Sampler()
        sampler.start()

        async def everyone() -> list[dict[str, Any]]:
            AsyncHTTPClient.configure(None, max_clients=4 * count + 10)
            tasks = [asyncio.ensure_future(one_student(hub, name, timeout)) for name in students]
            done, pending = await asyncio.wait(tasks, timeout=timeout)
            for task in pending:
                task.cancel()
            return [task.result() if task in done else
                    {"student": name, "failure": f"timeout: no first board within {timeout:.0f} s"}
                    for task, name in zip(tasks, students)]

        started = time.monotonic()
        records = asyncio.run(everyone())
        result["class_s"] = round(time.monotonic() - started, 1)
        after = costs(hub, students)
        result["machine"] = sampler.stop()
    finally:
        hub.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    boards = [r["first_board_s"] for r in records if "first_board_s" in r]
    failures = [r for r in records if "failure" in r]
    result["records"] = [{k: (round(v, 2) if isinstance(v, float) else v) for k, v in r.items()}
                         for r in records]
    result["failures"] = len(failures)
    if boards:
        result["first_board_s"] = {"median": round(statistics.median(boards), 1),
                                   "p90": round(percentile(boards, 0.9), 1),
                                   "max": round(max(boards), 1)}
        ready = [r["server_ready_s"] for r in records if "server_ready_s" in r]
        result["server_ready_s"] = {"median": round(statistics.median(ready), 1),
                                    "max": round(max(ready), 1)}
    within = sum(1 for b in boards if b <= USABLE_SECONDS)
    result["usable"] = not failures and within >= USABLE_SHARE * count
    # the hub's children that have ended: the lessons' copies made before each server starts
    # (run as the student, by the command's pre-spawn hook)
    result["lesson_copies_cpu_s"] = round(after["hub"]["ended_children_cpu_s"]
                                          - before["hub"]["ended_children_cpu_s"], 2)
    per = after["students"]
    result["per_student"] = {key: round(statistics.median(s[key] for s in per), 1)
                             for key in ("pss", "rss", "cpu", "processes")} if per else {}
    result["students_pss_total_mib"] = round(sum(s["pss"] for s in per), 1)
    for part in ("hub", "proxy"):
        spent = after[part]["cpu_s"] - before[part]["cpu_s"]
        result[part] = {"rss_mib": after[part]["rss_mib"], "pss_mib": after[part]["pss_mib"],
                        "cpu_s_during_class": round(spent, 2),
                        "rss_mib_before_class": before[part]["rss_mib"]}
    return result


def machine() -> str:
    import psutil

    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{platform.machine()}, {os.cpu_count()} cores ({model}), "
            f"{psutil.virtual_memory().total / 2**30:.1f} GiB, CPython "
            f"{platform.python_version()}, {platform.system()} {platform.release()}")


def table(results: list[dict[str, Any]]) -> str:
    """The results as markdown rows."""
    lines = ["| students at once | first board: median / p90 / slowest | server ready (median) "
             "| failed | memory a student (PSS; RSS) | CPU a student: server and kernel + lessons' "
             "copy | hub: RSS, CPU during "
             "| proxy: RSS, CPU during | load (1 min): before / max | usable |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        board = r.get("first_board_s", {})
        lines.append(
            f"| {r['students']} | {board.get('median', '-')} / {board.get('p90', '-')} / "
            f"{board.get('max', '-')} s | {r.get('server_ready_s', {}).get('median', '-')} s | "
            f"{r['failures']} | {r['per_student'].get('pss', '-')} MiB; "
            f"{r['per_student'].get('rss', '-')} MiB | {r['per_student'].get('cpu', '-')} s "
            f"+ {r['lesson_copies_cpu_s'] / r['students']:.1f} s | "
            f"{r['hub']['rss_mib']} MiB, {r['hub']['cpu_s_during_class']} s | "
            f"{r['proxy']['rss_mib']} MiB, {r['proxy']['cpu_s_during_class']} s | "
            f"{r['load_before'][0]} / {r['machine']['load_1min_max']} | "
            f"{'yes' if r['usable'] else 'no'} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, nargs="+", default=[10, 20],
                        help="class sizes, each on a fresh hub (e.g. --students 10 20 40)")
    parser.add_argument("--timeout", type=float, default=600,
                        help="seconds a class size may take before its unfinished students "
                             "count as failed (default 600)")
    parser.add_argument("--out", type=Path, default=REPO / "benchmarks" / "results" /
                        "class_server", help="results: OUT.json and OUT.md")
    parser.add_argument("--add", action="store_true",
                        help="keep the other class sizes already in OUT.json (a size measured "
                             "again is replaced)")
    args = parser.parse_args()
    if os.geteuid() != 0:
        sys.exit("the class server runs as root (it makes the students' users): run with sudo")
    if any(n < 1 for n in args.students):
        sys.exit("--students: class sizes of at least 1, e.g. --students 10 20 40")
    scratch_root = Path(tempfile.mkdtemp(prefix="size-class-server-"))
    os.chmod(scratch_root, 0o755)
    results = []
    try:
        for count in args.students:
            print(f"{count} students at once...", flush=True)
            result = run_class(count, args.timeout, scratch_root)
            results.append(result)
            print(table([result]).splitlines()[-1], flush=True)
            for record in result["records"]:
                if "failure" in record:
                    print(f"  {record['student']}: {record['failure']}", flush=True)
    finally:
        print(f"the hubs' logs: {scratch_root}", flush=True)
    if args.add and args.out.with_suffix(".json").exists():
        measured = {r["students"] for r in results}
        kept = json.loads(args.out.with_suffix(".json").read_text())["results"]
        results = sorted([r for r in kept if r["students"] not in measured] + results,
                         key=lambda r: r["students"])
    described = {"machine": machine(), "when": datetime.datetime.now(
        datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "usable": (
        f"no student failed and {USABLE_SHARE:.0%} saw the first board within "
        f"{USABLE_SECONDS:.0f} s of the start request"), "results": results}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(described, indent=1) + "\n")
    text = (f"# The class server with a class at once (`benchmarks/class_server.py`)\n\n"
            f"{described['machine']}; {described['when']}. Usable: {described['usable']}.\n\n"
            + table(results) + "\n")
    args.out.with_suffix(".md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
