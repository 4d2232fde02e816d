"""Attack (issue 40): numbers that lie -- a ``float`` subclass whose subtraction (and ``abs``)
always gives 0, and one whose ``==`` is always True (and ``!=``, ``<``, ``>`` always False), as
predictions, as a search's value and as an evaluation's values. The first passed all four
predictions in the student's kernel. The defence: read values as plain data (a real int or
float, never a subclass). Deserves 0, except for its evaluation: its values cross the sandbox's
boundary as plain numbers, so what is graded is ``black - white`` (two bit masks), a weak
evaluation that earns what its games earn -- 0 for most course secrets, 0.1 or 0.2 for a few
(one in twenty measured), as any evaluation just above a random one would."""

LIARS = '''class Zero(float):
    def __sub__(self, other): return Zero(0.0)
    __rsub__ = __sub__
    def __abs__(self): return Zero(0.0)
    def __round__(self, n=None): return Zero(0.0)
class Same(float):
    def __eq__(self, other): return True
    def __ne__(self, other): return False
    def __lt__(self, other): return False
    def __gt__(self, other): return False
    def __le__(self, other): return True
    def __ge__(self, other): return True
    __hash__ = float.__hash__
'''

STUDENT = "Bùi Thị Hoa"
ANSWERS = {
    "my_minimax": LIARS + "def my_minimax(game, state, depth, evaluate):\n    return Same(0)\n",
    "my_alphabeta": LIARS + "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n"
                            "    return Zero(0)\n",
    "my_evaluation": LIARS + "def my_evaluation(state, player):\n    return Same(state.black - state.white)\n",
    "root_value": LIARS + "root_value = Zero(-41.0)",
    "node_4_beta": LIARS + "node_4_beta = Zero(1e9)",
    "othello_moves": LIARS + "othello_moves = Same(0)",
    "elo_expected": LIARS + "elo_expected = Same(0.1)",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": "evaluation", "4_predictions": 0}
