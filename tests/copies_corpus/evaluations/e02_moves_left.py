# honest: how many moves each side still needs to take all its cars off (fewer is better)
def my_evaluation(state, player):
    need = {"Black": 0, "White": 0}
    for square in range(9):
        row, column = divmod(square, 3)
        if state.black >> square & 1:
            need["Black"] += 3 - column
        if state.white >> square & 1:
            need["White"] += row + 1
    other = "White" if player == "Black" else "Black"
    return need[other] - need[player]
