"""Attack (red team, the reply channel): a generated position whose move is a list nested 700
deep. JSON reads it (under the parser's depth limit); ``replay`` then turns it into tuples with
the recursive ``_from_plain`` (two frames a level) before asking whether the move is legal, and
the grader's own ``RecursionError`` ends the notebook as "the grader failed" -- the points
already earned in it are lost. No runner patched: the search appends the pair to the recording
game's own list (``game.generated``), which the runner sends as it is.

An honest alpha-beta (right on tic-tac-toe: 5 points) that adds the nested move on Dodgem, and an
honest minimax that does the same on Dodgem. Deserves 5 + 5."""
from _honest import ALPHABETA, MINIMAX

DEEP = ("\n_real = {name}\n"
        "def {name}(game, state, *rest):\n"
        "    value = _real(game, state, *rest)\n"
        "    if hasattr(state, 'black'):\n"
        "        nested = 0\n"
        "        for _ in range(700):\n"
        "            nested = [nested]\n"
        "        game.generated.append([list(state), nested])\n"
        "    return value\n")

STUDENT = "Quách Thị Nga"
ANSWERS = {"my_minimax": MINIMAX + DEEP.format(name="my_minimax"),
           "my_alphabeta": ALPHABETA + DEEP.format(name="my_alphabeta")}
DESERVED = {"1_minimax": 5, "2_alphabeta": 5, "3_evaluation": 0, "4_predictions": 0}
