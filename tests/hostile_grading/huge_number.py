"""Attack (red team, the lecture's convention): a plain Python ``int`` too big for a float
(10**400) as an answer. The runner sends it (a real ``int``), and the grader's own arithmetic on
it fails: ``float(got)`` in ``_same_value`` (reached first through the new
``_lecture_convention`` at a Black root), ``math.isnan`` in ``hidden.number``, ``math.isfinite``
in ``evaluation_table`` -- each an ``OverflowError`` that ends the whole notebook as "the grader
failed", taking with it the points already earned in that notebook.

An honest minimax that answers 10**400 on Dodgem only (right on tic-tac-toe: 5 points), an
alpha-beta likewise, an evaluation that gives 10**400 to one position, and three right
predictions with a fourth of 10**400. Deserves what the honest parts earn: 5 + 5 + 0 + 6."""
from _honest import ALPHABETA, MINIMAX, predictions

right = predictions(right=True)
HUGE = ("\n_real = {name}\n"
        "def {name}(game, state, *rest):\n"
        "    value = _real(game, state, *rest)\n"
        "    return 10 ** 400 if hasattr(state, 'black') else value\n")

STUDENT = "Phan Văn Khải"
ANSWERS = {
    "my_minimax": MINIMAX + HUGE.format(name="my_minimax"),
    "my_alphabeta": ALPHABETA + HUGE.format(name="my_alphabeta"),
    "my_evaluation": "def my_evaluation(state, player):\n"
                     "    return 10 ** 400 if state.black == 0 else bin(state.white).count('1')\n",
    "root_value": right["root_value"], "node_4_beta": right["node_4_beta"],
    "othello_moves": right["othello_moves"], "elo_expected": "elo_expected = 10 ** 400",
}
DESERVED = {"1_minimax": 5, "2_alphabeta": 5, "3_evaluation": 0, "4_predictions": 6}
