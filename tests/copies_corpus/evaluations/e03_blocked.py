# honest: cars off, cars advanced, and a penalty for each car with an enemy car right in front
def my_evaluation(state, player):
    def side(me, them, ahead):
        value = 100 * (2 - bin(me).count("1"))
        for square in range(9):
            if me >> square & 1:
                row, column = divmod(square, 3)
                value += 10 * ahead(row, column)
                front = (row - 1, column) if me is state.white else (row, column + 1)
                if 0 <= front[0] < 3 and 0 <= front[1] < 3 and them >> (front[0] * 3 + front[1]) & 1:
                    value -= 15
        return value
    white = side(state.white, state.black, lambda r, c: 2 - r)
    black = side(state.black, state.white, lambda r, c: c)
    return white - black if player == "White" else black - white
