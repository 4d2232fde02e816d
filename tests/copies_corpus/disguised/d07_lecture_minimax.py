# copy of: the lecture's pseudocode (minimax)
# the lecture's MaxVal/MinVal with an iterator loop instead of for, docstrings, renamed
def my_minimax(game, state, depth, evaluate):
    """Minimax as in the lecture."""
    mine = game.to_move(state)

    def MaxVal(n, k):
        """MaxVal(u, d)."""
        if k == 0 or game.is_terminal(n):
            return evaluate(n, mine)
        val = float("-inf")
        it = iter(game.legal_actions(n))
        while True:
            try:
                m = next(it)
            except StopIteration:
                break
            val = max(val, MinVal(game.successor(n, m), k - 1))
        return val

    def MinVal(n, k):
        """MinVal(u, d)."""
        if k == 0 or game.is_terminal(n):
            return evaluate(n, mine)
        val = float("inf")
        it = iter(game.legal_actions(n))
        while True:
            try:
                m = next(it)
            except StopIteration:
                break
            val = min(val, MaxVal(game.successor(n, m), k - 1))
        return val

    return MaxVal(state, depth)
