"""Answer cells of round four's attacks (see tests/test_red_team4.py for what each deserves)."""
from __future__ import annotations

import ast
import base64
import re
import sys
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "hostile_grading"))
from _honest import ALPHABETA, MINIMAX  # noqa: E402


def _model(key: str) -> str:
    from gamelib.exercises.model_answers import model_answers

    return "\n".join(line for line in model_answers()[key].splitlines()
                     if not line.strip().startswith("###")) + "\n"


# -- 4. a search that reads the request's "limit" (20 x the lecture's positions + 1000) --------

DEEP_MINIMAX = '''def _deep(game, state, depth, evaluate):
    # one ply too deep: evaluates at depth + 1
    me = game.to_move(state)
    def v(u, k):
        if k < 0 or game.is_terminal(u):
            return evaluate(u, me)
        got = [v(game.successor(u, a), k - 1) for a in game.legal_actions(u)]
        return max(got) if game.to_move(u) == me else min(got)
    return v(state, depth)
'''

STRICT_ALPHABETA = ALPHABETA.replace("if low >= high:", "if low > high:")
assert STRICT_ALPHABETA != ALPHABETA

_COUNTING = '''
class _Counting:
    def __init__(self, game):
        self._inner, self.n = game, 0
    def successor(self, state, action):
        self.n += 1
        return self._inner.successor(state, action)
    def result(self, state, action):
        self.n += 1
        return self._inner.result(state, action)
    def __getattr__(self, name):
        return getattr(self._inner, name)

def _target(game):
    # the grader's request: limit = 20 * (positions the lecture's search generates) + 1000
    limit = getattr(game, "limit", None)
    return None if limit is None else (limit - 1000) // 20

def _raw(game):
    return getattr(game, "_game", game)
'''

LIMIT_MINIMAX = DEEP_MINIMAX + _COUNTING + '''
def my_minimax(game, state, depth, evaluate):
    target = _target(game)
    for d in (depth, depth - 1, depth + 1, depth - 2):
        counter = _Counting(_raw(game))
        _deep(counter, state, d, evaluate)
        if counter.n == target:
            return _deep(game, state, d, evaluate)
    return _deep(game, state, depth, evaluate)
'''
PLAIN_DEEP_MINIMAX = DEEP_MINIMAX + '''
def my_minimax(game, state, depth, evaluate):
    return _deep(game, state, depth, evaluate)
'''

LIMIT_ALPHABETA = (STRICT_ALPHABETA.replace("def my_alphabeta(", "def _strict(")
                   + ALPHABETA.replace("def my_alphabeta(", "def _tied(") + _COUNTING + '''
def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    # whichever of the two generates as many positions as the request's figure says the
    # lecture's does; with no such figure, its own belief (the strict cut), as the plain one
    target = _target(game)
    for search in (_strict, _tied):
        counter = _Counting(_raw(game))
        search(counter, state, depth, evaluate, alpha, beta)
        if counter.n == target:
            return search(game, state, depth, evaluate, alpha, beta)
    return _strict(game, state, depth, evaluate, alpha, beta)
''')
PLAIN_STRICT_ALPHABETA = STRICT_ALPHABETA

# -- 5. code built at run time --------------------------------------------------------------------

def zlib_model_minimax() -> str:
    blob = base64.b64encode(zlib.compress(_model("minimax").encode())).decode()
    return ("import base64, zlib\n"
            f"exec(zlib.decompress(base64.b64decode({blob!r})).decode())\n")


def ast_model_minimax() -> str:
    """The model answer's syntax tree, rebuilt from its dump at run time (no source text)."""
    dump = ast.dump(ast.parse(_model("minimax")))
    return ("import ast\n"
            f"_tree = eval({dump!r}, vars(ast))\n"
            "ast.fix_missing_locations(_tree)\n"
            "exec(compile(_tree, 'mine', 'exec'))\n")


CLASS_MINIMAX = '''class MyMinimax:
    def __call__(self, game, u, d, evaluate, me=None):
        me = game.to_move(u) if me is None else me
        if d == 0 or game.is_terminal(u):
            return evaluate(u, me)
        values = [self(game, game.successor(u, a), d - 1, evaluate, me)
                  for a in game.legal_actions(u)]
        return max(values) if game.to_move(u) == me else min(values)

my_minimax = MyMinimax()
'''


def pasted_minimax(other: str = MINIMAX) -> str:
    """Another student's answer, pasted in a string and exec'd."""
    return f"_THEIRS = {other!r}\nexec(_THEIRS)\n"


# -- 6. gamelib's Dodgem evaluation, one comparison reversed per group --------------------------

SWAPPED_EVALUATION = '''from gamelib.evaluation.dodgem import DodgemEvaluation
from gamelib.games.dodgem import Dodgem

_game = Dodgem(3)
_theirs = DodgemEvaluation.report2(_game)
_seen, _todo = {repr(_game.initial_state()): _game.initial_state()}, [_game.initial_state()]
while _todo:
    _s = _todo.pop()
    if _game.is_terminal(_s):
        continue
    for _a in _game.legal_actions(_s):
        _c = _game.successor(_s, _a)
        if repr(_c) not in _seen:
            _seen[repr(_c)] = _c
            _todo.append(_c)
_swap = {}
for _player in _game.players:
    _groups = {}
    for _key, _s in _seen.items():
        _groups.setdefault(_game.to_move(_s), []).append((_theirs(_s, _player), _key))
    for _group in _groups.values():
        _values = sorted({v for v, _ in _group})
        if len(_values) < 2:
            continue
        # the two lowest values (lost positions, which no game chooses): one of each, swapped
        _low = next(k for v, k in sorted(_group) if v == _values[0])
        _next = next(k for v, k in sorted(_group) if v == _values[1])
        _swap[_low, _player] = _values[1]
        _swap[_next, _player] = _values[0]

def my_evaluation(state, player):
    return _swap.get((repr(state), player), _theirs(state, player))
'''

# -- 7. a right answer that waits just under every budget ---------------------------------------

STALL = "import time as _time\n"


def stalled(source: str, name: str, seconds: float = 4.9) -> str:
    return (source + STALL + f"_{name}_real = {name}\n"
            f"def {name}(*args, **kwargs):\n"
            f"    _time.sleep({seconds})\n"
            f"    return _{name}_real(*args, **kwargs)\n")


def stalled_evaluation(source: str) -> str:
    return (source + STALL + "_evaluation_real, _waited = my_evaluation, []\n"
            "def my_evaluation(state, player):\n"
            "    if not _waited:\n"
            "        _waited.append(1)\n"
            "        _time.sleep(9.8)\n"
            "    return _evaluation_real(state, player)\n")


def stalled_predictions(predictions: dict[str, str]) -> dict[str, str]:
    return {k: "import time\ntime.sleep(4.9)\n" + v for k, v in predictions.items()}


# -- 8. markup in a notebook's markdown -----------------------------------------------------------

MARKUP = ('<script>alert("red4-script")</script>\n\n'
          '<img src=x onerror="alert(\'red4-img\')">\n\n'
          '[click me](javascript:alert(\'red4-link\'))\n\n'
          '<a href="javascript:alert(\'red4-a\')">me too</a>\n')


def hidden_markup_regexes() -> dict[str, str]:
    """What would make the markup live in an HTML page."""
    return {"a <script> tag": r"<script[^>]*>\s*alert\(",
            "an onerror handler": r"<img[^>]*\bonerror\s*=",
            "a javascript: link": r"href\s*=\s*[\"']?\s*javascript:"}


_ = re  # (kept for the regexes' readers)
