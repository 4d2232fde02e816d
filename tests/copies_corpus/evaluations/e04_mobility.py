# honest: cars off the board, and how many squares in front of each car are free
def my_evaluation(state, player):
    taken = state.black | state.white

    def score(cars, forward):
        value = 50 * (2 - bin(cars).count("1"))
        for square in range(9):
            if cars >> square & 1:
                row, column = divmod(square, 3)
                value += 3 * forward(row, column)
                r, c = (row - 1, column) if forward is up else (row, column + 1)
                if not (0 <= r < 3 and 0 <= c < 3) or not taken >> (r * 3 + c) & 1:
                    value += 4
        return value

    def up(row, column):
        return 2 - row

    def right(row, column):
        return column

    mine, theirs = (state.white, state.black) if player == "White" else (state.black, state.white)
    forward_mine, forward_theirs = (up, right) if player == "White" else (right, up)
    return score(mine, forward_mine) - score(theirs, forward_theirs)
