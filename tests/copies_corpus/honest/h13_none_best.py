def my_minimax(game, state, depth, evaluate):
    hero = game.to_move(state)

    def rate(pos, budget):
        terminal = game.is_terminal(pos)
        if terminal or budget == 0:
            return evaluate(pos, hero)
        hero_moves = game.to_move(pos) == hero
        best = None
        for mv in game.legal_actions(pos):
            nxt = game.successor(pos, mv)
            r = rate(nxt, budget - 1)
            if best is None or (hero_moves and r > best) or (not hero_moves and r < best):
                best = r
        return best

    return rate(state, depth)


def my_alphabeta(game, state, depth, evaluate, alpha, beta):
    hero = game.to_move(state)

    def rate(pos, budget, lower, upper):
        terminal = game.is_terminal(pos)
        if terminal or budget == 0:
            return evaluate(pos, hero)
        hero_moves = game.to_move(pos) == hero
        for mv in game.legal_actions(pos):
            nxt = game.successor(pos, mv)
            r = rate(nxt, budget - 1, lower, upper)
            if hero_moves:
                lower = r if r > lower else lower
            else:
                upper = r if r < upper else upper
            if not lower < upper:
                break
        return lower if hero_moves else upper

    return rate(state, depth, alpha, beta)
