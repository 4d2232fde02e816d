"""Control (found by the red team): an honest, correct minimax whose answer cell starts with a
helper function of the student's own, defined before ``my_minimax`` -- as many students write.
The grader must grade ``my_minimax`` (the function the assignment names), not the first
``def`` of the cell. Deserves 10 for minimax."""

STUDENT = "Hà Văn Vinh"
ANSWERS = {"my_minimax": '''def other_side(game, position, me):
    return game.to_move(position) != me


def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)
    def value(position, left):
        if left == 0 or game.is_terminal(position):
            return evaluate(position, me)
        results = [value(game.successor(position, move), left - 1)
                   for move in game.legal_actions(position)]
        return min(results) if other_side(game, position, me) else max(results)
    return value(state, depth)
'''}
DESERVED = {"1_minimax": 10, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
