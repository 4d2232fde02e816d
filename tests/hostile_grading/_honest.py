"""Honest answers written for the red team's tests, each in a style of its own (not gamelib's,
not tests/model_answers.py): a correct minimax, alpha-beta and Dodgem evaluation, right
predictions -- and wrong ones for the honest-but-wrong control."""

MINIMAX = '''def my_minimax(game, state, depth, evaluate):
    root_player = game.to_move(state)

    def score(position, remaining):
        if remaining == 0 or game.is_terminal(position):
            return evaluate(position, root_player)
        pick = max if game.to_move(position) == root_player else min
        values = [score(game.successor(position, move), remaining - 1)
                  for move in game.legal_actions(position)]
        return pick(values)

    return score(state, depth)
'''

ALPHABETA = '''def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    root_player = game.to_move(state)

    def search(position, remaining, low, high):
        if remaining == 0 or game.is_terminal(position):
            return evaluate(position, root_player)
        maximizing = game.to_move(position) == root_player
        moves = list(game.legal_actions(position))
        index = 0
        while index < len(moves):
            got = search(game.successor(position, moves[index]), remaining - 1, low, high)
            if maximizing:
                low = got if got > low else low
            else:
                high = got if got < high else high
            if low >= high:
                break
            index += 1
        return low if maximizing else high

    return search(state, depth, alpha, beta)
'''

EVALUATION = '''def my_evaluation(state, player):
    size = state.size
    def strength(side):
        cars = state.black if side == "Black" else state.white
        gone = (size - 1) - bin(cars).count("1")
        points = 5 * size * gone
        for square in range(size * size):
            if (cars >> square) & 1:
                row, column = square // size, square % size
                points += 2 * (column + 1) if side == "Black" else 2 * (size - row)
        return points
    opponent = "White" if player == "Black" else "Black"
    return strength(player) - strength(opponent) + (1 if player == "Black" else 0)
'''

WRONG_MINIMAX = '''def my_minimax(game, state, depth, evaluate):
    # everyone maximises: the opponent's moves are taken as if they were mine
    me = game.to_move(state)
    def best(position, left):
        if left == 0 or game.is_terminal(position):
            return evaluate(position, me)
        return max(best(game.successor(position, m), left - 1) for m in game.legal_actions(position))
    return best(state, depth)
'''

WRONG_ALPHABETA = '''def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    # never cuts: the right value, but every position generated
    me = game.to_move(state)
    def full(position, left):
        if left == 0 or game.is_terminal(position):
            return evaluate(position, me)
        got = [full(game.successor(position, m), left - 1) for m in game.legal_actions(position)]
        return max(got) if game.to_move(position) == me else min(got)
    return full(state, depth)
'''

WRONG_EVALUATION = '''def my_evaluation(state, player):
    return 0
'''


def predictions(right=True):
    """The prediction cells: right answers (computed by gamelib, written as a student would) or
    wrong ones."""
    from gamelib.grading.hidden import PREDICTIONS

    out = {}
    for name, (truth, decimals, _) in PREDICTIONS.items():
        value = truth() if right else truth() + 7
        out[name] = f"{name} = {value:.{decimals}f}" if decimals else f"{name} = {value:g}"
    return out
