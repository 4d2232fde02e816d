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


def answer(request: dict, namespace: dict) -> dict:
    op = request.get("op")
    if op == "exec":
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
        try:
            reply = answer(json.loads(line), namespace)
        except SystemExit as exc:
            reply = {"error": f"SystemExit: {exc.code}"}
        except BaseException as exc:  # noqa: BLE001 - whatever the student's code raised
            reply = {"error": error_text(exc)}
        try:
            data = json.dumps(reply, allow_nan=True)
        except (TypeError, ValueError, RecursionError):
            data = json.dumps({"error": "the answer could not be sent"})
        sys.stdout.flush()
        replies.write(data.encode() + b"\n")
        replies.flush()


if __name__ == "__main__":
    main()
