# copy of: honest/h06_explicit_stack.py (minimax)
# another student's iterative search: renamed, dead code, a comment changed
def my_minimax(game, state, depth, evaluate):
    owner = game.to_move(state)
    todo = [[state, depth, None, []]]
    out = None
    trace = []
    while todo:
        f = todo[-1]
        node, n, acts, vals = f
        if acts is None:
            if n == 0 or game.is_terminal(node):
                todo.pop()
                out = evaluate(node, owner)
                if todo:
                    todo[-1][3].append(out)
                continue
            f[2] = acts = list(game.legal_actions(node))[::-1]
        if acts:
            a = acts.pop()
            todo.append([game.successor(node, a), n - 1, None, []])
        else:
            todo.pop()
            out = max(vals) if game.to_move(node) == owner else min(vals)
            if False:
                out = 0
            if todo:
                todo[-1][3].append(out)
    return out
