def search(game, position, plies, evaluate, me, maximizing):
    """One function for both players: `maximizing` says whose turn it is."""
    if plies == 0 or game.is_terminal(position):
        return evaluate(position, me)
    scores = []
    for action in game.legal_actions(position):
        scores.append(search(game, game.successor(position, action), plies - 1, evaluate, me,
                             not maximizing))
    if maximizing:
        return max(scores)
    return min(scores)


def my_minimax(game, state, depth, evaluate):
    return search(game, state, depth, evaluate, game.to_move(state), True)


def prune(game, position, plies, evaluate, me, maximizing, a, b):
    if plies == 0 or game.is_terminal(position):
        return evaluate(position, me)
    if maximizing:
        for action in game.legal_actions(position):
            a = max(a, prune(game, game.successor(position, action), plies - 1, evaluate, me,
                             False, a, b))
            if a >= b:
                break
        return a
    for action in game.legal_actions(position):
        b = min(b, prune(game, game.successor(position, action), plies - 1, evaluate, me,
                         True, a, b))
        if a >= b:
            break
    return b


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    return prune(game, state, depth, evaluate, game.to_move(state), True, alpha, beta)
