"""Attack (red team, round 2: ``same_order_as`` per side to move): gamelib's evaluation 2
(report 003), called from the sandbox as ``borrowed_evaluation`` does, plus a tiny number drawn
from each position (10⁻⁹ times its CRC-32 modulo 1000, so at most 10⁻⁶; gamelib's values are
whole numbers at least 5 apart). No comparison gamelib's evaluation makes is reversed: only its
ties are split, so the table plays as gamelib's evaluation but for which of two equal moves it
picks. ``same_order_as`` asks that equal values stay equal ("(a[0] == b[0]) != (a[1] == b[1])"),
so a single split tie in every (player, side to move) group makes the copy "not a copy" and
the teacher's games grade it. Deserves 0 (gamelib's evaluation, no work of the student's)."""

STUDENT = "Lò Văn Quyết"
ANSWERS = {"my_evaluation": '''import zlib
from gamelib.evaluation.dodgem import DodgemEvaluation
from gamelib.games.dodgem import Dodgem
_theirs = DodgemEvaluation.report2(Dodgem(3))
def my_evaluation(state, player):
    return _theirs(state, player) + 1e-9 * (zlib.crc32(repr(state).encode()) % 1000)
'''}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
