def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)

    def go(pos, d):
        if d == 0 or game.is_terminal(pos):
            return evaluate(pos, me)
        acts = list(game.legal_actions(pos))
        k = 0
        best = None
        while k < len(acts):
            val = go(game.successor(pos, acts[k]), d - 1)
            if best is None:
                best = val
            elif game.to_move(pos) == me:
                best = max(best, val)
            else:
                best = min(best, val)
            k = k + 1
        return best

    return go(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    me = game.to_move(state)

    def go(pos, d, al, be):
        if d == 0 or game.is_terminal(pos):
            return evaluate(pos, me)
        acts = list(game.legal_actions(pos))
        k = 0
        while k < len(acts) and al < be:
            val = go(game.successor(pos, acts[k]), d - 1, al, be)
            if game.to_move(pos) == me:
                al = max(al, val)
            else:
                be = min(be, val)
            k = k + 1
        if game.to_move(pos) == me:
            return al
        return be

    return go(state, depth, alpha, beta)
