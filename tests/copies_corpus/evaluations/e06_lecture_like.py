# honest: the lecture's idea (how far each car has come) with cars off worth a whole journey
def my_evaluation(state, player):
    value = 0
    for square in range(9):
        row, column = divmod(square, 3)
        if state.white >> square & 1:
            value += 3 - row
        if state.black >> square & 1:
            value -= column + 1
    value += 4 * (2 - bin(state.white).count("1")) - 4 * (2 - bin(state.black).count("1"))
    return value if player == "White" else -value
