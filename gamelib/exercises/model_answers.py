"""The model answers of the graded assignment (:mod:`gamelib.grading.assignment`), as the
teacher's version writes them between nbgrader's ``BEGIN SOLUTION`` and ``END SOLUTION``.

They answer in the lecture's convention, as lesson 05 asks: every position valued for White,
MAX (f(u) = evaluate(u, game.max_side)), MaxVal where White moves and MinVal where Black does.
They are public, as everything gamelib ships is: the checks know them
(:mod:`gamelib.exercises.copies`). The two searches are short, and an honest student who
transcribes the lecture can write them the same way, so handing one in is graded as written and
shown to the teacher (never refused); the evaluation is long, and a copy of it is refused.
"""

import re

MINIMAX = '''def my_minimax(game, state, depth, evaluate):
    ### BEGIN SOLUTION
    def f(u):  # the lecture's f: every position valued for White, MAX
        return evaluate(u, game.max_side)

    def value(u, d):  # MaxVal(u, d) where White moves, MinVal(u, d) where Black does
        if d == 0 or game.is_terminal(u):
            return f(u)
        values = [value(game.successor(u, a), d - 1) for a in game.legal_actions(u)]
        return max(values) if game.to_move(u) == game.max_side else min(values)

    return value(state, depth)
    ### END SOLUTION'''

ALPHABETA = '''def my_alphabeta(game, state, depth, evaluate, alpha=float("-inf"), beta=float("inf")):
    ### BEGIN SOLUTION
    def f(u):  # the lecture's f: every position valued for White, MAX
        return evaluate(u, game.max_side)

    def value(u, d, alpha, beta):  # MaxVal(u, d, α, β) or MinVal(u, d, α, β)
        if d == 0 or game.is_terminal(u):
            return f(u)
        maximizing = game.to_move(u) == game.max_side
        for a in game.legal_actions(u):
            v = value(game.successor(u, a), d - 1, alpha, beta)
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                break
        return alpha if maximizing else beta

    return value(state, depth, alpha, beta)
    ### END SOLUTION'''

EVALUATION = '''def my_evaluation(state, player):
    ### BEGIN SOLUTION
    # report 003's evaluation 2 written out, from White's side (square r * 3 + c, row 0 at the top)
    white_squares = [30, 35, 40, 15, 20, 25, 0, 5, 10]
    black_squares = [-10, -25, -40, -5, -20, -35, 0, -15, -30]
    value = 85 * (2 - state.white.bit_count()) - 85 * (2 - state.black.bit_count())
    for square in range(9):
        row, column = divmod(square, 3)
        if state.white >> square & 1:
            value += white_squares[square]
            for above in range(row):               # a Black car above blocks this White car
                if state.black >> (above * 3 + column) & 1:
                    value -= 40 if above == row - 1 else 30
        if state.black >> square & 1:
            value += black_squares[square]
            for right in range(column + 1, 3):     # a White car ahead blocks this Black car
                if state.white >> (row * 3 + right) & 1:
                    value += 40 if right == column + 1 else 30
    return value if player == "White" else -value
    ### END SOLUTION'''


def model_answers() -> dict[str, str]:
    """The model answers of the teacher's version, by what they answer (the copy check knows
    them: a student who hands one in gets nothing for it)."""
    markers = re.compile(r"^[ \t]*### (BEGIN|END) SOLUTION\n", re.M)
    return {"minimax": markers.sub("", MINIMAX + "\n"),
            "alpha-beta": markers.sub("", ALPHABETA + "\n"),
            "evaluation": markers.sub("", EVALUATION + "\n")}
