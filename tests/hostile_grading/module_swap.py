"""Attack (issue 40): replace the checker in ``sys.modules`` -- search_checks, hidden,
exercises.grading -- with modules whose checks pass everything and whose evaluation grade is 10,
then answer nothing real (a search that returns 0, a constant evaluation, no predictions).
Scored 38/38 when the tests ran in the student's kernel. The defence: the checks run in the
teacher's process; the student's modules are the student's own. Deserves 0."""

SWAP = '''import sys, types
passing = types.SimpleNamespace(passed=True, require=lambda: None, summary="all right",
                                points=10, __str__=lambda: "10/10")
for name in ("gamelib.exercises.search_checks", "gamelib.grading.hidden",
             "gamelib.exercises.grading", "gamelib.exercises", "gamelib.grading"):
    fake = types.ModuleType(name)
    fake.check_minimax = fake.check_alphabeta = lambda *a, **k: passing
    fake.search = fake.prediction = lambda *a, **k: None
    fake.number = lambda name, given: 1.0
    fake.evaluation = lambda *a, **k: 10
    fake.evaluation_grade = lambda *a, **k: passing
    fake.CheckFailed = Exception
    sys.modules[name] = fake
'''

STUDENT = "Lê Văn Cường"
ANSWERS = {
    "my_minimax": SWAP + "def my_minimax(game, state, depth, evaluate):\n    return 0\n",
    "my_alphabeta": SWAP + "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n    return 0\n",
    "my_evaluation": SWAP + "def my_evaluation(state, player):\n    return 1\n",
    "root_value": SWAP + "root_value = None",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
