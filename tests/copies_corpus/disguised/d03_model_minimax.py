# copy of: gamelib's model answer (minimax)
# renamed, dead code, an unused variable, comments
def my_minimax(game, state, depth, evaluate):
    count = 0

    def leaf_value(node):
        # the value for White
        return evaluate(node, game.max_side)

    def score(node, remaining):
        # leaf?
        if remaining == 0 or game.is_terminal(node):
            return leaf_value(node)
        debug = []
        results = [score(game.successor(node, move), remaining - 1)
                   for move in game.legal_actions(node)]
        if 1 > 2:
            return None
        return max(results) if game.to_move(node) == game.max_side else min(results)
        print("unreachable")

    return score(state, depth)
