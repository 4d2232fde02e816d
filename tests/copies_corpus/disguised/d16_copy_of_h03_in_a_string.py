# copy of: honest/h03_flag.py (alpha-beta)
# a classmate's answer pasted in a string (renamed) and exec'd: the cell's own code is two lines
CODE = """
def cut(g, pos, left, ev, who, is_max, lo, hi):
    if left == 0 or g.is_terminal(pos):
        return ev(pos, who)
    if is_max:
        for mv in g.legal_actions(pos):
            lo = max(lo, cut(g, g.successor(pos, mv), left - 1, ev, who, False, lo, hi))
            if lo >= hi:
                break
        return lo
    for mv in g.legal_actions(pos):
        hi = min(hi, cut(g, g.successor(pos, mv), left - 1, ev, who, True, lo, hi))
        if lo >= hi:
            break
    return hi


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    return cut(game, state, depth, evaluate, game.to_move(state), True, alpha, beta)
"""
exec(CODE)
