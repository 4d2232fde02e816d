# honest: a table of my own for each square (nearer the exit is worth more), cars off 60 each
WHITE = [9, 9, 9, 5, 6, 5, 1, 2, 1]
BLACK = [2, 5, 9, 1, 6, 9, 2, 5, 9]


def my_evaluation(state, player):
    white = 60 * (2 - bin(state.white).count("1")) + sum(
        WHITE[s] for s in range(9) if state.white >> s & 1)
    black = 60 * (2 - bin(state.black).count("1")) + sum(
        BLACK[s] for s in range(9) if state.black >> s & 1)
    return white - black if player == "White" else black - white
