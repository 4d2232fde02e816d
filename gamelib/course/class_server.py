"""A class on one server: JupyterHub serves each student their own copy of the lessons.

``python -m gamelib class-server start ROSTER FOLDER`` is glue around JupyterHub's own parts,
not a hub of its own: the students of ``ROSTER`` become system users of the machine (made by
the command, in the group ``gamelib-class``, each home 0700), log in with PAM
(:class:`jupyterhub.auth.PAMAuthenticator`) with the password the command set and wrote for the
teacher (``FOLDER/passwords.txt``, mode 0600) -- or through the university's LMS by LTI 1.3
(``--auth lti``, with ``jupyterhub-ltiauthenticator``) --, and each gets JupyterLab from
:class:`jupyterhub.spawner.LocalProcessSpawner`, started as that user, opening on their own
``~/my-lessons`` in their language. Before each start the student's copy is brought up to date
from the course by :func:`gamelib.course.workspace.sync` (the course's new cells come in, the
student's work stays: what ``./run.sh lab`` does), run **as the student**: the hub (root) never
follows a path in a student's home. ``jupyterhub-idle-culler`` stops servers idle for an hour
(``--cull-minutes``; ``--cull-seconds`` to watch it happen, :func:`cull_timing`);
configurable-http-proxy (npm) is the proxy. The hub binds 127.0.0.1 unless told ``--ip``.

What it cannot do: LocalProcessSpawner runs each student's server as an ordinary process of
their user, so no memory or CPU limit per student is enforced (the command says so at start;
systemdspawner on a systemd host does enforce them). Students are real users with a shell
(Lab's terminal): whatever on the machine is world-readable, they can read.

The graded assignment goes through the class's exchange (:func:`set_up`: nbgrader's layout,
its student side unchanged: Lab's *Assignments* panel, or ``nbgrader fetch_assignment`` /
``submit`` in Lab's terminal): ``class-server release|collect|feedback FOLDER COURSE``
(:mod:`gamelib.cli.class_server`), where a submission is the student's who owns its folder
(:mod:`gamelib.grading.exchange`).

``python -m gamelib class-server remove-users FOLDER`` removes the users the command made (those
it recorded in ``FOLDER/class.json`` that are still in its group), with their homes: never any
other user; what they owned in the exchange (their hand-ins) becomes root's.

A roster is a text file, one student a line: a login name and, optionally, ``en`` or ``vi``.

>>> read_roster("an vi\\n# a comment\\nbinh\\n", default_language="en")
{'an': 'vi', 'binh': 'en'}
>>> read_roster("Nguyễn vi\\n")
Traceback (most recent call last):
...
ValueError: roster line 1: 'Nguyễn' is not a login name: use 1 to 32 of a-z, 0-9, '_' and '-', starting with a letter (e.g. nguyen_an)
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import re
import secrets
import shutil
import stat
import socket
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamelib.core.paths import REPO_ROOT, python_command


#: the system group every student the command made belongs to: removal touches no one else
GROUP = "gamelib-class"
#: what the command keeps in the teacher's folder
SETTINGS, PASSWORDS, CONFIG = "class.json", "passwords.txt", "jupyterhub_config.py"
#: lines of the config below this one are the teacher's own, kept when the command rewrites it
OWN_LINES = "# --- your own settings below this line are kept when the command rewrites the file ---"
LANGUAGES = ("en", "vi")
#: the shell of Lab's terminal for a student (the shell their user is made with), started
#: interactive but not as a login shell: it keeps the PATH the hub gives (the environment first)
STUDENT_SHELL = ("/bin/bash",)
LOGIN = re.compile(r"[a-z][a-z0-9_-]{0,31}\Z")
#: the lessons each edition opens on
INDEX = {"en": "my-lessons/00_index.ipynb", "vi": "my-lessons/vi/00_index.ipynb"}
LTI_CLASS = "ltiauthenticator.lti13.auth.LTI13Authenticator"
#: nbgrader's own default root of an exchange (``class-server start --exchange`` sets another)
DEFAULT_EXCHANGE = "/srv/nbgrader/exchange"
NO_LIMITS = ("memory and CPU limits per student: NOT enforced -- JupyterHub's LocalProcessSpawner "
             "runs each student's server as an ordinary process of their user, so one student "
             "can use the whole machine (systemdspawner on a systemd host enforces limits)")


def read_roster(text: str, default_language: str = "en") -> dict[str, str]:
    """Login name -> language, from a roster's text (``name [en|vi]`` a line, ``#`` comments).
    Names are refused unless they are plain ASCII login names (see the module's example)."""
    students: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        name, language = words[0], (words[1] if len(words) > 1 else default_language)
        if not LOGIN.match(name):
            raise ValueError(f"roster line {number}: {name!r} is not a login name: use 1 to 32 "
                             "of a-z, 0-9, '_' and '-', starting with a letter (e.g. nguyen_an)")
        if language not in LANGUAGES or len(words) > 2:
            raise ValueError(f"roster line {number}: write a login name and, optionally, one of "
                             f"{', '.join(LANGUAGES)} (the lessons' language); got {line.strip()!r}")
        if name in students:
            raise ValueError(f"roster line {number}: {name} is in the roster twice")
        students[name] = language
    if not students:
        raise ValueError("the roster names no student (one login name a line, e.g. 'nguyen_an vi')")
    return students


def password() -> str:
    """A new password: 12 letters and digits that cannot be misread (about 59 bits).

    >>> len(password()), password() != password()
    (12, True)
    """
    alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(secrets.choice(alphabet) for _ in range(12))


def proxy_command() -> str | None:
    """configurable-http-proxy: the one ./run.sh installs into the environment (``chp/``), else
    one on the PATH."""
    mine = Path(sys.prefix) / "chp" / "node_modules" / ".bin" / "configurable-http-proxy"
    return str(mine) if mine.exists() else shutil.which("configurable-http-proxy")


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now (the hub's and the proxy's internal ones)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


#: students' servers listen on ports of their own below the range the kernel draws random ports
#: from (32768 and up): a port drawn at random and let go before the server binds it can be
#: taken meanwhile by another student's kernel (jupyterhub/jupyterhub#3005; 1 of 80 starts with
#: 20 students at once)
STUDENT_PORTS = range(20_000, 32_000)


def student_port(base: int, index: int) -> int:
    """The port of the ``index``-th student of a class whose ports start at ``base``, or 0 (the
    hub draws one) when it is taken or out of :data:`STUDENT_PORTS`.

    >>> student_port(STUDENT_PORTS.stop, 0)
    0
    """
    port = base + index
    if port not in STUDENT_PORTS:
        return 0
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return 0
    return port


def _run(*command: str, stdin: str | None = None) -> None:
    """Run a system command (useradd, chpasswd, mount...); its own message if it fails (never
    what went in on stdin: a password)."""
    done = subprocess.run(command, input=stdin, text=True, capture_output=True)
    if done.returncode:
        raise RuntimeError(f"{' '.join(command[:2])} failed: {done.stderr.strip()}")


def _members(group: str = GROUP) -> set[str]:
    import grp

    try:
        return set(grp.getgrnam(group).gr_mem)
    except KeyError:
        return set()


def _user_exists(name: str) -> bool:
    import pwd

    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def _load(folder: Path) -> dict[str, Any]:
    try:
        return json.loads((folder / SETTINGS).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"made": []}


def _save(folder: Path, settings: dict[str, Any]) -> None:
    (folder / SETTINGS).write_text(json.dumps(settings, indent=1) + "\n", encoding="utf-8")


#: the machine's users and the group ``gamelib-class`` change under this lock, one class at a
#: time (root's own folder: no user can plant a link or hold it)
USERS_LOCK = Path("/run/gamelib-class.lock")


def _one_class_at_a_time(change: Any) -> Any:
    """``change`` (making or removing a class's users) run under :data:`USERS_LOCK`: two
    classes set up or removed at once on one machine raced on the shared group (one's
    ``groupdel`` between the other's ``groupadd`` and ``useradd``)."""
    import fcntl

    @functools.wraps(change)
    def locked(*args: Any, **kwargs: Any) -> Any:
        try:
            descriptor = os.open(USERS_LOCK, os.O_RDWR | os.O_CREAT | _NOFOLLOW, 0o600)
        except OSError:  # (not root, or no /run: useradd would refuse anyway, and say why)
            return change(*args, **kwargs)
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
            return change(*args, **kwargs)
        finally:
            os.close(descriptor)
    return locked


@_one_class_at_a_time
def make_users(folder: Path, students: dict[str, str]) -> list[str]:
    """Make the students who are not system users yet (group ``gamelib-class``, home 0700),
    set their passwords and add them to ``FOLDER/passwords.txt`` (0600); the names made."""
    import grp
    import pwd

    settings = _load(folder)
    made = settings.setdefault("made", [])
    taken = [name for name in students if _user_exists(name) and name not in made]
    if taken:
        raise ValueError(f"{', '.join(taken)}: already a user of this machine, not one this "
                         "command made: the class server uses only users it made (rename the "
                         "student in the roster)")
    try:
        grp.getgrnam(GROUP)
    except KeyError:
        _run("groupadd", GROUP)
    passwords = folder / PASSWORDS
    new = [name for name in students if not _user_exists(name)]
    for name in new:
        _run("useradd", "--create-home", "--shell", STUDENT_SHELL[0], "--groups", GROUP,
             "--comment", "gamelib class student", name)
        if name not in made:
            made.append(name)
        _save(folder, settings)  # recorded at once: a failure later never leaves one unknown
        chosen = password()
        _run("chpasswd", stdin=f"{name}:{chosen}\n")
        descriptor = os.open(passwords, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(descriptor, "a", encoding="utf-8") as out:
            out.write(f"{name} {chosen}\n")
    for name in students:
        os.chmod(pwd.getpwnam(name).pw_dir, 0o700)  # no student reads another's work
    if passwords.exists():
        os.chmod(passwords, 0o600)
    return new


class Removed(list):
    """The names :func:`remove_users` removed; ``handed_over``: how many of the exchange's
    entries they owned were given to root, under ``exchange`` (the exchange's root)."""

    def __init__(self, names: list[str], handed_over: int = 0,
                 exchange: Path | None = None) -> None:
        super().__init__(names)
        self.handed_over, self.exchange = handed_over, exchange


@_one_class_at_a_time
def remove_users(folder: str | Path) -> Removed:
    """Remove the users this command made for ``folder``'s class (recorded there and still in
    the group ``gamelib-class``), with their homes, after ending what they still run (a
    ``sleep &`` left in Lab's terminal would stop ``userdel``); then give every entry of the
    class's exchange they owned (their hand-ins) to root, closed to others
    (:func:`hand_over_to_root`): a user made later with a removed student's uid would
    otherwise own a former student's hand-in. The uids are kept in the class's settings until
    they are handed over, so a run stopped half-way hands them over when run again. The names
    removed."""
    import pwd

    folder = Path(folder)
    settings = _load(folder)
    running = hub_pid(folder)
    if running is not None:
        raise RuntimeError(f"the class's hub is still running (process {running}): stop it first "
                           "(Ctrl-C where it runs)")
    members, removed = _members(), []
    pending = set(settings.get("handing_over", []))
    try:
        for name in list(settings.get("made", [])):
            if _user_exists(name) and name not in members:
                continue  # not ours any more (taken out of the group by hand): left alone
            if _user_exists(name):
                uid = pwd.getpwnam(name).pw_uid
                pending.add(uid)
                settings["handing_over"] = sorted(pending)
                _save(folder, settings)
                _end_processes_of(uid)
                _run("userdel", "--remove", name)
            settings["made"].remove(name)
            _save(folder, settings)
            removed.append(name)
    finally:
        passwords = folder / PASSWORDS
        if passwords.exists():
            kept = [line for line in passwords.read_text(encoding="utf-8").splitlines()
                    if line.split(" ", 1)[0] not in removed]
            passwords.write_text("".join(line + "\n" for line in kept), encoding="utf-8")
        # the uids of users gone (a user still there keeps what is theirs)
        gone = {uid for uid in pending if not _uid_exists(uid)}
        root = exchange_of(folder).root
        handed = hand_over_to_root(root, gone) if gone else 0
        settings["handing_over"] = sorted(pending - gone)
        if not settings["handing_over"]:
            del settings["handing_over"]
        _save(folder, settings)
    if not _members() and _group_exists():
        _run("groupdel", GROUP)
    return Removed(removed, handed, root)


def _uid_exists(uid: int) -> bool:
    import pwd

    try:
        pwd.getpwuid(uid)
        return True
    except KeyError:
        return False


def _end_processes_of(uid: int) -> None:
    """End every process running as ``uid`` (TERM, then KILL after two seconds): read from
    /proc, no procps needed."""
    import signal
    import time

    def running() -> list[int]:
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    if os.stat(f"/proc/{entry}").st_uid == uid and not _zombie(int(entry)):
                        found.append(int(entry))
                except OSError:
                    pass  # ended meanwhile
        return found

    for sent in (signal.SIGTERM, signal.SIGKILL):
        for pid in running():
            try:
                os.kill(pid, sent)
            except OSError:
                pass  # ended meanwhile
        for _ in range(20):
            if not running():
                return
            time.sleep(0.1)


def _zombie(pid: int) -> bool:
    """Whether process ``pid`` has ended and waits only to be reaped (state Z in /proc)."""
    with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as stat_file:
        return stat_file.read().rsplit(")", 1)[-1].split()[0] == "Z"


def hand_over_to_root(root: Path, uids: set[int]) -> int:
    """Every entry under the exchange ``root`` owned by one of ``uids`` given to root (owner
    and group 0, no rights for group or others); how many. Links are never followed (each
    folder is opened from its parent's descriptor, ``O_NOFOLLOW``; a link itself is
    ``lchown``-ed), and an entry is changed through a descriptor of the very file checked, so
    a student cannot swap in a link to somewhere else meanwhile. The walk keeps its own stack,
    one open folder a level: a tree deeper than Python's recursion is walked all the same; one
    deeper than the descriptors the process may open stops at the root's folder above it,
    which no one else can enter.

    >>> hand_over_to_root(Path("/nonexistent/exchange"), {1001})
    0
    """
    import resource

    try:
        info = os.lstat(root)
    except FileNotFoundError:
        return 0
    if not stat.S_ISDIR(info.st_mode):
        raise RuntimeError(f"{root}: the class's exchange is not a folder (a link is not "
                           "followed): its removed students' entries were not handed over")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:  # a descriptor a level: as deep as the process may go
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    changed = 0
    top = os.open(root, os.O_RDONLY | os.O_DIRECTORY | _NOFOLLOW)
    stack = [(top, iter(os.listdir(top)))]
    try:
        while stack:
            parent, names = stack[-1]
            name = next(names, None)
            if name is None:
                os.close(parent)
                stack.pop()
                continue
            try:
                seen = os.stat(name, dir_fd=parent, follow_symlinks=False)
            except FileNotFoundError:
                continue
            ours = seen.st_uid in uids
            if stat.S_ISLNK(seen.st_mode):
                if ours:
                    os.chown(name, 0, 0, dir_fd=parent, follow_symlinks=False)
                    changed += 1
                continue
            if not ours and not stat.S_ISDIR(seen.st_mode):
                continue
            flags = os.O_RDONLY | _NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY
            if stat.S_ISDIR(seen.st_mode):
                flags |= os.O_DIRECTORY
            try:
                descriptor = os.open(name, flags, dir_fd=parent)
            except OSError:  # a socket, gone, or no descriptor left: its owner and rights
                if ours:
                    with contextlib.suppress(OSError):
                        os.chown(name, 0, 0, dir_fd=parent, follow_symlinks=False)
                        os.chmod(name, stat.S_IMODE(seen.st_mode) & 0o700, dir_fd=parent)
                        changed += 1
                continue
            opened = os.fstat(descriptor)
            if (opened.st_dev, opened.st_ino) != (seen.st_dev, seen.st_ino):
                os.close(descriptor)
                continue  # replaced since it was seen: its own turn comes, or not ours
            if ours:
                os.fchown(descriptor, 0, 0)
                os.fchmod(descriptor, stat.S_IMODE(opened.st_mode) & 0o700)
                changed += 1
            if stat.S_ISDIR(opened.st_mode):
                try:
                    stack.append((descriptor, iter(os.listdir(descriptor))))
                    continue
                except OSError:
                    pass
            os.close(descriptor)
    finally:
        for descriptor, _ in stack:
            os.close(descriptor)
    return changed


def _group_exists() -> bool:
    import grp

    try:
        grp.getgrnam(GROUP)
        return True
    except KeyError:
        return False


def hub_pid(folder: Path) -> int | None:
    """The process id of the class's hub, if it runs."""
    try:
        pid = int((folder / "jupyterhub.pid").read_text().strip())
        os.kill(pid, 0)
        return pid
    except (OSError, ValueError):
        return None


def write_config(folder: Path, students: dict[str, str], *, ip: str, port: int,
                 ssl_cert: str | None, ssl_key: str | None, auth: str, cull_seconds: int,
                 exchange: str | None = None) -> Path:
    """``FOLDER/class.json`` (what :func:`configure` reads) and ``FOLDER/jupyterhub_config.py``
    (which calls it; the teacher's own lines below :data:`OWN_LINES` are kept). ``exchange``:
    the root of the class's assignment exchange (kept; nbgrader's default at first);
    ``cull_seconds``: how long a student's server may stay idle (:func:`cull_timing`)."""
    cull_timing(cull_seconds)  # refused here, not when the hub starts its culler
    settings = _load(folder)
    settings.pop("cull_minutes", None)  # a class.json of before: seconds now
    settings.update(students=students, ip=ip, port=port, ssl_cert=ssl_cert, ssl_key=ssl_key,
                    auth=auth, cull_seconds=cull_seconds, hub_port=free_port(),
                    proxy_api_port=free_port(), proxy=proxy_command(), course=str(REPO_ROOT))
    if settings.get("port_base") not in STUDENT_PORTS:  # kept over restarts; another hub's apart
        settings["port_base"] = secrets.choice(range(STUDENT_PORTS.start, STUDENT_PORTS.stop, 100))
    settings["exchange"] = {"root": exchange or settings.get("exchange", {}).get(
        "root", DEFAULT_EXCHANGE), "course": course_id(folder)}
    _save(folder, settings)
    config = folder / CONFIG
    own = ""
    if config.exists():
        text = config.read_text(encoding="utf-8")
        own = text.split(OWN_LINES, 1)[1].lstrip("\n") if OWN_LINES in text else ""
    config.write_text(
        "# JupyterHub's settings for the class, written by `python -m gamelib class-server start`\n"
        "# from class.json (gamelib/course/class_server.py: configure)\n"
        f"import sys\nsys.path.insert(0, {str(REPO_ROOT)!r})\n"
        "from gamelib.course.class_server import configure\n"
        f"configure(c, {str(folder)!r})\n" + OWN_LINES + "\n" + own, encoding="utf-8")
    return config


#: the culler looks for idle servers at least this often (seconds); the hub hears of activity
#: at least this often (JupyterHub's own default)
CULL_EVERY_MAX, ACTIVITY_MAX = 60, 300


def cull_timing(seconds: int) -> tuple[int, int, int]:
    """How the idle culler is run for a timeout of ``seconds``: (its ``--timeout``, its
    ``--cull-every``, and how often the hub hears of each server's activity), all seconds.
    A server idle ``seconds`` is stopped within ``cull-every`` more; activity is heard of
    well within the timeout, so that a student at work is not taken for idle.

    >>> cull_timing(3600)
    (3600, 60, 300)
    >>> cull_timing(8)
    (8, 4, 2)
    >>> cull_timing(0)
    Traceback (most recent call last):
    ...
    ValueError: the idle timeout must be a whole number of seconds, at least 1 (e.g. 3600: an hour); got 0
    """
    if isinstance(seconds, bool) or not isinstance(seconds, int) or seconds < 1:
        raise ValueError("the idle timeout must be a whole number of seconds, at least 1 "
                         f"(e.g. 3600: an hour); got {seconds!r}")
    return (seconds, max(1, min(CULL_EVERY_MAX, seconds // 2)),
            max(1, min(ACTIVITY_MAX, seconds // 4)))


def configure(c: Any, folder: str | Path) -> None:
    """Set JupyterHub's configuration ``c`` for the class kept in ``folder`` (from
    ``jupyterhub_config.py``)."""
    folder = Path(folder)
    settings = _load(folder)
    students: dict[str, str] = settings["students"]
    scheme = "https" if settings.get("ssl_cert") else "http"
    c.JupyterHub.bind_url = f"{scheme}://{settings['ip']}:{settings['port']}"
    if settings.get("ssl_cert"):
        c.JupyterHub.ssl_cert, c.JupyterHub.ssl_key = settings["ssl_cert"], settings["ssl_key"]
    c.JupyterHub.hub_ip, c.JupyterHub.hub_port = "127.0.0.1", settings["hub_port"]
    c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{settings['proxy_api_port']}"
    c.ConfigurableHTTPProxy.command = [settings["proxy"]]
    c.ConfigurableHTTPProxy.pid_file = str(folder / "proxy.pid")
    c.JupyterHub.pid_file = str(folder / "jupyterhub.pid")
    c.JupyterHub.db_url = f"sqlite:///{folder / 'jupyterhub.sqlite'}"
    c.JupyterHub.cookie_secret_file = str(folder / "jupyterhub_cookie_secret")
    c.JupyterHub.cleanup_servers = True  # the hub's end is every student server's end
    if settings.get("auth") == "lti":
        c.JupyterHub.authenticator_class = LTI_CLASS  # its settings: the teacher's own lines
    else:
        c.JupyterHub.authenticator_class = "jupyterhub.auth.PAMAuthenticator"
    c.Authenticator.allowed_users = set(students)
    c.JupyterHub.spawner_class = "jupyterhub.spawner.LocalProcessSpawner"
    c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
    # Lab's terminal: bash, not a login shell (Jupyter's default when started by a hub), whose
    # /etc/profile resets PATH and loses the environment's nbgrader and python
    c.Spawner.args = [f"--ServerApp.terminado_settings=shell_command={list(STUDENT_SHELL)!r}"]
    c.Spawner.notebook_dir = "~"
    c.Spawner.default_url = "/lab/tree/" + INDEX["en"]
    c.Spawner.start_timeout = c.Spawner.http_timeout = 120  # many students on a small machine
    environment = {"JUPYTER_CONFIG_PATH": str(exchange_of(folder).config),  # nbgrader's settings
                   # Lab's terminal finds the environment's python, nbgrader and jupyter first
                   "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                            os.environ.get("PATH", "/usr/bin:/bin")])}
    if (REPO_ROOT / "gamelib").is_dir():  # a checkout: the students' kernels import this gamelib
        environment["PYTHONPATH"] = str(REPO_ROOT)
    c.Spawner.environment = environment
    c.Spawner.pre_spawn_hook = functools.partial(prepare_home, folder=str(folder))
    timeout, every, activity = cull_timing(settings.get("cull_seconds",
                                                        60 * settings.get("cull_minutes", 60)))
    c.JupyterHub.services = [{"name": "idle-culler", "command": [
        sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={timeout}",
        f"--cull-every={every}"]}]
    # the hub hears of a student's activity this often, from the proxy and from their server
    c.JupyterHub.last_activity_interval = activity
    c.Spawner.environment["JUPYTERHUB_ACTIVITY_INTERVAL"] = str(activity)
    c.JupyterHub.load_roles = [{"name": "idle-culler", "services": ["idle-culler"], "scopes": [
        "list:users", "read:users:activity", "read:servers", "delete:servers"]}]
    announce_stopping()


def stopping_line(servers: int) -> str:
    """What the hub says as its stopping begins (after Ctrl-C), so the teacher knows it has
    not hung.

    >>> stopping_line(3)
    "stopping the hub and 3 students' servers: up to a minute (each server shuts its kernels down first; the hub says '...done' at the end)"
    """
    whose = "1 student's server" if servers == 1 else f"{servers} students' servers"
    return (f"stopping the hub and {whose}: up to a minute (each server shuts its kernels down "
            "first; the hub says '...done' at the end)")


def announce_stopping() -> None:
    """Make the hub log :func:`stopping_line` when its cleanup starts (JupyterHub.cleanup, run
    on SIGINT and SIGTERM): before it, JupyterHub says only 'Cleaning up 1 services...' and
    the students' servers take tens of seconds to end their kernels and extensions."""
    try:
        from jupyterhub.app import JupyterHub
    except ImportError:  # configure() read without JupyterHub: nothing to announce
        return
    original = JupyterHub.cleanup
    if getattr(original, "announces_stopping", False):
        return

    async def cleanup(self: Any) -> None:
        try:
            running = sum(1 for user in list(self.users.values())
                          for spawner in list(user.spawners.values()) if spawner.active)
            self.log.warning(stopping_line(running))
        except Exception:  # never let the announcement stop the cleanup
            self.log.warning(stopping_line(0).replace("0 students' servers", "the students' "
                                                      "servers"))
        await original(self)

    cleanup.announces_stopping = True  # type: ignore[attr-defined]
    JupyterHub.cleanup = cleanup


async def prepare_home(spawner: Any, folder: str) -> None:
    """Before a student's server starts: bring their ``~/my-lessons`` up to date from the course
    (as the student: a process of their own user, so nothing in their home is followed as root)
    and open Lab on the course map in their language."""
    import pwd

    name = spawner.user.name
    settings = _load(Path(folder))
    language = settings["students"].get(name, "en")
    spawner.default_url = "/lab/tree/" + INDEX[language]
    spawner.port = student_port(settings.get("port_base", 0), list(settings["students"]).index(name))
    account = pwd.getpwnam(name)
    env = {"HOME": account.pw_dir, "USER": name, "LANG": "C.UTF-8",
           "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO_ROOT)}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "gamelib", "lessons", "--copy",
        str(Path(account.pw_dir) / "my-lessons"), cwd=account.pw_dir, env=env,
        user=account.pw_uid, group=account.pw_gid, extra_groups=[],
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    said, _ = await process.communicate()
    if process.returncode:
        spawner.log.error("updating %s's lessons failed: %s", name, said.decode(errors="replace"))
    else:
        spawner.log.info("%s", said.decode(errors="replace").strip())


def check_can_start(auth: str, ssl_cert: str | None, ssl_key: str | None) -> None:
    """Refuse, saying why, what would fail once the hub starts."""
    if os.geteuid() != 0:
        raise RuntimeError("the class server runs as root: it makes the students' users and "
                           "starts each student's Lab as that user (JupyterHub's "
                           "LocalProcessSpawner); run it with sudo")
    if proxy_command() is None:
        raise RuntimeError("configurable-http-proxy is not installed: ./run.sh setup installs it "
                           "when npm exists (or: npm install --prefix .venv/chp "
                           "configurable-http-proxy@5)")
    if auth == "lti":
        import importlib.util

        if importlib.util.find_spec("ltiauthenticator") is None:
            raise RuntimeError("--auth lti needs jupyterhub-ltiauthenticator: pip install "
                               "jupyterhub-ltiauthenticator, then give the LMS's settings in "
                               "jupyterhub_config.py (README: A class on one server)")
    if bool(ssl_cert) != bool(ssl_key):
        raise ValueError("HTTPS needs both --ssl-cert and --ssl-key")
    for path in (ssl_cert, ssl_key):
        if path and not Path(path).is_file():
            raise ValueError(f"{path}: no such file (--ssl-cert and --ssl-key name the "
                             "certificate and its key, PEM files)")


def prepare(roster: str | Path, folder: str | Path, *, language: str = "en",
            ip: str = "127.0.0.1", port: int = 8000, ssl_cert: str | None = None,
            ssl_key: str | None = None, auth: str = "pam", cull_seconds: int = 3600,
            exchange: str | None = None) -> Path:
    """Everything :func:`start` does before the hub runs: the users, the passwords, the config;
    the config's path."""
    check_can_start(auth, ssl_cert, ssl_key)
    students = read_roster(Path(roster).read_text(encoding="utf-8"), language)
    folder = Path(folder).absolute()
    running = hub_pid(folder)
    if running is not None:
        raise RuntimeError(f"this class's hub is already running (process {running}): stop it "
                           "first (Ctrl-C where it runs), then start it again")
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)  # the passwords, the hub's database and secret: the teacher's alone
    made = make_users(folder, students)
    config = write_config(folder, students, ip=ip, port=port, ssl_cert=ssl_cert,
                          ssl_key=ssl_key, auth=auth, cull_seconds=cull_seconds,
                          exchange=exchange)
    set_up(exchange_of(folder))
    scheme = "https" if ssl_cert else "http"
    print(f"{len(students)} students ({len(made)} users made now, group {GROUP}); their "
          f"passwords: {folder / PASSWORDS} (only you can read it)")
    print(f"the hub: {scheme}://{ip}:{port}/ "
          + ("(this machine only: --ip 0.0.0.0 opens it to the class network)"
             if ip == "127.0.0.1" else ""))
    print(NO_LIMITS)
    python = python_command()
    print(f"the graded assignment: the class's exchange is {exchange_of(folder).folder} "
          f"('{python} -m gamelib class-server release {folder} COURSE' gives it to the "
          "students)")
    idle = (f"{cull_seconds // 60} minutes" if cull_seconds % 60 == 0
            else f"{cull_seconds} seconds")
    print(f"idle servers stop after {idle}; Ctrl-C stops the hub and every student's server "
          f"(up to a minute); '{python} -m gamelib class-server remove-users {folder}' removes "
          "the users")
    return config


def needed_by_students() -> list[Path]:
    """What a student's server runs: the interpreter's own prefix, the environment, the course."""
    return [Path(sys.base_prefix).resolve(), Path(sys.prefix).absolute(), REPO_ROOT]


def closed_to_others(path: Path) -> Path | None:
    """The outermost folder on the way to ``path`` that other users cannot enter, if any.

    >>> closed_to_others(Path("/"))
    """
    for folder in [*reversed(path.parents), path]:
        if not os.stat(folder).st_mode & 0o001:
            return folder
    return None


def open_to_students(keep: list[Path]) -> list[str]:
    """Make what students' servers need reachable in a private mount namespace of this process
    (which the hub and everything it starts inherit; the machine's own mounts are untouched):
    each folder closed to other users on the way (e.g. ``/root``, where pyenv keeps its
    Pythons) is covered by an empty one that shows only the needed paths, read-only, and
    ``keep`` (the hub's folder, the certificate) read-write. What was covered, said plainly.

    In that namespace /proc shows each user only their own processes (``hidepid=invisible``):
    every user can read any process's name and command line in the machine's /proc, and a
    student's code being graded can write what it is given there (red team 6: the hidden
    positions, read from a student's Lab terminal while the teacher graded)."""
    needed = needed_by_students()
    closed = {folder for folder in map(closed_to_others, needed) if folder is not None}
    for path in needed if closed else []:
        if not os.stat(path).st_mode & 0o005 == 0o005:
            raise RuntimeError(f"{path}: the students' servers run from it, and other users "
                               "cannot read it: chmod o+rx it (and what is inside) first")
    import ctypes
    import tempfile

    if ctypes.CDLL(None, use_errno=True).unshare(0x00020000) != 0:  # CLONE_NEWNS
        raise RuntimeError(
            f"cannot make a mount namespace ({os.strerror(ctypes.get_errno())}): the students' "
            "servers would see every process of the machine, the teacher's grading among them"
            + (f", and cannot reach {', '.join(map(str, sorted(closed)))}, which other users "
               "cannot enter: put the environment and the course where every user can read them"
               if closed else "") + " (the class server needs root, outside a container or in "
            "one allowed to mount)")
    _run("mount", "--make-rprivate", "/")
    try:
        _run("mount", "-t", "proc", "-o", "hidepid=invisible,nosuid,nodev,noexec", "proc",
             "/proc")
    except RuntimeError as failed:
        raise RuntimeError(f"{failed}: /proc cannot show students only their own processes "
                           "here (Linux 5.8 or later mounts it so in a namespace); without it "
                           "a student reads the names of the processes the teacher's grading "
                           "runs") from None
    if not closed:
        return []
    stage = Path(tempfile.mkdtemp(prefix="gamelib-class-"))
    binds = [(path, True) for path in needed] + [(path, False) for path in keep]
    binds = [(path, ro) for path, ro in binds
             if any(top == path or top in path.parents for top in closed)]
    for number, (path, _) in enumerate(binds):
        (stage / str(number)).mkdir()
        _run("mount", "--bind", str(path), str(stage / str(number)))
    for top in closed:
        _run("mount", "-t", "tmpfs", "-o", "mode=0711,size=1m", "gamelib-class", str(top))
    for number, (path, read_only) in enumerate(binds):
        for folder in [*reversed(path.parents), path]:
            if not folder.exists():
                folder.mkdir(mode=0o711)
        _run("mount", "--bind", str(stage / str(number)), str(path))
        if read_only:
            _run("mount", "-o", "remount,bind,ro", str(path))
        _run("umount", str(stage / str(number)))
        (stage / str(number)).rmdir()
    stage.rmdir()
    return [str(top) for top in sorted(closed)]


def start(roster: str | Path, folder: str | Path, **options: Any) -> None:
    """Prepare the class (:func:`prepare`) and become its hub (does not return)."""
    config = prepare(roster, folder, **options)
    keep = [config.parent] + [Path(options[key]).resolve() for key in ("ssl_cert", "ssl_key")
                              if options.get(key)]
    covered = open_to_students(keep)
    print("each student sees only their own processes (/proc in the hub's mount namespace, "
          "hidepid=invisible)")
    if covered:
        print(f"{', '.join(covered)}: closed to other users, so the hub runs in a mount "
              "namespace of its own where it shows only the Python, the environment and the "
              "course the students' servers need (read-only)")
    sys.stdout.flush()
    os.chdir(config.parent)
    os.execv(sys.executable, [sys.executable, "-m", "jupyterhub", "-f", str(config)])


# -- the assignment through the class's exchange (issue 53) ---------------------------------

_NOFOLLOW = os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)


@dataclass(frozen=True)
class Exchange:
    """Where a class's exchange is: ``root/course`` (nbgrader's layout).

    >>> Exchange(Path("/srv/nbgrader/exchange"), "ai-hub").inbound
    PosixPath('/srv/nbgrader/exchange/ai-hub/inbound')
    """

    root: Path
    course: str

    @property
    def folder(self) -> Path:
        """The course's folder in the exchange."""
        return self.root / self.course

    @property
    def inbound(self) -> Path:
        """Where the students' submissions arrive (world-writable, sticky, not listable)."""
        return self.folder / "inbound"

    @property
    def outbound(self) -> Path:
        """Where the released assignment waits (root's, read-only to students)."""
        return self.folder / "outbound"

    @property
    def config(self) -> Path:
        """The folder the students' nbgrader reads its settings from (``JUPYTER_CONFIG_PATH``)."""
        return self.folder


def _root_folder(path: Path, mode: int) -> None:
    """A folder of root's with exactly ``mode``: made if missing, refused if it is a link or
    somebody else's (a student could have made it first)."""
    try:
        os.mkdir(path, mode)
    except FileExistsError:
        pass
    info = os.lstat(path)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid():
        raise RuntimeError(f"{path} is not a folder of this user's (uid {os.geteuid()}): owned "
                           f"by uid {info.st_uid}; the exchange's folders must be the "
                           "teacher's: remove it, or choose another --exchange")
    os.chmod(path, mode)


def set_up(exchange: Exchange) -> None:
    """Make the exchange's folders (root's; the root and ``inbound`` world-writable and
    sticky, ``inbound`` not listable) and the students' nbgrader settings."""
    root = exchange.root
    for parent in [*reversed(root.parents)]:
        if not parent.exists():
            _root_folder(parent, 0o755)
    # nbgrader's student side refuses a root it cannot write to; sticky: nobody renames
    # another's entry (a student renaming COURSE away and making their own would collect)
    _root_folder(root, 0o1777)
    _root_folder(exchange.folder, 0o755)
    _root_folder(exchange.outbound, 0o755)
    _root_folder(exchange.inbound, 0o1733)
    _root_folder(exchange.config / "labconfig", 0o755)
    _write(exchange.config / "nbgrader_config.py",
           "# written by python -m gamelib class-server: the class's exchange, for the "
           "students' nbgrader\n"
           f"c.CourseDirectory.course_id = {exchange.course!r}\n"
           f"c.Exchange.root = {str(root)!r}\n")
    # run.sh keeps nbgrader out of Lab; the class's students get its assignment list alone
    _write(exchange.config / "jupyter_server_config.json", json.dumps(
        {"ServerApp": {"jpserver_extensions": {f"nbgrader.server_extensions.{name}": name ==
                                                "assignment_list" for name in _NBGRADER_SERVER}}},
        indent=1))
    # ... and no pop-up asking them whether to fetch the official Jupyter news (JupyterLab's
    # documented switch: its announcements plugin off)
    _write(exchange.config / "labconfig" / "page_config.json", json.dumps(
        {"disabledExtensions": {"@jupyter/nbgrader": False, NEWS_PLUGIN: True, **{
            f"@jupyter/nbgrader:{name}": True for name in _NBGRADER_LAB_OFF}}}, indent=1))


#: JupyterLab's plugin that asks "get notified about official Jupyter news?" and fetches them
NEWS_PLUGIN = "@jupyterlab/apputils-extension:announcements"
#: nbgrader's server extensions, and its Lab plugins a student does not get
_NBGRADER_SERVER = ("formgrader", "validate_assignment", "assignment_list", "course_list")
_NBGRADER_LAB_OFF = ("formgrader", "course-list", "create-assignment", "validate-assignment")


def _write(path: Path, text: str) -> None:
    """A file of root's, readable by all, written whole (never through a link)."""
    part = path.with_name(f".{path.name}.part")
    part.unlink(missing_ok=True)
    descriptor = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o644)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(part, path)


def course_id(folder: str | Path) -> str:
    """The class's course id in the exchange: its folder's name, as a login name would be.

    >>> course_id("/srv/AI class 2026")
    'ai-class-2026'
    """
    name = re.sub(r"[^a-z0-9_-]+", "-", Path(folder).absolute().name.lower()).strip("-")
    return name or "class"


def exchange_of(folder: str | Path) -> Exchange:
    """The class's exchange (``class.json``: its root, the course id)."""
    kept = _load(Path(folder)).get("exchange", {})
    return Exchange(Path(kept.get("root", DEFAULT_EXCHANGE)), kept.get("course",
                                                                        course_id(folder)))


def class_students(folder: str | Path) -> dict[int, str]:
    """uid -> login name of the class's students: the roster's users the command made, still
    in its group (the records a submission's owner is read through)."""
    import pwd

    settings, members = _load(Path(folder)), _members()
    made = set(settings.get("made", []))
    found = {}
    for login in settings.get("students", {}):
        if login in made and login in members:
            found[pwd.getpwnam(login).pw_uid] = login
    return found


# -- the class on a cluster (Zero to JupyterHub, deploy/kubernetes/) --------------------------

#: on the cluster each student's pod runs as this + the hub's user id (values.yaml)
UID_BASE = 10_000
#: the hub's group whose properties hold each student's uid (login -> uid), written by the hub
#: as it starts the student's pod (values.yaml, hub.extraConfig): the hub's REST API lists no
#: user's id, so the hub publishes the uids it gives where its API shows them
UID_GROUP = "gamelib-uids"
#: the name of the environment variable the hub's API token is read from (never an argument:
#: the command line is visible to every user of the machine)
TOKEN_VARIABLE = "JUPYTERHUB_API_TOKEN"
#: a hub's user name the collect writes a folder for (JupyterHub lowercases names; an LMS's may
#: hold dots and @)
HUB_LOGIN = re.compile(r"[a-z0-9][a-z0-9._@-]{0,63}\Z")
_PAGINATION = "application/jupyterhub-pagination+json"


def hub_api_url(text: str) -> str:
    """The hub's address as the collect calls it: ``http(s)://HOST[:PORT][/PREFIX]``, without
    ``/hub/api`` and the last slash.

    >>> hub_api_url("http://hub:8081/")
    'http://hub:8081'
    >>> hub_api_url("hub:8081")
    Traceback (most recent call last):
    ...
    ValueError: 'hub:8081' is not a hub's address: give http(s)://HOST[:PORT] (in the cluster: http://hub:8081), without a query
    """
    from urllib.parse import urlsplit

    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query \
            or parts.fragment:
        raise ValueError(f"{text!r} is not a hub's address: give http(s)://HOST[:PORT] (in the "
                         "cluster: http://hub:8081), without a query")
    return text.strip().rstrip("/").removesuffix("/hub/api").removesuffix("/hub")


def _hub_get(url: str, token: str, accept: str = "application/json") -> Any:
    """One GET of the hub's REST API with the token; its JSON, or an error saying what the
    hub answered and what the token needs."""
    import urllib.error
    import urllib.request

    request = urllib.request.Request(url, headers={"Authorization": f"token {token}",
                                                   "Accept": accept})
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return json.loads(answer.read(50 * 2**20))
    except urllib.error.HTTPError as exc:
        if exc.code in (401, 403):
            raise PermissionError(
                f"the hub refused the token ({exc.code}) for {url}: the collect's token needs "
                "the scopes list:users, read:users and read:groups (a service's token in the "
                "chart's hub.services, with a role giving those)") from None
        if exc.code == 404:
            raise LookupError(f"the hub has no {url}") from None
        raise ConnectionError(f"the hub answered {exc.code} for {url}") from None
    except (OSError, ValueError) as exc:
        raise ConnectionError(f"cannot read {url}: {exc}") from None


def hub_students(hub: str, token: str) -> dict[int, str]:
    """uid -> login name of the students of a class on a cluster, from its hub's REST API: its
    users (``/hub/api/users``, every page; admins are not students) and the uid the hub gave
    each one's pod (``10000 + the hub's user id``, which the hub publishes in the properties
    of its group :data:`UID_GROUP` as it starts the pod: values.yaml). A student who never
    started a server has no uid and handed nothing in. Refused, saying why: a uid that is not
    a whole number above :data:`UID_BASE`, one uid for two students, a name that cannot be a
    folder's."""
    base = hub_api_url(hub) + "/hub/api"
    users: dict[str, bool] = {}
    offset = 0
    while True:
        page = _hub_get(f"{base}/users?offset={offset}&limit=200", token, _PAGINATION)
        if isinstance(page, list):  # a hub that does not paginate: everything at once
            page = {"items": page, "_pagination": {"next": None}}
        for user in page.get("items", []):
            users[str(user["name"])] = bool(user.get("admin"))
        following = (page.get("_pagination") or {}).get("next")
        if not following:
            break
        offset = int(following["offset"])
    try:
        group = _hub_get(f"{base}/groups/{UID_GROUP}", token)
    except LookupError:
        raise LookupError(f"the hub has no group {UID_GROUP}: no student's server has started "
                          "with deploy/kubernetes/values.yaml's hub.extraConfig (gamelib-uid), "
                          "which gives each pod its uid and writes it there") from None
    recorded = group.get("properties") or {}
    found: dict[int, str] = {}
    wrong: list[str] = []
    for login, uid in sorted(recorded.items()):
        if login not in users or users[login]:
            continue  # no longer a user of the hub, or an admin (the teacher)
        if not HUB_LOGIN.match(login):
            wrong.append(f"{login!r} is not a name the collect makes a folder of (1 to 64 of "
                         "a-z, 0-9, '.', '_', '@' and '-', starting with a letter or digit)")
        elif isinstance(uid, bool) or not isinstance(uid, int) or uid <= UID_BASE:
            wrong.append(f"{login}'s uid {uid!r} is not a whole number above {UID_BASE}")
        elif uid in found:
            wrong.append(f"uid {uid} is both {found[uid]}'s and {login}'s")
        else:
            found[uid] = login
    if wrong:
        raise ValueError(f"the hub's group {UID_GROUP} does not map uids to students one to "
                         "one, so no hand-in can be told apart: " + "; ".join(wrong))
    return found
