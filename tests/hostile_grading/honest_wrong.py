"""Control: an honest but wrong submission (a minimax where everyone maximises, an alpha-beta
that never cuts, a constant evaluation, predictions off by 7). It deserves 0 everywhere."""
from _honest import WRONG_ALPHABETA, WRONG_EVALUATION, WRONG_MINIMAX, predictions

STUDENT = "Trần Thị Bình"
ANSWERS = {"my_minimax": WRONG_MINIMAX, "my_alphabeta": WRONG_ALPHABETA,
           "my_evaluation": WRONG_EVALUATION, **predictions(right=False)}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
