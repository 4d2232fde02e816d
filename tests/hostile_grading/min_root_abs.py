"""Attack (red team, round 2: the witness position ``_white_behind``): ``abs(value)`` only where
MIN (Black, O) is to move; where White is to move, the honest value. The round-2 fix draws one
position "White to move and behind" -- which this function gets right -- but none "MIN to move
and behind": where every checked MIN root is good for the side to move, abs() gives the side
to move's value at all of them, ``one_convention`` sees one convention and the check passes. A
wrong search (at a MIN root where MIN is behind it answers the lecture's value for White while
using the side to move's everywhere else). In the lesson it passes check_minimax on Dodgem for
most seeds (tests/test_red_team_convention.py). Deserves 0."""

STUDENT = "Vi Thị Loan"
ANSWERS = {"my_minimax": '''def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)
    def value(node, left):
        if left == 0 or game.is_terminal(node):
            return evaluate(node, me)
        got = [value(game.successor(node, m), left - 1) for m in game.legal_actions(node)]
        return max(got) if game.to_move(node) == me else min(got)
    result = value(state, depth)
    return result if me == game.max_side else abs(result)
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
    return result if me == game.max_side else abs(result)
'''}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
