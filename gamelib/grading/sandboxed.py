"""Autograde that no student code can touch: the answers run in the sandbox, the verdict here.

nbgrader's own autograde runs a student's answer cells and the test cells in one kernel, as the
teacher: an answer cell could rewrite the checker, the gradebook or the course's secret. Here
nbgrader still sanitises the notebook (test cells restored from the teacher's copy), saves the
scores and writes the feedback, but :class:`GradeInSandbox` takes the place of its ``Execute``:

* each notebook's answer cells run in :mod:`gamelib.sandbox` (namespaces, seccomp, cgroups, a
  host user of its own when the grader is root) by :mod:`gamelib.grading.student_runner`,
  which sees the student's code and the games' rules -- not the course folder, its secret, the
  gradebook, the source notebooks, another student's work, gamelib's searches or the network;
* the hidden positions, the lecture's search and the scoring stay in this process: the
  student's function is called across the boundary one position at a time, and only plain data
  comes back -- a value (a real ``int`` or ``float``), the positions it generated (each checked
  against the rules here), a prediction's number;
* every request has a budget enforced from outside (the sandbox is killed, not asked): a
  submission that loops, sleeps or ignores signals costs :data:`POSITION_SECONDS` once, and
  one that waits just under every budget costs at most :data:`NOTEBOOK_SECONDS` a notebook and
  :data:`STUDENT_SECONDS` a student (:class:`Allowance`);
* a request carries the position, the depth, the evaluation and whether α and β are passed:
  nothing computed from the right answer (a limit sized by the lecture's search would tell a
  wrong search how far to go); the positions read back are capped by a fixed number;
* a notebook whose process dies (``os._exit``, a crash, out of memory) is graded for what
  finished; every other question says why it was not, in the feedback and the summary.

What reaches the feedback is what the student's own cells printed before the hidden tests began
(at most :data:`MAX_OUTPUT` characters a cell, made printable) and the verdicts; a hidden test's
rows say which rule failed and the named mistake, never the position, its depth, its values or
the seed they are drawn from (``BOUNDARIES.md``, sections 2-4).
"""

from __future__ import annotations

import atexit
import itertools
import json
import math
import os
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

from gamelib.grading.student_runner import MAX_GENERATED
from gamelib.i18n import tr

#: seconds for one answer cell to run, and for one position of a search
CELL_SECONDS = 5.0
POSITION_SECONDS = 5.0
#: seconds for all the positions of one check: no new position is sent after them (a right
#: search that waits just under the per-position limit would cost the teacher minutes a
#: student; the lecture's search takes milliseconds a position)
CHECK_SECONDS = 20.0
#: seconds for an evaluation to value every position of Dodgem 3×3 for both sides
TABLE_SECONDS = 10.0
#: seconds the grader waits on one notebook's sandbox, all its requests together (starting it
#: included), and on all of one student's notebooks together: a submission that waits just under
#: every other budget costs no more (a right one takes a few seconds a notebook; the checks'
#: budgets alone would allow some 85 s a search notebook and 4 minutes a student)
NOTEBOOK_SECONDS = 60.0
STUDENT_SECONDS = 150.0
#: memory of one notebook's sandbox, all its processes together
MEMORY_MB = 512
#: positions read from one search's reply, the same number for every position (the runner stops
#: recording there; the lecture's searches generate at most about 9,000 on the graded positions,
#: a search one ply too deep some 30,000): a number sized by the lecture's search would tell a
#: wrong search how far to go
READ_POSITIONS = MAX_GENERATED
#: bytes of one reply (a search's generated positions), characters of a cell's output kept
MAX_REPLY = 4 * 1024 * 1024
MAX_OUTPUT = 10_000
RUNNER = Path(__file__).with_name("student_runner.py")
#: the part of gamelib a student's code may use: the rules and the evaluations it is given
STUDENT_LIBRARY = ("__init__.py", "core", "i18n", "games",
                   "evaluation", "data")
#: where each grade's problems, named mistakes and seconds are listed for the summary (in the
#: course folder), a JSON object a line
PROBLEMS_FILE = "autograde-problems.jsonl"


class Ended(Exception):
    """The sandbox stopped answering: ``why`` in the student's language; ``kind`` says which
    budget ran out ("late", "too long", "memory", "notebook", "student") or "other" (the
    process exited, was killed, closed its pipe: the words may hold a number the student
    chose, such as an exit status)."""

    def __init__(self, why: str, kind: str = "other"):
        super().__init__(why)
        self.why = why
        self.kind = kind


class Allowance:
    """The seconds a notebook's sandbox may still take: what is left of the notebook's
    :data:`NOTEBOOK_SECONDS` and of its student's :data:`STUDENT_SECONDS` (``student_left``:
    what the student's notebooks graded before this one left). Spent by the time the grader
    waits on the sandbox (:meth:`StudentSandbox.ask`); the grader's own work is not counted.

    >>> allowance = Allowance(60, 20)
    >>> allowance.spend(15); allowance.left()[:2]
    (5.0, 'student')
    """

    def __init__(self, notebook: float | None = None, student_left: float | None = None):
        self.notebook = NOTEBOOK_SECONDS if notebook is None else notebook
        self.student_left = STUDENT_SECONDS if student_left is None else student_left
        self.used = 0.0

    def left(self) -> tuple[float, str, str]:
        """The seconds left, and which budget binds: its kind and why it ran out, in words."""
        notebook, student = self.notebook - self.used, self.student_left - self.used
        if student < notebook:
            return student, "student", tr(
                "was stopped: your notebooks used up the {seconds} s the grader gives one student "
                "(the model solution runs all these checks in a few seconds: look for an endless "
                "loop or a search too deep)", seconds=f"{STUDENT_SECONDS:g}")
        return notebook, "notebook", tr(
            "was stopped: it used up the {seconds} s the grader gives one notebook (the model "
            "solution runs all these checks in a few seconds: look for an endless loop or a "
            "search too deep)", seconds=f"{self.notebook:g}")

    def spend(self, seconds: float) -> None:
        self.used += max(seconds, 0.0)


