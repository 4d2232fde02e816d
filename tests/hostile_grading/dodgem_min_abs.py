"""Attack (red team, round 2: the witness position ``_white_behind``): an honest search on
tic-tac-toe, and on Dodgem ``abs(value)`` where Black (MIN) is to move. The round-2 fix makes
every check hold a position "White to move and behind", which this function gets right; there
is no position "MIN to move and behind", and none of Dodgem's checked Black roots (published,
visible random, hidden random) is bad for Black on any of 25 random course secrets tried: abs()
gives the side to move's value at every one of them, ``one_convention`` sees one convention,
and the Dodgem cell passes with 25 of 25 secrets. A wrong search (at a Black root where Black is
behind it gives White's value, the side to move's elsewhere). Deserves the tic-tac-toe cells
only: 5 + 5."""

STUDENT = "Triệu Văn Sơn"
ANSWERS = {"my_minimax": '''def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)
    def value(node, left):
        if left == 0 or game.is_terminal(node):
            return evaluate(node, me)
        got = [value(game.successor(node, m), left - 1) for m in game.legal_actions(node)]
        return max(got) if game.to_move(node) == me else min(got)
    result = value(state, depth)
    if me == game.max_side or type(game).__name__ != "Dodgem":
        return result
    return abs(result)
''', "my_alphabeta": '''def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    me = game.to_move(state)
    def value(node, left, lo, hi):
        if left == 0 or game.is_terminal(node):
            return evaluate(node, me)
        mine = game.to_move(node) == me
        for m in game.legal_actions(node):
            v = value(game.successor(node, m), left - 1, lo, hi)
            if mine:
                lo = max(lo, v)
            else:
                hi = min(hi, v)
            if lo >= hi:
                break
        return lo if mine else hi
    result = value(state, depth, alpha, beta)
    if me == game.max_side or type(game).__name__ != "Dodgem":
        return result
    return abs(result)
'''}
DESERVED = {"1_minimax": 5, "2_alphabeta": 5, "3_evaluation": 0, "4_predictions": 0}
