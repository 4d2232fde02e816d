"""The process a graded student's answers run in (started by :mod:`gamelib.grading.sandboxed`,
inside the sandbox; stdlib and gamelib's rules only).

Run as ``python -I -u student_runner.py --lib DIR``: ``DIR`` holds the part of gamelib a
student's code may use -- the games' rules and the evaluations they are given, never the
searches, the checks or the grading. It talks to the grader over private copies of its standard
input and output, one JSON object a line; the student's ``print`` goes to standard error, which
the grader keeps (bounded) as the answer cell's output::

    grader -> {"op": "exec", "cell": "my_minimax", "source": "def my_minimax(...): ..."}
    runner -> {"ok": true}  |  {"error": "ZeroDivisionError: division by zero"}
    grader -> {"op": "value", "name": "root_value"}
    runner -> {"value": 8}  |  {"type": "MyFloat"}  |  {"why": "missing"}
    grader -> {"op": "search", "function": "my_alphabeta", "game": {...}, "root": [...],
               "depth": 3, "evaluate": {...}, "window": true}
    runner -> {"value": 3.0, "generated": [[parent, action], ...]}  (or "type", "error", "why")
    grader -> {"op": "table", "function": "my_evaluation", "game": {...}, "states": [...],
               "players": ["Black", "White"]}
    runner -> {"values": [[v, w], ...]}  |  {"error": ..., "at": k}
    grader -> {"op": "compiled"}
    runner -> {"compiled": [{"source": "def f(): ..."} | {"no_source": "marshal.loads"}, ...]}

The last request reads the record of :class:`CompiledLog`: the code the student's answers
compiled at run time (``exec``, ``eval``, ``compile``, an ``ast`` compiled, a module imported
from a file they wrote), each text bounded, and what ran with no source to read (a code object
from ``marshal`` or built with ``types.CodeType``), since the last time it was asked. The
grader compares that code like the cells' own (copies of gamelib's, the class's similarity).

Everything here runs in the student's process, so the student can change any of it: the grader
believes nothing it says, and words for people are the grader's (a ``why`` is a code it
translates). A value is read only if it is a plain ``int``, ``float`` or ``str``
(a subclass is named, not sent); the positions a search generated are sent as plain data, and
the grader checks every one against the rules before it compares them with its own search.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import numbers
import os
import sys
import traceback

#: positions a search may generate before the runner stops recording, the same for every
#: request (the lecture's searches generate a few thousand at most on the graded positions; a
#: request never says how many they generate there: that would tell a wrong search the answer)
MAX_GENERATED = 50_000
MAX_REQUEST = 4 * 1024 * 1024
MAX_ERROR = 2000
#: characters kept of one piece of code compiled at run time, and pieces kept between two reads
MAX_COMPILED_CHARS = 20_000
MAX_COMPILED = 32


class TooMany(Exception):
    """A search generated more positions than the grader reads."""


class Recorder:
    """The game a student's search is given: the real rules, with every position generated
    through ``successor`` or ``result`` recorded in order as (parent, move)."""

    def __init__(self, game: object):
        self._game = game
        self.limit = MAX_GENERATED
        self.generated: list[list] = []

    def successor(self, state, action):
        child = self._game.successor(state, action)
        if len(self.generated) >= self.limit:
            raise TooMany(f"more than {self.limit} positions generated")
        self.generated.append([plain(state), plain(action)])
        return child

    def result(self, state, action):
        self._game.result(state, action)  # the rules' own checks, with their clear errors
        return self.successor(state, action)

    def __getattr__(self, name: str):
        return getattr(self._game, name)


class CompiledLog:
    """What the student's code compiles at run time, recorded by an audit hook
    (:func:`sys.addaudithook`, which nothing in the process can remove): the text of every
    ``compile`` event (``exec``/``eval`` of a string, ``compile``, an ``ast`` tree unparsed, a
    module imported from a file) and a note for each code object that runs with no source
    (``marshal.loads``, ``types.CodeType``, a compiled module with no text). Python's and
    gamelib's own compiling is left out only when nothing of the student's is on the stack (a
    ``compile`` that the stdlib makes *for* the student's code, ``code.InteractiveInterpreter``
    say, is the student's), besides imports of their own files and the few stdlib modules that
    generate code from names alone (:data:`GENERATORS`); so is the text of the cell being run
    (the grader has it). A text longer than :data:`MAX_COMPILED_CHARS` is sent cut, with its
    length (``truncated``): the grader says it could not read it all.

    This record is made inside the student's process: a determined student can still silence
    it (``gamelib/grading/BOUNDARIES.md`` says so); the hook keeps no switch of its own to turn
    off (its guard against its own compiling is whether its code is already on the stack).

    >>> log = CompiledLog(())
    >>> log.event("compile", (b"def f():\\n    return 1\\n", "<string>"), "<cell x>")
    >>> log.take()
    [{'source': 'def f():\\n    return 1\\n'}]
    >>> log.event("compile", ("#" * MAX_COMPILED_CHARS + "\\nx = 1\\n", "<string>"), "<cell x>")
    >>> log.take()[0]["truncated"]
    20007
    """

    WATCHED = frozenset({"compile", "exec", "marshal.loads", "code.__new__"})
    #: stdlib files that compile code made from names only (a dataclass's methods, a
    #: namedtuple's), or only parse (``ast.parse``, ``ast.literal_eval``: a tree is recorded
    #: when it is compiled to run): what they compile for the student is not the student's text
    GENERATORS = ("/dataclasses.py", "/collections/__init__.py", "/typing.py", "/enum.py",
                  "/ast.py")
    #: frames looked at, from the event up, for the student's code and for the hook's own
    MAX_FRAMES = 2000

    def __init__(self, trusted: tuple[str, ...]):
        self.trusted = tuple(t for t in trusted if t)
        self.pieces: list[dict] = []
        self.seen: set[str] = set()
        self.files: set[str] = set()
        self.cell = ""

    def _trusted(self, filename: object) -> bool:
        return isinstance(filename, str) and (filename.startswith(self.trusted)
                                              or filename.startswith("<frozen "))

    def hook(self, event: str, args: tuple) -> None:
        if event not in self.WATCHED:
            return
        own = sys._getframe(0).f_code
        frame, student, depth = sys._getframe(1), False, 0
        while frame is not None and depth < self.MAX_FRAMES:
            if frame.f_code is own:
                return  # the hook's own compiling (ast.unparse, an import of its own)
            student = student or not self._trusted(frame.f_code.co_filename)
            frame, depth = frame.f_back, depth + 1
        try:
            caller = sys._getframe(1).f_code.co_filename
            self.event(event, args, caller, student)
        except Exception:  # noqa: BLE001 - a record never stops the student's code
            pass

    def event(self, event: str, args: tuple, caller: str, student: bool = True) -> None:
        """One audit event, raised from code in the file ``caller``; ``student``: whether
        code of the student's (a cell, a file not trusted) is on the stack."""
        if event == "compile":
            source, filename = args[0], args[1]
            if self._trusted(caller) and (not student or caller.endswith(self.GENERATORS)
                                          or self._trusted(filename) and "importlib" in caller):
                return  # Python's or gamelib's own (an import of their files, a dataclass)
            if isinstance(filename, str):
                self.files.add(filename)
            if isinstance(source, (bytes, bytearray)):
                source = bytes(source).decode("utf-8", "replace")
            elif not isinstance(source, str):
                import ast

                source = ast.unparse(source) if isinstance(source, ast.AST) else ""
            if source and source != self.cell:
                piece: dict = {"source": source[:MAX_COMPILED_CHARS]}
                if len(source) > MAX_COMPILED_CHARS:  # said, not passed off as the whole
                    piece["truncated"] = len(source)
                self._keep(piece, source)
        elif event == "exec":
            code = args[0]
            filename = getattr(code, "co_filename", "")
            if not self._trusted(filename) and filename not in self.files \
                    and not filename.startswith("<cell ") and not self._trusted(caller):
                self._keep({"no_source": f"code from {filename[:100]!r} with no text"}, filename)
        elif not self._trusted(caller):  # marshal.loads, code.__new__ called by the student
            self._keep({"no_source": event}, event + caller)

    def _keep(self, piece: dict, key: str) -> None:
        if key in self.seen:
            return
        self.seen.add(key)
        if len(self.pieces) < MAX_COMPILED:
            self.pieces.append(piece)
        elif len(self.pieces) == MAX_COMPILED:
            self.pieces.append({"no_source": f"more than {MAX_COMPILED} pieces: not recorded"})

    def take(self) -> list[dict]:
        """What was recorded since the last call."""
        out, self.pieces = self.pieces, []
        return out


def plain(value: object) -> object:
    """A state or a move as JSON data: tuples (named or not) as lists, ints and strings kept."""
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if type(value) in (int, str, float) or value is None:
        return value
    raise TypeError(f"cannot send a {type(value).__name__}")


def from_plain(value: object) -> object:
    return tuple(from_plain(v) for v in value) if isinstance(value, list) else value


def number(value: object) -> dict:
    """A value as the grader reads it: a plain finite or infinite number (any other real number
    -- a NumPy number from a search on arrays, a ``Fraction`` -- as the float it is, as the
    lesson's check reads it), or its type's name."""
    if isinstance(value, numbers.Real) and not isinstance(value, bool) \
            and type(value) not in (int, float):
        try:
            value = float(value)
        except (ArithmeticError, TypeError, ValueError):
            pass
    if type(value) in (int, float) and not (isinstance(value, float) and math.isnan(value)):
        return {"value": value}
    return {"type": type(value).__name__}


def make_game(spec: dict) -> object:
    module, _, name = spec["class"].partition(":")
    if not module.startswith("gamelib.games."):
        raise ValueError(f"not a game: {spec['class']}")
    return getattr(importlib.import_module(module), name)(**spec.get("options", {}))


def make_evaluation(spec: dict, game: object):
    if "near_ties" in spec:
        from gamelib.evaluation.tiebreak import NearTies

        return NearTies(tuple(spec["players"]), int(spec["near_ties"]))
    if "dodgem" in spec:
        from gamelib.evaluation.dodgem import DodgemEvaluation

        return DodgemEvaluation.from_json(spec["dodgem"])
    module, _, name = spec["function"].partition(":")
    if not module.startswith("gamelib.evaluation."):
        raise ValueError(f"not an evaluation: {spec['function']}")
    return getattr(importlib.import_module(module), name)


def error_text(exc: BaseException) -> str:
    """The student's error, as a line: its type, its message, and the last line of theirs."""
    text = f"{type(exc).__name__}: {exc}"
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename.startswith("<cell")]
    if frames:
        text += f" ({frames[-1].filename[1:-1]}, line {frames[-1].lineno})"
    return text[:MAX_ERROR]


