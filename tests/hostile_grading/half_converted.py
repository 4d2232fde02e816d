"""Attack (red team, the lecture's convention): the lecture's convention half applied -- the
leaves valued for White (X), as the lecture's MaxVal/MinVal do, but MAX is still the side to
move at the root. At an X root it is right; at an O root O maximises X's value: a wrong search.
On tic-tac-toe it passes the graded cell in about half of all courses (18 of 40 course secrets),
by two doors at once: ``_lecture_convention`` accepts the negated value at an O root, and
``_same_value``'s tolerance of 10⁻⁹ (meant for expectimax's sums) accepts a value that differs
from the lecture's by a near tie (10⁻¹², the very difference near ties are made to show). Without
the convention it passes in none; with exact comparison in 1 of 40. Deserves 0."""

STUDENT = "Mạc Thị Uyên"
ANSWERS = {"my_minimax": '''def my_minimax(game, state, depth, evaluate):
    white = game.max_side            # the lecture values every position for White
    maximiser = game.to_move(state)  # ... but MAX is still the side to move here
    def val(node, left):
        if left == 0 or game.is_terminal(node):
            return evaluate(node, white)
        results = [val(game.successor(node, a), left - 1) for a in game.legal_actions(node)]
        return max(results) if game.to_move(node) == maximiser else min(results)
    return val(state, depth)
'''}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
