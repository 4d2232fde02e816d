"""Attack (issue 40): ``os._exit`` in an answer cell, after honest work. An honest minimax
(notebook 1); ``os._exit(3)`` as the alpha-beta answer; right predictions for the first two
questions, then ``os._exit(3)`` in the third answer cell (the fourth is right but comes after
the crash). In the student's kernel this left the whole submission ungraded (0, autograde exit
2). The defence: graded for what finished, the rest said why. Deserves 10 + 0 + 0 + 4."""
from _honest import MINIMAX, predictions

right = predictions(right=True)
STUDENT = "Đỗ Thị Lan"
ANSWERS = {"my_minimax": MINIMAX, "my_alphabeta": "import os\nos._exit(3)\n",
           "root_value": right["root_value"], "node_4_beta": right["node_4_beta"],
           "othello_moves": "import os\nos._exit(3)", "elo_expected": right["elo_expected"]}
DESERVED = {"1_minimax": 10, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 4}
