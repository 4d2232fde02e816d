# honest: cars gone off the board count most, then how far each car has come (the student of
# tests/hostile_grading/_honest.py)
def my_evaluation(state, player):
    size = state.size

    def strength(side):
        cars = state.black if side == "Black" else state.white
        gone = (size - 1) - bin(cars).count("1")
        points = 5 * size * gone
        for square in range(size * size):
            if (cars >> square) & 1:
                row, column = square // size, square % size
                points += 2 * (column + 1) if side == "Black" else 2 * (size - row)
        return points

    opponent = "White" if player == "Black" else "Black"
    return strength(player) - strength(opponent) + (1 if player == "Black" else 0)
