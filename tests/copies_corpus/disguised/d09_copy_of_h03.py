# copy of: honest/h03_flag.py (alpha-beta)
# another student's answer: renamed, while instead of for, comments
def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    return go(game, state, depth, evaluate, game.to_move(state), True, alpha, beta)


def go(g, node, n, h, owner, is_max, lo, hi):
    # bottom of the tree
    if n == 0 or g.is_terminal(node):
        return h(node, owner)
    if is_max:
        todo = list(g.legal_actions(node))
        idx = 0
        while idx < len(todo):
            mv = todo[idx]
            lo = max(lo, go(g, g.successor(node, mv), n - 1, h, owner, False, lo, hi))
            if lo >= hi:
                break
            idx += 1
        return lo
    todo = list(g.legal_actions(node))
    idx = 0
    while idx < len(todo):
        mv = todo[idx]
        hi = min(hi, go(g, g.successor(node, mv), n - 1, h, owner, True, lo, hi))
        if lo >= hi:
            break
        idx += 1
    return hi
