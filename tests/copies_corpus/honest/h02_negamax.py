def my_minimax(game, state, depth, evaluate):
    root = game.to_move(state)

    def nega(node, left):
        sign = 1 if game.to_move(node) == root else -1
        if left == 0 or game.is_terminal(node):
            return sign * evaluate(node, root)
        return max(-nega(game.successor(node, m), left - 1) for m in game.legal_actions(node))

    return nega(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    root = game.to_move(state)

    def nega(node, left, lo, hi):
        sign = 1 if game.to_move(node) == root else -1
        if left == 0 or game.is_terminal(node):
            return sign * evaluate(node, root)
        for m in game.legal_actions(node):
            lo = max(lo, -nega(game.successor(node, m), left - 1, -hi, -lo))
            if lo >= hi:
                break
        return lo

    return nega(state, depth, alpha, beta)
