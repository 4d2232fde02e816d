"""Report 004's alpha_beta_pruning_search (Chapter III §1.1) transcribed as printed, line for
line, to check gamelib's ReportCaroAI against.  Only ``evaluate`` and ``possible_moves`` come
from gamelib (the report prints ``evaluate`` too; ``possible_moves`` it only describes).
Colours as in the report: "b" black moves first (the person), "w" white (the computer)."""

from gamelib.engines.caro_report import evaluate as _evaluate
from gamelib.engines.caro_report import possible_moves


def evaluate(board, col, anticol, y, x):
    return _evaluate(board, col, anticol, y, x, restore=False)  # it ends with board[y][x] = " "


def alpha_beta_pruning_search(board, col, DEPTH):  # noqa: N803 (the report's name)
    if col == "w":
        anticol = "b"
    else:
        anticol = "w"

    def max_value(board, col, anticol, depth, alpha, beta):
        if depth == 0:
            return evaluate(board, col, anticol, 0, 0)
        max_eval = -float("inf")
        moves = sorted(possible_moves(board), key=lambda move: evaluate(board, col, anticol,
                       move[0], move[1]), reverse=True)[:10]
        for move in moves:
            y, x = move
            board[y][x] = col
            eval = min_value(board, col, anticol, depth - 1, alpha, beta)
            board[y][x] = " "
            max_eval = max(max_eval, eval)
            alpha = max(alpha, eval)
            if beta <= alpha:
                break
        return max_eval

    def min_value(board, col, anticol, depth, alpha, beta):
        if depth == 0:
            return evaluate(board, col, anticol, 0, 0)
        min_eval = float("inf")
        moves = sorted(possible_moves(board), key=lambda move: evaluate(board, col, anticol,
                       move[0], move[1]), reverse=True)[:10]
        for move in moves:
            y, x = move
            board[y][x] = anticol
            eval = max_value(board, col, anticol, depth - 1, alpha, beta)
            board[y][x] = " "
            min_eval = min(min_eval, eval)
            beta = min(beta, eval)
            if beta <= alpha:
                break
        return min_eval

    def alpha_beta(board, col, anticol, depth, alpha, beta):
        if col == "w":
            best_eval = -float("inf")
        else:
            best_eval = float("inf")
        best_move = None
        moves = sorted(possible_moves(board), key=lambda move: evaluate(board, col, anticol,
                       move[0], move[1]), reverse=True)[:10]
        for move in moves:
            y, x = move
            board[y][x] = col
            eval = min_value(board, col, anticol, depth - 1, alpha, beta)
            board[y][x] = " "
            if col == "w":
                if eval > best_eval:
                    best_eval = eval
                    best_move = move
                alpha = max(alpha, eval)
                if beta <= alpha:
                    break
            else:
                if eval < best_eval:
                    best_eval = eval
                    best_move = move
                beta = min(beta, eval)
                if beta <= alpha:
                    break
        return best_move

    depth = DEPTH
    alpha = -float("inf")
    beta = float("inf")
    move = alpha_beta(board, col, anticol, depth, alpha, beta)
    if move:
        return move
    return (0, 0)
