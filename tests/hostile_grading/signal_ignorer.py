"""Attack (issue 40): ignore SIGALRM (and SIGTERM, SIGINT, SIGXCPU, SIGVTALRM), then loop
forever -- in the search (on its first call), at the top of the alpha-beta cell, in the
evaluation and in a prediction's cell. It cost 249 s of autograde in the student's kernel. The
defence: budgets kept from outside (the sandbox killed): at most about 30 s more than a right
submission. Deserves 0."""

IGNORE = '''import signal
for name in ("SIGALRM", "SIGTERM", "SIGINT", "SIGXCPU", "SIGVTALRM", "SIGPROF", "SIGUSR1"):
    try:
        signal.signal(getattr(signal, name), signal.SIG_IGN)
    except (AttributeError, OSError, ValueError):
        pass
'''

STUDENT = "Lý Văn Minh"
ANSWERS = {
    "my_minimax": IGNORE + "def my_minimax(game, state, depth, evaluate):\n    while True:\n        pass\n",
    "my_alphabeta": IGNORE + "while True:\n    pass\n",
    "my_evaluation": IGNORE + "def my_evaluation(state, player):\n    while True:\n        pass\n",
    "root_value": IGNORE + "while True:\n    pass\nroot_value = 2",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
