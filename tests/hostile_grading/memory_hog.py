"""Attack: take memory until refused (at most 8 GB, 20 s) -- in the search, at the top of the
alpha-beta cell and in the evaluation -- and keep it. The defence: the sandbox's memory limit
(the cage kills it, the grader says so); other students are graded as usual. Deserves 0."""

HOG = '''import time
_kept = []
def _hog():
    end = time.monotonic() + 20
    try:
        while time.monotonic() < end and len(_kept) < 128:
            _kept.append(bytearray(64 * 2 ** 20))
            _kept[-1][::4096] = b"x" * len(range(0, 64 * 2 ** 20, 4096))
    except MemoryError:
        pass
'''

STUDENT = "Mai Thị Ngọc"
ANSWERS = {
    "my_minimax": "def my_minimax(game, state, depth, evaluate):\n    _hog()\n    return 0\n" + HOG,
    "my_alphabeta": "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n    return 0\n"
                    + HOG + "_hog()\n",
    "my_evaluation": "def my_evaluation(state, player):\n    _hog()\n    return 0\n" + HOG,
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
