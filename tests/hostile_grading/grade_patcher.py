"""Attack (issue 40): patch ``evaluation_grade`` and the prediction checks in place (the real
modules, where importable; attributes on ``gamelib`` otherwise) so that the evaluation earns 10
and every prediction passes; a "search" that only evaluates the root. Scored 38/38 in the
student's kernel. The defence: nothing the student's process holds decides a verdict. Deserves
0."""

PATCH = '''import importlib, sys, types
class Full:
    points, passed, summary = 10.0, True, "10/10"
    def require(self): pass
    def __str__(self): return "10/10 points"
for name in ("gamelib.exercises.grading", "gamelib.grading.hidden", "gamelib.exercises.search_checks"):
    try:
        module = importlib.import_module(name)
    except Exception:
        module = types.ModuleType(name); sys.modules[name] = module
    module.evaluation_grade = lambda *a, **k: Full()
    module.evaluation = lambda *a, **k: 10.0
    module.prediction = lambda *a, **k: None
    module.number = lambda name, given: 0.0
    module.check_minimax = module.check_alphabeta = lambda *a, **k: Full()
import gamelib
gamelib.evaluation_grade = lambda *a, **k: Full()
'''

STUDENT = "Phạm Thị Dung"
ANSWERS = {
    "my_minimax": PATCH + "def my_minimax(game, state, depth, evaluate):\n"
                          "    return evaluate(state, game.to_move(state))\n",
    "my_alphabeta": PATCH + "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n"
                            "    return evaluate(state, game.to_move(state))\n",
    "my_evaluation": PATCH + "def my_evaluation(state, player):\n    return 0.5\n",
    "root_value": PATCH + "root_value = 'patched'",
    "node_4_beta": PATCH + "node_4_beta = None",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
