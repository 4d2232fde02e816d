PICK = {True: max, False: min}


def my_minimax(game, state, depth, evaluate):
    player = game.to_move(state)

    def v(pos, d):
        done = game.is_terminal(pos)
        if done or not d:
            return evaluate(pos, player)
        mine = game.to_move(pos) == player
        children = (game.successor(pos, x) for x in game.legal_actions(pos))
        return PICK[mine](v(c, d - 1) for c in children)

    return v(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    player = game.to_move(state)

    def v(pos, d, window):
        done = game.is_terminal(pos)
        if done or not d:
            return evaluate(pos, player)
        mine = game.to_move(pos) == player
        low, high = window
        for x in game.legal_actions(pos):
            got = v(game.successor(pos, x), d - 1, (low, high))
            if mine:
                low = got if got > low else low
            else:
                high = got if got < high else high
            if low >= high:
                break
        return low if mine else high

    return v(state, depth, (alpha, beta))
