"""Attack (issue 40): shadow the check functions by name and hook ``builtins.__import__`` so that
any later ``import`` of gamelib's checks, grading or hidden tests hands back a stub that passes
(scored 30 in the student's kernel). The defence: the test cells never import anything in the
student's process. Deserves 0."""

HOOK = '''import builtins, types
_real_import = builtins.__import__
class _Pass:
    points, passed, summary = 10, True, "ok"
    def require(self): pass
    def __call__(self, *a, **k): return self
    def __getattr__(self, name): return self
_stub = types.ModuleType("stub")
_stub.__getattr__ = lambda name: _Pass()
def _hooked(name, globals=None, locals=None, fromlist=(), level=0):
    if name.startswith(("gamelib.exercises", "gamelib.grading")):
        return _stub
    return _real_import(name, globals, locals, fromlist, level)
builtins.__import__ = _hooked
check_minimax = check_alphabeta = evaluation_grade = _Pass()
hidden = _Pass()
'''

STUDENT = "Hoàng Văn Em"
ANSWERS = {
    "my_minimax": "def my_minimax(game, state, depth, evaluate):\n    return 0\n" + HOOK,
    "my_alphabeta": "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n    return 0\n" + HOOK,
    "my_evaluation": "def my_evaluation(state, player):\n    return 3\n" + HOOK,
    "root_value": HOOK + "root_value = hidden",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
