def my_minimax(game, state, depth, evaluate):
    me = game.to_move(state)
    # each frame: [position, depth left, moves not yet tried, values of the children so far]
    stack = [[state, depth, None, []]]
    result = None
    while stack:
        frame = stack[-1]
        pos, left, moves, values = frame
        if moves is None:
            if left == 0 or game.is_terminal(pos):
                stack.pop()
                result = evaluate(pos, me)
                if stack:
                    stack[-1][3].append(result)
                continue
            frame[2] = moves = list(game.legal_actions(pos))[::-1]
        if moves:
            move = moves.pop()
            stack.append([game.successor(pos, move), left - 1, None, []])
        else:
            stack.pop()
            result = max(values) if game.to_move(pos) == me else min(values)
            if stack:
                stack[-1][3].append(result)
    return result


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    me = game.to_move(state)
    stack = [{"pos": state, "left": depth, "moves": None, "a": alpha, "b": beta}]
    answer = None
    while stack:
        top = stack[-1]
        if top["moves"] is None:
            if top["left"] == 0 or game.is_terminal(top["pos"]):
                answer = evaluate(top["pos"], me)
                stack.pop()
                if stack:
                    parent = stack[-1]
                    if game.to_move(parent["pos"]) == me:
                        parent["a"] = max(parent["a"], answer)
                    else:
                        parent["b"] = min(parent["b"], answer)
                continue
            top["moves"] = list(reversed(list(game.legal_actions(top["pos"]))))
        if top["moves"] and top["a"] < top["b"]:
            move = top["moves"].pop()
            stack.append({"pos": game.successor(top["pos"], move), "left": top["left"] - 1,
                          "moves": None, "a": top["a"], "b": top["b"]})
            continue
        answer = top["a"] if game.to_move(top["pos"]) == me else top["b"]
        stack.pop()
        if stack:
            parent = stack[-1]
            if game.to_move(parent["pos"]) == me:
                parent["a"] = max(parent["a"], answer)
            else:
                parent["b"] = min(parent["b"], answer)
    return answer
