"""Attack (red team, the lecture's convention): a search that returns ``abs`` of the side to
move's minimax value. At a root where MIN moves, ``abs(v)`` is always ``v`` or ``-v``, and
``_lecture_convention`` now takes ``-v`` as the lecture's value "for White": every Black / O
root passes, whatever the sign. Only White / X roots with a negative value catch it -- and on
many courses' positions there is none (in 40 course secrets: the tic-tac-toe cell passed 6
times for minimax and 9 for alpha-beta, the Dodgem + hidden cell 14 and 10; without the
convention 0, 0, 0 and 1). Deserves 0: ``abs`` of a value is no value of the game."""
from _honest import ALPHABETA, MINIMAX

ABS = ("\n_real = {name}\n"
       "def {name}(game, state, *rest):\n"
       "    return abs(_real(game, state, *rest))\n")

STUDENT = "Lạc Văn Tâm"
ANSWERS = {"my_minimax": MINIMAX + ABS.format(name="my_minimax"),
           "my_alphabeta": ALPHABETA + ABS.format(name="my_alphabeta")}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
