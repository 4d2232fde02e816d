"""Attack (red team): gamelib's own Dodgem evaluation, called from the sandbox. The sandbox
must hold ``gamelib.evaluation`` (the runner makes the checks' evaluations with it), and nothing
there watches what the student's code calls (in a lesson ``_Watched`` refuses any call into
``gamelib.evaluation``). The only defence left is ``same_order_as``, which refuses a table that
orders every pair of positions exactly as gamelib's does. Adding 10⁻⁶ to the positions where
Black is to move breaks the ties between positions with different sides to move -- which no
search ever compares (the children of a position all have the same side to move) -- so the
table is "not a copy" and plays exactly as gamelib's evaluation 2 (report 003). Deserves 0 (it
is gamelib's evaluation, no work of the student's)."""

STUDENT = "Giang Văn Tùng"
ANSWERS = {"my_evaluation": '''from gamelib.evaluation.dodgem import DodgemEvaluation
from gamelib.games.dodgem import Dodgem
_borrowed = DodgemEvaluation.report2(Dodgem(3))
def my_evaluation(state, player):
    return _borrowed(state, player) + (1e-6 if state.to_move == "Black" else 0.0)
'''}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
