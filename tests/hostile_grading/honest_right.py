"""Control: an honest, correct submission (own minimax, alpha-beta and evaluation; right
predictions). It deserves every point of the searches and predictions and what its evaluation
earns; the defence must not take any of it away."""
from _honest import ALPHABETA, EVALUATION, MINIMAX, predictions

STUDENT = "Nguyễn Văn An"
ANSWERS = {"my_minimax": MINIMAX, "my_alphabeta": ALPHABETA, "my_evaluation": EVALUATION,
           **predictions(right=True)}
DESERVED = {"1_minimax": 10, "2_alphabeta": 10, "3_evaluation": "evaluation", "4_predictions": 8}
