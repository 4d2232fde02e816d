# copy of: gamelib's model answer (alpha-beta)
# renamed, while over an index, a helper extracted for the window update
def update(is_max, lo, hi, x):
    if is_max:
        lo = max(lo, x)
    else:
        hi = min(hi, x)
    return lo, hi


def my_alphabeta(game, state, depth, evaluate, alpha=float("-inf"), beta=float("inf")):
    def g(pos):
        return evaluate(pos, game.max_side)

    def rec(pos, left, lo, hi):
        if left == 0 or game.is_terminal(pos):
            return g(pos)
        is_max = game.to_move(pos) == game.max_side
        moves = game.legal_actions(pos)
        j = 0
        while j < len(moves):
            x = rec(game.successor(pos, moves[j]), left - 1, lo, hi)
            lo, hi = update(is_max, lo, hi, x)
            if lo >= hi:
                break
            j += 1
        return lo if is_max else hi

    return rec(state, depth, alpha, beta)
