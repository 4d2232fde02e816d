def my_minimax(game, state, depth, evaluate):
    owner = game.to_move(state)

    def walk(node, ply):
        if ply == depth or game.is_terminal(node):
            return evaluate(node, owner)
        results = {}
        for act in game.legal_actions(node):
            results[act] = walk(game.successor(node, act), ply + 1)
        pick = max if game.to_move(node) == owner else min
        return pick(results.values())

    return walk(state, 0)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    owner = game.to_move(state)

    def walk(node, ply, low, high):
        if ply == depth or game.is_terminal(node):
            return evaluate(node, owner)
        maximise = game.to_move(node) == owner
        for act in game.legal_actions(node):
            got = walk(game.successor(node, act), ply + 1, low, high)
            if maximise:
                if got > low:
                    low = got
                    if low >= high:
                        return low
            else:
                if got < high:
                    high = got
                    if low >= high:
                        return high
        return low if maximise else high

    return walk(state, 0, alpha, beta)