@lru_cache(maxsize=1)
def student_library() -> Path:
    """A folder holding the part of gamelib in :data:`STUDENT_LIBRARY` (made once a process,
    readable by the sandbox's user, removed at exit)."""
    folder = Path(tempfile.mkdtemp(prefix="gamelib-student-lib-"))
    folder.chmod(0o755)
    atexit.register(shutil.rmtree, folder, True)
    package = Path(__file__).resolve().parents[1]
    target = folder / "gamelib"
    target.mkdir()
    for part in STUDENT_LIBRARY:
        source = package / part
        if source.is_dir():
            # a game's folder without its kit, scene and board: they draw and play, and would
            # only reach for what is not here
            shutil.copytree(source, target / part, symlinks=False,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "kit.py",
                                                          "scene.py", "board.py"))
        elif source.is_file():
            shutil.copy2(source, target / part)
    for path in [folder, *folder.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    return folder


#: lines not answering the request read past before its reply (lines the student's code wrote
#: into the reply channel ahead of time), at most
STALE_LINES = 200

class StudentSandbox:
    """One notebook's answers in a sandbox of their own: :meth:`ask` sends a request and reads
    the reply within a budget; whatever goes wrong, the sandbox is killed and :class:`Ended`
    says why. Used as a context manager."""

    def __init__(self, *, memory_mb: int = MEMORY_MB, confinement: Any = None,
                 allowance: Allowance | None = None):
        from gamelib.sandbox.isolation import isolation

        self.memory_mb = memory_mb
        self.allowance = allowance if allowance is not None else Allowance()
        #: which budget ended the sandbox (:attr:`Ended.kind`)
        self.ended_kind = "other"
        self.confinement = confinement if confinement is not None else isolation("auto")
        self.process: subprocess.Popen | None = None
        self.cage: Any = None
        self.ended: str | None = None
        self._said = bytearray()
        self._shown = 0
        self._stderr: int | None = None
        self._channel: Any = None
        self._folder: str | None = None
        #: set once the hidden tests began: what the student's code prints is no longer shown
        self.quiet = False

    def __enter__(self) -> StudentSandbox:
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> None:
        from gamelib.sandbox.isolation import INSIDE_RUNNER, Cage, sandbox_launch

        left, kind, why = self.allowance.left()
        if left <= 0:  # (the student's seconds were used up by an earlier notebook)
            self.ended, self.ended_kind = why, kind
            return
        library = student_library()
        inside = self.confinement.sandbox
        env = {"PATH": "/usr/bin:/bin", "HOME": "/bot", "TMPDIR": "/tmp", "LANG": "C.UTF-8",
               "PYTHONHASHSEED": "0", "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}
        command = [sys.executable, "-I", "-u", INSIDE_RUNNER if inside else str(RUNNER),
                   "--lib", str(library)]
        self.cage = Cage(self.confinement, self.memory_mb)
        self.cage.make()
        if inside:
            # gamelib installed inside the environment (not a checkout) would be bound with it:
            # covered, so only the student library's part of it is there
            package = Path(__file__).resolve().parents[1]
            installed = tuple(p for p in {Path(sys.prefix), Path(sys.base_prefix)}
                              if package.is_relative_to(p.resolve()))
            launch = sandbox_launch(command, env, RUNNER, user=self.cage.user, shared=(library,),
                                    hidden=(package,) if installed else ())
        else:  # no sandbox here: still another process, but it can read what this user can
            from gamelib.sandbox.isolation import Launch

            self._folder = tempfile.mkdtemp(prefix="gamelib-student-")
            env.update(HOME=self._folder, TMPDIR=self._folder)
            launch = Launch(command, [])
        read, write = os.pipe()
        os.set_blocking(read, False)
        self._stderr = read
        cage = self.cage

        def in_child() -> None:
            if cage.user is not None:
                cage.user.limit()
            for folder in cage.folders:
                handle = os.open(folder / "cgroup.procs", os.O_WRONLY)
                try:
                    os.write(handle, str(os.getpid()).encode())
                finally:
                    os.close(handle)

        try:
            self.process = subprocess.Popen(
                launch.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=write,
                cwd=self._folder or "/", env=env, start_new_session=True, pass_fds=launch.fds,
                preexec_fn=in_child)
        finally:
            os.close(write)
            launch.close()
        self.cage.pid = self.process.pid
        from gamelib.sandbox.channel import LineChannel

        self._channel = LineChannel(self.process.stdout, self._stderr, self._keep)
        started = time.monotonic()
        try:
            hello = self._read(30.0)
        except Ended as ended:
            if ended.kind in ("notebook", "student"):  # (killed: every request says why)
                return
            raise
        finally:
            self.allowance.spend(time.monotonic() - started)
        if hello != {"status": "ready"}:
            raise Ended(tr("the grader could not start your notebook's process"))

    def compiled(self) -> list[dict[str, str]]:
        """What the notebook's process compiled since the last call, validated
        (:mod:`gamelib.grading.compiled`); nothing once it has ended."""
        from gamelib.grading.compiled import valid

        if self.ended is not None or self.process is None:
            return []
        try:
            reply = self.ask({"op": "compiled"}, CELL_SECONDS)
        except Ended:
            return []
        return valid(reply.get("compiled"))

    def ask(self, request: dict[str, Any], seconds: float, max_bytes: int = MAX_REPLY
            ) -> dict[str, Any]:
        """The reply to ``request`` within ``seconds`` and ``max_bytes``; :class:`Ended` if
        none comes."""
        if self.ended is not None:
            raise Ended(self.ended, self.ended_kind)
        started = time.monotonic()
        # a fresh nonce a request, echoed by the runner: a line the student's code wrote ahead
        # into the reply channel (a forged reply waiting for a later request) is not its reply
        nonce = secrets.token_hex(8)
        try:
            try:
                self.process.stdin.write(json.dumps({**request, "nonce": nonce}).encode() + b"\n")
                self.process.stdin.flush()
            except OSError:
                raise self._end(self._how_it_ended()) from None
            for _ in range(STALE_LINES):
                reply = self._read(max(0.0, seconds - (time.monotonic() - started)), max_bytes)
                if reply.pop("nonce", None) == nonce:
                    return reply
            raise self._end(tr("sent something that is not an answer"))
        finally:
            self.allowance.spend(time.monotonic() - started)

    def _read(self, seconds: float, max_bytes: int = MAX_REPLY) -> dict[str, Any]:
        from gamelib.sandbox.channel import NoLine

        left, kind, cap = self.allowance.left()
        if left <= 0:
            raise self._end(cap, kind)
        try:
            line = self._channel.read_line(min(seconds, left), max_bytes)
        except NoLine as none:
            if none.why == "late" and left < seconds:
                raise self._end(cap, kind) from None
            raise self._end(*{
                "late": (tr("did not finish in {seconds} s (an endless loop?)",
                            seconds=f"{seconds:g}"), "late"),
                "too long": (tr("sent more than {kb} KB at once", kb=max_bytes // 1024),
                             "too long"),
            }.get(none.why) or self._how_it_ended()) from None
        try:
            reply = json.loads(line.decode("utf-8"))
        except (ValueError, RecursionError, UnicodeDecodeError):
            raise self._end(tr("sent something that is not an answer")) from None
        if not isinstance(reply, dict):
            raise self._end(tr("sent something that is not an answer"))
        return reply

    def _keep(self, chunk: bytes) -> None:
        room = MAX_OUTPUT * 4 - len(self._said)
        self._said += chunk[:max(room, 0)]

    def output(self) -> str:
        """What the student's code printed since the last call (printable, bounded)."""
        from gamelib.bots.untrusted import printable

        if self._channel is not None:
            self._channel.drain(0.05)
        new = bytes(self._said[self._shown:])
        self._shown = len(self._said)
        text = new.decode("utf-8", "replace")
        if len(text) > MAX_OUTPUT:
            text = text[:MAX_OUTPUT] + "\n" + tr("... (output cut: more than {n} characters)",
                                                 n=MAX_OUTPUT)
        return printable(text, MAX_OUTPUT + 200, newlines=True)

    def _how_it_ended(self) -> tuple[str, str]:
        """Why the process stopped answering, and the kind (:attr:`Ended.kind`)."""
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return tr("closed its connection to the grader"), "other"
        if self.cage is not None and self.cage.out_of_memory():
            return tr("ran out of memory (over {mb} MB)", mb=self.memory_mb), "memory"
        if self.confinement.sandbox and code > 128:
            code = -(code - 128)
        if code < 0:
            return tr("was killed (signal {number})", number=-code), "other"
        return tr("exited before it finished (exit status {code})", code=code), "other"

    def _end(self, why: str | tuple[str, str], kind: str = "other") -> Ended:
        if isinstance(why, tuple):
            why, kind = why
        self.ended, self.ended_kind = why, kind
        self._kill()
        return Ended(why, kind)

    def _kill(self) -> None:
        if self.cage is not None:
            self.cage.kill()
        if self.process is not None:
            try:
                self.process.kill()
            except OSError:
                pass

    def close(self) -> None:
        self._kill()
        if self.process is not None:
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
            for pipe in (self.process.stdin, self.process.stdout):
                try:
                    pipe.close()
                except OSError:
                    pass
            self.process = None
        if self._stderr is not None:
            os.close(self._stderr)
            self._stderr = None
        self._channel = None
        if self.cage is not None:
            self.cage.remove()
            self.cage = None
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None


# -- what crosses the boundary --------------------------------------------------------------

def plain(value: Any) -> Any:
    """A state or a move as JSON data (tuples as lists)."""
    return [plain(v) for v in value] if isinstance(value, tuple) else value


def _from_plain(value: Any, room: int = 8) -> Any:
    """``value`` with its lists as tuples; a ValueError past ``room`` levels of lists (no move
    of any game is nested deeper: a reply that is would exhaust the stack)."""
    if not isinstance(value, list):
        return value
    if room == 0:
        raise ValueError("nested too deep")
    return tuple(_from_plain(v, room - 1) for v in value)


def game_spec(game: Any) -> dict[str, Any]:
    """How the runner makes the same rules: the class, and the options it was made with."""
    import inspect

    kind = type(game)
    names = inspect.signature(kind).parameters
    options = {key: value for key, value in vars(game).items()
               if key in names and type(value) in (int, str)}
    return {"class": f"{kind.__module__}:{kind.__qualname__}", "options": options}


def evaluation_spec(evaluate: Any) -> dict[str, Any]:
    """How the runner makes the same evaluation (near ties, a Dodgem table, or a function of
    :mod:`gamelib.evaluation`)."""
    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.evaluation.tiebreak import NearTies

    if isinstance(evaluate, NearTies):
        return {"near_ties": evaluate.seed, "players": list(evaluate.players)}
    if isinstance(evaluate, DodgemEvaluation):
        return {"dodgem": evaluate.to_json()}
    module = getattr(evaluate, "__module__", "")
    if module.startswith("gamelib.evaluation."):
        return {"function": f"{module}:{evaluate.__qualname__}"}
    raise ValueError(f"no way to send the evaluation {evaluate!r} to a sandbox")


def _state(root: Any, data: Any) -> Any:
    """``data`` as a state of ``root``'s kind, or None if it is not one (fields of the same
    types, numbers of a sane size)."""
    if not isinstance(data, list) or len(data) != len(root):
        return None
    for mine, theirs in zip(data, root):
        if type(mine) is not type(theirs) or (type(mine) is int and not 0 <= mine < 2**64) \
                or (type(mine) is str and len(mine) > 64):
            return None
    return type(root)(*data)


def replay(game: Any, root: Any, generated: Any) -> tuple[Any, str | None]:
    """The positions a student's search generated, as (parent, move) pairs sent back, made
    again here through the rules: a :class:`~gamelib.exercises.search_checks.RecordingGame`
    equal to one that watched the search, and None -- or, at the first pair that is not a
    position and a legal move in it, what is wrong."""
    from gamelib.exercises.search_checks import RecordingGame

    recorder = RecordingGame(game, root)
    if not isinstance(generated, list):
        return recorder, tr("sent no list of the positions it generated")
    for index, pair in enumerate(generated, 1):
        parent = _state(root, pair[0]) if isinstance(pair, list) and len(pair) == 2 else None
        try:
            action = _from_plain(pair[1]) if parent is not None else None
            legal = parent is not None and action in game.legal_actions(parent)
        except Exception:  # noqa: BLE001 - a state the rules cannot read
            legal = False
        if not legal:
            return recorder, tr("generated position {i}: your function produced a position no "
                                "legal move leads to (generate children only with "
                                "game.successor(u, a) for a in game.legal_actions(u), and never "
                                "change u itself)", i=index)
        recorder.successor(parent, action)
    return recorder, None


def comparable(value: Any) -> bool:
    """A plain int or float the grader can compare with its own: not NaN, no int past what a
    float holds (``10**400`` would stop ``float()`` with an OverflowError).

    >>> comparable(3), comparable(float("inf")), comparable(float("nan")), comparable(10**400), comparable(True)
    (True, True, False, False, False)
    """
    if type(value) is int:
        return abs(value) <= 2**1023
    return type(value) is float and not math.isnan(value)


def _got(reply: dict[str, Any]) -> Any:
    """The value a reply carries, if it is a plain number; else what it is, in words."""
    value = reply.get("value")
    if comparable(value):
        return value
    if type(value) is int:
        return tr("a whole number too large to compare")
    if "type" in reply:
        from gamelib.bots.untrusted import printable

        return tr("a value of type {kind}, not a number", kind=printable(str(reply["type"]), 60))
    return tr("no number returned")


# -- the checks, with the verdict here ----------------------------------------------------------

def reply_bytes(game: Any) -> int:
    """The bytes one search's reply may take on ``game``: :data:`READ_POSITIONS` positions
    generated, each twice the size of a move from the start, and a spare -- the same for every
    position of the game (at most :data:`MAX_REPLY`).

    >>> from gamelib.games.tictactoe import TicTacToe
    >>> reply_bytes(TicTacToe()) < MAX_REPLY
    True
    """
    start = game.initial_state()
    pair = json.dumps([plain(start), plain(game.legal_actions(start)[0])])
    return min(MAX_REPLY, READ_POSITIONS * (2 * len(pair) + 2) + 65536)


def _ended_rule(ended: Ended) -> str:
    """What a hidden test's row says of a sandbox that stopped answering: the budget it used up,
    or that it ended (an exit status or a signal is a number the student's code chose)."""
    if ended.kind == "other":
        return tr("your notebook's process ended here (often a crash, running out of memory or "
                  "a recursion too deep)")
    return ended.why


def search_report(box: StudentSandbox, function: str, algorithm: str, positions: list[Any],
                  name: str | None = None, seed: int | None = None,
                  hidden: bool = False) -> Any:
    """Check the student's search ``function`` on ``positions`` (one request each), as
    :func:`~gamelib.exercises.search_checks.check_minimax` does in a lesson: the value and
    the positions generated, compared with the lecture's search run here. With ``hidden``, the
    report shows only each failed row's rule (:attr:`CheckReport.hidden`).

    A request carries the position, the depth, the evaluation and whether α and β are passed,
    nothing computed from the answer; the reply is read up to :data:`READ_POSITIONS` positions
    and :func:`reply_bytes`, the same for every position of a game."""
    from gamelib.exercises.search_checks import (INF, CheckReport, CheckRow, _lecture_convention,
                                                 _reference_trace, convention_of, finished,
                                                 judged)

    name = name or function
    rows, attempts = [], []
    budget_ends = time.monotonic() + CHECK_SECONDS

    def not_tried(later: Any, why: str) -> Any:
        return CheckRow(later.game.state_to_str(later.state), later.depth, INF, "—", 0, 0, why,
                        False, later.source, rule=why)

    for index, case in enumerate(positions):
        game, state, depth = case.game, case.state, case.depth
        if time.monotonic() > budget_ends:
            why = tr("not tried: your function used up the {seconds} s this check gives all its "
                     "positions (the lecture's search takes a few milliseconds a position)",
                     seconds=f"{CHECK_SECONDS:g}")
            rows += [not_tried(later, why) for later in positions[index:]]
            break
        truth, expected = _reference_trace(game, state, depth, case.evaluate, algorithm)
        # every row shows the lecture's value (for White at a Black or O root), whatever the reply
        lecture = _lecture_convention(case, algorithm, truth)
        convention = convention_of(case, truth, lecture)
        shown = lecture[0] if lecture is not None else truth
        position = game.state_to_str(state)
        request = {"op": "search", "function": function, "game": game_spec(game),
                   "root": plain(state), "depth": depth,
                   "evaluate": evaluation_spec(case.evaluate), "window": algorithm == "alphabeta"}
        try:
            reply = box.ask(request, POSITION_SECONDS, reply_bytes(game))
        except Ended as ended:
            rows.append(CheckRow(position, depth, shown, tr("did not finish"),
                                 len(expected.generated), 0, ended.why, False, case.source,
                                 rule=_ended_rule(ended)))
            why = tr("not tried: your function did not finish on an earlier position")
            rows += [not_tried(later, why) for later in positions[index + 1:]]
            break
        if reply.get("not_written"):
            return CheckReport(name, [], tr("not written yet -- fill in the starter cell and run "
                                            "it again"), seed, hidden=hidden)
        generated = reply.get("generated")
        if reply.get("why") == "too-many" or (isinstance(generated, list)
                                               and len(generated) > READ_POSITIONS):
            said = tr("generated more than {n} positions", n=READ_POSITIONS)
            rows.append(CheckRow(position, depth, shown, tr("too many positions"),
                                 len(expected.generated), READ_POSITIONS, said, False,
                                 case.source, rule=said))
            continue
        recorder, problem = replay(game, state, generated)
        if "error" in reply or problem is not None:
            from gamelib.bots.untrusted import printable

            said = printable(str(reply.get("error", "")), 300) if "error" in reply else problem
            verdict = (tr("your function raised an error here") + f": {said}" if "error" in reply
                       else problem)
            # (the error's words and the pair's number are the student's code's to choose)
            rule = (tr("your function raised an error here") if "error" in reply else
                    tr("your function produced a position no legal move leads to (generate "
                       "children only with game.successor(u, a) for a in game.legal_actions(u), "
                       "and never change u itself)"))
            rows.append(CheckRow(position, depth, shown, said, len(expected.generated),
                                 len(recorder.generated), verdict, False, case.source,
                                 rule=rule))
            continue
        if lecture is not None:  # values for White at a Black root, as the lecture's MinVal gives
            truth, expected = lecture
        rows.append(judged(case, algorithm, truth, expected, recorder, _got(reply), convention))
        attempts.append((case, _got(reply), recorder))
    report = finished(name, rows, seed, algorithm=algorithm, attempts=attempts)
    report.hidden = hidden
    return report


def reachable(game: Any) -> list[Any]:
    """Every position reachable from the start, in a fixed order."""
    start = game.initial_state()
    seen, todo = {start}, [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for action in game.legal_actions(state):
            child = game.successor(state, action)
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return sorted(seen)


def evaluation_table(box: StudentSandbox, function: str) -> tuple[dict | None, str | None]:
    """The student's evaluation of every Dodgem 3×3 position for both sides, asked at once:
    ({(state, player): value}, None), or (None, why not)."""
    from gamelib.bots.untrusted import printable
    from gamelib.games.dodgem import Dodgem

    game = Dodgem(3)
    states, players = reachable(game), list(game.players)
    try:
        reply = box.ask({"op": "table", "function": function, "game": game_spec(game),
                         "states": [plain(s) for s in states], "players": players},
                        TABLE_SECONDS)
    except Ended as ended:
        return None, tr("your evaluation {why}", why=ended.why)
    values = reply.get("values")
    if not isinstance(values, list) or len(values) != len(states):
        at = reply.get("at")
        where = (game.state_to_str(states[at]) if type(at) is int and 0 <= at < len(states)
                 else "?")
        if "type" in reply:
            return None, tr("your evaluation returned a value of type {kind}, not a number, at "
                            "the position {where}", kind=printable(str(reply["type"]), 60),
                            where=where)
        if reply.get("why") == "no-function":
            return None, tr("no function my_evaluation: run its cell")
        return None, tr("your evaluation raised an error at the position {where}: {error}",
                        where=where, error=printable(str(reply.get("error", "?")), 300))
    table = {}
    for state, row in zip(states, values):
        if not (isinstance(row, list) and len(row) == len(players)
                and all(comparable(v) and math.isfinite(v) for v in row)):
            return None, tr("your evaluation returned something that is not a finite number at "
                            "the position {where}", where=game.state_to_str(state))
        for player, value in zip(players, row):
            table[state, player] = float(value)
    return table, None


#: an evaluation's table that keeps at least this share of one of gamelib's evaluations'
#: comparisons is refused as a copy of it, and from this share on it is listed for the teacher
#: (graded all the same). Calibrated on ``tests/copies_corpus/evaluations/`` (BENCHMARKS.md):
#: the honest evaluations there keep at most 88% of evaluation 2's (they reward the same
#: obvious things: cars off, cars advanced); evaluation 2 with one pair of positions swapped
#: in every group keeps 99.9%, with its ties split 100%.
EVALUATION_REFUSED = 0.98
EVALUATION_LISTED = 0.93


def kept_shares(table: dict, game: Any) -> list[tuple[str, float]]:
    """For each of gamelib's Dodgem evaluations, the share of its comparisons ``table`` keeps:
    of the pairs of positions valued for the same player with the same side to move (a search
    compares leaves of one depth, so a shift by side to move plays the same) that gamelib's
    evaluation orders strictly, the part ``table`` orders the same way strictly. A tie in
    ``table`` where gamelib's has none keeps nothing; splitting gamelib's ties costs nothing."""
    import numpy as np

    from gamelib.evaluation.dodgem import DodgemEvaluation

    groups: dict[tuple[Any, Any], list[Any]] = {}
    for state, player in table:
        groups.setdefault((player, game.to_move(state)), []).append(state)
    out = []
    for name, own in ((tr("gamelib's evaluation 2 (report 003)"), DodgemEvaluation.report2(game)),
                      (tr("the lecture's evaluation 1"), DodgemEvaluation.lecture(game))):
        kept = total = 0
        for (player, _), states in groups.items():
            a = np.array([own(state, player) for state in states], dtype=float)
            b = np.array([table[state, player] for state in states], dtype=float)
            for first in range(0, len(a), 512):  # in blocks: memory stays small
                strict = a[first:first + 512, None] < a[None, :]
                total += int(strict.sum())
                kept += int((strict & (b[first:first + 512, None] < b[None, :])).sum())
        out.append((name, kept / total if total else 0.0))
    return out


def same_order_as(table: dict, game: Any) -> str | None:
    """The name of gamelib's Dodgem evaluation ``table`` is a copy of, with the share of its
    pairs of positions ordered the same way (:func:`kept_shares` at least :data:`EVALUATION_REFUSED`): a copy with its
    ties split, or a few of its comparisons swapped, plays as that one does.

    >>> from gamelib.evaluation.dodgem import DodgemEvaluation
    >>> from gamelib.games.dodgem import Dodgem
    >>> game = Dodgem(3); own = DodgemEvaluation.report2(game)
    >>> states = reachable(game)[:300]
    >>> split = {(s, p): own(s, p) + (hash((s, p)) % 97) * 1e-9 for s in states for p in game.players}
    >>> same_order_as(split, game)
    "gamelib's evaluation 2 (report 003) (the same at 100% of the pairs of positions)"
    >>> same_order_as({key: -value for key, value in split.items()}, game) is None
    True
    """
    for name, share in kept_shares(table, game):
        if share >= EVALUATION_REFUSED:
            from gamelib.i18n import number

            return tr("{name} (the same at {share} of the pairs of positions)", name=name,
                      share=number(math.floor(share * 1000) / 10, decimals=1) + "%")
    return None


def _keeps_order(pairs: list[tuple[float, float]]) -> bool:
    """Whether the second numbers keep every strict order of the first: sorted by the first,
    each run of equal firsts lies wholly below the next run.

    >>> _keeps_order([(1, 5), (1, 5.1), (2, 6)]), _keeps_order([(1, 5), (1, 7), (2, 6)])
    (True, False)
    """
    below = -math.inf
    for _, run in itertools.groupby(sorted(pairs), key=lambda pair: pair[0]):
        seconds = [second for _, second in run]
        if min(seconds) <= below:
            return False
        below = max(seconds)
    return True


def value_of(box: StudentSandbox, name: str) -> tuple[str, Any]:
    """A variable's value, read as plain data: ("value", a number or a short string),
    ("type", the name of its type), ("missing", None), or ("ended", why the process ended)."""
    from gamelib.bots.untrusted import printable

    try:
        reply = box.ask({"op": "value", "name": name}, CELL_SECONDS)
    except Ended as ended:
        return "ended", ended.why
    value = reply.get("value")
    if comparable(value) or (type(value) is str and len(value) <= 100):
        return "value", value
    if type(value) is str:  # (the runner sends at most 100 characters: this one is forged)
        return "type", "str"
    if reply.get("why") == "missing":
        return "missing", None
    return "type", printable(str(reply.get("type", "?")), 80)


# -- one notebook ------------------------------------------------------------------------------

#: lines the record of code compiled at run time (the student's process's claims) may add to
#: one notebook's problems; the rest are counted in one more line
MAX_RECORD_LINES = 5


def _meta(cell: Any) -> dict[str, Any]:
    return cell.get("metadata", {}).get("nbgrader", {})


def _stream(text: str, name: str = "stdout") -> dict[str, Any]:
    from nbformat.v4 import new_output

    return new_output("stream", name=name, text=text)


def _error(kind: str, message: str) -> dict[str, Any]:
    from nbformat.v4 import new_output

    return new_output("error", ename=kind, evalue=message, traceback=[f"{kind}: {message}"])


def _result(points: float) -> dict[str, Any]:
    from nbformat.v4 import new_output

    return new_output("execute_result", data={"text/plain": f"{points:g}"}, execution_count=None)


def grade_notebook(notebook: Any, name: str, secret: str, *, confinement: Any = None,
                   mistakes: list[str] | None = None,
                   compiled: dict[str, list] | None = None,
                   allowance: Allowance | None = None) -> list[str]:
    """Grade one sanitised notebook of the assignment in place: the answer cells run in a
    sandbox, each test cell's outputs are the verdict made here (an error output for a failed
    check, the points for the evaluation). Returns the problems, one line each; the keys of
    the known mistakes its searches make (:mod:`gamelib.exercises.misconceptions`) are added
    to ``mistakes``; what the answers compiled at run time (:mod:`gamelib.grading.compiled`),
    by answer cell, to ``compiled``: a piece that is gamelib's long code is refused as a cell that
    is, and code with no text to compare is a problem for the teacher. ``allowance``: the
    seconds the sandbox may take (a fresh :class:`Allowance` when None); once they are used up
    the sandbox is killed and the cells not reached say so, with 0 points."""
    from gamelib.exercises.copies import copied_in_source, resembled_in_source
    from gamelib.grading import compiled as run_time
    from gamelib.exercises.search_checks import CheckFailed
    from gamelib.i18n import set_language

    problems: list[str] = []
    lang = "en"
    for cell in notebook.cells:
        found = re.search(r'set_language\("(\w+)"\)', "".join(cell.get("source", "")))
        if cell.get("cell_type") == "code" and _meta(cell).get("locked") and found:
            lang = found.group(1)
            break
    set_language(lang)
    function, copied = None, None
    compiled = compiled if compiled is not None else {}
    owner = ""  # the answer cell code compiled later (during a check) is counted to

    def resembling(cell: str, what: str | None, where: str = "") -> None:
        """A short search of gamelib's, names aside: a line for the teacher, not a refusal."""
        line = (f"{name}/{cell}: {where}has the structure of {what} (names aside): graded as "
                f"written, not refused (an honest transcription of the lecture can look so); the class's "
                f"similarity report shows the passages side by side")
        if what is not None and line not in problems:
            problems.append(line)

    claims: list[int] = [0, 0]  # lines from the record shown, and not shown (over the cap)

    def look() -> str | None:  # what the answers compiled since the last look
        pieces = box.compiled()
        compiled.setdefault(owner, []).extend(pieces)
        for why in run_time.unseen(pieces):  # the student's process's words: capped
            line = f"{name}/{owner}: {why}"
            if line in problems:
                continue
            if claims[0] < MAX_RECORD_LINES:
                problems.append(line)
                claims[0] += 1
            else:
                claims[1] += 1
        resembling(owner, run_time.resembled(pieces),
                   "code the student's process reported compiling at run time ")
        return run_time.copied(pieces, lang)

    with StudentSandbox(confinement=confinement, allowance=allowance) as box:
        if box.ended is not None:  # never started: the student's seconds were used up
            problems.append(f"{name}: {box.ended}")
        for cell in notebook.cells:
            if cell.get("cell_type") != "code":
                continue
            meta, source = _meta(cell), "".join(cell.get("source", ""))
            cell.outputs, cell.execution_count = [], None
            grade_id = meta.get("grade_id", "")
            if meta.get("solution"):
                # the function the answer must define is named by its cell (my_minimax, ...):
                # helpers the student defines before it are theirs to call
                function = grade_id if grade_id.startswith("my_") else function
                copied = copied_in_source(source, lang) or copied  # read here, never run
                resembling(grade_id, resembled_in_source(source, "en"))
                ended_before = box.ended
                try:
                    reply = box.ask({"op": "exec", "cell": grade_id, "source": source},
                                    CELL_SECONDS)
                except Ended as ended:
                    reply = {"error": ended.why}
                    if ended_before is None:
                        problems.append(f"{name}/{grade_id}: {ended.why}")
                        ended_before = box.ended  # (said)
                owner = grade_id
                copied = look() or copied
                if box.ended is not None and ended_before is None:  # ended as it was asked
                    problems.append(f"{name}/{grade_id}: {box.ended}")  # what it compiled
                if reply.get("why") == "magic":
                    reply["error"] = str(reply.get("error", "")) + " — " + tr("IPython's % and ! lines do not run in the "
                                                 "grader: write plain Python")
                said = box.output() if box.process is not None else ""
                if said and box.quiet:
                    cell.outputs.append(_stream(tr("(what your code printed after the hidden "
                                                   "tests began is not shown)") + "\n"))
                elif said:
                    cell.outputs.append(_stream(said))
                if "error" in reply:
                    from gamelib.bots.untrusted import printable

                    cell.outputs.append(_error("StudentError", printable(str(reply["error"]), 500)))
                continue
            if not meta.get("grade"):
                continue
            ended_before = box.ended
            copied = look() or copied
            notes: list[str] = []
            try:
                try:
                    text, points = _verdict(box, grade_id, function, secret, lang, copied,
                                            mistakes if mistakes is not None else [], notes)
                    problems.extend(f"{name}/{grade_id}: {note}" for note in notes)
                except CheckFailed:
                    if copied is not None or (copied := look()) is None:
                        raise
                    text, points = _verdict(box, grade_id, function, secret, lang, copied)
                else:  # gamelib's code compiled while it was checked: refused all the same
                    if copied is None and (copied := look()) is not None:
                        text, points = _verdict(box, grade_id, function, secret, lang, copied)
            except CheckFailed as failed:
                cell.outputs = [_error("CheckFailed", str(failed))]
                text, points = None, None
            if box.ended is not None and ended_before is None:  # said once, where it began
                problems.append(f"{name}/{grade_id}: {box.ended}")
            if text:
                cell.outputs.append(_stream(text + "\n"))
            if points is not None:
                cell.outputs.append(_result(points))
    if claims[1]:
        problems.append(f"{name}: and {claims[1]} more notes the student's process reported of "
                        f"code compiled at run time (not shown)")
    return problems


def _verdict(box: StudentSandbox, grade_id: str, function: str | None, secret: str,
             lang: str, copied: str | None = None, mistakes: list[str] | None = None,
             notes: list[str] | None = None) -> tuple[str, float | None]:
    """What one test cell says (and its points, for a partial-credit cell); a failed check
    raises :class:`~gamelib.exercises.search_checks.CheckFailed`. ``copied``: what of
    gamelib's the answer's code is, names aside (it earns nothing)."""
    from gamelib.exercises.search_checks import CheckFailed, published_positions, random_positions
    from gamelib.grading import hidden
    from gamelib.grading.secret import derive
    from gamelib.kits import kit

    if grade_id.endswith("-test"):  # a prediction
        variable = grade_id.removesuffix("-test")
        kind, given = value_of(box, variable)
        if kind == "ended":
            raise CheckFailed(tr("{name}: not graded because your notebook's process {why}",
                                 name=variable, why=given))
        if kind == "missing":
            raise CheckFailed(tr("{name}: not defined yet -- run its cell", name=variable))
        if kind == "type":
            raise CheckFailed(tr("{name}: give it a number (for example {name} = 3), not a value "
                                 "of type {kind}", name=variable, kind=given))
        import contextlib
        import io

        said = io.StringIO()
        with contextlib.redirect_stdout(said):
            hidden.prediction(variable, given)
        return said.getvalue().strip(), None
    if grade_id == "my_evaluation-games":
        if copied is not None:
            return tr("refused: your evaluation is {what}, with the names changed -- write your "
                      "own (0 points)", lang, what=copied), 0.0
        return _evaluation_verdict(box, secret, lang, notes)
    if copied is not None:
        raise CheckFailed(tr("refused: your function is {what}, with the names changed -- write "
                             "the search yourself (if you did, show your teacher: the class's "
                             "similarity report compares every answer)", what=copied))
    if box.ended is not None:
        raise CheckFailed(tr("not graded because your notebook's process {why}", why=box.ended))
    if function is None:
        raise CheckFailed(tr("not graded: {why}", why=tr("no function written")))
    algorithm = "alphabeta" if "alphabeta" in grade_id else "minimax"
    reports = []
    if grade_id.endswith("-tictactoe"):
        seed = derive(secret, "visible", algorithm, "tictactoe") % 1_000_000
        reports.append(search_report(box, function, algorithm,
                                     published_positions("tictactoe", seed)
                                     + random_positions("tictactoe", seed), seed=seed))
    else:
        seed = derive(secret, "visible", algorithm, "dodgem") % 1_000_000
        reports.append(search_report(box, function, algorithm,
                                     published_positions("dodgem", seed)
                                     + random_positions("dodgem", seed), seed=seed))
        for game in hidden.GAMES:
            report = search_report(box, function, algorithm,
                                   hidden.hidden_positions(secret, algorithm, game),
                                   name=tr("hidden tests, {game}", game=tr(kit(game).title)),
                                   hidden=True)
            reports.append(report)
        # what the student's code printed while it saw the hidden positions stays here (it may
        # be those positions), and so does anything it prints later in this sandbox
        box.output()
        box.quiet = True
    lines = [str(report) for report in reports]
    if mistakes is not None:
        mistakes += sorted({r.misconception for r in reports if r.misconception} - set(mistakes))
    for report in reports:
        if not report.passed:
            try:
                report.require()
            except CheckFailed as failed:
                raise CheckFailed("\n".join(lines) + "\n\n" + str(failed)) from None
    return "\n".join(lines), None


def _evaluation_verdict(box: StudentSandbox, secret: str, lang: str,
                        notes: list[str] | None = None) -> tuple[str, float]:
    from gamelib.exercises.grading import EvaluationGrade, evaluation_grade
    from gamelib.games.dodgem import Dodgem
    from gamelib.grading.secret import derive

    table, problem = evaluation_table(box, "my_evaluation")
    if table is None:
        return tr("{problem} (0 points)", problem=problem), 0.0
    shares = kept_shares(table, Dodgem(3))
    for name, share in shares:
        if share >= 1.0:  # every one of them: the share is all
            return str(EvaluationGrade({}, 0.0, refused=tr(
                "not graded yet: your evaluation orders every pair of positions (with the same "
                "side to move) as {what} does, at most splitting its ties; your teacher reviews "
                "it with you -- 0 points until then", lang, what=name), lang=lang)), 0.0
        if share >= EVALUATION_REFUSED:
            from gamelib.i18n import number

            return str(EvaluationGrade({}, 0.0, refused=tr(
                "not graded yet: your evaluation orders the pairs of positions (with the same "
                "side to move) as {what} does ({share} of the pairs ordered the same way; "
                "evaluations students wrote themselves, measured, reach at most 88%); your "
                "teacher reviews it with you -- 0 points until then", lang,
                share=number(math.floor(share * 1000) / 10, lang, decimals=1) + "%",
                what=name), lang=lang)), 0.0
    if notes is not None:  # close, not beyond doubt: the teacher's to judge, graded meanwhile
        notes += [f"keeps {share:.1%} of the comparisons {name} makes (refused from "
                  f"{EVALUATION_REFUSED:.0%}; honest evaluations measured keep at most 88%): "
                  "look at it" for name, share in shares if share >= EVALUATION_LISTED]
    grade = evaluation_grade(lambda state, player: table[state, player],
                             seed=derive(secret, "evaluation") % 1_000_000, lang=lang)
    return str(grade), grade.points


# -- nbgrader -----------------------------------------------------------------------------------

try:
    from nbgrader.preprocessors import NbGraderPreprocessor as _Preprocessor
except ImportError:  # pragma: no cover - nbgrader is the teacher's tool
    _Preprocessor = object  # type: ignore[misc,assignment]


#: the seconds each student's notebooks took in this process, by course folder and student:
#: {(course, student): {notebook: seconds}} (nbgrader's autograde grades a student's notebooks
#: one preprocess call each, one after another, in one process)
_SPENT: dict[tuple[str, str], dict[str, float]] = {}


def student_allowance(course: Path, student: str, notebook: str) -> Allowance:
    """The :class:`Allowance` of ``student``'s ``notebook``: what the notebooks graded before it
    in this process left of :data:`STUDENT_SECONDS`. A notebook graded a second time starts the
    student's account again (autograde run again in the same process)."""
    account = _SPENT.setdefault((str(course.resolve()), student), {})
    if notebook in account:
        account.clear()
    account[notebook] = 0.0
    allowance = Allowance(student_left=STUDENT_SECONDS - sum(account.values()))
    return allowance


def _note_problems(course: Path, student: str, problems: list[str]) -> None:
    """Add ``student``'s ``problems`` to :data:`PROBLEMS_FILE` (autograde's summary says them)."""
    with (course / PROBLEMS_FILE).open("a", encoding="utf-8") as out:
        for problem in problems:
            out.write(json.dumps({"student": student, "problem": problem}) + "\n")


class TeachersMarks(_Preprocessor):  # type: ignore[misc,valid-type]
    """nbgrader's sanitizing step, before its ``OverwriteCells``: every cell's grading marks
    (``metadata.nbgrader``: which cell is an answer, a test, locked, worth how many points) are
    the gradebook's, never the submission's. A mark the teacher did not make is taken off (the
    cell stays, as the student's own); a grade cell the student deleted is put back by
    ``OverwriteCells.add_missing_cells``. Without it, a solution cell marked as a test worth 100
    points stopped nbgrader's autograde for the whole class (red team 6). Each change is said
    in the autograde summary."""

    def preprocess(self, nb: Any, resources: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
        from nbgrader.api import Gradebook

        from gamelib.bots.untrusted import printable

        about = resources["nbgrader"]
        with Gradebook(about["db_url"]) as gradebook:
            source = gradebook.find_notebook(about["notebook"], about["assignment"])
            points = {cell.name: float(cell.max_score) for cell in source.grade_cells}
            answers = {cell.name for cell in source.solution_cells}
            tasks = {cell.name for cell in source.task_cells}
            locked = {cell.name: bool(cell.locked) for cell in source.source_cells}
        changed = []
        for cell in nb.cells:
            marks = cell.get("metadata", {}).get("nbgrader")
            if marks is None:
                continue
            grade_id = marks.get("grade_id") if isinstance(marks, dict) else None
            if not isinstance(grade_id, str) or grade_id not in locked:
                del cell.metadata["nbgrader"]
                if marks:  # (an empty one is what DeduplicateIds leaves of a copy)
                    changed.append(printable(str(grade_id), 40))
                continue
            teachers = {"grade_id": grade_id, "grade": grade_id in points,
                        "solution": grade_id in answers, "locked": locked[grade_id],
                        "schema_version": 3}
            if grade_id in points:
                teachers["points"] = points[grade_id]
            if grade_id in tasks:
                teachers["task"] = True
            if any(marks.get(key) != value for key, value in teachers.items()
                   if key != "schema_version"):
                changed.append(printable(grade_id, 40))
            cell.metadata["nbgrader"] = {**teachers, "checksum": marks.get("checksum", "")}
        if changed:
            _note_problems(Path.cwd(), about["student"], [
                f"{about['notebook']}: grading marks changed in the submission ("
                + ", ".join(sorted(set(changed))[:5]) + "): the teacher's kept"])
        return nb, resources


class GradeInSandbox(_Preprocessor):  # type: ignore[misc,valid-type]
    """nbgrader's autograde step in place of ``Execute``: :func:`grade_notebook` on each
    notebook, within what is left of its student's seconds (:func:`student_allowance`); its
    problems are added to :data:`PROBLEMS_FILE` in the course folder (the working folder
    nbgrader runs in)."""

    def preprocess(self, nb: Any, resources: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
        from gamelib.grading.secret import find

        course = Path.cwd()
        student = resources["nbgrader"]["student"]
        name = resources["nbgrader"]["notebook"]
        mistakes: list[str] = []
        compiled: dict[str, list] = {}
        allowance = student_allowance(course, student, name)
        started = time.monotonic()
        try:
            problems = grade_notebook(nb, name, find(course), mistakes=mistakes,
                                      compiled=compiled, allowance=allowance)
        except Exception as exc:  # noqa: BLE001 - the grader's own failure, said and counted
            problems = [f"{name}: the grader failed: {type(exc).__name__}: {exc}"]
            for cell in nb.cells:
                if cell.get("cell_type") == "code" and _meta(cell).get("grade"):
                    cell.outputs = [_error("GraderError", problems[0])]
        finally:
            _SPENT[str(course.resolve()), student][name] = allowance.used
        from gamelib.grading.compiled import record

        record(course, student, name, {cell: pieces for cell, pieces in compiled.items()
                                       if cell and pieces})
        _note_problems(course, student, problems)
        with (course / PROBLEMS_FILE).open("a", encoding="utf-8") as out:
            for mistake in mistakes:
                out.write(json.dumps({"student": student, "notebook": name,
                                      "mistake": mistake}) + "\n")
            out.write(json.dumps({"student": student, "notebook": name, "seconds":
                                  round(time.monotonic() - started, 2)}) + "\n")
        return nb, resources