#: what this process compiled (set by :func:`main`); kept here, not passed to :func:`answer`,
#: whose two-argument form is what a student's code finds if it looks (and may wrap)
_LOG: CompiledLog | None = None


def answer(request: dict, namespace: dict) -> dict:
    op = request.get("op")
    log = _LOG
    if op == "compiled":
        return {"compiled": log.take() if log is not None else []}
    if op == "exec":
        if log is not None:
            log.cell = request["source"]
        code = compile(request["source"], f"<cell {request['cell']}>", "exec")
        try:
            exec(code, namespace)  # noqa: S102 - the student's own code, in the student's sandbox
        except SyntaxError as exc:
            magic = (exc.text or "").lstrip().startswith(("%", "!"))
            return {"error": error_text(exc), **({"why": "magic"} if magic else {})}
        return {"ok": True}
    if op == "value":
        if request["name"] not in namespace:
            return {"why": "missing"}
        value = namespace[request["name"]]
        return {"value": value[:100]} if type(value) is str else number(value)
    function = namespace.get(request.get("function"))
    if not callable(function):
        return {"why": "no-function"}
    game = make_game(request["game"])
    evaluate = make_evaluation(request["evaluate"], game) if "evaluate" in request else None
    if op == "search":
        root = type(game.initial_state())(*from_plain(request["root"]))
        recorder = Recorder(game)
        args = [recorder, root, request["depth"], evaluate]
        if request.get("window"):
            args += [-math.inf, math.inf]
        try:
            got = function(*args)
        except NotImplementedError:
            return {"not_written": True, "generated": recorder.generated}
        except TooMany:
            return {"why": "too-many", "generated": recorder.generated}
        except Exception as exc:  # noqa: BLE001 - the student's error is the answer
            return {"error": error_text(exc), "generated": recorder.generated}
        return {**number(got), "generated": recorder.generated}
    if op == "table":
        kind = type(game.initial_state())
        values = []
        for index, fields in enumerate(request["states"]):
            state = kind(*from_plain(fields))
            row = []
            for player in request["players"]:
                try:
                    value = function(state, player)
                except Exception as exc:  # noqa: BLE001
                    return {"error": error_text(exc), "at": index}
                shown = number(value)
                if "value" not in shown:
                    return {**shown, "at": index}
                row.append(shown["value"])
            values.append(row)
        return {"values": values}
    return {"error": f"unknown request {op!r}"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lib", required=True)
    options = parser.parse_args()
    sys.path.insert(0, options.lib)
    global _LOG
    _LOG = CompiledLog((options.lib, os.path.abspath(__file__), sys.prefix, sys.base_prefix,
                        sys.exec_prefix, sys.base_exec_prefix))
    sys.addaudithook(_LOG.hook)
    # private copies of the pipes: the student's prints go to standard error, input is empty
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    namespace: dict = {"__name__": "__main__"}
    replies.write(b'{"status": "ready"}\n')
    replies.flush()
    while line := requests.readline(MAX_REQUEST):
        nonce = None
        try:
            request = json.loads(line)
            nonce = request.get("nonce") if isinstance(request, dict) else None
            reply = answer(request, namespace)
        except SystemExit as exc:
            reply = {"error": f"SystemExit: {exc.code}"}
        except BaseException as exc:  # noqa: BLE001 - whatever the student's code raised
            reply = {"error": error_text(exc)}
        if isinstance(reply, dict):  # the request's nonce back: this line answers that request
            reply = {**reply, "nonce": nonce}
        try:
            data = json.dumps(reply, allow_nan=True)
        except (TypeError, ValueError, RecursionError):
            data = json.dumps({"error": "the answer could not be sent"})
        sys.stdout.flush()
        replies.write(data.encode() + b"\n")
        replies.flush()


if __name__ == "__main__":
    main()
