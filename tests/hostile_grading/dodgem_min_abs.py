"""Attack (red team, round 2: the witness position ``_white_behind``): an honest search on
tic-tac-toe, and on Dodgem (told apart by the state's type: the game is a recorder)
``abs(value)`` where Black (MIN) is to move. The round-2 fix makes every check hold a position
"White to move and behind", which this function gets right; none has to hold one "MIN to move
and behind", and Dodgem's Black roots are nearly all good for Black (every published one is):
where no checked Black root is bad for Black, abs() gives the side to move's value at all of
them, ``one_convention`` sees one convention, and the Dodgem cell passes. The minimax Dodgem
cell passes with 4 of 15 random course secrets (so this student fails the full workflow test in
about half of its runs, one notebook or the other); with tests/test_red_team_autograde.py's
fixed secret the minimax cell passes every time. A wrong search (at a Black root where Black is
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
    if me == game.max_side or type(state).__name__ != "DodgemState":
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
    if me == game.max_side or type(state).__name__ != "DodgemState":
        return result
    return abs(result)
'''}
DESERVED = {"1_minimax": 5, "2_alphabeta": 5, "3_evaluation": 0, "4_predictions": 0}
